/**
 * Fuzzing the compiler with generated and mutated markdown: random bytes,
 * real blocks with lines deleted, duplicated, truncated or reordered, a 10 MB
 * single line, deep nesting, unbalanced emphasis around labels. The compiler
 * must never throw, never take more than 2 s on a case, and always return
 * data that validates (errors go to diagnostics). Fixed seed and bounded
 * count here; `FUZZ_RUNS=5000 npx vitest run tests/compiler/fuzz.test.ts`
 * runs longer.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, validateData, type Diagnostic } from '../../src/compiler/index.ts';

const runs = Number(process.env['FUZZ_RUNS'] ?? 150);
/** Time allowed for one property (the 2 s bound is per case, checked inside). */
const timeout = Math.max(60_000, runs * 2_000);
const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const lines = rulebook.split('\n');
/** Real blocks to mutate: the power blocks, a deity, a table, the conditions chapter. */
const blocks = [
  lines.slice(1353, 1380).join('\n'),
  lines.slice(1440, 1460).join('\n'),
  lines.slice(373, 392).join('\n'),
  lines.slice(90, 112).join('\n'),
  lines.slice(1625, 1660).join('\n'),
  lines.slice(0, 20).join('\n'),
];

function mustCompile(text: string): void {
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

  it('survives unbalanced emphasis around labels', () => {
    mustCompile(
      '# P\n\n> #### Odd\n> ***At-Will** **Attack* **1** (**Standard Action)\n> **Melee** weapon, one creature\n> ***Hit** 1d6 damage.*\n> **Effect:*** _x\n*Level 11:** 2d6\n',
    );
  });
});
