/**
 * A stat block's senses and speeds as the books write them on one line
 * (`Perception +12, darkvision`; `6, fly 8 (hover)`): the site's stat block
 * and the markdown the monster builder copies write the same text.
 */
import type { Monster } from '../compiler/index.ts';
import { signed } from './monster-view.ts';

/** Perception, then the other senses, comma-separated ('' for none). */
export function sensesText(monster: Monster): string {
  return [
    monster.senses.perception === null ? null : `Perception ${signed(monster.senses.perception)}`,
    ...monster.senses.other,
  ]
    .filter((part) => part !== null)
    .join(', ');
}

/** The walking speed, then the other modes as written, comma-separated ('' for none). */
export function speedsText(monster: Monster): string {
  return [
    monster.speeds.walk === null ? null : String(monster.speeds.walk),
    ...monster.speeds.modes.map((mode) => mode.text),
  ]
    .filter((part) => part !== null)
    .join(', ');
}
