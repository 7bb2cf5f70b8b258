import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlPages } from '../../src/io/html-pages.ts';

describe('htmlPages', () => {
  it('lists every HTML file below the site, relative with `/`, sorted, and nothing else', () => {
    const site = mkdtempSync(join(tmpdir(), 'rulebook-html-pages-'));
    for (const dir of ['powers/grapple', 'rules/combat', '_astro', 'pagefind'])
      mkdirSync(join(site, dir), { recursive: true });
    for (const file of [
      'index.html',
      '404.html',
      'powers/grapple/index.html',
      'rules/combat/index.html',
      '_astro/site.css',
      'pagefind/pagefind.js',
      'robots.txt',
    ])
      writeFileSync(join(site, file), '');
    mkdirSync(join(site, 'folder.html')); // a folder, not a page
    expect(htmlPages(site)).toEqual([
      '404.html',
      'index.html',
      'powers/grapple/index.html',
      'rules/combat/index.html',
    ]);
  });
});
