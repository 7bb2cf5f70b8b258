/**
 * One measurement in a fresh process, so that time and peak memory belong to
 * that measurement alone: `bare` parses the synthetic rulebook with
 * remark-parse + remark-gfm in one pass, `chunked` parses it in the chunks the
 * compiler uses (split at chapters), `compile` runs the compiler on it.
 * Prints `{ ms, bytes, maxRssMB }` as JSON.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { compile } from '../../src/compiler/index.ts';
import { splitIntoChunks } from '../../src/compiler/parse-markdown.ts';
import { syntheticRulebook } from '../lib/synthetic.ts';

const [mode, size] = process.argv.slice(2);
const text = syntheticRulebook(Number(size));
const start = performance.now();
if (mode === 'bare') {
  unified().use(remarkParse).use(remarkGfm).parse(text);
} else if (mode === 'chunked') {
  const processor = unified().use(remarkParse).use(remarkGfm);
  for (const chunk of splitIntoChunks(text)) processor.parse(chunk.text);
} else {
  const { data, diagnostics } = compile([{ path: 'synthetic.md', text }]);
  if (diagnostics.length > 0 || data.powers.length !== Number(size)) {
    throw new Error(
      `synthetic compile went wrong: ${data.powers.length} powers, ${diagnostics.length} diagnostics`,
    );
  }
}
const ms = performance.now() - start;
const maxRssMB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ms, bytes: Buffer.byteLength(text), maxRssMB }));
