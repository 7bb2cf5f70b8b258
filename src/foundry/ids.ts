/**
 * Stable Foundry document ids: 16 characters of `[A-Za-z0-9]` derived from
 * the record's kind and id, so a rebuild of the same content gives the same
 * ids and Foundry updates its documents instead of adding copies.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Foundry's id alphabet. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The length of a Foundry document id. */
export const ID_LENGTH = 16;

/** A Foundry id is 16 letters and digits. */
export const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;

/**
 * The id of the document made from `key` (e.g. `power:marsh-step`): the
 * first bytes of its SHA-256 in Foundry's alphabet (62 letters; the bias of
 * `byte % 62` does not matter for ids).
 */
export function foundryId(key: string): string {
  const digest = sha256(utf8ToBytes(key));
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += ALPHABET[digest[i]! % ALPHABET.length];
  return id;
}
