/**
 * One bestiary measurement in a fresh process: `bare` parses the synthetic
 * bestiary with remark-parse + remark-gfm, `compile` runs the compiler on the
 * same bytes (and checks every stat block became a monster with no
 * diagnostic). Prints `{ ms, bytes, maxRssMB }` as JSON.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { compile } from '../../src/compiler/index.ts';
import { syntheticBestiary } from './bestiary.ts';

const [mode, size] = process.argv.slice(2);
const text = syntheticBestiary(Number(size));
const start = performance.now();
if (mode === 'bare') {
  unified().use(remarkParse).use(remarkGfm).parse(text);
} else {
  const { data, diagnostics } = compile([{ path: 'bestiary.md', text }]);
  if (diagnostics.length > 0 || data.monsters.length !== Number(size)) {
    throw new Error(
      `synthetic bestiary went wrong: ${data.monsters.length} monsters, ${diagnostics.length} diagnostics: ${diagnostics
        .slice(0, 3)
        .map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)
        .join('; ')}`,
    );
  }
}
const ms = performance.now() - start;
const maxRssMB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ms, bytes: Buffer.byteLength(text), maxRssMB }));
