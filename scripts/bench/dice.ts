/**
 * Dice engine benchmark: browser bundle size (esbuild, minified, gzipped) and parse/roll speed
 * beside baselines measured in the same run. Run with `node --import tsx scripts/bench/dice.ts`.
 */
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DiceExpr } from '../../src/dice/index.ts';
import { browserBundleSize, type DiceBundleSize } from '../lib/dice-bundle.ts';

type DiceModule = typeof import('../../src/dice/index.ts');

/** Results of {@link benchDice}. Times are nanoseconds per operation. */
export interface DiceBenchReport {
  bundle: DiceBundleSize;
  iterations: number;
  parseNsPerOp: number;
  /** JSON.parse of strings of similar size. */
  jsonParseNsPerOp: number;
  parseVsJsonParse: number;
  rollNsPerOp: number;
  /** `Math.floor(Math.random() * 6) + 1` summed over as many dice as the mix rolls on average. */
  mathRandomNsPerOp: number;
  rollVsMathRandom: number;
  /** findDice over the whole rulebook-sized text, in milliseconds. */
  findDiceMsPer100kChars: number;
}

const EXPRESSIONS = [
  '1d20',
  '3d4 + 3',
  '1dW + {str}',
  '2d6 + {halflevel}',
  'd%',
  '(1d6 + 2) × 2',
  '50d10',
  '4d6 - 1d4 + 5',
  '1d8 ÷ 2',
  '2dW + {dex} + {enh}',
];
const CONTEXT = { level: 7, abilities: { str: 4, dex: 2 }, weaponDie: 'd10', enhancement: 1 };

/**
 * Load the engine as esbuild bundles it (as it ships), not through tsx, whose keep-names helper
 * wraps every closure and makes parsing look ~8× slower than it is.
 */
async function loadBundled(): Promise<DiceModule> {
  const entry = fileURLToPath(new URL('../../src/dice/index.ts', import.meta.url));
  const result = await build({ entryPoints: [entry], bundle: true, format: 'esm', write: false });
  const source = Buffer.from(result.outputFiles[0]!.text).toString('base64');
  return (await import(`data:text/javascript;base64,${source}`)) as DiceModule;
}

const time = (n: number, body: (i: number) => void): number => {
  for (let i = 0; i < Math.min(n, 5000); i++) body(i); // warm up
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) body(i);
  return Number(process.hrtime.bigint() - start) / n;
};

/** Run the benchmark (100,000 parses and rolls by default). */
export async function benchDice(iterations = 100_000): Promise<DiceBenchReport> {
  const bundle = await browserBundleSize();
  const { parseDice, roll, seededRng, findDice } = await loadBundled();
  const k = EXPRESSIONS.length;
  let sink = 0;
  const parseNs = time(iterations, (i) => {
    sink += parseDice(EXPRESSIONS[i % k]!).ok ? 1 : 0;
  });
  const jsons = EXPRESSIONS.map((e) => JSON.stringify({ f: e, n: [1, 2] }));
  const jsonNs = time(iterations, (i) => {
    sink += (JSON.parse(jsons[i % k]!) as { n: number[] }).n.length;
  });
  const exprs = EXPRESSIONS.map((e) => {
    const p = parseDice(e);
    if (!p.ok) throw new Error(e);
    return p.expr;
  }) satisfies DiceExpr[];
  const rng = seededRng(42);
  let diceRolled = 0;
  const rollNs = time(iterations, (i) => {
    const r = roll(exprs[i % k]!, CONTEXT, { rng });
    sink += r.total;
    diceRolled += r.dice.length;
  });
  const perRoll = Math.max(1, Math.round(diceRolled / (iterations + Math.min(iterations, 5000))));
  const randomNs = time(iterations, () => {
    for (let j = 0; j < perRoll; j++) sink += Math.floor(Math.random() * 6) + 1;
  });
  const text = 'The creature takes 1d10 damage for every 2 squares, up to 50d10. '.repeat(1600);
  const findNs = time(20, () => {
    sink += findDice(text).matches.length;
  });
  if (sink === -1) console.log(sink);
  const round = (x: number): number => Math.round(x * 100) / 100;
  return {
    bundle,
    iterations,
    parseNsPerOp: round(parseNs),
    jsonParseNsPerOp: round(jsonNs),
    parseVsJsonParse: round(parseNs / jsonNs),
    rollNsPerOp: round(rollNs),
    mathRandomNsPerOp: round(randomNs),
    rollVsMathRandom: round(rollNs / randomNs),
    findDiceMsPer100kChars: round((findNs / 1e6) * (100_000 / text.length)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchDice(), null, 2));
}
