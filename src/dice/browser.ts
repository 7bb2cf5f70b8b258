/**
 * Browser entry for dice widgets: parse, format, roll and the crypto RNG (under 3 KB min+gzip).
 * `bounds`, `seededRng`, the d20 helpers and `findDice` are in `index.ts` (see docs/dice.md).
 */
export { parseDice } from './parse.ts';
export { formatDice } from './format.ts';
export { roll } from './evaluate.ts';
export { cryptoRng } from './rng.ts';
