// Records on the site (tests/browser/fixtures/records, built after content/ into a
// temporary site): every record of each family has a card on its index and a page of its
// own, its card stands in its section of the chapter and links to its page, prose mentions
// link to it; the index's filters live in the URL, and a record link's preview opens by keyboard.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, type RecordBase } from '../../src/compiler/index.ts';
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
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const html = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
const visible = (page: Page) =>
  page
    .locator('[data-record-list] > li:not([hidden]) .record-name')
    .allTextContents()
    .then((names) => names.map((name) => name.trim()));

/** What each family's fixture holds and what its pages must show. */
const FAMILIES = [
  {
    collection: 'feats',
    kind: 'feat',
    chapter: 'rules/feats',
    records: () => data.feats as RecordBase[],
    names: ['Brine Dancer', 'Gaff Hook Training', 'Lanternlight Focus', 'Stormcaller’s Oath'],
    filter: { url: '/feats/?tier=prestige', shown: ['Brine Dancer'] },
    change: { select: 'tier', value: 'epic', shown: ['Stormcaller’s Oath'] },
    mention: 'lanternlight-focus',
  },
  {
    collection: 'arts',
    kind: 'art',
    chapter: 'rules/arts',
    records: () => data.arts as RecordBase[],
    names: ['Chalk Compass', 'Lantern Ward', 'Tavern Whispers'],
    filter: { url: '/arts/?skill=streetsmarts', shown: ['Tavern Whispers'] },
    change: { select: 'skill', value: 'arcana', shown: ['Chalk Compass', 'Lantern Ward'] },
    mention: 'chalk-compass',
  },
  {
    collection: 'items',
    kind: 'item',
    chapter: 'rules/magic-items',
    records: () => data.items as RecordBase[],
    names: ['Gannet Lantern', 'Riptide (II)', 'Tarred Boots', 'Tonic of Deep Lungs'],
    filter: { url: '/items/?kind=consumable', shown: ['Tonic of Deep Lungs'] },
    change: { select: 'kind', value: 'slot', shown: ['Tarred Boots'] },
    mention: 'gannet-lantern',
  },
  {
    collection: 'traps',
    kind: 'trap',
    chapter: 'rules/traps',
    records: () => data.traps as RecordBase[],
    names: ['Rolling Barrel', 'Salt Mist'],
    filter: { url: '/traps/?role=blocker', shown: ['Salt Mist'] },
    change: { select: 'role', value: 'shooter', shown: ['Rolling Barrel'] },
    mention: 'salt-mist',
  },
] as const;

for (const family of FAMILIES) {
  describe(`${family.collection} in the built site`, () => {
    it('has the fixture’s records', () => {
      expect(
        family
          .records()
          .map((r) => r.name)
          .sort(),
      ).toEqual([...family.names]);
    });

    it(`lists every record on /${family.collection}/ with a link to its page, which names it`, () => {
      const index = html(family.collection);
      for (const record of family.records()) {
        expect(index).toContain(`href="/${family.collection}/${record.id}/"`);
        const page = html(`${family.collection}/${record.id}`);
        expect(page).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(record.name)}</h1>`));
        expect(page).toMatch(new RegExp(`data-pagefind-filter="kind:${family.kind}"`));
      }
    });

    it('shows each record as a card in its section, linking to its page', () => {
      const chapter = html(family.chapter);
      for (const record of family.records()) {
        expect(chapter).toMatch(new RegExp(`<article[^>]*id="${family.kind}-${record.id}"`));
        expect(chapter).toMatch(
          new RegExp(`href="/${family.collection}/${record.id}/">\\s*Page of the ${family.kind}`),
        );
      }
    });

    it('links a prose mention of a record to its page', () => {
      const term = `${family.kind}-${family.mention}`;
      expect(html(family.chapter)).toMatch(
        new RegExp(
          `<p>[^]*?<a class="term-link" href="/${family.collection}/${family.mention}/" data-term="${term}">`,
        ),
      );
    });
  });

  describe(`${family.collection} in the browser`, () => {
    it('reads a filter from the URL and writes a new choice back to it', async () => {
      const page = await suite.open(family.filter.url);
      expect(await visible(page)).toEqual([...family.filter.shown]);
      await page
        .locator(`select[name="${family.change.select}"]`)
        .selectOption(family.change.value);
      await expect
        .poll(() => new URL(page.url()).searchParams.get(family.change.select))
        .toBe(family.change.value);
      expect(await visible(page)).toEqual([...family.change.shown]);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });

    it('opens a record link’s preview by keyboard', async () => {
      const page = await suite.open(`/${family.chapter}/`);
      const wanted = `${family.kind}-${family.mention}`;
      let term: string | null = null;
      for (let i = 0; i < 200 && term !== wanted; i++) {
        await page.keyboard.press('Tab');
        term = await page.evaluate(() => {
          const active = document.activeElement;
          return active instanceof HTMLAnchorElement ? (active.dataset['term'] ?? null) : null;
        });
      }
      expect(term).toBe(wanted);
      await expect.poll(() => page.locator(`#term-preview-${wanted}`).isVisible()).toBe(true);
    });
  });
}

describe('a feat page', () => {
  it('links a prerequisite feat to its page', () => {
    expect(html('feats/brine-dancer')).toContain(
      '<a href="/feats/lanternlight-focus/">Lanternlight Focus</a>',
    );
  });
});
