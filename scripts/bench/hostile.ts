/**
 * Hostile-input benchmark: inputs that used to be quadratic (or worse) in the
 * compiler or in remark, each compiled and bare-parsed (remark-parse +
 * remark-gfm of the same text) in the same run. A ratio near or below 1
 * means the compiler adds linear work on top of the parse; a guarded input
 * (over the documented limits) is reported and not parsed at all. A section
 * of `npm run bench`; `node --import tsx scripts/bench/hostile.ts` runs it alone.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { compile } from '../../src/compiler/index.ts';
import { MAX_DEFINITIONS, MAX_EMPHASIS_MARKS } from '../../src/compiler/limits.ts';

/** One hostile case's figures. */
export interface HostileRow {
  name: string;
  bytes: number;
  bareMs: number;
  compileMs: number;
  /** Diagnostic codes the compile reported (distinct). */
  codes: string[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** `count` claims, each with its footnote. */
const footnotes = (count: number) =>
  `# Notes\n\n${Array.from({ length: count }, (_, i) => `Claim ${i}.[^n${i}]\n\n[^n${i}]: Source ${i}.\n`).join('\n')}`;

/** `count` links, each with its reference definition. */
const references = (count: number) =>
  `# Links\n\n${Array.from({ length: count }, (_, i) => `See [rule ${i}][r${i}].\n\n[r${i}]: #rule-${i}\n`).join('\n')}`;

/** The cases: 20,000 of each repeated construct, and the most of each that the guards accept. */
export function hostileCases(): { name: string; text: string }[] {
  // BENCH_QUICK=1: 2,000 of each (20,000 footnotes take remark itself minutes to parse).
  const n = process.env['BENCH_QUICK'] === '1' ? 2_000 : 20_000;
  return [
    {
      name: `${n.toLocaleString('en')} duplicate headings`,
      text: `# Book\n\n${'## Same\n\nText.\n\n'.repeat(n)}`,
    },
    {
      name: `${n.toLocaleString('en')} footnotes (over the limit: the later ones kept as text)`,
      text: footnotes(n),
    },
    {
      name: `${MAX_DEFINITIONS.toLocaleString('en')} footnotes (the most accepted)`,
      text: footnotes(MAX_DEFINITIONS),
    },
    {
      name: `${n.toLocaleString('en')} reference definitions (over the limit: the later ones kept as text)`,
      text: references(n),
    },
    {
      name: `${MAX_DEFINITIONS.toLocaleString('en')} reference definitions (the most accepted)`,
      text: references(MAX_DEFINITIONS),
    },
    {
      name: `emphasis paragraph of ${MAX_EMPHASIS_MARKS.toLocaleString('en')} marks (the longest accepted)`,
      text: `# Emphasis\n\n${'*a'.repeat(MAX_EMPHASIS_MARKS)}\n`,
    },
    {
      name: `emphasis paragraph of ${(4 * MAX_EMPHASIS_MARKS).toLocaleString('en')} marks (refused before parsing)`,
      text: `# Emphasis\n\n${'*a'.repeat(4 * MAX_EMPHASIS_MARKS)}\n`,
    },
  ];
}

/** Compiles and bare-parses each case once (after one warm-up compile of a small file). */
export function benchHostile(): HostileRow[] {
  compile([{ path: 'warm.md', text: '# Warm\n\n*a* **b** [c][d]\n\n[d]: #e\n' }]);
  return hostileCases().map(({ name, text }) => {
    const bareMs = time(() => parser.parse(text));
    let codes: string[] = [];
    const compileMs = time(() => {
      codes = [...new Set(compile([{ path: 'hostile.md', text }]).diagnostics.map((d) => d.code))];
    });
    return { name, bytes: text.length, bareMs, compileMs, codes };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of benchHostile())
    console.log(
      `${row.name} | ${(row.bytes / 1024).toFixed(0)} KB | bare ${row.bareMs.toFixed(0)} ms | compile ${row.compileMs.toFixed(0)} ms | ${(row.compileMs / row.bareMs).toFixed(2)}x | ${row.codes.join(', ') || 'none'}`,
    );
}
