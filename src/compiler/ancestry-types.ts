/**
 * The data model of ancestries (content-formats §5): species (a level-2
 * heading with a `<Name> Traits` child) and the player-options cruxes and
 * heritages (level-3 headings whose first bullet is `+2 <Skill>`). The shapes
 * are the types generated from `species.schema.json` and `crux.schema.json`
 * (see types.ts), under the names the code uses.
 */
import type * as GCrux from './generated/crux.ts';
import type * as GSpecies from './generated/species.ts';

/** A skill bonus: `+2 Nature`. */
export type SkillBonus = GSpecies.SkillBonus;

/** A trait of a species, crux or heritage: `**Name:** text`, with the powers its text names. */
export type AncestryTrait = GSpecies.AncestryTrait;

/** A species (content-formats §5.2). */
export type Species = GSpecies.Species;

/** How a species raises ability scores: pick `choose` of `options` (none listed: any ability). */
export type AbilityScoreIncreases = NonNullable<Species['abilityScores']>;

/** A species' speed: walking squares and other movement modes. */
export type SpeciesSpeed = NonNullable<Species['speed']>;

/** A species' languages: the named ones and how many more the player picks. */
export type SpeciesLanguages = NonNullable<Species['languages']>;

/** Vision a species grants. */
export type Vision = NonNullable<Species['vision']>;

/** A `### Variant: <Name>` subsection of a species: its section and the powers written there. */
export type SpeciesVariant = Species['variants'][number];

/** A crux or a heritage (content-formats §5.4). */
export type Crux = GCrux.Crux;

/** Crux or heritage. */
export type CruxType = Crux['type'];
