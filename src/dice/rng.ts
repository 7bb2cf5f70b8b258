/** A source of uniform random integers. */
export interface Rng {
  /** A uniform integer in `[0, maxExclusive)`; `maxExclusive` is an integer in `1..2^32`. */
  int(maxExclusive: number): number;
}

const TWO_32 = 4294967296;

/** Build an unbiased {@link Rng} from a source of uniform 32-bit unsigned integers (rejection sampling). */
export function rngFromUint32(next: () => number): Rng {
  return {
    int(max) {
      const limit = TWO_32 - (TWO_32 % max);
      let x: number;
      do x = next();
      while (x >= limit);
      return x % max;
    },
  };
}

const buffer = new Uint32Array(64);
let used = 64;

/** The default RNG: `globalThis.crypto.getRandomValues`, buffered, with unbiased rejection sampling. */
export const cryptoRng: Rng = rngFromUint32(() => {
  if (used === 64) {
    globalThis.crypto.getRandomValues(buffer);
    used = 0;
  }
  return buffer[used++]!;
});

/** A deterministic RNG (mulberry32) for tests and replays; same seed, same rolls. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return rngFromUint32(() => {
    let t = (state = (state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  });
}

/** Roll one die with `sides` faces: an integer in `1..sides`. */
export const rollDie = (rng: Rng, sides: number): number => rng.int(sides) + 1;
