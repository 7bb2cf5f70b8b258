/**
 * How the site writes a monster's fields: the rank line, the type line,
 * signed numbers, the symbol and name of each attack kind, and the filter
 * values of the monsters index. Pure: shared by the stat block, the index and
 * the encounter page.
 */
import { ABILITY_ORDER, SYMBOL_OF } from '../compiler/helpers.ts';
import type { Monster, MonsterAttackKind, MonsterPowerEntry } from '../compiler/index.ts';

/** Words for each attack kind (the accessible name of its symbol). */
export const ATTACK_KIND_LABELS: Record<MonsterAttackKind, string> = {
  'basic-melee': 'Basic melee attack',
  melee: 'Melee attack',
  'basic-ranged': 'Basic ranged attack',
  ranged: 'Ranged attack',
  near: 'Near attack',
  far: 'Far attack',
  none: '',
};

/** The symbol printed before an entry of this kind, or '' for none. */
export function attackSymbol(kind: MonsterAttackKind): string {
  return kind === 'none' ? '' : SYMBOL_OF[kind];
}

/** Rank names as the books write them. */
export const RANK_LABELS: Record<Monster['rank'], string> = {
  standard: 'Standard',
  mook: 'Mook',
  elite: 'Elite',
  boss: 'Boss',
};

const capital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);

/** "Level 5 Elite Skirmisher" (standard rank unwritten, as in the books). */
export function rankLine(monster: Monster): string {
  const rank = monster.rank === 'standard' ? '' : ` ${RANK_LABELS[monster.rank]}`;
  return `Level ${monster.level}${rank} ${monster.role}`.trim();
}

/** "Medium Shadow Humanoid" (the type line without tags and alignment). */
export function kindLine(monster: Monster): string {
  return [monster.size && capital(monster.size), monster.origin, monster.type]
    .filter((part) => part)
    .join(' ');
}

/** "+9", "−2" (with a true minus sign). */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

/** The six abilities with their stat-block labels, in order. */
export const ABILITY_COLUMNS = ABILITY_ORDER.map((key) => ({ key, label: capital(key) }));

/** "(standard, refresh 5, 6)" without the parentheses. */
export function entryUsage(entry: MonsterPowerEntry): string {
  return [entry.action, entry.frequency?.text].filter((part) => part).join(', ');
}

/** The damage formula an attack entry rolls on a hit: its first dice. */
export function damageFormula(entry: MonsterPowerEntry): string | null {
  return entry.dice[0]?.formula ?? null;
}

/** A monster's values as its index row and stat block carry them for filters (lowercase). */
export function filterData(monster: Monster): Record<string, string> {
  return {
    'data-monster': monster.id,
    'data-name': monster.name.toLowerCase(),
    'data-level': String(monster.level),
    'data-rank': monster.rank,
    'data-role': monster.role.toLowerCase(),
    'data-leader': monster.leader ? 'yes' : 'no',
    'data-size': monster.size ?? '',
    'data-origin': (monster.origin ?? '').toLowerCase(),
    'data-type': (monster.type ?? '').toLowerCase(),
    'data-tags': monster.tags.map((tag) => tag.toLowerCase()).join('|'),
    'data-xp': String(monster.xp),
  };
}
