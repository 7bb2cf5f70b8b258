/**
 * The initiative of an encounter in play: who acts in which order (monster
 * copies rolled with their own bonus, heroes entered by the game master),
 * whose turn it is, which round, and each combatant's conditions. Pure, for
 * the encounter page (src/client/encounter-play.ts) and its tests; the page
 * keeps a {@link PlayState} in storage so a reload keeps the fight.
 */

/** Who a combatant is. */
export type CombatantKind = 'monster' | 'hero';

/** One combatant of the order: a monster copy or a hero. */
export interface Combatant {
  /** A monster copy's `id#n` (see {@link copyKey}) or a hero's `hero-n`. */
  key: string;
  name: string;
  kind: CombatantKind;
  /** The initiative bonus a monster rolls with (a hero's is not known: 0). */
  bonus: number;
  /** The rolled or entered initiative; null until rolled. */
  initiative: number | null;
}

/** A hero the game master entered. */
export interface Hero {
  key: string;
  name: string;
  initiative: number;
}

/** The fight's state the page keeps. */
export interface PlayState {
  /** Each monster copy's rolled initiative, by copy key. */
  rolls: Record<string, number>;
  heroes: Hero[];
  /** The combatant whose turn it is; null before the first turn. */
  turn: string | null;
  /** The round (0 before the first turn). */
  round: number;
  /** Each combatant's conditions (the book's condition names), by key. */
  conditions: Record<string, string[]>;
}

/** A fight not yet started. */
export const EMPTY_PLAY: PlayState = {
  rolls: {},
  heroes: [],
  turn: null,
  round: 0,
  conditions: {},
};

/** The most heroes, and conditions per combatant, kept. */
const MAX_HEROES = 20;
const MAX_CONDITIONS = 12;

/** The key of a monster's `index`th copy (from 0): `bog-lantern#2` for the second. */
export function copyKey(id: string, index: number): string {
  return `${id}#${index + 1}`;
}

/**
 * How the page names a monster's `index`th copy (from 0): `Goblin #1`. The
 * mark keeps the copy's number apart from a name that ends in a number
 * (`Ashen Blessing 4 #1`, never `Ashen Blessing 4 1`).
 */
export function copyLabel(name: string, index: number): string {
  return `${name} #${index + 1}`;
}

/**
 * The combatants in initiative order: highest initiative first; ties go to
 * the higher bonus, then heroes before monsters, then as listed. Those not
 * yet rolled come last, as listed.
 */
export function initiativeOrder(combatants: readonly Combatant[]): Combatant[] {
  const ranked = combatants.map((combatant, index) => ({ combatant, index }));
  ranked.sort((a, b) => {
    const x = a.combatant;
    const y = b.combatant;
    if (x.initiative === null || y.initiative === null)
      return x.initiative === y.initiative ? a.index - b.index : x.initiative === null ? 1 : -1;
    return (
      y.initiative - x.initiative ||
      y.bonus - x.bonus ||
      (x.kind === y.kind ? 0 : x.kind === 'hero' ? -1 : 1) ||
      a.index - b.index
    );
  });
  return ranked.map(({ combatant }) => combatant);
}

/**
 * The turn after `state`'s in `order` (keys, in initiative order): the first
 * combatant in round 1 when the fight starts (or the current one left it),
 * the next one, or the first again in the next round after the last.
 */
export function nextTurn(
  order: readonly string[],
  state: Pick<PlayState, 'turn' | 'round'>,
): Pick<PlayState, 'turn' | 'round'> {
  const first = order[0];
  if (first === undefined) return { turn: null, round: state.round };
  const at = state.turn === null ? -1 : order.indexOf(state.turn);
  if (at < 0) return { turn: first, round: Math.max(1, state.round) };
  const next = order[at + 1];
  return next === undefined
    ? { turn: first, round: state.round + 1 }
    : { turn: next, round: state.round };
}

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1000;

const KEY = /^[a-z0-9][a-z0-9-]{0,99}(#\d{1,2})?$/;

/** A play state read from anything (storage may hold what an old version left): what is valid, kept. */
export function cleanPlay(value: unknown): PlayState {
  if (typeof value !== 'object' || value === null) return EMPTY_PLAY;
  const raw = value as Record<string, unknown>;
  const record = (field: unknown) =>
    typeof field === 'object' && field !== null ? Object.entries(field) : [];
  const rolls = Object.fromEntries(
    record(raw['rolls']).filter(([key, roll]) => KEY.test(key) && isInteger(roll)),
  ) as Record<string, number>;
  const heroes = (Array.isArray(raw['heroes']) ? raw['heroes'] : [])
    .filter((hero): hero is Hero => {
      const h = hero as Partial<Hero> | null;
      return (
        typeof h === 'object' &&
        h !== null &&
        typeof h.key === 'string' &&
        KEY.test(h.key) &&
        typeof h.name === 'string' &&
        h.name.trim() !== '' &&
        isInteger(h.initiative)
      );
    })
    .slice(0, MAX_HEROES)
    .map(({ key, name, initiative }) => ({ key, name: name.trim().slice(0, 60), initiative }));
  const conditions = Object.fromEntries(
    record(raw['conditions']).flatMap(([key, list]) =>
      KEY.test(key) && Array.isArray(list)
        ? [[key, list.filter((c): c is string => typeof c === 'string').slice(0, MAX_CONDITIONS)]]
        : [],
    ),
  ) as Record<string, string[]>;
  return {
    rolls,
    heroes,
    turn: typeof raw['turn'] === 'string' && KEY.test(raw['turn']) ? raw['turn'] : null,
    round: isInteger(raw['round']) && raw['round'] >= 0 ? raw['round'] : 0,
    conditions,
  };
}

/** A new hero's key, unused by `heroes`: `hero-1`, `hero-2`, … */
export function heroKey(heroes: readonly Hero[]): string {
  let n = 1;
  while (heroes.some((hero) => hero.key === `hero-${n}`)) n += 1;
  return `hero-${n}`;
}
