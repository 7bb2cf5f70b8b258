/**
 * Fuzzing the compiler with generated and mutated markdown: random bytes,
 * real blocks with lines deleted, duplicated, truncated or reordered, a 10 MB
 * single line, deep nesting (of blocks, and of each kind micromark is
 * quadratic on: reported, also through the persistent cache), unbalanced
 * emphasis around labels. The compiler
 * must never throw, never take more than 2 s on a case, and always return
 * data that validates (errors go to diagnostics). Fixed seed and bounded
 * count here; `FUZZ_RUNS=5000 npx vitest run tests/compiler/fuzz.test.ts`
 * runs longer.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, validateData, type Diagnostic } from '../../src/compiler/index.ts';
import { MAX_DEFINITIONS } from '../../src/compiler/limits.ts';
import { openCompileCache } from '../../src/io/compile-cache.ts';
import { compileContent } from '../../src/io/compile-content.ts';
import { DEEP_KINDS } from './deep-kinds.ts';

const runs = Number(process.env['FUZZ_RUNS'] ?? 150);
/** Time allowed for one property (the 2 s bound is per case, checked inside). */
const timeout = Math.max(60_000, runs * 2_000);
const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const lines = rulebook.split('\n');

/** `count` lines of the rulebook from the first line that starts with `marker` (found by name, not line number). */
function from(marker: string, count: number, before = 0): string {
  const index = lines.findIndex((line) => line.trimStart().startsWith(marker));
  if (index < 0) throw new Error(`"${marker}" is not in content/rulebook.md`);
  return lines.slice(Math.max(0, index - before), index + count).join('\n');
}

/** Real blocks to mutate: the power blocks, a deity, a table, the conditions chapter. */
const blocks = [
  from('> #### Basic Melee Attack', 19, 8),
  from('### Grapple (standard action)', 19, 1),
  from('### Chalavar', 16, 3),
  from('##### Table – Ability Scores and Modifiers', 21, 1),
  from('# Conditions', 35, 1),
  lines.slice(0, 20).join('\n'),
];

function mustCompile(text: string | Uint8Array): void {
  let result: ReturnType<typeof compile> | undefined;
  expect(() => (result = compile([{ path: 'fuzz.md', text }]))).not.toThrow();
  const { data, diagnostics } = result!;
  expect(validateData(data)).toEqual([]);
  for (const d of diagnostics as Diagnostic[]) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.message.length).toBeGreaterThan(0);
  }
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(), keep: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.string({ maxLength: 40 }),
  }),
  fc.record({
    kind: fc.constant('emphasis' as const),
    at: fc.nat(),
    mark: fc.constantFrom('*', '**', '_', '`', '> ', '{:', '|'),
  }),
);

function mutate(
  source: string,
  steps: fc.Arbitrary<unknown> extends never ? never : { kind: string; [k: string]: unknown }[],
): string {
  const out = source.split('\n');
  for (const step of steps) {
    if (out.length === 0) break;
    const i = (step['at'] as number) % out.length;
    switch (step.kind) {
      case 'delete':
        out.splice(i, 1);
        break;
      case 'duplicate':
        out.splice(i, 0, out[i]!);
        break;
      case 'truncate':
        out[i] = out[i]!.slice(0, (step['keep'] as number) % (out[i]!.length + 1));
        break;
      case 'swap': {
        const j = (step['with'] as number) % out.length;
        [out[i], out[j]] = [out[j]!, out[i]!];
        break;
      }
      case 'insert':
        out.splice(i, 0, step['text'] as string);
        break;
      case 'emphasis':
        out[i] = `${step['mark']}${out[i]}`;
        break;
    }
  }
  return out.join('\n');
}

describe('compile (fuzzed input)', () => {
  it(
    'survives random strings and bytes',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 400 }),
            fc.string({ unit: 'binary', maxLength: 400 }),
            fc.uint8Array({ maxLength: 400 }).map((bytes) => new TextDecoder().decode(bytes)),
          ),
          (text) => {
            mustCompile(text);
          },
        ),
        { seed: 20261121, numRuns: runs },
      );
    },
    timeout,
  );

  it(
    'survives real blocks with lines deleted, duplicated, truncated, reordered and marked up',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...blocks),
          fc.array(mutation, { minLength: 1, maxLength: 8 }),
          (block, steps) => {
            mustCompile(mutate(block, steps));
          },
        ),
        { seed: 42, numRuns: runs },
      );
    },
    timeout,
  );

  it('survives a 10 MB single line', () => {
    mustCompile(`# Big\n\n${'1d6 damage and prone, '.repeat(500_000).slice(0, 10_000_000)}`);
  });

  it('survives deeply nested blockquotes and lists', () => {
    mustCompile(`# Deep\n\n${'> '.repeat(2000)}#### Power\n`);
    mustCompile(
      `# Deep\n\n${Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n')}\n`,
    );
    mustCompile(`# Deep\n\n${'> - '.repeat(500)}**At-Will**\n`);
  });

  it(
    'survives hostile classes: deep HTML, YAML aliases, emphasis runs, long blocks, definitions, line endings, bad bytes, schema limits',
    () => {
      const hostile = fc.oneof(
        fc
          .record({
            tag: fc.constantFrom('div', 'span', 'b', 'table', 'details'),
            depth: fc.integer({ min: 50, max: 3000 }),
            lines: fc.boolean(),
          })
          .map(
            ({ tag, depth, lines }) =>
              `# H\n\n${`<${tag}>${lines ? '\n\n' : ''}`.repeat(depth)}x\n`,
          ),
        fc
          .record({
            width: fc.integer({ min: 2, max: 12 }),
            levels: fc.integer({ min: 1, max: 8 }),
            cycle: fc.boolean(),
          })
          .map(({ width, levels, cycle }) => {
            const keys = Array.from({ length: levels }, (_, i) => `k${i}`);
            const rows = keys.map((key, i) =>
              i === 0
                ? `${key}: &${key} [${cycle ? `*${key}` : Array(width).fill('x').join(', ')}]`
                : `${key}: &${key} [${Array(width)
                    .fill(`*${keys[i - 1]}`)
                    .join(', ')}]`,
            );
            return `---\n${rows.join('\n')}\n---\n# Y\n`;
          }),
        fc
          .record({
            mark: fc.constantFrom('*a', '_a ', '**a', '~a', '[a', '`a'),
            count: fc.integer({ min: 1000, max: 20000 }),
          })
          .map(({ mark, count }) => `# E\n\n${mark.repeat(count)}\n`),
        fc
          .integer({ min: 4000, max: 8000 })
          .map((count) => `# L\n\n${'word *a* word\n'.repeat(count)}`),
        fc
          .record({
            count: fc.integer({ min: MAX_DEFINITIONS - 20, max: MAX_DEFINITIONS + 300 }),
            footnotes: fc.boolean(),
            fenceAt: fc.nat(),
          })
          .map(({ count, footnotes, fenceAt }) => {
            const defs = Array.from({ length: count }, (_, i) =>
              footnotes ? `[^n${i}]: Note ${i}.\n    more ${i}.\n` : `[r${i}]: #r${i} "T"\n`,
            );
            defs.splice(fenceAt % (count + 1), 0, '```\n[code]: #x\n```\n');
            return `# D\n\nSee [a][r0], [b][r${count - 1}] and[^n0] [^n${count - 1}].\n\n${defs.join('\n')}`;
          }),
        fc
          .record({
            block: fc.constantFrom(...blocks),
            ending: fc.constantFrom('\r\n', '\r', '\n\r'),
            bom: fc.boolean(),
          })
          .map(({ block, ending, bom }) => `${bom ? '\uFEFF' : ''}${block.replace(/\n/g, ending)}`),
        fc
          .record({
            block: fc.constantFrom(...blocks),
            at: fc.nat(),
            bytes: fc.uint8Array({ minLength: 1, maxLength: 4 }),
          })
          .map(({ block, at, bytes }) => {
            const encoded = new TextEncoder().encode(block);
            const i = at % (encoded.length + 1);
            return new Uint8Array([
              ...encoded.subarray(0, i),
              ...bytes.map((b) => b | 0x80),
              ...encoded.subarray(i),
            ]);
          }),
        fc
          .record({
            level: fc.integer({ min: -5, max: 99 }),
            scaling: fc.integer({ min: -5, max: 99 }),
          })
          .map(
            ({ level, scaling }) =>
              `# P\n\n> #### Zap\n> **At-Will** **Attack** **${level}** (**Standard Action**)\n> **Ranged** 10, one creature\n> **Hit** 1d6 damage.\n> *Level ${scaling}:* 2d6 damage.\n`,
          ),
      );
      fc.assert(
        fc.property(hostile, (text) => {
          mustCompile(text);
        }),
        { seed: 11, numRuns: Math.min(runs, 60) },
      );
    },
    timeout,
  );

  it(
    'reports deep nesting of each inline and block kind, with and without the persistent cache',
    async () => {
      // Each kind deep enough that the old parse took seconds (brackets: 12 s at 50,000), between
      // text the fuzzer picks, in a file the cache then serves: the guard's report comes back too.
      const deep = fc.record({
        kind: fc.constantFrom(...(Object.keys(DEEP_KINDS) as (keyof typeof DEEP_KINDS)[])),
        depth: fc.integer({ min: 200, max: 3000 }),
        before: fc.constantFrom('', 'Roll 1d20. ', '> ', '- ', '| a | b |\n| - | - |\n| '),
        after: fc.string({ maxLength: 20 }),
      });
      const dir = mkdtempSync(join(tmpdir(), 'rulebook-fuzz-cache-'));
      try {
        const cache = openCompileCache(dir);
        const samples = fc.sample(deep, { seed: 4, numRuns: Math.min(runs, 24) });
        for (const { kind, depth, before: picked, after } of samples) {
          // Lists on one line nest only at a line's start or after another container's marker.
          const before = /lists/.test(kind) && !/^[->] $/.test(picked) ? '' : picked;
          const text = `# Deep\n\n${before}${DEEP_KINDS[kind](depth)}${after}\n\nAfter.\n`;
          mustCompile(text);
          const input = [{ path: 'fuzz.md', text }];
          const direct = compile(input);
          // Too deep, or (brackets over 5,000 lines) a block too long: reported either way.
          const guards = direct.diagnostics.filter((d) =>
            /^input\/too-(deep|complex)$/.test(d.code),
          );
          expect(guards.length, `${kind} at depth ${depth}`).toBeGreaterThan(0);
          for (let pass = 0; pass < 2; pass++) {
            const cached = await compileContent(input, {}, { cache, workers: false });
            expect(cached.stats.wholeHit).toBe(pass === 1);
            expect(cached.diagnostics).toEqual(direct.diagnostics);
            expect(JSON.stringify(cached.data)).toBe(JSON.stringify(direct.data));
          }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    timeout,
  );

  it('survives unbalanced emphasis around labels', () => {
    mustCompile(
      '# P\n\n> #### Odd\n> ***At-Will** **Attack* **1** (**Standard Action)\n> **Melee** weapon, one creature\n> ***Hit** 1d6 damage.*\n> **Effect:*** _x\n*Level 11:** 2d6\n',
    );
  });
});
