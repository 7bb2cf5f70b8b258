/**
 * The data model of classes and their options (content-formats §6–7):
 * classes, disciplines, kits, prestige and epic paths, feat paths. The shapes
 * are the types generated from their schemas (see types.ts), under the names
 * the code uses.
 */
import type * as GClass from './generated/class.ts';
import type * as GDiscipline from './generated/discipline.ts';
import type * as GFeatPath from './generated/feat-path.ts';
import type * as GKit from './generated/kit.ts';
import type * as GPath from './generated/path.ts';

/** A class (role, key ability, stats and proficiencies, features by level, disciplines by id). */
export type CharacterClass = GClass.Class;

/** A class talent and the secondary abilities its last sentence names. */
export type ClassTalent = CharacterClass['talents'][number];

/** A class feature: its own section, level scaling and the ids of its power blocks. */
export type ClassFeature = CharacterClass['features'][number];

/** A class statistic (hit points, recoveries): its base number and the text as written. */
export type ClassStat = NonNullable<CharacterClass['recoveries']>;

/** A discipline: abilities, sources, notes, powers, and the classes and kits naming it. */
export type Discipline = GDiscipline.Discipline;

/** Where a discipline comes from: a class, kit, crux, feat…, or null when none is written. */
export type DisciplineSource = Discipline['sources'][number];

/** A levelled feature of a kit or path: `Bell Skills (Level 5)`. */
export type LevelFeature = GKit.LevelFeature;

/** A kit: its features, associated disciplines (by id) and powers. */
export type Kit = GKit.Kit;

/** A prestige or epic path. */
export type ClassPath = GPath.Path;

/** Prestige or epic. */
export type PathType = ClassPath['type'];

/** A feat path: each step's level and feat (by id). */
export type FeatPath = GFeatPath.FeatPath;
