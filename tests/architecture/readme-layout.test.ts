/**
 * The README's "Layout" section matches the tree: every path it names exists,
 * and every top-level folder, every entry of src/ and every folder of tests/
 * is named in it, so a new folder (or a renamed one) fails here until the
 * README says where it runs and what it holds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const layout = /^## Layout\n\n```\n([\s\S]*?)```/m.exec(readme)?.[1] ?? '';

/** Paths the layout names: lower-case words with a slash or a file extension (`I/O` is prose). */
const named = new Set(
  [
    ...layout.matchAll(
      /(?<![\w.`/-])((?:[a-z0-9_.-]+\/)+[a-z0-9_.-]*|[a-z0-9_-]+\.(?:json|ts|md|mjs))(?![\w`/])/g,
    ),
  ]
    .map((match) => match[1]!)
    .filter((path) => !path.startsWith('.build')),
);

/** Generated or installed folders, not part of the source tree. */
const IGNORED = new Set(['node_modules', 'dist', 'out', '.build', '.astro']);

const entries = (dir: string, directoriesOnly: boolean) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && !IGNORED.has(entry.name))
    .filter((entry) => !directoriesOnly || entry.isDirectory())
    .map((entry) => `${dir ? `${dir}/` : ''}${entry.name}${entry.isDirectory() ? '/' : ''}`);

describe('README layout', () => {
  it('names only paths that exist', () => {
    expect(layout).not.toBe('');
    const missing = [...named].filter((path) => {
      const inSrc = ['', 'src/', 'scripts/', 'tests/', 'docs/', 'src/compiler/', 'scripts/lib/'];
      return !inSrc.some((base) => existsSync(join(ROOT, base, path)));
    });
    expect(missing).toEqual([]);
  });

  it('names every top-level folder, every entry of src/ and every folder of tests/', () => {
    const expected = [...entries('', true), ...entries('src', false), ...entries('tests', true)];
    expect(expected.filter((path) => !named.has(path))).toEqual([]);
  });
});
