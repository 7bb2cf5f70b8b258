/**
 * The reader's encounter: monsters with counts, kept in the URL
 * (`/encounter/?monsters=bog-lantern*2,peat-golem`, shareable) and in
 * localStorage (`orcus:encounter`) with each monster's current hit points.
 * Every saved change is announced with an `orcus:encounter` event. The list
 * functions are pure; only load/save/watch touch the browser.
 */

/** The localStorage key of the encounter. */
export const ENCOUNTER_KEY = 'orcus:encounter';

/** The event dispatched on `window` after every saved change. */
export const ENCOUNTER_EVENT = 'orcus:encounter';

/** The query parameter of the encounter page. */
export const ENCOUNTER_PARAM = 'monsters';

/** The most of one monster, and the most different monsters, an encounter keeps. */
export const MAX_COUNT = 40;
export const MAX_GROUPS = 100;

/** One monster of an encounter and how many of it. */
export interface EncounterGroup {
  id: string;
  count: number;
}

/** The stored encounter: its groups and, per monster id, each copy's current HP (null: not set, full). */
export interface Encounter {
  groups: EncounterGroup[];
  hp: Record<string, (number | null)[]>;
}

const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Valid groups: known ids, each once (counts merged), counts 1–MAX_COUNT, at most MAX_GROUPS. */
export function cleanGroups(
  values: readonly unknown[],
  knownIds?: ReadonlySet<string>,
): EncounterGroup[] {
  const counts = new Map<string, number>();
  for (const value of values) {
    if (typeof value !== 'object' || value === null) continue;
    const { id, count } = value as Partial<EncounterGroup>;
    if (typeof id !== 'string' || !ID.test(id) || (knownIds && !knownIds.has(id))) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) continue;
    if (!counts.has(id) && counts.size >= MAX_GROUPS) continue;
    counts.set(id, Math.min(MAX_COUNT, (counts.get(id) ?? 0) + count));
  }
  return [...counts].map(([id, count]) => ({ id, count }));
}

/** The groups of a `?monsters=` value (`a*2,b`): unknown ids dropped, `a` meaning one. */
export function parseEncounterParam(
  value: string | null,
  knownIds: ReadonlySet<string>,
): EncounterGroup[] {
  if (!value) return [];
  return cleanGroups(
    value.split(',').map((part) => {
      const [id = '', count = '1'] = part.trim().split('*');
      return { id, count: /^\d{1,3}$/.test(count) ? Number(count) : 0 };
    }),
    knownIds,
  );
}

/** The shareable link of an encounter (just `/encounter/` when empty). */
export function encounterUrl(groups: readonly EncounterGroup[]): string {
  const valid = cleanGroups(groups);
  if (valid.length === 0) return '/encounter/';
  const value = valid.map(({ id, count }) => (count === 1 ? id : `${id}*${count}`)).join(',');
  return `/encounter/?${ENCOUNTER_PARAM}=${value}`;
}

/** The groups with `id` set to `count` copies (0 removes it; a new id goes last). */
export function setCount(
  groups: readonly EncounterGroup[],
  id: string,
  count: number,
): EncounterGroup[] {
  const clamped = Math.max(0, Math.min(MAX_COUNT, Math.floor(count)));
  if (!groups.some((g) => g.id === id))
    return clamped > 0 ? [...groups, { id, count: clamped }] : [...groups];
  return groups.flatMap((g) => (g.id !== id ? [g] : clamped > 0 ? [{ id, count: clamped }] : []));
}

/** The groups with one more copy of `id`. */
export function addOne(groups: readonly EncounterGroup[], id: string): EncounterGroup[] {
  return setCount(groups, id, (groups.find((g) => g.id === id)?.count ?? 0) + 1);
}

/** The encounter's total XP (XP may be fractional; the sum is rounded to hundredths). */
export function totalXp(
  groups: readonly EncounterGroup[],
  xpOf: (id: string) => number | undefined,
): number {
  const sum = groups.reduce((total, g) => total + (xpOf(g.id) ?? 0) * g.count, 0);
  return Math.round(sum * 100) / 100;
}

/** Each copy's current HP: the stored value where there is one (clamped 0..max), else max. */
export function currentHp(stored: readonly unknown[] | undefined, count: number, max: number) {
  return Array.from({ length: count }, (_, index) => {
    const value = stored?.[index];
    return typeof value === 'number' && Number.isInteger(value)
      ? Math.max(0, Math.min(max, value))
      : max;
  });
}

/** What a copy's HP means: `bloodied` at or below Staggered, `down` at 0. */
export function hpState(hp: number, staggered: number | null): 'healthy' | 'staggered' | 'down' {
  if (hp <= 0) return 'down';
  return staggered !== null && hp <= staggered ? 'staggered' : 'healthy';
}

/** Whether a shared link would overwrite a different encounter the reader keeps. */
export function wouldReplaceEncounter(
  stored: readonly EncounterGroup[],
  shared: readonly EncounterGroup[],
): boolean {
  return stored.length > 0 && encounterUrl(stored) !== encounterUrl(shared);
}

/** The stored encounter, validated; empty if nothing valid is stored. */
export function loadEncounter(): Encounter {
  try {
    const raw = globalThis.localStorage?.getItem(ENCOUNTER_KEY);
    return raw ? cleanEncounter(JSON.parse(raw)) : { groups: [], hp: {} };
  } catch {
    return { groups: [], hp: {} };
  }
}

/**
 * An encounter read from anything (storage may hold what an old version, an
 * extension or a person left): valid groups only (see `cleanGroups`), and per
 * kept group its HP list with each copy in its place, a value that is not an
 * integer read as not set (null), at most MAX_COUNT copies.
 */
export function cleanEncounter(value: unknown): Encounter {
  const { groups: rawGroups, hp: rawHp } = (
    typeof value === 'object' && value !== null ? value : {}
  ) as { groups?: unknown; hp?: unknown };
  const groups = Array.isArray(rawGroups) ? cleanGroups(rawGroups) : [];
  const hp: Encounter['hp'] = {};
  for (const { id } of groups) {
    const list =
      typeof rawHp === 'object' && rawHp !== null && Object.hasOwn(rawHp, id)
        ? (rawHp as Record<string, unknown>)[id]
        : undefined;
    if (Array.isArray(list))
      hp[id] = list
        .slice(0, MAX_COUNT)
        .map((n: unknown) => (typeof n === 'number' && Number.isInteger(n) ? n : null));
  }
  return { groups, hp };
}

/** Stores the encounter and announces it with `orcus:encounter`. */
export function saveEncounter(encounter: Encounter): Encounter {
  const groups = cleanGroups(encounter.groups);
  const hp = Object.fromEntries(groups.map(({ id }) => [id, encounter.hp[id] ?? []]));
  const saved = { groups, hp };
  try {
    globalThis.localStorage?.setItem(ENCOUNTER_KEY, JSON.stringify(saved));
  } catch {
    /* storage unavailable: the encounter lasts for this page (and its URL) */
  }
  if (typeof dispatchEvent === 'function' && typeof CustomEvent === 'function')
    dispatchEvent(new CustomEvent<Encounter>(ENCOUNTER_EVENT, { detail: saved }));
  return saved;
}
