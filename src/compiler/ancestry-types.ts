/**
 * The data model of ancestries (content-formats §5): species (a level-2
 * heading with a `<Name> Traits` child) and the player-options cruxes and
 * heritages (level-3 headings whose first bullet is `+2 <Skill>`). The schemas
 * `species.schema.json` and `crux.schema.json` describe the same shapes.
 */
import type { Ability } from './base-types.ts';
import type { NamedRef, RecordBase, RichText } from './record-types.ts';

/** A skill bonus: `+2 Nature`. */
export interface SkillBonus {
  skill: string;
  bonus: number;
}

/** A trait of a species, crux or heritage: `**Name:** text`. */
export interface AncestryTrait {
  name: string;
  text: string;
  html: string;
  /** The powers its text names in italics (`*mud veil*`), resolved to power ids where one matches. */
  powers: NamedRef[];
}

/** How a species raises ability scores: pick `choose` of `options` (none listed: any ability). */
export interface AbilityScoreIncreases {
  text: string;
  choose: number | null;
  bonus: number | null;
  options: Ability[];
}

/** A species' speed: walking squares and other movement modes. */
export interface SpeciesSpeed {
  text: string;
  walk: number | null;
  other: { mode: string; squares: number }[];
}

/** A species' languages: the named ones and how many more the player picks. */
export interface SpeciesLanguages {
  text: string;
  fixed: string[];
  extraChoices: number;
}

/** Vision a species grants. */
export type Vision = 'low-light' | 'darkvision';

/** A `### Variant: <Name>` subsection of a species: its section and the powers written there. */
export interface SpeciesVariant {
  name: string;
  section: string;
  powers: string[];
}

/** A species (content-formats §5.2). */
export interface Species extends RecordBase {
  /** The bold type line as written (`Small natural humanoid (amphibian)`), or null when missing. */
  typeLine: string | null;
  size: string | null;
  /** Its source, lower case: natural, elemental, shadow, fey, cosmic… */
  origin: string | null;
  creatureType: string | null;
  tags: string[];
  /** The prose between the type line and the traits. */
  flavor: RichText | null;
  /** Caption text of artwork figures before the traits, or null. */
  artwork: string | null;
  abilityScores: AbilityScoreIncreases | null;
  speed: SpeciesSpeed | null;
  languages: SpeciesLanguages | null;
  skillBonuses: SkillBonus[];
  vision: Vision | null;
  /** Every other labelled line of the traits section, the vision line included. */
  traits: AncestryTrait[];
  /** Ids of the power blocks of the traits section. */
  powers: string[];
  /** Whether a trait offers a choice between its powers (two or more powers named by one trait). */
  powerChoice: boolean;
  variants: SpeciesVariant[];
}

/** Crux or heritage. */
export type CruxType = 'crux' | 'heritage';

/** A crux or a heritage (content-formats §5.4). */
export interface Crux extends RecordBase {
  type: CruxType;
  flavor: RichText | null;
  /** The first bullet, `+2 <Skill>`; null when it is missing (a warning says so). */
  skillBonus: SkillBonus | null;
  traits: AncestryTrait[];
  /** Ids of the power blocks written under it. */
  powers: string[];
}
