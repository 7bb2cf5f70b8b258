/**
 * The data model of classes and their options (content-formats §6–7): classes
 * (a level-1 heading with a role line), disciplines (the power lists classes
 * name), kits, and prestige and epic paths. The schemas `class.schema.json`,
 * `discipline.schema.json`, `kit.schema.json` and `path.schema.json` describe
 * the same shapes.
 */
import type { Ability } from './base-types.ts';
import type { NamedRef, RecordBase, RecordScaling, RichText } from './record-types.ts';

/** A talent of a class: `**Name:** text … Your secondary ability is Ability.` */
export interface ClassTalent {
  name: string;
  text: string;
  /** The abilities its last sentence names as the secondary ability. */
  secondaryAbilities: Ability[];
}

/** A feature section of a class (`### Resonant Guard`): its text, level scaling and power blocks. */
export interface ClassFeature {
  name: string;
  /** Id of the feature's own section. */
  section: string;
  text: string;
  levelScaling: RecordScaling[];
  /** Ids of the power blocks of its section. */
  powers: string[];
}

/** A stat line of a class: its number and the line as written (`14 plus your Constitution score.`). */
export interface ClassStat {
  base: number | null;
  text: string;
}

/** A class (content-formats §6). */
export interface CharacterClass extends RecordBase {
  /** The bold role line as written: `Divine Defender`. */
  roleLine: string;
  tradition: string;
  roles: string[];
  keyAbility: Ability | null;
  /** The key-ability line as written, or null. */
  keyAbilityText: string | null;
  /** The talents-and-secondary-abilities line as written, or null. */
  talentsLine: string | null;
  /** The other lines under the role line (how talents and secondary abilities swap). */
  description: string | null;
  hitPointsFirstLevel: ClassStat | null;
  hitPointsPerLevel: ClassStat | null;
  recoveries: ClassStat | null;
  defenses: { defense: string; bonus: number }[];
  armorProficiencies: string[];
  shieldProficiencies: string[];
  weaponProficiencies: string[];
  focusProficiencies: string[];
  trainedSkills: string | null;
  classSkills: string[];
  /** The disciplines its powers come from (`**Class Disciplines:**`), resolved to discipline ids. */
  disciplines: NamedRef[];
  talents: ClassTalent[];
  features: ClassFeature[];
  /** The text of the `Dualclass` feature, or null. */
  dualclass: string | null;
}

/** Where a discipline's powers may come from: `Wardsinger (class)`. */
export interface DisciplineSource {
  name: string;
  /** class, kit, crux, feat… (singular), or null when none is written. */
  kind: string | null;
}

/** A discipline (content-formats §7.3): a list of powers classes and kits draw on. */
export interface Discipline extends RecordBase {
  keyAbility: Ability | null;
  secondaryAbility: Ability | null;
  sources: DisciplineSource[];
  flavor: RichText | null;
  /** The `**Note:**` paragraphs and the prose after them. */
  ruleNotes: string[];
  /** Ids of its power blocks, in order. */
  powers: string[];
  /** Ids of the classes and kits that name it. */
  classes: string[];
  kits: string[];
}

/** A levelled feature of a kit or a path: `**Bell Skills (Level 5):** text`. */
export interface LevelFeature {
  /** The label as written: `Bell Skills (Level 5)`. */
  label: string;
  level: number;
  name: string | null;
  text: RichText;
}

/** A kit (content-formats §7.1). */
export interface Kit extends RecordBase {
  flavor: RichText | null;
  /** The class a multiclass kit opens (`Wardsinger multiclass.`), or null. */
  multiclass: string | null;
  requirements: string | null;
  features: LevelFeature[];
  /** The associated discipline(s), resolved to discipline ids; the player chooses one when there are several. */
  disciplines: NamedRef[];
  /** The associated-discipline line as written (`Chiming Oath.`, or the sentence before a list), or null. */
  associationText: string | null;
  /** Ids of power blocks written in the kit. */
  powers: string[];
}

/** Prestige (levels 11–20) or epic (21–30). */
export type PathType = 'prestige' | 'epic';

/** A prestige or epic path (content-formats §7.4–7.5). */
export interface ClassPath extends RecordBase {
  type: PathType;
  flavor: RichText | null;
  requirements: string | null;
  features: LevelFeature[];
  /** An epic path's destiny (`### Immortality`): its name and text, or null. */
  immortality: { name: string; text: string } | null;
  /** Ids of the power blocks of its `Powers` (or `Power`) section. */
  powers: string[];
}

/** A feat path (content-formats §7.2): six feats to take at levels 1, 2, 4, 6, 8 and 10. */
export interface FeatPath extends RecordBase {
  /** Each step's level and feat, resolved to the feat's id where one has that name. */
  steps: { level: number; feat: NamedRef }[];
}
