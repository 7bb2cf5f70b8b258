/**
 * The monsters a game master built (src/site/monster-builder.ts) and added to
 * the encounter. The encounter store keeps ids only, and a built monster is
 * no book record: its id (`built-…`) goes into the encounter like any other,
 * and its choice (level, role, rank, name) is kept here under that id, from
 * which `buildMonster` rebuilds the same record with the book's rules tables
 * (`/data/monster-roles.json`, `/data/monster-xp.json`).
 */
import {
  BUILDER_PARAMS,
  BUILT_ID_PREFIX,
  builtId,
  choiceFromQuery,
  type BuilderChoice,
} from '../site/monster-builder.ts';

/** The localStorage key of the built monsters' choices, by id. */
export const BUILT_MONSTERS_KEY = 'orcus:built-monsters';

/** The most built monsters kept (the encounter keeps at most as many groups). */
const MAX_BUILT = 100;

/** The stored choices by built id; what is not a valid choice is left out. */
export function loadBuiltMonsters(): Record<string, BuilderChoice> {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(BUILT_MONSTERS_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const kept: Record<string, BuilderChoice> = {};
    for (const [id, value] of Object.entries(raw)) {
      if (!id.startsWith(BUILT_ID_PREFIX) || typeof value !== 'object' || value === null) continue;
      const fields = value as Record<string, unknown>;
      if (typeof fields['role'] !== 'string') continue;
      const params = new URLSearchParams();
      for (const key of Object.values(BUILDER_PARAMS))
        params.set(
          key,
          typeof fields[key] === 'string' ? (fields[key] as string) : String(fields[key] ?? ''),
        );
      const choice = choiceFromQuery(params, [fields['role']]);
      if (builtId(choice) === id) kept[id] = choice;
    }
    return kept;
  } catch {
    return {};
  }
}

/** Keeps a built monster's choice under its id (the newest last; the oldest dropped past the limit). */
export function saveBuiltMonster(choice: BuilderChoice): string {
  const id = builtId(choice);
  const { [id]: _previous, ...others } = loadBuiltMonsters();
  const entries = [...Object.entries(others), [id, choice] as const].slice(-MAX_BUILT);
  try {
    globalThis.localStorage?.setItem(
      BUILT_MONSTERS_KEY,
      JSON.stringify(Object.fromEntries(entries)),
    );
  } catch {
    /* storage unavailable: the encounter lists the id without its numbers */
  }
  return id;
}
