/**
 * What an encounter holds besides the book's monsters, and what the
 * encounter page embeds of each entry: traps (`trap--<trap id>` in the
 * encounter, so no monster id can clash), built monsters (`built-…`, see
 * src/site/monster-builder.ts), and each entry's name, XP and the numbers
 * play needs. Pure, for the page (src/pages/encounter.astro) and its script.
 */
import type { Monster, MonsterPowerEntry, Trap } from '../compiler/index.ts';

/** The prefix of a trap's id in an encounter. */
export const TRAP_ENTRY_PREFIX = 'trap--';

/** A trap's id in an encounter: `trap--brisk-needle`. */
export function trapEntryId(trapId: string): string {
  return `${TRAP_ENTRY_PREFIX}${trapId}`;
}

/** The trap id of an encounter entry, or null when the entry is no trap. */
export function trapIdOf(entryId: string): string | null {
  return entryId.startsWith(TRAP_ENTRY_PREFIX) ? entryId.slice(TRAP_ENTRY_PREFIX.length) : null;
}

/** What the encounter page embeds of an entry (a monster, a trap or a built monster). */
export interface EncounterRecord {
  name: string;
  xp: number;
  hp: number | null;
  staggered: number | null;
  /** The initiative bonus; null for a trap (traps roll no initiative). */
  initiative: number | null;
  kind: 'monster' | 'trap';
}

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

/** Whether `value` is an {@link EncounterRecord}. */
export function isEncounterRecord(value: unknown): value is EncounterRecord {
  const record = value as Partial<EncounterRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.name === 'string' &&
    typeof record.xp === 'number' &&
    isNumberOrNull(record.hp) &&
    isNumberOrNull(record.staggered) &&
    isNumberOrNull(record.initiative) &&
    (record.kind === 'monster' || record.kind === 'trap')
  );
}

/** A monster's record for the encounter page. */
export function monsterRecord(monster: Monster): EncounterRecord {
  const { name, xp, hp, staggered, initiative } = monster;
  return { name, xp, hp, staggered, initiative, kind: 'monster' };
}

/** A trap's record for the encounter page. */
export function trapRecord(trap: Trap): EncounterRecord {
  return {
    name: trap.name,
    xp: trap.xp,
    hp: null,
    staggered: null,
    initiative: null,
    kind: 'trap',
  };
}

/**
 * A trap's attack as a stat-block attack entry, so the one attack roller
 * (src/site/render/stat-block.ts `roller`) rolls it against a defense, with
 * the first dice of its Hit line as damage; null when it has no attack roll.
 */
export function trapAttackEntry(trap: Trap): MonsterPowerEntry | null {
  const attack = trap.attack;
  if (!attack || attack.bonus === null || attack.defense === null) return null;
  const hit = attack.hit ?? '';
  const damage = trap.dice.find((dice) => hit.includes(dice.text));
  return {
    type: 'power',
    kind: 'none',
    name: trap.name,
    action: null,
    frequency: null,
    tags: attack.tags,
    range: attack.rangeText,
    attack: { bonus: attack.bonus, defense: attack.defense, rider: null },
    effect: { text: hit, html: '' },
    dice: damage ? [damage] : [],
    secondary: [],
    line: trap.source.line,
  };
}
