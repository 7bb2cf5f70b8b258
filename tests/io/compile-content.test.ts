/**
 * compileContent: worker threads and the persistent cache give exactly
 * `compile`'s output (the same bytes), and the cache keys on what it must.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compile, type CompileInput, type CompileResult } from '../../src/compiler/index.ts';
import { createIncrementalCompiler } from '../../src/compiler/incremental.ts';
import { openCompileCache, type CompileCache } from '../../src/io/compile-cache.ts';
import {
  cachedFileResults,
  cachedPreparedOf,
  compileContent,
  groupChunks,
} from '../../src/io/compile-content.ts';
import { createPreparePool, defaultPoolSize, workerBundle } from '../../src/io/compile-pool.ts';
import { splitFrontMatter } from '../../src/compiler/frontmatter.ts';
import { parseChunks, splitIntoChunks } from '../../src/compiler/parse-markdown.ts';
import { prepareFile } from '../../src/compiler/prepare.ts';
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
  it('gives byte-identical output to compile on every golden fixture, all at once', async () => {
    // Each fixture file's first stage in a worker is prepareFile's (createPreparePool below, file
    // by file); the second stage runs in this thread, as in compile. One pool, not one per case
    // (61 pools, a third of this file's time).
    const inputs = FIXTURE_CASES.flatMap((name) =>
      fixtureInputs(name).map((input) => ({ ...input, path: `${name}/${input.path}` })),
    );
    const together = await compileContent(inputs, {}, { cache: null, workers: 2 });
    expect(together.stats.inWorkers).toBe(inputs.length);
    expect(bytesOf(together)).toEqual(bytesOf(compile(inputs)));
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

  it('gives the same bytes with one worker, three, none and from the cache, whatever order the files come in', async () => {
    // Weights put the files in another order than their paths and than the inputs' order (the
    // second stage takes the workers' results in that order); the Legal chapters clash across files.
    const inputs = corpusBooks().map((book, index) => ({
      path: `srd/${index}-${book.name}`,
      text:
        `---\nnavigation_weight: ${(index * 3) % 5}\n---\n` +
        book.text.slice(0, book.text.indexOf('\n\n', 20_000) + 1) +
        book.text.slice(book.text.lastIndexOf('\n# Legal')),
    }));
    const expected = bytesOf(compile(inputs));
    for (const workers of [1, 3, false] as const) {
      const result = await compileContent([...inputs].reverse(), {}, { cache: null, workers });
      expect(result.stats.inWorkers, String(workers)).toBe(workers === false ? 0 : inputs.length);
      expect(bytesOf(result), String(workers)).toEqual(expected);
    }
    const dir = mkdtempSync(join(tmpdir(), 'rulebook-pool-cache-'));
    try {
      const cache = openCompileCache(dir);
      const cold = await compileContent(inputs, {}, { cache, version: 'v1', workers: 1 });
      expect(cold.stats.inWorkers).toBe(inputs.length);
      // Without the first file: no whole hit; every other file's extraction is found, and walked
      // again in this thread where the ids it claimed moved (here all: the Legal chapters' numbers).
      const warm = await compileContent(inputs.slice(1), {}, { cache, version: 'v1', workers: 1 });
      expect(warm.stats).toMatchObject({ wholeHit: false, inWorkers: 0 });
      expect(warm.stats.extracted).toBe(inputs.length - 1);
      expect(bytesOf(warm)).toEqual(bytesOf(compile(inputs.slice(1))));
      expect(bytesOf(cold)).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('defaultPoolSize', () => {
  it('starts no worker on 2 cores, one per core beyond the first from 3 (at most 3), unless RULEBOOK_WORKERS says', () => {
    expect([1, 2, 3, 4, 8].map((cores) => defaultPoolSize({}, cores))).toEqual([0, 0, 2, 3, 3]);
    expect(defaultPoolSize({ RULEBOOK_WORKERS: '1' }, 2)).toBe(1);
    expect(defaultPoolSize({ RULEBOOK_WORKERS: '0' }, 8)).toBe(0);
    // Not a count: the default.
    expect(defaultPoolSize({ RULEBOOK_WORKERS: 'many' }, 4)).toBe(3);
  });
});

describe('createPreparePool', () => {
  it('gives each file the per-file stage prepareFile gives, whatever order the results are taken in', async () => {
    const pool = createPreparePool(2)!;
    try {
      const files = FIXTURE_CASES.flatMap((name) => fixtureInputs(name)).map((input, i) => ({
        path: `${i}/${input.path}`,
        body: splitFrontMatter(input.path, input.text).body,
      }));
      const tickets = files.map((file) => pool.prepare(file.path, file.body));
      const chunks = splitIntoChunks(rulebook.text);
      const parsed = pool.parse(chunks);
      expect(parsed.take()).toEqual(parseChunks(chunks));
      for (const [i, ticket] of [...tickets.entries()].reverse())
        expect(ticket.take(), files[i]!.path).toEqual(prepareFile(files[i]!.path, files[i]!.body));
    } finally {
      await pool.close();
    }
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
    expect(cold.stats).toMatchObject({ wholeHit: false });
    // Per file its extraction and its rendered sections, and the whole result: no parsed tree.
    expect(entries()).toHaveLength(5);
    const hit = await compileContent(inputs, {}, { cache, version: 'v1' });
    expect(hit.stats.wholeHit).toBe(true);
    expect(bytesOf(hit)).toEqual(bytesOf(cold));
    expect(bytesOf(hit)).toEqual(bytesOf(compile(inputs)));

    const edited = [inputs[0]!, { ...inputs[1]!, text: `${inputs[1]!.text}\nMore text.\n` }];
    const partial = await compileContent(edited, {}, { cache, version: 'v1' });
    // The rulebook's extraction is reused; the edited file is compiled again.
    expect(partial.stats).toMatchObject({
      wholeHit: false,
      extracted: 1,
      rendered: 1,
      inThread: 1,
    });
    expect(bytesOf(partial)).toEqual(bytesOf(compile(edited)));
  });

  it('misses when the compiler version or an option changes', async () => {
    await compileContent(inputs, {}, { cache, version: 'v1' });
    const otherVersion = await compileContent(inputs, {}, { cache, version: 'v2' });
    expect(otherVersion.stats).toMatchObject({ wholeHit: false, extracted: 0 });
    const strict = await compileContent(inputs, { strict: true }, { cache, version: 'v1' });
    expect(strict.stats).toMatchObject({ wholeHit: false, extracted: 0 });
    const terms = await compileContent(
      inputs,
      { termSources: { glossary: ['Glossary'] } },
      { cache, version: 'v1' },
    );
    expect(terms.stats).toMatchObject({ wholeHit: false, extracted: 0 });
    expect(bytesOf(strict)).toEqual(bytesOf(compile(inputs, { strict: true })));
  });

  it('tells an empty file from one that could not be read (no input/unreadable lost to a hit)', async () => {
    const empty: CompileInput[] = [rulebook, { path: 'content/notes.md', text: '' }];
    const locked: CompileInput[] = [rulebook, { ...empty[1]!, unreadable: 'permission denied' }];
    const codes = (result: CompileResult) => result.diagnostics.map((d) => d.code);
    await compileContent(empty, {}, { cache, version: 'v1' });
    const unreadable = await compileContent(locked, {}, { cache, version: 'v1' });
    expect(unreadable.stats.wholeHit).toBe(false);
    expect(codes(unreadable)).toContain('input/unreadable');
    expect(bytesOf(unreadable)).toEqual(bytesOf(compile(locked)));
    const readable = await compileContent(empty, {}, { cache, version: 'v1' });
    expect(codes(readable)).not.toContain('input/unreadable');
  });

  it('ignores a corrupt or truncated entry and rewrites it', async () => {
    const cold = await compileContent(inputs, {}, { cache, version: 'v1' });
    const files = entries().map((name) => join(dir, String(name)));
    expect(files).toHaveLength(5);
    // Every entry damaged, each in one of three ways.
    files.forEach((file, index) => {
      if (index % 3 === 0) writeFileSync(file, 'not a cache entry');
      else if (index % 3 === 1) {
        const bytes = readFileSync(file);
        bytes[bytes.length - 5] = bytes[bytes.length - 5]! ^ 0xff;
        writeFileSync(file, bytes);
      } else writeFileSync(file, readFileSync(file).subarray(0, 40));
    });
    const again = await compileContent(inputs, {}, { cache, version: 'v1' });
    expect(again.stats).toMatchObject({ wholeHit: false, extracted: 0, rendered: 0 });
    expect(bytesOf(again)).toEqual(bytesOf(cold));
    const hit = await compileContent(inputs, {}, { cache, version: 'v1' });
    expect(hit.stats.wholeHit).toBe(true);
    expect(bytesOf(hit)).toEqual(bytesOf(cold));
  });
});

describe('compileContent (cached extractions)', () => {
  let dir: string;
  let cache: CompileCache;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rulebook-extract-'));
    cache = openCompileCache(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Compiles `before` into the cache, then `after` from it: the same bytes as a cold compile of `after`. */
  async function editedMatchesCold(before: CompileInput[], after: CompileInput[]) {
    await compileContent(before, {}, { cache, version: 'v1', workers: false });
    const warm = await compileContent(after, {}, { cache, version: 'v1', workers: false });
    expect(bytesOf(warm)).toEqual(bytesOf(compile(after)));
    return warm.stats;
  }

  it('reuses every unchanged book of the corpus after one is edited, to the same bytes', async () => {
    // The first 40 KB of each book, in a test's time: books share headings (`Powers`, `Legal`).
    const books = corpusBooks().map((book) => ({
      path: `corpus/${book.name}`,
      text: book.text.slice(0, book.text.indexOf('\n\n', 40_000) + 1),
    }));
    const edited = books.map((book, index) =>
      index === 1 ? { ...book, text: `${book.text}\nAn edited paragraph: roll 1d8 + 2.\n` } : book,
    );
    const stats = await editedMatchesCold(books, edited);
    expect(stats).toMatchObject({
      extracted: books.length - 1,
      rendered: books.length - 1,
      inThread: 1,
    });
  });

  it('parses only the edited book when it is edited again, to the bytes of a cold compile, ids and links included', async () => {
    const books = corpusBooks().map((book) => ({
      path: `corpus/${book.name}`,
      text: book.text.slice(0, book.text.indexOf('\n\n', 30_000) + 1),
    }));
    const [first, ...rest] = books;
    // A link from a later book to a heading of the first, which the third edit renames away.
    const linking = {
      ...rest[0]!,
      text: `${rest[0]!.text}\nSee [the rules](#${'target-rules'}).\n`,
    };
    const target = { ...first!, text: `${first!.text}\n# Target Rules\n\nText.\n` };
    const versions = [
      target,
      { ...target, text: `${target.text}\nA first edit: roll 1d8 + 2.\n` },
      { ...target, text: `${target.text}\nA second edit: roll 2d6.\n` },
      { ...target, text: target.text.replace('# Target Rules', '# Legal') },
    ];
    let stats: Awaited<ReturnType<typeof editedMatchesCold>> | undefined;
    for (const [i, version] of versions.slice(1).entries()) {
      stats = await editedMatchesCold(
        [versions[i]!, linking, ...rest.slice(1)],
        [version, linking, ...rest.slice(1)],
      );
      // The edited book is parsed again; the others' extractions are replayed.
      expect(stats, String(i)).toMatchObject({ inThread: 1, extracted: books.length - 1 });
    }
    // The rename breaks the later book's link and moves ids: still a cold compile's bytes.
    expect(
      compile([versions[3]!, linking]).diagnostics.some((d) => d.code.startsWith('link/')),
    ).toBe(true);
  });

  it('reuses, at the first edit after a compile on worker threads, the unchanged books’ extractions', async () => {
    const books = corpusBooks().map((book) => ({
      path: `corpus/${book.name}`,
      text: book.text.slice(0, book.text.indexOf('\n\n', 30_000) + 1),
    }));
    const cold = await compileContent(books, {}, { cache, version: 'v1', workers: 1 });
    expect(cold.stats).toMatchObject({ inWorkers: books.length, inThread: 0 });
    const edited = books.map((book, index) =>
      index === 1 ? { ...book, text: `${book.text}\nAn edited paragraph: roll 1d8 + 2.\n` } : book,
    );
    const warm = await compileContent(edited, {}, { cache, version: 'v1', workers: false });
    expect(warm.stats).toMatchObject({ inThread: 1, extracted: books.length - 1 });
    expect(bytesOf(warm)).toEqual(bytesOf(compile(edited)));
  });

  it('gives a section rendered from the cache its dice and unreadable-dice diagnostics again', async () => {
    const first = { path: 'a.md', text: '# Rolls\n\nRoll 2d6 + 1, or 3d4++2 fire damage.\n' };
    const second = { path: 'b.md', text: '# Other\n\nText.\n' };
    const edited = { ...second, text: `${second.text}\nMore text.\n` };
    // The first file's section comes from the cache, to a cold compile's bytes and diagnostics.
    const stats = await editedMatchesCold([first, second], [first, edited]);
    expect(stats).toMatchObject({ extracted: 1, rendered: 1, inThread: 1 });
    const cold = compile([first, edited]);
    expect(cold.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'dice/unreadable', file: 'a.md' }),
    );
    expect(cold.data.sections[0]!.dice).toEqual([{ text: '2d6 + 1', formula: '2d6 + 1' }]);
  });

  it('walks a later file again when an edit claims the ids it had', async () => {
    const power = (name: string) =>
      `> #### ${name}\n> *A blast.*\n> **At-Will ✦ Arcane**\n> **Standard Action** · **Ranged** 10\n> **Target:** One creature\n> **Attack:** Intelligence vs. Reflex\n> **Hit:** 1d6 + Intelligence modifier damage.\n`;
    const first = { path: 'a.md', text: '---\nnavigation_weight: 1\n---\n# Spells\n\nText.\n' };
    const second = {
      path: 'b.md',
      text: `---\nnavigation_weight: 2\n---\n# Spells\n\n${power('Flame Bolt')}\n# Rules\n\nRoll 1d20.\n`,
    };
    // The first file now has a power of the same name and a second `Rules` heading.
    const clash = {
      ...first,
      text: `${first.text}\n${power('Flame Bolt')}\n# Rules\n\nMore.\n`,
    };
    const stats = await editedMatchesCold([first, second], [clash, second]);
    // b.md's extraction was found, but the ids it claims changed under it: walked again.
    expect(stats).toMatchObject({ extracted: 1, inThread: 2 });
    const back = await compileContent([first, second], {}, { cache, version: 'v1' });
    expect(bytesOf(back)).toEqual(bytesOf(compile([first, second])));
  });

  it('renders a replayed section again when a later file replaces one of its blocks', async () => {
    const shove = (push: string) =>
      `> #### Shove  \n> **At-Will** **Attack** **Feature** (**Standard Action**)  \n> **Melee** weapon, one creature  \n> **Attack** Strength vs Fortitude  \n> **Hit** You push the target ${push}.  \n`;
    const book = {
      path: 'a.md',
      text: `---\nnavigation_weight: 1\n---\n# Powers\n\n${shove('1 square')}\nRoll 1d20 to shove.\n`,
    };
    const homebrew = (replaces: string) => ({
      path: 'b.md',
      text: `---\nnavigation_weight: 2\n${replaces}---\n# Homebrew\n\n${shove('2 squares')}`,
    });
    const replacing = homebrew('replaces: [shove]\n');
    expect(compile([book, replacing]).data.powers.map((p) => p.source.file)).toEqual(['b.md']);
    // a.md is replayed with its rendered sections, then b.md's new `replaces` filters its body.
    const stats = await editedMatchesCold([book, homebrew('')], [book, replacing]);
    expect(stats).toMatchObject({ extracted: 1, rendered: 1 });
    // a.md no longer defines the power b.md replaces, and back.
    const renamed = { ...book, text: book.text.replace('#### Shove', '#### Push') };
    await editedMatchesCold([book, replacing], [renamed, replacing]);
    await editedMatchesCold([renamed, replacing], [book, replacing]);
  });
});

describe('cachedFileResults', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'rulebook-file-results-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const extra: CompileInput = {
    path: 'content/extra.md',
    text: '# Extra\n\nRoll 2d6 and see [the core](rulebook.md#dice).\n',
  };

  it('lets a restarted dev server compile no file that did not change, to the same bytes', () => {
    const cache = openCompileCache(dir);
    const first = createIncrementalCompiler(undefined, cachedFileResults(cache));
    const cold = first.compile([rulebook, extra]);
    expect(first.lastCompiled).toBe(2);
    expect(bytesOf(cold)).toEqual(bytesOf(compile([rulebook, extra])));
    // A new dev server, the same cache: nothing compiled, every byte the same.
    const restarted = createIncrementalCompiler(undefined, cachedFileResults(cache));
    expect(bytesOf(restarted.compile([rulebook, extra]))).toEqual(bytesOf(cold));
    expect(restarted.lastCompiled).toBe(0);
    // One file edited before the next start: only it is compiled.
    const edited = { ...extra, text: `${extra.text}\nA new paragraph.\n` };
    const again = createIncrementalCompiler(undefined, cachedFileResults(cache));
    expect(bytesOf(again.compile([rulebook, edited]))).toEqual(
      bytesOf(compile([rulebook, edited])),
    );
    expect(again.lastCompiled).toBe(1);
  });

  it('misses on other options, and tells an empty file from an unreadable one', () => {
    const cache = openCompileCache(dir);
    const empty: CompileInput = { path: 'content/notes.md', text: '' };
    createIncrementalCompiler(undefined, cachedFileResults(cache)).compile([rulebook, empty]);
    const strict = createIncrementalCompiler(undefined, cachedFileResults(cache));
    strict.compile([rulebook, empty], { strict: true });
    expect(strict.lastCompiled).toBe(2);
    const locked = { ...empty, unreadable: 'permission denied' };
    const compiler = createIncrementalCompiler(undefined, cachedFileResults(cache));
    const result = compiler.compile([rulebook, locked]);
    expect(compiler.lastCompiled).toBe(1);
    expect(result.diagnostics.map((d) => d.code)).toContain('input/unreadable');
    expect(bytesOf(result)).toEqual(bytesOf(compile([rulebook, locked])));
  });

  it('is undefined with no cache', () => {
    expect(cachedFileResults(null)).toBeUndefined();
  });
});

describe('cachedPreparedOf', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'rulebook-prepared-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the dev server’s per-file stage in the cache: done and stored once, then read back equal', () => {
    const body = splitFrontMatter(rulebook.path, rulebook.text).body;
    const cache = openCompileCache(dir);
    const first = cachedPreparedOf({}, cache)!;
    const done = first(rulebook.path, body);
    expect(done).toEqual(prepareFile(rulebook.path, body));
    const stored = readdirSync(dir, { recursive: true }).filter((n) => String(n).endsWith('.bin'));
    expect(stored).toHaveLength(1);
    // A new dev server (a new function, the same cache) reads the stored tree, equal to a parse.
    let reads = 0;
    const counting: CompileCache = {
      ...cache,
      get: <T>(key: string) => {
        reads++;
        return cache.get<T>(key);
      },
      set: () => expect.unreachable('a stored file is not stored again'),
    };
    expect(cachedPreparedOf({}, counting)!(rulebook.path, body)).toEqual(done);
    expect(reads).toBe(1);
    // Other options are another entry.
    cachedPreparedOf({ strict: true }, cache)!(rulebook.path, body);
    expect(
      readdirSync(dir, { recursive: true }).filter((n) => String(n).endsWith('.bin')),
    ).toHaveLength(2);
  });

  it('is undefined with no cache', () => {
    expect(cachedPreparedOf({}, null)).toBeUndefined();
  });

  it('is asked only about a file the dev server has not compiled yet: a save parses the edited chunks and stores nothing', () => {
    const cache = openCompileCache(dir);
    const entries = () =>
      readdirSync(dir, { recursive: true }).filter((n) => String(n).endsWith('.bin')).length;
    const compiler = createIncrementalCompiler(cachedPreparedOf({}, cache));
    const body = splitFrontMatter(rulebook.path, rulebook.text).body;
    // A later file replacing a section of the rulebook: the compiler cannot merge files
    // compiled alone, and compiles them all together again at every save.
    const homebrew = {
      path: 'content/zz-homebrew.md',
      text: '---\nnavigation_weight: 99\nreplaces: [dice]\n---\n# Dice\n\nRoll 3d6.\n',
    };
    compiler.compile([rulebook, homebrew]);
    // The first compile parsed every chunk (into the chunk cache) and stored each file's tree.
    expect(compiler.lastParsedChunks).toBe(splitIntoChunks(body).length + 1);
    expect(entries()).toBe(2);
    for (const more of ['\nA first save.\n', '\nA second save.\n']) {
      const edited = { ...rulebook, text: `${rulebook.text}${more}` };
      const result = compiler.compile([edited, homebrew]);
      expect(compiler.lastParsedChunks).toBe(1);
      expect(entries()).toBe(2);
      expect(bytesOf(result)).toEqual(bytesOf(compile([edited, homebrew])));
    }
  });
});
