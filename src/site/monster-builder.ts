/**
 * The monster builder's arithmetic: a game master's choice (level, role,
 * rank, name) as a `Monster` record in the compiler's shape, with the
 * defenses, hit points and attack bonuses of the book's role lines, the
 * XP of its monster XP table and the damage of its damage-by-level table, so the site's one stat-block renderer shows it
 * and the markdown writer writes it. Pure, for the page and the browser; a
 * book without the lines it needs gets what is missing, never invented numbers.
 */
import {
  diceMarkedHtml,
  expectedModifier,
  expectedStaggered,
  findRole,
  roleNumbers,
  slugify,
} from '../compiler/helpers.ts';
import type {
  DamageTable,
  Defense,
  Monster,
  MonsterPowerEntry,
  MonsterRank,
  MonsterRole,
} from '../compiler/index.ts';
import { NO_XP_TABLE, type RulesData, xpFor } from './monster-math.ts';
import { BUILT_DAMAGE_COLUMN, damageOfLevel } from './built-damage.ts';
import { RANK_LABELS } from './monster-view.ts';

/** What the game master picks. */
export interface BuilderChoice {
  level: number;
  /** A role's name as the book writes it. */
  role: string;
  rank: MonsterRank;
  name: string;
}

/** The levels the builder offers (the monster XP table's). */
export const BUILDER_LEVELS = { min: 1, max: 30 } as const;

/** The ranks in the order the builder offers them. */
export const BUILDER_RANKS: readonly MonsterRank[] = ['mook', 'standard', 'elite', 'boss'];

/** The name of a monster the game master has not named. */
export const DEFAULT_BUILT_NAME = 'New Monster';

/** The prefix of a built monster's id (no book monster's id starts with it). */
export const BUILT_ID_PREFIX = 'built-';

/** The query parameters of the builder page. */
export const BUILDER_PARAMS = {
  level: 'level',
  role: 'role',
  rank: 'rank',
  name: 'name',
} as const;

/** The score every ability gets (the role lines give none): 10, whose modifier is half the level. */
const NEUTRAL_SCORE = 10;

/** The builder's choice from a page's query; what is absent or invalid takes the first offer. */
export function choiceFromQuery(params: URLSearchParams, roles: readonly string[]): BuilderChoice {
  const level = Number(params.get(BUILDER_PARAMS.level));
  const rank = params.get(BUILDER_PARAMS.rank)?.toLowerCase() as MonsterRank | undefined;
  const role = params.get(BUILDER_PARAMS.role) ?? '';
  const known = roles.find((r) => r.toLowerCase() === role.trim().toLowerCase());
  const name = (params.get(BUILDER_PARAMS.name) ?? '').trim().slice(0, 80);
  return {
    level:
      Number.isInteger(level) && level >= BUILDER_LEVELS.min && level <= BUILDER_LEVELS.max
        ? level
        : BUILDER_LEVELS.min,
    role: known ?? roles[0] ?? '',
    rank: rank && BUILDER_RANKS.includes(rank) ? rank : 'standard',
    name,
  };
}

/** The query that restores a choice (`?level=7&role=Striker&rank=elite&name=…`). */
export function choiceQuery(choice: BuilderChoice): string {
  const params = new URLSearchParams({
    [BUILDER_PARAMS.level]: String(choice.level),
    [BUILDER_PARAMS.role]: choice.role,
    [BUILDER_PARAMS.rank]: choice.rank,
  });
  if (choice.name.trim()) params.set(BUILDER_PARAMS.name, choice.name.trim());
  return `?${params}`;
}

/** A built monster's id: `built-7-elite-striker-bog-hound` (at most 100 characters, the encounter's limit). */
export function builtId(choice: BuilderChoice): string {
  const name = slugify(choice.name.trim() || DEFAULT_BUILT_NAME);
  const id = `${BUILT_ID_PREFIX}${choice.level}-${choice.rank}-${slugify(choice.role)}-${name}`;
  return id.slice(0, 100).replace(/-+$/, '');
}

/** A built monster, or what the books lack to build it. */
export type BuildResult =
  { kind: 'monster'; monster: Monster } | { kind: 'missing'; missing: string };

/** An attack's effect where the book has no damage table (or no damage for this level and column). */
const DAMAGE_NOTE = 'damage of its level (see the book).';

/** The rules tables the builder reads; a book (or a page) without a damage table gives none. */
export type BuilderRules = Pick<RulesData, 'monster-xp' | 'monster-roles'> & {
  'damage-by-level'?: readonly DamageTable[];
};

/** A word for each defense, as an attack entry's name says it. */
const ATTACK_NAMES: Record<Defense, string> = {
  AC: 'Strike',
  Fortitude: 'Crushing Blow',
  Reflex: 'Sweeping Attack',
  Will: 'Dread Gaze',
};

/**
 * One attack entry per role attack line: a basic melee attack for the first,
 * ranged encounter attacks for the others, each dealing the damage of its
 * level in its column of the damage table (`BUILT_DAMAGE_COLUMN`), rollable.
 */
function attackEntries(
  bonuses: { bonus: number; defenses: Defense[] }[],
  level: number,
  damageTables: readonly DamageTable[],
): MonsterPowerEntry[] {
  return bonuses.flatMap(({ bonus, defenses }, index) => {
    const defense = defenses[0];
    if (!defense) return [];
    const melee = index === 0;
    const damage = damageOfLevel(
      level,
      BUILT_DAMAGE_COLUMN[melee ? 'basic' : 'encounter'],
      damageTables,
    );
    const effect = damage ? `${damage.text} damage.` : DAMAGE_NOTE;
    return [
      {
        type: 'power',
        kind: melee ? 'basic-melee' : 'ranged',
        name: ATTACK_NAMES[defense],
        action: 'standard',
        frequency: melee
          ? { kind: 'at-will', text: 'at-will', recharge: [] }
          : { kind: 'encounter', text: 'encounter', recharge: [] },
        tags: [],
        range: melee ? null : 'Ranged 10',
        attack: { bonus, defense, rider: null },
        effect: { text: effect, html: damage ? diceMarkedHtml(effect) : effect },
        dice: damage ? [damage] : [],
        secondary: [],
        line: 0,
      },
    ];
  });
}

/**
 * The monster a choice gives: its role's defenses, hit points and attack
 * bonuses at its level and rank, its XP from the book's table and its
 * attacks' damage from the damage table (where there is one). The role
 * lines give no abilities, senses or speed: every score is 10 (modifiers by
 * the books' arithmetic), initiative and Perception the Dex and Wis
 * modifiers, speed 6, a Medium Natural Humanoid, no action points or saving
 * throw bonus, for the game master to change.
 */
export function buildMonster(choice: BuilderChoice, rules: BuilderRules): BuildResult {
  const roles = rules['monster-roles'];
  if (roles.length === 0)
    return {
      kind: 'missing',
      missing:
        'The books have no monster role lines (a “### Role” heading with “*AC:*”, “*HP:*” and “*Attack:*” lines under a section titled “Role”), so there are no numbers to build from.',
    };
  const role: MonsterRole | null = findRole(choice.role, roles);
  if (!role)
    return {
      kind: 'missing',
      missing: `The books have no lines for the role "${choice.role}"; choose one of ${roles.map((r) => r.name).join(', ')}.`,
    };
  const table = rules['monster-xp'].at(-1);
  const xp = table ? xpFor(choice.level, choice.rank, table) : null;
  const numbers = roleNumbers(choice.level, role, choice.rank);
  const { ac, fortitude, reflex, will } = numbers.defenses;
  const lacking = [
    ...(ac === null ? ['AC'] : []),
    ...(fortitude === null || reflex === null || will === null ? ['Fort, Ref and Will'] : []),
    ...(numbers.hp === null ? [`HP for ${RANK_LABELS[choice.rank]} rank`] : []),
    ...(numbers.attacks.length === 0 ? ['an attack bonus'] : []),
  ];
  if (lacking.length > 0)
    return {
      kind: 'missing',
      missing: `The ${role.name} role's lines give no ${lacking.join(', ')}.`,
    };
  if (xp === null)
    return {
      kind: 'missing',
      missing: table
        ? `The monster XP table gives no ${RANK_LABELS[choice.rank]} XP for level ${choice.level}.`
        : NO_XP_TABLE,
    };
  const modifier = expectedModifier(NEUTRAL_SCORE, choice.level);
  const ability = { score: NEUTRAL_SCORE, modifier };
  const hp = numbers.hp!;
  const name = choice.name.trim() || DEFAULT_BUILT_NAME;
  const source = { file: 'monster-builder', line: 1, endLine: 1 };
  const monster: Monster = {
    id: builtId(choice),
    name,
    level: choice.level,
    rank: choice.rank,
    role: role.name,
    leader: false,
    xp,
    size: 'medium',
    origin: 'Natural',
    type: 'Humanoid',
    tags: [],
    alignment: 'Unaligned',
    senses: { perception: modifier, other: [], note: null },
    skills: [],
    languages: null,
    abilities: {
      str: ability,
      con: ability,
      dex: ability,
      int: ability,
      wis: ability,
      cha: ability,
    },
    equipment: null,
    initiative: modifier,
    speeds: { walk: 6, modes: [] },
    actionPoints: null,
    defenses: { ac, fortitude, reflex, will },
    savingThrows: null,
    hp,
    staggered: choice.rank === 'mook' ? null : expectedStaggered(hp),
    hpNote: null,
    immunities: [],
    resistances: [],
    vulnerabilities: [],
    extras: [],
    entries: attackEntries(numbers.attacks, choice.level, rules['damage-by-level'] ?? []),
    description: null,
    context: [],
    section: '',
    source,
    alsoIn: [],
    versions: [],
  };
  return { kind: 'monster', monster };
}
