/**
 * The game's abbreviations, for search: the one list of what a reader may
 * type for what the book writes. At query time every abbreviation in the
 * query is replaced by each of its alternatives in turn and the results of
 * all those queries are merged (see `expandQuery`). Put the abbreviation
 * itself among its alternatives when the book writes it ("GM", "HP"); leave
 * it out when it does not ("AoO"), or Pagefind's fuzzy matching finds
 * unrelated words. Documented for authors in docs/authoring.md.
 */

/** Abbreviation (lowercase) → the phrases searched in its place. */
export const SEARCH_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['aoo', ['opportunity attack']],
  ['oa', ['opportunity attack']],
  ['ac', ['AC', 'Armor Class']],
  ['ca', ['combat advantage']],
  ['pc', ['PC', 'player character']],
  ['pcs', ['PC', 'player character']],
  ['npc', ['nonplayer character']],
  ['npcs', ['nonplayer character']],
  ['gm', ['GM', 'Game Master']],
  ['hp', ['HP', 'hit points']],
  ['xp', ['XP', 'experience points']],
]);

/** The most queries one search expands to (abbreviations multiply). */
const MAX_QUERIES = 8;

/**
 * The queries to run for what the reader typed: the query itself when it has
 * no abbreviation, else every combination of its abbreviations' alternatives
 * (at most MAX_QUERIES), first alternatives first.
 */
export function expandQuery(query: string): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  let queries: string[][] = [[]];
  for (const word of words) {
    const key = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    const alternatives = SEARCH_SYNONYMS.get(key) ?? [word];
    queries = queries
      .flatMap((start) => alternatives.map((alternative) => [...start, alternative]))
      .slice(0, MAX_QUERIES);
  }
  const out = [...new Set(queries.map((parts) => parts.join(' ')))];
  return out.length > 0 && out[0] !== '' ? out : [];
}
