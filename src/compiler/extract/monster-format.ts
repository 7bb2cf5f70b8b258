/**
 * The vocabulary of monster stat blocks, in one place: the rank line
 * (`**Level 5 Elite Skirmisher** (Leader) (400 XP)`), ranks, sizes, the
 * attack symbols, ability and defense labels, and the other stat labels.
 * Every reader of stat blocks (the block classifier, the extractor, the
 * site) takes them from here.
 */
import type {
  Defense,
  MonsterAbility,
  MonsterAttackKind,
  MonsterAttackRoll,
  MonsterRank,
} from '../types.ts';
import { ABILITY_KEYS, DEFENSE_SPELLINGS } from '../stat-names.ts';
import { ownValue } from './lookup.ts';

/** The rank line, on its plain text: level, the rank and role words, an optional `(Leader)`, then XP. */
export const RANK_LINE =
  /^Level\s+(\d+)\s+([A-Za-z][A-Za-z' -]*?)\s*(\(\s*Leader\s*\))?\s*\(\s*(\d[\d,]*(?:\.\d+)?)\s*XP\s*\)$/i;

/** Rank words as written (lowercase) → rank; a rank line without one is `standard`. */
export const RANK_WORDS: Readonly<Record<string, MonsterRank>> = {
  standard: 'standard',
  mook: 'mook',
  minion: 'mook',
  elite: 'elite',
  boss: 'boss',
  solo: 'boss',
};

/** The sizes a type line may start with, in order. */
export const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;

/** Attack symbols → the kind of attack they mark. */
export const ATTACK_SYMBOLS: Readonly<Record<string, Exclude<MonsterAttackKind, 'none'>>> = {
  '‡': 'basic-melee',
  '†': 'melee',
  '⤢': 'basic-ranged',
  '↗': 'ranged',
  '∢': 'near',
  '⋇': 'far',
};

/** The symbol printed for each attack kind (the inverse of ATTACK_SYMBOLS). */
export const SYMBOL_OF = Object.fromEntries(
  Object.entries(ATTACK_SYMBOLS).map(([symbol, kind]) => [kind, symbol]),
) as Record<Exclude<MonsterAttackKind, 'none'>, string>;

/** A line that starts with an attack symbol (then a tab or spaces). */
export const SYMBOL_LINE = new RegExp(`^\\s*([${Object.keys(ATTACK_SYMBOLS).join('')}])\\s*`, 'u');

/** Ability labels (short and long, lowercase) → ability key. */
export const ABILITY_LABELS: Readonly<Record<string, MonsterAbility>> = Object.fromEntries(
  Object.entries(ABILITY_KEYS).flatMap(([name, key]) => [
    [key, key],
    [name, key],
  ]),
);

/** The six abilities in stat-block order. */
export const ABILITY_ORDER: readonly MonsterAbility[] = Object.values(ABILITY_KEYS);

/** Defense labels (lowercase) → defense: the books' one table (src/compiler/stat-names.ts). */
export const DEFENSE_LABELS: Readonly<Record<string, Defense>> = DEFENSE_SPELLINGS;

/** `+10 vs AC` (also `−3 vs. Fort`), with an optional `(rider)` after the defense. */
export const ATTACK_VS =
  /^([+\-−–]\s*\d+)\s+vs\.?\s+(AC|Fort(?:itude)?|Ref(?:lex)?|Will)\b\s*(\((.*)\))?\s*$/i;

/**
 * Reads an attack roll, `+8 vs Reflex (+2 against a prone target)`: the one
 * reader of rolls for monster entries and trap attacks.
 */
export function readAttackRoll(text: string): MonsterAttackRoll | null {
  const match = ATTACK_VS.exec(text.trim());
  if (!match) return null;
  return {
    bonus: Number(match[1]!.replace(/[−–]/, '-').replace(/\s+/g, '')),
    defense: DEFENSE_LABELS[match[2]!.toLowerCase()]!,
    rider: match[4]?.trim() || null,
  };
}

/** The other labels of a stat block's field lines (lowercase). */
export const STAT_LABELS = [
  'senses',
  'skills',
  'languages',
  'equipment',
  'initiative',
  'speed',
  'action points',
  'saving throws',
  'hp',
  'staggered',
  'immune',
  'resist',
  'vulnerable',
] as const;

/** A known stat label. */
export type StatLabel = (typeof STAT_LABELS)[number] | 'ability' | 'defense';

/** The kind of a field label, or null when the label is not one a stat block uses. */
export function statLabel(label: string): StatLabel | null {
  const key = label.trim().toLowerCase();
  if (key in ABILITY_LABELS) return 'ability';
  if (key in DEFENSE_LABELS) return 'defense';
  if (key === 'saving throw') return 'saving throws';
  if (key === 'immunities' || key === 'immunity') return 'immune';
  if (key === 'resistances' || key === 'resistance') return 'resist';
  if (key === 'vulnerabilities' || key === 'vulnerability') return 'vulnerable';
  return (STAT_LABELS as readonly string[]).includes(key) ? (key as StatLabel) : null;
}

/** Action words that may open an entry's parentheses (`(standard, at-will)`), lowercase. */
export const ENTRY_ACTIONS =
  /^(standard|move|swift|minor|free|counter|reaction|immediate|interrupt|opportunity|triggered|no action)\b/i;

/** A rank line read: the fields it gives. */
export interface RankLine {
  level: number;
  rank: MonsterRank;
  role: string;
  leader: boolean;
  xp: number;
}

/** Reads a rank line's plain text; null when it is not one. Rank and role may come in either order. */
export function readRankLine(text: string): RankLine | null {
  const match = RANK_LINE.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return null;
  const words = match[2]!.split(/\s+/).filter((word) => word !== '');
  const rankWords = words.filter((word) => ownValue(RANK_WORDS, word.toLowerCase()) !== undefined);
  const roleWords = words.filter((word) => ownValue(RANK_WORDS, word.toLowerCase()) === undefined);
  const rank = rankWords.length === 1 ? ownValue(RANK_WORDS, rankWords[0]!.toLowerCase())! : null;
  if (rank === null && rankWords.length > 1) return null;
  return {
    level: Number(match[1]),
    rank: rank ?? 'standard',
    role: roleWords.join(' '),
    leader: match[3] !== undefined,
    xp: Number(match[4]!.replace(/,/g, '')),
  };
}

/** The ability modifier a stat block prints: (score − 10) ÷ 2 down, plus level ÷ 2 down. */
export function expectedModifier(score: number, level: number): number {
  return Math.floor((score - 10) / 2) + Math.floor(level / 2);
}

/** Staggered is half the hit points, rounded down. */
export function expectedStaggered(hp: number): number {
  return Math.floor(hp / 2);
}
