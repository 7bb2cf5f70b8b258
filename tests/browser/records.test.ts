// Records on the site (tests/browser/fixtures/records, built after content/ into the
// shared fixture site): every record of each family has a card on its index and a page of its
// own, its card stands in its section of the chapter and links to its page, prose mentions
// link to it; the index's filters live in the URL, and a record link's preview opens by keyboard.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, type RecordBase } from '../../src/compiler/index.ts';
import { readContent } from '../../src/io/read-content.ts';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { formatViolations, runAxe, useSite } from './harness.ts';

// The shared fixture site (tests/browser/fixture-site.ts) holds this fixture with content/
// (and other fixtures that add no records).
const out = SHARED_SITE;
const { data } = compile(await readContent(['content', 'tests/browser/fixtures/records']));

beforeAll(async () => void (await sharedFixtureSite()), 240_000);

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
  {
    collection: 'species',
    kind: 'species',
    chapter: 'rules/species',
    records: () => data.species as RecordBase[],
    names: ['Kettlewick', 'Mossback'],
    filter: { url: '/species/?size=small', shown: ['Kettlewick'] },
    change: { select: 'size', value: 'medium', shown: ['Mossback'] },
    mention: 'kettlewick',
  },
  {
    collection: 'cruxes',
    kind: 'crux',
    chapter: 'rules/ancestries',
    records: () => data.cruxes as RecordBase[],
    names: ['Ashfall Child', 'Lighthouse Kin'],
    filter: { url: '/cruxes/?kind=heritage', shown: ['Lighthouse Kin'] },
    change: { select: 'kind', value: 'crux', shown: ['Ashfall Child'] },
    mention: 'lighthouse-kin',
  },
  {
    collection: 'classes',
    kind: 'class',
    chapter: 'rules/disciplines',
    records: () => data.classes as RecordBase[],
    names: ['Lamplighter', 'Tidewalker'],
    filter: { url: '/classes/?role=controller', shown: ['Lamplighter'] },
    change: { select: 'role', value: 'striker', shown: ['Tidewalker'] },
    mention: 'lamplighter',
  },
  {
    collection: 'disciplines',
    kind: 'discipline',
    chapter: 'rules/kits',
    records: () => data.disciplines as RecordBase[],
    names: ['Undertow Form', 'Wick and Flame'],
    filter: { url: '/disciplines/?ability=intelligence', shown: ['Wick and Flame'] },
    change: { select: 'ability', value: 'strength', shown: ['Undertow Form'] },
    mention: 'undertow-form',
  },
  {
    collection: 'kits',
    kind: 'kit',
    chapter: 'rules/disciplines',
    records: () => data.kits as RecordBase[],
    names: ['Trims the Wick', 'Walks the Shore'],
    filter: { url: '/kits/?multiclass=lamplighter', shown: ['Trims the Wick'] },
    change: { select: 'multiclass', value: 'none', shown: ['Walks the Shore'] },
    mention: 'walks-the-shore',
  },
  {
    collection: 'paths',
    kind: 'path',
    chapter: 'rules/prestige-paths',
    records: () => data.paths as RecordBase[],
    names: ['Drowned King', 'Keeper of the Beacon'],
    filter: { url: '/paths/?type=epic', shown: ['Drowned King'] },
    change: { select: 'type', value: 'prestige', shown: ['Keeper of the Beacon'] },
    mention: 'keeper-of-the-beacon',
  },
  {
    collection: 'feat-paths',
    kind: 'feat-path',
    chapter: 'rules/kits',
    records: () => data['feat-paths'] as RecordBase[],
    names: ['Hauls the Net', 'Sails by Night'],
    filter: { url: '/feat-paths/?feat=brine-dancer', shown: ['Sails by Night'] },
    change: { select: 'feat', value: 'gaff-hook-training', shown: ['Hauls the Net'] },
    mention: 'sails-by-night',
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
      for (const record of family.records()) {
        // A record's chapter is the first segment of its section (a class is a chapter of its own).
        const chapter = html(`rules/${record.section.split('/')[0]}`);
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
      const page = await suite.visit(family.filter.url);
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
  });
}

/** Each chapter with prose mentions of records, and the mentions (`kind-id`) it holds. */
const MENTIONS = new Map<string, (typeof FAMILIES)[number][]>();
for (const family of FAMILIES)
  MENTIONS.set(family.chapter, [...(MENTIONS.get(family.chapter) ?? []), family]);

describe('record links in prose', () => {
  it.each([...MENTIONS.entries()])(
    'open their preview by keyboard on /%s/',
    async (chapter, families) => {
      // One load of the chapter serves every family that mentions a record in it.
      const page = await suite.visit(`/${chapter}/`);
      for (const family of families) {
        const wanted = `${family.kind}-${family.mention}`;
        // Tab from the element before the link (site.test.ts tabs to a term link from the top of
        // a chapter page); a link out of the tab order, or one Tab does not reach, still fails.
        const before = await page.evaluate((wanted) => {
          const focusable = [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button, input, select, textarea, summary, [tabindex]',
            ),
          ].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
          const index = focusable.findIndex(
            (element) => element instanceof HTMLAnchorElement && element.dataset['term'] === wanted,
          );
          focusable[index - 1]?.focus();
          return index;
        }, wanted);
        expect(
          before,
          `${wanted}: the link among the focusable elements, not the first`,
        ).toBeGreaterThan(0);
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
      }
    },
  );
});

describe('a feat page', () => {
  it('links a prerequisite feat to its page', () => {
    expect(html('feats/brine-dancer')).toContain(
      '<a href="/feats/lanternlight-focus/">Lanternlight Focus</a>',
    );
  });
});

describe('a species page and a crux page', () => {
  it('link the ancestry power (by id) from the trait that names it and from the powers list', () => {
    const species = html('species/mossback');
    expect(species).toContain('<em><a href="/powers/bark-skin/">bark skin</a></em>');
    expect(species).toMatch(
      /<strong>Powers:<\/strong>\s*<a href="\/powers\/bark-skin\/">Bark Skin<\/a>/,
    );
    expect(html('cruxes/ashfall-child')).toContain(
      '<em><a href="/powers/cinder-burst/">cinder burst</a></em>',
    );
  });
});

describe('class, discipline, kit and path pages', () => {
  it('link the references the compiler resolved to ids', () => {
    expect(html('classes/lamplighter')).toContain(
      '<a href="/disciplines/wick-and-flame/">Wick and Flame</a>',
    );
    const discipline = html('disciplines/wick-and-flame');
    expect(discipline).toContain('<a href="/powers/spark-flick/">Spark Flick</a>');
    expect(discipline).toContain('<a href="/classes/lamplighter/">Lamplighter</a>');
    expect(discipline).toContain('<a href="/kits/trims-the-wick/">Trims the Wick</a>');
    expect(html('kits/walks-the-shore')).toContain(
      '<a href="/disciplines/undertow-form/">Undertow Form</a>',
    );
    expect(html('feat-paths/sails-by-night')).toContain(
      '<a href="/feats/brine-dancer/">Brine Dancer</a>',
    );
    expect(html('paths/keeper-of-the-beacon')).toContain(
      '<a href="/powers/beacon-sweep/">Beacon Sweep</a>',
    );
  });
});
