/** The content-layer loader in `astro dev`: its watcher's recompiles and the store flush (src/loaders/rulebook.ts). */
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRecompileStored, SETTLE_MS, STORE_FLUSH } from '../../src/loaders/content-watch.ts';
import { rulebookLoader, SCHEMA_CHECK_MS } from '../../src/loaders/rulebook.ts';
import * as compiler from '../../src/compiler/index.ts';
import {
  type DevStatus,
  readStoredData,
  type StoredData,
} from '../../src/loaders/stored-entries.ts';

/** The schema check the loader calls: the real one, unless a test makes it fail. */
const schemaIssues = vi.hoisted(() => ({ fail: false }));
vi.mock('../../src/compiler/index.ts', async (original) => {
  const real = await original<typeof compiler>();
  return {
    ...real,
    validateData: (...args: Parameters<typeof real.validateData>) =>
      schemaIssues.fail
        ? [{ kind: 'sections', path: '/0/id', message: 'must match pattern' }]
        : real.validateData(...args),
  };
});

let dir: string;
beforeEach(() => {
  schemaIssues.fail = false;
  dir = mkdtempSync(join(tmpdir(), 'rulebook-loader-'));
  mkdirSync(join(dir, 'content'));
  vi.stubEnv('RULEBOOK_CACHE', 'off');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A data store and logger as Astro gives them, recording what the loader stores. */
function context() {
  const entries = new Map<string, unknown>();
  const sets: string[] = [];
  const store = {
    set: ({ id, data }: { id: string; data: unknown }) => {
      sets.push(id);
      entries.set(id, data);
      return true;
    },
    has: (id: string) => entries.has(id),
    get: (id: string) => (entries.has(id) ? { id, data: entries.get(id) } : undefined),
    delete: (id: string) => void entries.delete(id),
  };
  const logger = { info: () => {}, warn: () => {}, error: () => {} };
  // A watcher, as in astro dev; the data files go to the cache directory.
  const watcher = Object.assign(new EventEmitter(), { add: () => watcher });
  const config = { cacheDir: pathToFileURL(join(dir, 'cache/')) };
  const ctx = { store, logger, watcher, config } as unknown as LoaderContext;
  /** The load by which the dev integration asks Astro to write the store (after the recompiles). */
  const flush = { ...ctx, refreshContextData: { ...STORE_FLUSH } } as LoaderContext;
  return { ctx, flush, watcher, entries, sets };
}

/** A loader in astro dev over one book, `content/book.md`, holding `text`, after its first load. */
async function devLoader(text: string) {
  const content = join(dir, 'content');
  const book = join(content, 'book.md');
  writeFileSync(book, text);
  const loader = rulebookLoader({ contentDirs: [content] });
  const loaded = context();
  await loader.load(loaded.ctx);
  return { ...loaded, content, book, loader };
}

describe('rulebookLoader', () => {
  it('recompiles on a save its watcher reports, one at a time, the last after the last save (astro dev)', async () => {
    const { content, book, loader, flush, watcher, entries, sets } = await devLoader(
      '# Book\n\nThe first save.\n',
    );
    expect(sets).toEqual(['data', 'pictures', 'status']);
    const first = (entries.get('status') as DevStatus).version;
    // Three saves while the first recompile runs: one more recompile after it, which reads the last.
    for (const text of ['second', 'third', 'fourth']) {
      writeFileSync(book, `# Book\n\nThe ${text} save.\n`);
      watcher.emit('all', 'change', book);
    }
    watcher.emit('all', 'change', join(content, 'cover.png')); // not markdown: nothing
    await loader.load(flush); // resolves once the recompiles asked for are stored
    expect(sets.filter((id) => id === 'data')).toHaveLength(3);
    const data = readStoredData(entries.get('data') as StoredData);
    expect(data.sections[0]!.html).toContain('The fourth save.');
    expect(entries.get('status')).toEqual({ version: expect.any(String), diagnostics: [] });
    expect((entries.get('status') as DevStatus).version).not.toBe(first);
    // A flush with nothing pending recompiles nothing: it stores the status again, for Astro to write.
    sets.length = 0;
    await loader.load(flush);
    expect(sets).toEqual(['status']);
  });

  it('says a recompile is stored only once its data and status are in the store (astro dev)', async () => {
    const { book, loader, flush, watcher, entries } = await devLoader('# Book\n\nOld text.\n');
    const seen: string[] = [];
    const stop = onRecompileStored(() => {
      const data = readStoredData(entries.get('data') as StoredData);
      seen.push(`${data.sections[0]!.html} ${(entries.get('status') as DevStatus).version}`);
    });
    try {
      const before = (entries.get('status') as DevStatus).version;
      writeFileSync(book, '# Book\n\nNew text.\n');
      watcher.emit('all', 'change', book);
      await loader.load(flush);
      const after = (entries.get('status') as DevStatus).version;
      expect(after).not.toBe(before);
      expect(seen).toEqual([expect.stringMatching(new RegExp(`New text\\..* ${after}$`, 's'))]);
    } finally {
      stop();
    }
  });

  it('writes the data to a file in a build, and stores its path', async () => {
    const content = join(dir, 'content');
    writeFileSync(join(content, 'book.md'), '# Book\n\nBuilt text.\n');
    const { ctx, entries } = context();
    await rulebookLoader({ contentDirs: [content] }).load({ ...ctx, watcher: undefined });
    const stored = entries.get('data') as { file: string };
    expect(stored.file.startsWith(join(dir, 'cache', 'rulebook-data'))).toBe(true);
    expect(readStoredData(stored).sections[0]!.html).toContain('Built text.');
    expect(entries.has('status')).toBe(false);
  });

  it('keeps the data in memory in astro dev, under the same key and version for the same inputs', async () => {
    const { book, loader, flush, watcher, entries } = await devLoader('# Book\n\nText.\n');
    const stored = entries.get('data') as StoredData;
    expect(stored).toEqual({
      live: expect.stringMatching(new RegExp(`^${process.pid}-[0-9a-f]+$`)),
    });
    expect(readdirSync(dir)).not.toContain('cache'); // no data file written
    const version = (entries.get('status') as DevStatus).version;
    // One save that reaches the watcher as two changes: the same bytes compiled again.
    watcher.emit('all', 'change', book);
    await loader.load(flush);
    expect(entries.get('data')).toEqual(stored);
    expect((entries.get('status') as DevStatus).version).toBe(version);
    writeFileSync(book, '# Book\n\nNew text.\n');
    watcher.emit('all', 'change', book);
    await loader.load(flush);
    expect(entries.get('data')).not.toEqual(stored);
    expect((entries.get('status') as DevStatus).version).not.toBe(version);
  });

  it('recompiles a save the watcher never reported (it drops a second save within 50 ms), once the saves settle', async () => {
    const { book, loader, flush, watcher, entries, sets } = await devLoader(
      '# Book\n\nThe first save.\n',
    );
    writeFileSync(book, '# Book\n\nThe second save.\n');
    watcher.emit('all', 'change', book);
    await loader.load(flush);
    // the third save comes with no event, as chokidar's throttle drops it
    writeFileSync(book, '# Book\n\nThe third save.\n');
    await expect
      .poll(() => readStoredData(entries.get('data') as StoredData).sections[0]!.html, {
        timeout: 5_000,
      })
      .toContain('The third save.');
    // and when the files are what was compiled, the last look recompiles nothing
    const stored = sets.length;
    watcher.emit('all', 'change', book);
    await loader.load(flush);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 3));
    expect(sets.slice(stored).filter((id) => id === 'data')).toHaveLength(1);
  });

  it('shows the new data, a block with an error kept as prose, and stores the errors with a new version', async () => {
    const { book, loader, flush, watcher, entries } = await devLoader('# Book\n\nGood text.\n');
    const good = (entries.get('status') as DevStatus).version;
    writeFileSync(
      book,
      '# Book\n\nNew text.\n\n> #### Oops\n> **Sometimes** **Attack** **1** (**Standard Action**)\n',
    );
    watcher.emit('all', 'change', book);
    await loader.load(flush);
    const status = entries.get('status') as DevStatus;
    expect(status.version).not.toBe(good);
    expect(status.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      '6:3 power/bad-header',
    ]);
    const html = readStoredData(entries.get('data') as StoredData).sections[0]!.html;
    expect(html).toContain('New text.');
    expect(html).toContain('Sometimes');
  });

  it.each([
    ['whose file is gone (its process ended)', { file: '/nonexistent/rulebook-data-1-ab.json' }],
    ['of an earlier version (the data inline)', { sections: [] }],
  ])(
    'stores the data of a first load with content errors over an entry Astro restored %s',
    async (_, restored) => {
      const content = join(dir, 'content');
      writeFileSync(join(content, 'book.md'), '---\ntitle: [unclosed\n---\n\n# Book\n\nText.\n');
      const loader = rulebookLoader({ contentDirs: [content] });
      const { ctx, entries } = context();
      entries.set('data', restored);
      await loader.load(ctx);
      expect(readStoredData(entries.get('data') as StoredData).sections[0]!.html).toContain(
        'Text.',
      );
      expect((entries.get('status') as DevStatus).diagnostics).toHaveLength(1);
    },
  );

  it('stores a save before checking its data against the schema, and shows a failure in the banner once the saves pause (astro dev)', async () => {
    const { book, loader, flush, watcher, entries } = await devLoader('# Book\n\nOld text.\n');
    schemaIssues.fail = true;
    writeFileSync(book, '# Book\n\nNew text.\n');
    watcher.emit('all', 'change', book);
    await loader.load(flush);
    // the page gets the save at once, with no banner
    expect(readStoredData(entries.get('data') as StoredData).sections[0]!.html).toContain(
      'New text.',
    );
    const stored = entries.get('status') as DevStatus;
    expect(stored.diagnostics).toEqual([]);
    const banner = () => (entries.get('status') as DevStatus).diagnostics;
    await expect.poll(banner, { timeout: SCHEMA_CHECK_MS * 5 }).toHaveLength(1);
    expect(banner()[0]).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('does not match its schema'),
      hint: expect.stringContaining('bug of the compiler'),
    });
    expect((entries.get('status') as DevStatus).version).not.toBe(stored.version);
  });

  it('stops a build on data that breaks its schema', async () => {
    const content = join(dir, 'content');
    writeFileSync(join(content, 'book.md'), '# Book\n\nText.\n');
    schemaIssues.fail = true;
    const { ctx } = context();
    await expect(
      rulebookLoader({ contentDirs: [content] }).load({ ...ctx, watcher: undefined }),
    ).rejects.toThrow(/does not match its schema/);
  });
});
