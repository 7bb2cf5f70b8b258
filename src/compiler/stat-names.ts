/**
 * How the books name the six abilities and the four defenses. An ability in
 * full, as powers' attack lines and feats write it (`strength`), or by the
 * three-letter key stat blocks, characters, dice formulas and Foundry write
 * (`str`): the dice engine's table (src/dice/ast.ts), which the character
 * model shares; a defense in full or abbreviated (`Fort`). One table of each
 * for the compiler's readers (attack lines, stat blocks).
 */
import { ABILITY_KEYS } from '../dice/index.ts';
import type { Ability, Covers } from './base-types.ts';
import type { Defense, MonsterAbility } from './types.ts';

export { ABILITY_KEYS };
// Every ability the schemas name has its key, a stat block's.
ABILITY_KEYS satisfies Record<Ability, MonsterAbility>;

/** Defense names and their abbreviations (lower case) → the defense. */
export const DEFENSE_SPELLINGS = {
  ac: 'AC',
  fortitude: 'Fortitude',
  fort: 'Fortitude',
  reflex: 'Reflex',
  ref: 'Reflex',
  will: 'Will',
} as const satisfies Record<string, Defense>;
true satisfies Covers<typeof DEFENSE_SPELLINGS, Defense>;
