/**
 * compileContent: worker threads and the persistent cache give exactly
 * `compile`'s output (the same bytes), and the cache keys on what it must.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compile, type CompileInput, type CompileResult } from '../../src/compiler/index.ts';
import { openCompileCache, type CompileCache } from '../../src/io/compile-cache.ts';
import { compileContent, groupChunks } from '../../src/io/compile-content.ts';
import { workerBundle } from '../../src/io/compile-pool.ts';
import { splitIntoChunks } from '../../src/compiler/parse.ts';
import { serializeData } from '../../src/io/serialize.ts';
import { FIXTURE_CASES, fixtureInputs } from '../compiler/fixture-inputs.ts';
import { corpusBooks } from '../../scripts/lib/corpus/books.ts';

const rulebook: CompileInput & { text: string } = {
  path: 'content/rulebook.md',
  text: readFileSync(join(import.meta.dirname, '../../content/rulebook.md'), 'utf8'),
};

/** What a compile writes and reports, as bytes. */
function bytesOf(result: CompileResult): Record<string, string> {
  return { ...serializeData(result.data), diagnostics: JSON.stringify(result.diagnostics) };
}

beforeAll(() => {
  // The workers run the install-time bundle, brought up to date by tests/setup/build-cli.ts.
  expect(workerBundle()).not.toBeNull();
});

describe('compileContent (worker threads)', () => {
  it('gives byte-identical output to compile on every golden fixture, all at once and one by one', async () => {
    const cases = FIXTURE_CASES.map((name) =>
      fixtureInputs(name).map((input) => ({ ...input, path: `${name}/${input.path}` })),
    );
    const inputs = cases.flat();
    const together = await compileContent(inputs, {}, { cache: null, workers: 2 });
    expect(together.stats.inWorkers).toBe(inputs.length);
    expect(bytesOf(together)).toEqual(bytesOf(compile(inputs)));
    for (const alone of cases) {
      const result = await compileContent(alone, {}, { cache: null, workers: 2 });
      expect(bytesOf(result), alone[0]?.path).toEqual(bytesOf(compile(alone)));
    }
  });

  it('gives byte-identical output on the bundled rulebook, parsed in chunks on several workers', async () => {
    expect(splitIntoChunks(rulebook.text).length).toBeGreaterThan(2);
    const result = await compileContent([rulebook], {}, { cache: null, workers: 2 });
    expect(result.stats.inWorkers).toBe(1);
    expect(bytesOf(result)).toEqual(bytesOf(compile([rulebook])));
  });

  it('gives byte-identical output on the five-book benchmark corpus, diagnostics included', async () => {
    // The first 40 KB of each book (cut at a blank line) and its Legal chapter: every kind of
    // block, and the warnings of a heading repeated across files, in a test's time.
    const inputs = corpusBooks().map((book) => ({
      path: `srd/${book.name}`,
      text:
        book.text.slice(0, book.text.indexOf('\n\n', 40_000) + 1) +
        book.text.slice(book.text.lastIndexOf('\n# Legal')),
    }));
    const result = await compileContent(inputs, { strict: true }, { cache: null, workers: 2 });
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(bytesOf(result)).toEqual(bytesOf(compile(inputs, { strict: true })));
  });
});

describe('groupChunks', () => {
  it('keeps every chunk once, in order, in at most the asked number of runs', () => {
    const chunks = splitIntoChunks(rulebook.text);
    for (const count of [1, 2, 3, 7]) {
      const groups = groupChunks(chunks, count);
      expect(groups.length).toBeLessThanOrEqual(count);
      expect(groups.flat()).toEqual(chunks);
    }
  });
});

describe('compileContent (persistent cache)', () => {
  let dir: string;
  let cache: CompileCache;
  const inputs: CompileInput[] = [
    rulebook,
    {
      path: 'content/extra.md',
      text: '# Extra\n\nRoll 2d6 and see [the core](rulebook.md#dice).\n',
    },
  ];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rulebook-cache-'));
    cache = openCompileCache(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const entries = () =>
    readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.bin'));

  it('gives byte-identical output from a hit, whole or per file', async () => {
    const cold = await compileContent(inputs, {}, { cache, version: 'v1' });
    expect(cold.stats).toMatchObject({ wholeHit: false, cached: 0 });
    expect(entries()).toHaveLength(3); // two files and the whole result
    const hit = await compileContent(inputs, {}, { cache, version: 'v1' });
    expect(hit.stats.wholeHit).toBe(true);
    expect(bytesOf(hit)).toEqual(bytesOf(cold));
    expect(bytesOf(hit)).toEqual(bytesOf(compile(inputs)));

    const edited = [inputs[0]!, { ...inputs[1]!, text: `${inputs[1]!.text}\nMore text.\n` }];
    const partial = await compileContent(edited, {}, { cache, version: 'v1' });
    expect(partial.stats).toMatchObject({ wholeHit: false, cached: 1, inThread: 1 });
    expect(bytesOf(partial)).toEqual(bytesOf(compile(edited)));
  });

  it('misses when the compiler version or an option changes', async () => {
    await compileContent(inputs, {}, { cache, version: 'v1' });
    const otherVersion = await compileContent(inputs, {}, { cache, version: 'v2' });
    expect(otherVersion.stats).toMatchObject({ wholeHit: false, cached: 0 });
    const strict = await compileContent(inputs, { strict: true }, { cache, version: 'v1' });
    expect(strict.stats).toMatchObject({ wholeHit: false, cached: 0 });
    const terms = await compileContent(
      inputs,
      { termSources: { glossary: ['Glossary'] } },
      { cache, version: 'v1' },
    );
    expect(terms.stats).toMatchObject({ wholeHit: false, cached: 0 });
    expect(bytesOf(strict)).toEqual(bytesOf(compile(inputs, { strict: true })));
  });

  it('ignores a corrupt or truncated entry and rewrites it', async () => {
    const cold = await compileContent(inputs, {}, { cache, version: 'v1' });
    const files = entries().map((name) => join(dir, String(name)));
    writeFileSync(files[0]!, 'not a cache entry');
    const bytes = readFileSync(files[1]!);
    bytes[bytes.length - 5] = bytes[bytes.length - 5]! ^ 0xff;
    writeFileSync(files[1]!, bytes);
    writeFileSync(files[2]!, readFileSync(files[2]!).subarray(0, 40));
    const again = await compileContent(inputs, {}, { cache, version: 'v1' });
    expect(again.stats).toMatchObject({ wholeHit: false, cached: 0 });
    expect(bytesOf(again)).toEqual(bytesOf(cold));
    const hit = await compileContent(inputs, {}, { cache, version: 'v1' });
    expect(hit.stats.wholeHit).toBe(true);
    expect(bytesOf(hit)).toEqual(bytesOf(cold));
  });
});
