/**
 * The data model of the rules tables a game master computes with (the
 * monster XP table, the encounter-size rule, the monster roles' lines, the
 * damage-by-level table): the types generated from their schemas in
 * `schemas/` (see types.ts), under the names the code uses. Formulas are data (`{ base: 13, perLevel: 1 }`), never code.
 */
import type * as GDamageByLevel from './generated/damage-by-level.ts';
import type * as GEncounterRule from './generated/encounter-rule.ts';
import type * as GMonsterRole from './generated/monster-role.ts';
import type * as GMonsterXp from './generated/monster-xp.ts';

/** A monster XP table: XP by level and rank, as the book prints it. */
export type MonsterXpTable = GMonsterXp.XpTable;

/** One level's row of the monster XP table (null where a cell is not a number). */
export type MonsterXpRow = GMonsterXp.Row;

/** The encounter-size rule's numbers: party size, Standard monsters that match it, rank weights. */
export type EncounterRule = GEncounterRule.EncounterRule;

/** How many Standard monsters a monster of a rank counts as (`four or five`: min 4, max 5). */
export type RankWeight = GEncounterRule.Weight;

/** A monster role's defenses, hit points and attack bonuses as formulas of level. */
export type MonsterRole = GMonsterRole.Role;

/** `base + perLevel × level`. */
export type LevelFormula = GMonsterRole.Formula;

/** A role's hit points: a formula and what Elite and Boss multiply it by. */
export type RoleHp = NonNullable<MonsterRole['hp']>;

/** A role's attack bonus against the defenses it names. */
export type RoleAttack = MonsterRole['attacks'][number];

/** A damage-by-level table: a designed power's damage by level, one dice expression per column. */
export type DamageTable = GDamageByLevel.DamageTable;

/** One row of a damage-by-level table: the levels it covers and a damage per column (null where unread). */
export type DamageRow = GDamageByLevel.Row;
