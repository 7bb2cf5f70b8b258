/**
 * A built monster's choice read back from its id (`built-7-elite-striker-bog-hound`,
 * src/site/monster-builder.ts `builtId`), for an encounter link shared to a
 * browser that does not keep the choice: the level, rank and role are in the
 * id, the name as its slug (`Bog Hound`). Pure.
 */
import { slugify } from '../compiler/helpers.ts';
import { BUILDER_RANKS, BUILT_ID_PREFIX, type BuilderChoice } from './monster-builder.ts';

/** The choice a built id names, or null when it names no rank or none of `roles` (the book's role names). */
export function choiceFromBuiltId(id: string, roles: readonly string[]): BuilderChoice | null {
  if (!id.startsWith(BUILT_ID_PREFIX)) return null;
  const [level, rank, ...rest] = id.slice(BUILT_ID_PREFIX.length).split('-');
  const tail = rest.join('-');
  const found = BUILDER_RANKS.find((r) => r === rank);
  if (!found || !/^\d{1,2}$/.test(level ?? '')) return null;
  // the longest role slug first: "heavy-brute" before "heavy"
  const role = [...roles]
    .sort((a, b) => slugify(b).length - slugify(a).length)
    .find((r) => tail === slugify(r) || tail.startsWith(`${slugify(r)}-`));
  if (role === undefined) return null;
  const name = tail
    .slice(slugify(role).length + 1)
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
  return { level: Number(level), rank: found, role, name };
}
