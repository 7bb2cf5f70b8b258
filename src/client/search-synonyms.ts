/**
 * Search synonyms: the one list of what a reader may type for what the book
 * writes, the game's abbreviations ("AoO") and the names it took from 4e and
 * renamed ("bloodied" for staggered, "minion" for mook). At query time every
 * synonym in the query (a word or a phrase of up to three words, plurals
 * folded) is replaced by each of its alternatives in turn and the results of
 * all those queries are merged (see `expandQuery`). Put the synonym itself
 * among its alternatives when a book may write it ("GM", "HP", "grab"); leave
 * it out when none does ("AoO"), or Pagefind's fuzzy matching finds unrelated
 * words. A site adds to or changes the list with `search.synonyms` in
 * rulebook.config.json (`searchSynonyms`); the build publishes the result at
 * `SYNONYMS_URL`. Documented for authors in docs/authoring.md.
 */

import { searchWords } from './search-names.ts';

/** Where the build publishes the site's synonyms (src/pages/search-synonyms.json.ts). */
export const SYNONYMS_URL = '/search-synonyms.json';

/** What a reader may type (a word or phrase) → the phrases searched in its place. */
export type SearchSynonyms = Readonly<Record<string, readonly string[] | undefined>>;

/** The default synonyms (rulebook.config.json's `search.synonyms` is merged over them). */
export const DEFAULT_SEARCH_SYNONYMS: SearchSynonyms = {
  // Abbreviations.
  aoo: ['opportunity attack'],
  oa: ['opportunity attack'],
  ac: ['AC', 'Armor Class'],
  ca: ['combat advantage'],
  pc: ['PC', 'player character'],
  pcs: ['PC', 'player character'],
  npc: ['nonplayer character'],
  gm: ['GM', 'Game Master'],
  hp: ['HP', 'hit points'],
  xp: ['XP', 'experience points'],
  // 4e's names for what the game names otherwise.
  grab: ['grapple', 'grab'],
  bloodied: ['staggered', 'bloodied'],
  'second wind': ['rally', 'second wind'],
  'healing surge': ['recoveries', 'healing surge'],
  immobilized: ['immobile', 'immobilized'],
  'ongoing damage': ['persistent damage', 'ongoing damage'],
  minion: ['mook', 'minion'],
  solo: ['boss', 'solo'],
};

/** The longest synonym, in words. */
const MAX_WORDS = 3;

/** The most queries one search expands to (synonyms multiply). */
const MAX_QUERIES = 8;

/**
 * The synonyms a site searches with: the defaults, with `configured`
 * (rulebook.config.json's `search.synonyms`) merged over them. A configured
 * entry replaces the default of the same words; an empty list removes it.
 * Keys are compared as `searchWords` reads them.
 */
export function searchSynonyms(configured: SearchSynonyms = {}): Map<string, readonly string[]> {
  const merged = new Map<string, readonly string[]>();
  for (const [typed, alternatives] of Object.entries({
    ...DEFAULT_SEARCH_SYNONYMS,
    ...configured,
  })) {
    const key = searchWords(typed).join(' ');
    if (key === '') continue;
    if (!alternatives || alternatives.length === 0) merged.delete(key);
    else merged.set(key, alternatives);
  }
  return merged;
}

const DEFAULTS = searchSynonyms();

/**
 * The queries to run for what the reader typed: the query itself when it
 * holds no synonym, else every combination of its synonyms' alternatives (at
 * most MAX_QUERIES), first alternatives first. The longest synonym wins at
 * each word ("healing surge" before "healing").
 */
export function expandQuery(
  query: string,
  synonyms: ReadonlyMap<string, readonly string[]> = DEFAULTS,
): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  let queries: string[][] = [[]];
  for (let at = 0; at < words.length;) {
    let alternatives: readonly string[] = [words[at]!];
    let length = 1;
    for (let n = Math.min(MAX_WORDS, words.length - at); n > 0; n--) {
      const found = synonyms.get(searchWords(words.slice(at, at + n).join(' ')).join(' '));
      if (found) {
        alternatives = found;
        length = n;
        break;
      }
    }
    queries = queries
      .flatMap((start) => alternatives.map((alternative) => [...start, alternative]))
      .slice(0, MAX_QUERIES);
    at += length;
  }
  const out = [...new Set(queries.map((parts) => parts.join(' ')))];
  return out.length > 0 && out[0] !== '' ? out : [];
}
