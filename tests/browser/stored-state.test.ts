/**
 * Corrupted browser storage: character, deck, encounter, theme and roll-log values that
 * are not what the site wrote (`[null]`, `[{}]`, a non-date time, wrong
 * types) are dropped, valid ones kept, and no page shows an error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.ts';

const suite = useSite();

const goodRoll = {
  kind: 'dice',
  formula: '2d6',
  resolved: '2d6',
  dice: [
    { sides: 6, value: 3 },
    { sides: 6, value: 4 },
  ],
  total: 7,
  source: 'Kept Roll',
  notes: [],
  at: Date.UTC(2026, 0, 1, 12),
};

/** Every stored value a broken extension, an old version or a curious user could leave. */
const corrupt: Record<'local' | 'session', Record<string, string>>[] = [
  {
    local: {
      'orcus:character': '[null]',
      'orcus:deck': '[null]',
      'orcus:encounter': '[null]',
      theme: '[null]',
    },
    session: { 'orcus:rolls': '[null]' },
  },
  {
    local: {
      'orcus:character': '[{}]',
      'orcus:deck': '[{}]',
      'orcus:encounter': '[{}]',
      theme: '{}',
    },
    session: { 'orcus:rolls': '[{}]' },
  },
  {
    local: {
      'orcus:character': '{"level":"high","scores":[null],"weaponDie":{}}',
      'orcus:deck': '{"powers":"grapple"}',
      'orcus:encounter': '{"groups":{"id":"peat-golem"},"hp":[null]}',
      theme: 'sepia',
    },
    session: {
      'orcus:rolls': JSON.stringify([
        { ...goodRoll, at: 'yesterday' },
        { ...goodRoll, at: 1e300 },
        { ...goodRoll, notes: null },
        { ...goodRoll, dice: [{ sides: '6' }] },
        { ...goodRoll, kind: 'boom' },
        { ...goodRoll, kind: 'attack', outcome: 'maybe' },
        { ...goodRoll, kind: 'save', outcome: null },
        goodRoll,
      ]),
    },
  },
  {
    local: { 'orcus:character': '{', 'orcus:deck': 'nope', 'orcus:encounter': '{' },
    session: { 'orcus:rolls': '{' },
  },
];

/**
 * Opens a page whose every load starts with `storage` (an init script sets the
 * values before the site's scripts run), at `path` if given.
 */
async function openWith(
  path: string | undefined,
  storage: (typeof corrupt)[number],
): Promise<Page> {
  return suite.open(path, {
    init: async (page) => {
      await page.addInitScript((values) => {
        for (const [key, value] of Object.entries(values.local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(values.session))
          sessionStorage.setItem(key, value);
      }, storage);
    },
  });
}

describe('stored state (validated when read)', () => {
  it.each(corrupt.map((storage, index) => [index, storage] as const))(
    'drops bad values without an error on the page, and keeps a valid roll with its time (case %i)',
    async (_, storage) => {
      // One page loads the four paths in turn; each load starts from the stored values
      // again, whatever the page before wrote back.
      const page = await openWith(undefined, storage);
      for (const path of ['/powers/', '/deck/', '/encounter/', '/rules/conditions/']) {
        await page.goto(suite.url() + path);
        await page.locator('[data-roll-log-toggle]').waitFor({ state: 'visible' });
        const kept = storage.session['orcus:rolls']?.includes('Kept Roll') ? 1 : 0;
        expect(await page.locator('[data-roll-log-count]').textContent()).toBe(`(${kept})`);
        await page.locator('[data-roll-log-toggle]').click();
        const entries = page.locator('[data-roll-log-list] > li');
        expect(await entries.count()).toBe(kept);
        if (kept) {
          // the valid roll is kept, with its time
          expect(await entries.locator('.roll-entry-source').textContent()).toContain('Kept Roll');
          expect(await entries.locator('time').getAttribute('datetime')).toBe(
            '2026-01-01T12:00:00.000Z',
          );
        }
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(
          undefined,
        );
        // the character panel opens with empty fields, the page keeps working
        await page.locator('.roll-log-toggle').click();
        if (path === '/encounter/')
          expect(await page.locator('[data-encounter-status]').textContent()).toBe(
            '0 monsters, 0 XP in all.',
          );
      }
    },
  );
});
