/**
 * A build from content with errors fails, prints every diagnostic as
 * file:line:col and a one-line failure (no stack trace: the fault is the
 * content's), and leaves the previous dist/ exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distSite } from '../browser/fixture-site.ts';

const root = join(import.meta.dirname, '../..');
const content = mkdtempSync(join(tmpdir(), 'rulebook-bad-'));
afterAll(() => rmSync(content, { recursive: true, force: true }));
// The previous dist/ is the one the global setup builds (and its Astro cache, which this build
// shares, is free once it is done).
beforeAll(async () => void (await distSite()), 240_000);

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(html|json)$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

describe('build-site (content errors)', () => {
  it('fails with every diagnostic and keeps the previous dist/', () => {
    writeFileSync(
      join(content, 'broken.md'),
      '# Broken\n\n> #### Oops\n> **Sometimes** **Attack** **1** (**Standard Action**)\n\n| a | b |\n| - | - |\n| 1 | 2 | 3 |\n',
    );
    const before = snapshot(join(root, 'dist'));
    const result = spawnSync(process.execPath, ['scripts/build-site.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, RULEBOOK_CONTENT: content },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(1);
    expect(output).toMatch(/broken\.md:4:3: error power\/bad-header/);
    expect(output).toMatch(/broken\.md:8:1: error table\/ragged/);
    expect(output).toContain('dist/ was left as it was');
    expect(output).not.toContain('Stack trace');
    expect(output).not.toMatch(/^\s+at /m);
    expect(snapshot(join(root, 'dist'))).toEqual(before);
    expect(readdirSync(root).filter((name) => name.startsWith('.dist.tmp-'))).toEqual([]);
  });
});
