// Records on the site (tests/browser/fixtures/records, built after content/ into a
// temporary site): every feat has a card on /feats/ and a page of its own, its card
// stands in its section of the chapter and links to its page, prose mentions link to it;
// the index's filters live in the URL, and a feat link's preview opens by keyboard.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { readContent } from '../../src/io/read-content.ts';
import { buildFixtureSite } from './fixture-site.ts';
import { formatViolations, runAxe, useSite } from './harness.ts';

const tmp = mkdtempSync(join(tmpdir(), 'orcus-records-'));
const out = join(tmp, 'site');
const dirs = ['content', 'tests/browser/fixtures/records'];
const { data } = compile(await readContent(dirs));

beforeAll(() => buildFixtureSite(dirs.join(','), out), 240_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const suite = useSite(out);
const html = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

describe('feats in the built site', () => {
  it('has the fixture’s feats', () => {
    expect(data.feats.map((f) => f.name).sort()).toEqual([
      'Brine Dancer',
      'Gaff Hook Training',
      'Lanternlight Focus',
      'Stormcaller’s Oath',
    ]);
  });

  it('lists every feat on /feats/ with a link to its page, which names it', () => {
    const index = html('feats');
    for (const feat of data.feats) {
      expect(index).toContain(`href="/feats/${feat.id}/"`);
      expect(html(`feats/${feat.id}`)).toMatch(new RegExp(`<h1[^>]*>${feat.name}</h1>`));
    }
  });

  it('shows each feat as a card in its section, linking to its page', () => {
    const chapter = html('rules/feats');
    for (const feat of data.feats) {
      expect(chapter).toMatch(new RegExp(`<article[^>]*id="feat-${feat.id}"`));
      expect(chapter).toMatch(new RegExp(`href="/feats/${feat.id}/">\\s*Page of the feat`));
    }
  });

  it('links a prerequisite feat to its page and a prose mention to the feat', () => {
    expect(html('feats/brine-dancer')).toContain(
      '<a href="/feats/lanternlight-focus/">Lanternlight Focus</a>',
    );
    expect(html('rules/feats')).toMatch(
      /<p>[^]*?<a class="term-link" href="\/feats\/lanternlight-focus\/" data-term="feat-lanternlight-focus">Lanternlight Focus<\/a>/,
    );
  });

  it('indexes feat pages under the Pagefind kind "feat"', () => {
    expect(html('feats/gaff-hook-training')).toMatch(
      /data-pagefind-filter="kind"[^>]*>\s*feat\s*</,
    );
  });
});

describe('feats in the browser', () => {
  const visible = (page: Awaited<ReturnType<typeof suite.open>>) =>
    page.locator('[data-record-list] > li:not([hidden]) .record-name').allTextContents();

  it('reads a filter from the URL and writes a new choice back to it', async () => {
    const page = await suite.open('/feats/?tier=prestige');
    expect((await visible(page)).map((t) => t.trim())).toEqual(['Brine Dancer']);
    await page.locator('select[name="tier"]').selectOption('epic');
    await expect.poll(() => new URL(page.url()).searchParams.get('tier')).toBe('epic');
    expect((await visible(page)).map((t) => t.trim())).toEqual(['Stormcaller’s Oath']);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  it('opens a feat link’s preview by keyboard', async () => {
    const page = await suite.open('/rules/feats/');
    let term: string | null = null;
    for (let i = 0; i < 200 && term !== 'feat-lanternlight-focus'; i++) {
      await page.keyboard.press('Tab');
      term = await page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLAnchorElement ? (active.dataset['term'] ?? null) : null;
      });
    }
    expect(term).toBe('feat-lanternlight-focus');
    const preview = page.locator('#term-preview-feat-lanternlight-focus');
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.textContent()).toContain('dim light');
  });
});
