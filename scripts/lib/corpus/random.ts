/** A seeded random source and word lists for the benchmark corpus (see corpus.ts). */

/** Deterministic random choices. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of the list. */
  pick<T>(list: readonly T[]): T;
  /** A capitalised invented word. */
  word(): string;
  /** Trailing spaces as the books have them: two on most lines, none on many, 1 or 3–5 on a few. */
  trail(): string;
}

const SYLLABLES = [
  'ash', 'bel', 'cor', 'dun', 'el', 'fen', 'gar', 'hal', 'ir', 'jos', 'kel', 'lor', 'mar',
  'nor', 'or', 'pel', 'quin', 'ros', 'sar', 'tor', 'ul', 'vel', 'wyn', 'yr', 'zan',
]; // prettier-ignore

/** Creates a random source from a 32-bit seed (mulberry32). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    word() {
      const w = Array.from({ length: 2 + int(2) }, () => pick(SYLLABLES)).join('');
      return w[0]!.toUpperCase() + w.slice(1);
    },
    trail() {
      const r = next();
      return r < 0.55 ? '  ' : r < 0.9 ? '' : r < 0.95 ? ' ' : ' '.repeat(3 + int(3));
    },
  };
}

/** Words for names of powers, feats, items and monsters. */
export const ADJECTIVES = [
  'Ashen', 'Binding', 'Cinder', 'Dusk', 'Ember', 'Feral', 'Gleaming', 'Hollow', 'Iron',
  'Jagged', 'Keening', 'Lashing', 'Molten', 'Night', 'Onyx', 'Piercing', 'Quiet', 'Riven',
  'Storm', 'Thorned', 'Umbral', 'Vaulting', 'Whirling', 'Yearning', 'Zealous', 'Brazen',
  'Crimson', 'Frost', 'Grave', 'Hallowed', 'Verdant', 'Sundering', 'Howling',
]; // prettier-ignore
export const NOUNS = [
  'Strike', 'Ward', 'Step', 'Volley', 'Roar', 'Veil', 'Lance', 'Sweep', 'Hex', 'Chant',
  'Fang', 'Surge', 'Rebuke', 'Stance', 'Gambit', 'Blessing', 'Torrent', 'Flurry', 'Bulwark',
  'Spiral', 'Nova', 'Edict', 'Shroud', 'Lunge', 'Mark', 'Cascade', 'Bolt', 'Pulse',
]; // prettier-ignore
export const SENTENCE_PARTS = [
  'the target takes 2d6 + 3 damage',
  'you shift 1 square',
  'each enemy in the burst is slowed until the end of your next turn',
  'an ally you can see regains hit points equal to your Wisdom modifier',
  'roll a d20 and add your level',
  'the creature grants combat advantage until the start of your next turn',
  'you gain a +2 power bonus to AC',
  'make a saving throw with a –2 penalty',
  'the zone lasts until the end of the encounter',
  'creatures in the area take 1d10 fire damage',
  'spend a recovery to regain 10 hit points',
  'the effect ends when you are staggered',
  'mark the target until the end of your next turn',
  'the target is knocked prone and cannot stand up until it saves',
  'see the Combat chapter for how cover works',
]; // prettier-ignore

/** The `i`-th name of the grid `first × second` (numbered once the grid is used up): unique per index. */
export function gridName(i: number, first: readonly string[], second: readonly string[]): string {
  const base = `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]}`;
  const round = Math.floor(i / (first.length * second.length));
  return round ? `${base} ${round + 1}` : base;
}

/** A sentence from the word lists, capitalised, with its final period. */
export function sentence(random: Random): string {
  const text = random.pick(SENTENCE_PARTS);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** Invented proper names for places, peoples and gods. */
export const PLACES = [
  'Varn', 'Osk', 'Threll', 'Quorm', 'Yssa', 'Deln', 'Kharu', 'Mirrow', 'Pell', 'Sunder',
  'Tavik', 'Umber', 'Wend', 'Zorath', 'Brisk', 'Corrow', 'Elth', 'Fane', 'Grue', 'Harrow',
  'Ibbet', 'Jarl', 'Loam', 'Nettle', 'Orrin',
]; // prettier-ignore
