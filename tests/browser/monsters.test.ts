// Monsters on a site built with the fixture bestiary (tests/browser/fixtures/bestiary, the only
// monsters of the shared fixture site, tests/browser/fixture-site.ts): the build output
// (monsters.json, pages, nav, search), the /monsters/ index with filters and sort in the URL
// (and a full list without JavaScript), seeded attack, damage and recharge rolls from a stat
// block with the totals in the output, the live region and the roll log, encounters (counts,
// XP total, HP tracking with staggered, shared links that never overwrite the reader’s own, a
// corrupted stored encounter), keyboard only, and axe at 1280 and 375 px.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateData, type RulebookData } from '../../src/compiler/index.ts';
import { roll } from '../../src/dice/evaluate.ts';
import { rollDie, seededRng } from '../../src/dice/rng.ts';
import { all, builtPage, textOf } from './built-html.ts';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { formatViolations, runAxe, useSite, type OpenOptions } from './harness.ts';

const out = SHARED_SITE;
beforeAll(async () => void (await sharedFixtureSite()), 240_000);

const suite = useSite(out);

/** Opens a page with `window.__ORCUS_SEED__` set before it loads. */
function openSeeded(path: string, seed: number, options: OpenOptions = {}): Promise<Page> {
  return suite.open(path, {
    ...options,
    init: async (page) => {
      await page.addInitScript((value) => {
        (window as unknown as { __ORCUS_SEED__: number }).__ORCUS_SEED__ = value;
      }, seed);
    },
  });
}

async function press(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().focus();
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).first().focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

const visibleNames = (page: Page) =>
  page.locator('[data-monster-list] tr:not([hidden]) th a').allTextContents();

const rolls = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('orcus:rolls') ?? '[]') as {
        kind: string;
        total: number;
        source: string;
        notes: string[];
      }[],
  );

describe('build output of a bestiary', () => {
  it('writes monsters.json that validates, with every stat block', () => {
    const file = join(out, 'data', 'monsters.json');
    expect(existsSync(file)).toBe(true);
    const monsters = JSON.parse(readFileSync(file, 'utf8')) as RulebookData['monsters'];
    expect(monsters.map((m) => m.id)).toContain('mire-hag-matron');
    const manifest = JSON.parse(readFileSync(join(out, 'data', 'manifest.json'), 'utf8'));
    expect(manifest.counts.monsters).toBe(8);
    expect(manifest.schemas.monsters).toMatch(/monster\.schema\.json$/);
    expect(existsSync(join(out, 'schemas', 'monster.schema.json'))).toBe(true);
    const data = Object.fromEntries(
      Object.keys(manifest.schemas as Record<string, string>).map((kind) => [
        kind,
        JSON.parse(readFileSync(join(out, 'data', `${kind}.json`), 'utf8')),
      ]),
    ) as unknown as RulebookData;
    expect(validateData(data)).toEqual([]);
  });

  it('gives every monster a page and shows the nav item', () => {
    for (const id of ['bog-lantern', 'reedling-cutter', 'mire-hag-matron'])
      expect(existsSync(join(out, 'monsters', id, 'index.html')), id).toBe(true);
    const html = readFileSync(join(out, 'monsters', 'peat-golem', 'index.html'), 'utf8');
    expect(html).toMatch(/<a href="\/monsters\/"[^>]*>\s*Monsters\s*<\/a>/);
    expect(html).toContain('data-pagefind-filter="kind:monster"');
  });
});

describe('/monsters/', () => {
  it('lists every monster without JavaScript, by level', () => {
    // What the served markup lists (built-html.ts): no script has run.
    const page = builtPage(out, 'monsters');
    expect(all(page, '[data-monster-list] tr:not([hidden]) th a').map(textOf)).toEqual([
      'Gloomwing Scout',
      'Reedling Cutter',
      'Bog Lantern',
      'Stilt Stalker',
      'Toadfolk Drummer',
      'Mire Hag Matron',
      'Peat Golem',
      'Drowned Cathedral Bodyguard',
    ]);
  });

  it('filters and sorts from the URL and keeps the form in the URL (keyboard only)', async () => {
    const page = await suite.visit('/monsters/?rank=mook');
    expect(await visibleNames(page)).toEqual(['Reedling Cutter', 'Stilt Stalker']);
    expect(await page.locator('[data-filter-count]').textContent()).toContain('2 of 8 monsters');
    await page.locator('#filter-rank').focus();
    await page.keyboard.press('Home'); // "Any"
    await page.locator('#filter-lmin').focus();
    for (let n = 0; n < 4; n++) await page.keyboard.press('ArrowDown'); // Any, 1, 2, 3, 4
    await page.locator('#filter-sort').focus();
    for (let n = 0; n < 2; n++) await page.keyboard.press('ArrowDown'); // Level, Name, XP
    expect(await visibleNames(page)).toEqual([
      'Stilt Stalker',
      'Toadfolk Drummer',
      'Peat Golem',
      'Mire Hag Matron',
      'Drowned Cathedral Bodyguard',
    ]);
    expect(new URL(page.url()).search).toBe('?lmin=4&sort=xp');
    await page.goto(`${suite.url()}/monsters/?leader=yes&sort=name`);
    expect(await visibleNames(page)).toEqual(['Mire Hag Matron', 'Toadfolk Drummer']);
    await page.goto(`${suite.url()}/monsters/?tag=earth&origin=elemental`);
    expect(await visibleNames(page)).toEqual(['Peat Golem']);
  });
});

describe('rolling from a stat block', () => {
  it('rolls a seeded attack against a target defense, then its damage, into the log', async () => {
    const seed = 2;
    const page = await openSeeded('/monsters/bog-lantern/', seed);
    const rng = seededRng(seed);
    const natural = rollDie(rng, 20);
    const total = natural + 8;
    const defense = 12;
    const hit = natural === 20 || (natural !== 1 && total >= defense);
    const critical = natural === 20 && total >= defense;
    const entry = '.stat-entry:has(.entry-name:text-is("Wisp Bolt"))';
    await typeInto(page, `${entry} [data-target-defense]`, String(defense));
    await press(page, `${entry} [data-monster-attack]`);
    const result = page.locator(`${entry} [data-attack-result]`);
    await expect.poll(() => result.getAttribute('data-total')).toBe(String(total));
    expect(await result.textContent()).toContain(`${total} vs Reflex ${defense}`);
    expect(await page.locator(`${entry} [data-monster-output]`).getAttribute('aria-live')).toBe(
      'polite',
    );
    const [attack] = await rolls(page);
    expect(attack).toMatchObject({ kind: 'attack', total, source: 'Bog Lantern: Wisp Bolt' });
    expect(hit).toBe(true); // the seed is chosen so the damage button shows
    const damage = roll('1d8 + 4', {}, { rng, mode: critical ? 'critical' : 'normal' }).total;
    await press(page, `${entry} [data-monster-damage]`);
    await expect
      .poll(() => page.locator(`${entry} [data-damage-result]`).getAttribute('data-total'))
      .toBe(String(damage));
    expect((await rolls(page))[0]).toMatchObject({ kind: 'damage', total: damage });
    // the log panel lists both rolls, newest first
    await press(page, '[data-roll-log-toggle]');
    const logged = await page.locator('[data-roll-log-list] li').allTextContents();
    expect(logged.length).toBe(2);
    expect(logged[1]).toContain(String(total));
  });

  it('rolls a recharge d6 for a `refresh 5, 6` entry', async () => {
    const seed = 9;
    const page = await openSeeded('/monsters/bog-lantern/', seed);
    const value = rollDie(seededRng(seed), 6);
    const entry = '.stat-entry:has(.entry-name:text-is("Flare"))';
    await press(page, `${entry} [data-monster-recharge]`);
    const result = page.locator(`${entry} [data-recharge-result]`);
    await expect.poll(() => result.getAttribute('data-total')).toBe(String(value));
    expect(await result.getAttribute('data-recharge-result')).toBe(
      value >= 5 ? 'recharged' : 'not-recharged',
    );
    expect((await rolls(page))[0]).toMatchObject({ total: value, source: 'Bog Lantern: Flare' });
  });

  it('renders stat blocks on chapter pages the same way, with rollable dice', async () => {
    const page = await suite.visit('/rules/the-deep-mire/');
    const block = page.locator('article.stat-block#monster-peat-golem');
    expect(await block.locator('.stat-rank').textContent()).toContain('Level 9 Elite Wrecker');
    expect(await block.locator('.entry-symbol').first().getAttribute('aria-label')).toBe(
      'Basic melee attack',
    );
    await expect.poll(() => block.locator('button.dice-roll').count()).toBeGreaterThan(0);
  });

  it('links a monster named in prose to its page', () => {
    const links = all(
      builtPage(out, 'rules/lights-of-the-mire'),
      'main p a[href="/monsters/bog-lantern/"]',
    );
    expect(links.length).toBeGreaterThan(0);
    expect(textOf(links[0]!)).toBe('Bog Lantern');
  });
});

describe('encounters', () => {
  it('adds monsters with counts, totals XP and tracks HP with staggered shown', async () => {
    const page = await suite.visit('/monsters/bog-lantern/');
    await press(page, '[data-encounter-add]');
    await press(page, '[data-encounter-add]');
    expect(await page.locator('[data-encounter-message]').textContent()).toContain(
      '2 in the encounter',
    );
    await page.goto(`${suite.url()}/monsters/peat-golem/`);
    await press(page, '[data-encounter-add]');
    await press(page, '[data-encounter-link]');
    await page.waitForURL(/\/encounter\/\?monsters=bog-lantern\*2,peat-golem$/);
    expect(await page.locator('[data-encounter-status]').textContent()).toBe(
      '3 monsters, 1,100 XP in all.',
    );
    await typeInto(page, '#hp-bog-lantern-1', '19');
    await page.keyboard.press('Tab');
    const state = page.locator('[data-encounter-item="bog-lantern"] [data-hp-state]').first();
    expect(await state.textContent()).toBe('of 38 — staggered');
    await typeInto(page, '#count-peat-golem', '2');
    await page.keyboard.press('Tab');
    expect(await page.locator('[data-encounter-status]').textContent()).toBe(
      '4 monsters, 1,900 XP in all.',
    );
    await page.reload();
    expect(await page.locator('#hp-bog-lantern-1').inputValue()).toBe('19');
    expect(await page.locator('#hp-peat-golem-2').inputValue()).toBe('232');
    await typeInto(page, '#hp-bog-lantern-2', '0');
    await page.keyboard.press('Tab');
    expect(
      await page
        .locator('[data-encounter-item="bog-lantern"] [data-hp-state]')
        .nth(1)
        .textContent(),
    ).toBe('of 38 — down');
    // printed: the stat blocks only, as cards
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-encounter-tracker]').first().isVisible()).toBe(false);
    // the stat blocks are fetched from the monsters' pages after the reload
    await expect.poll(() => page.locator('article.stat-block:visible').count()).toBe(2);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
  });

  it('shows a shared link without overwriting the reader’s own encounter', async () => {
    const page = await suite.visit('/monsters/stilt-stalker/');
    await press(page, '[data-encounter-add]');
    await page.goto(`${suite.url()}/encounter/?monsters=mire-hag-matron*2`);
    expect(await page.locator('[data-encounter-shared]').isVisible()).toBe(true);
    expect(await page.locator('[data-encounter-status]').textContent()).toBe(
      '2 monsters, 3,000 XP in all.',
    );
    const stored = await page.evaluate(() => localStorage.getItem('orcus:encounter'));
    expect(JSON.parse(stored!).groups).toEqual([{ id: 'stilt-stalker', count: 1 }]);
    await press(page, '[data-encounter-keep]');
    const kept = await page.evaluate(() => localStorage.getItem('orcus:encounter'));
    expect(JSON.parse(kept!).groups).toEqual([{ id: 'mire-hag-matron', count: 2 }]);
  });

  it('keeps the valid monsters of a corrupted encounter, and the page still works', async () => {
    const encounter = {
      groups: [
        null,
        {},
        { id: 'bog-lantern', count: 'two' },
        { id: 'no-such-monster', count: 3 },
        { id: 'peat-golem', count: 2, at: 'yesterday' },
        { id: 'stilt-stalker', count: 1.5 },
        { id: 'Bog Lantern!', count: 1 },
      ],
      hp: { 'peat-golem': ['lots', 7, 12.5], 'no-such-monster': [1] },
    };
    const page = await suite.open('/encounter/', {
      init: async (page) => {
        await page.addInitScript(
          (value) => localStorage.setItem('orcus:encounter', value),
          JSON.stringify(encounter),
        );
      },
    });
    const status = page.locator('[data-encounter-status]');
    await expect.poll(() => status.textContent()).toBe('2 monsters, 1,600 XP in all.');
    expect(await page.locator('[data-encounter-item]:visible').count()).toBe(1);
    // the bad HP is read as full; the valid one stays on its copy
    expect(await page.locator('#hp-peat-golem-1').inputValue()).toBe('232');
    expect(await page.locator('#hp-peat-golem-2').inputValue()).toBe('7');
    // and the encounter still works: one more golem is saved
    await page.locator('#count-peat-golem').fill('3');
    await page.keyboard.press('Tab');
    await expect.poll(() => status.textContent()).toBe('3 monsters, 2,400 XP in all.');
    const saved = await page.evaluate(() => localStorage.getItem('orcus:encounter'));
    // the unknown monster is dropped when the page saves
    expect(JSON.parse(saved!).groups).toEqual([{ id: 'peat-golem', count: 3 }]);
  });
});

describe('search and accessibility', () => {
  it('finds a monster by name first, as a monster', async () => {
    const page = await suite.visit('/search/');
    // A string, so the test runner does not rewrite the page's dynamic import.
    const first = (await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      const { results } = await pagefind.search('Peat Golem');
      return results[0] ? await results[0].data() : null;
    })()`)) as { url: string; filters: { kind?: string[] } } | null;
    expect(first?.url).toMatch(/\/monsters\/peat-golem\/$/);
    expect(first?.filters.kind).toEqual(['monster']);
  });

  // The monsters index of this site is checked by the layout checks (layout-checks.ts).
  it.each([
    '/monsters/mire-hag-matron/',
    '/rules/reedfolk/',
    '/encounter/?monsters=bog-lantern*2,reedling-cutter',
  ])('%s is axe clean, without sideways scrolling, at 1280 and 375 px', async (path) => {
    // One load, then the window narrowed: the page lays out by CSS alone at either width.
    const page = await suite.visit(path, { width: 1280 });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const violations = await runAxe(page);
      expect(violations, `${path} at ${width} px: ${formatViolations(violations)}`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
