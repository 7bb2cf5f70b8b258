/**
 * `decodeNamedCharacterReference` (the decode-named-character-reference API
 * micromark uses) for the playground's worker: its browser entry decodes with
 * the DOM, which a worker lacks, and its default entry carries a table of its
 * own; this one decodes with `entities`, whose table the worker already holds
 * for parse5. Returns the characters `&name;` stands for, or false.
 */
import { decodeHTMLStrict } from 'entities/decode';

export function decodeNamedCharacterReference(value: string): string | false {
  const reference = `&${value};`;
  const decoded = decodeHTMLStrict(reference);
  return decoded === reference ? false : decoded;
}
