/**
 * The built-page readers of built-html.ts, on dist/ (the bundled rulebook's site): a
 * page's `<main>` parsed alone is the `<main>` of the whole page parsed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtMain, builtPage, one } from './built-html.ts';
import { distSite } from './fixture-site.ts';

let dist = '';
beforeAll(async () => void (dist = await distSite()), 240_000);

describe('builtMain', () => {
  it('gives the <main> of the whole page parsed, on pages of every kind', () => {
    for (const path of ['/', '/rules/combat/', '/powers/grapple/', '/deities/luna/', '/search/']) {
      const alone = builtMain(dist, path).children.filter(
        (node): node is Element => node.type === 'element',
      );
      expect(
        alone.map((node) => node.tagName),
        path,
      ).toEqual(['main']);
      const whole = one(builtPage(dist, path), 'main');
      expect(toHtml(alone[0]!), path).toBe(toHtml(whole));
    }
  });

  it('names the page when it has no <main>', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulebook-built-html-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title><p>no main</p>');
      expect(() => builtMain(dir, '/')).toThrow(
        `${join(dir, 'index.html')} has no <main> element.`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
