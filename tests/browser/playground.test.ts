// The authoring playground (/playground/) in headless Chromium, served with the site's CSP:
// typing a power shows its card in its frequency's colour; a broken header shows its
// diagnostic at the right line and column, and choosing it moves the cursor there; a share
// link opened in a fresh browser context shows the same text and preview, one opened over a
// stored draft shows a notice and leaves the draft stored (on load and on a hash change alike),
// and one whose text inflates past the limit is refused with a message; everything works
// from the keyboard; axe finds nothing at desktop and phone widths. The compile runs in the
// page's Web Worker (the compiler bundled for browsers, precompiled validators under CSP).
// Needs Debian's Chromium headless shell (bash scripts/ensure-chromium.sh); fails loudly without it.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { offsetOf } from '../../src/client/playground/editor.ts';
import { PLAYGROUND_FILE } from '../../src/client/playground/protocol.ts';
import { encodeShare } from '../../src/client/playground/share-links.ts';
import { TEXT_KEY } from '../../src/client/playground/store.ts';
import { STARTER, TEMPLATES } from '../../src/client/playground/templates.ts';
import { normalizeHtml } from '../build/normalize-html.ts';
import { formatViolations, runAxe, useSite, type NewPageOptions } from './harness.ts';

const suite = useSite();

/**
 * Loads the playground and waits for the worker's first preview: as a new document in the
 * file's one tab (`visit`, storage cleared; the tab keeps Chromium's compiled scripts, the
 * worker's bundle among them, so a load costs less), or with `fresh` in a new page of a
 * cleared browser context.
 */
async function openPlayground(
  options: NewPageOptions & { hash?: string; fresh?: boolean } = {},
): Promise<Page> {
  const { hash = '', fresh = false, ...pageOptions } = options;
  const load = fresh ? suite.open : suite.visit;
  const page = await load(`/playground/${hash}`, pageOptions);
  await page.waitForFunction(() => document.documentElement.dataset['pgPreview'] !== undefined);
  return page;
}

/** Waits until the preview shows the compile of the editor's current text, its widgets wired. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { pgState, pgPreview, pgEnhanced } = document.documentElement.dataset;
    return pgState === 'ready' && pgEnhanced === pgPreview;
  });
}

/** Replaces the editor's text by typing-like input (select all, then insert as one input event). */
async function replaceText(page: Page, text: string): Promise<void> {
  await page.locator('#pg-text').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await settled(page);
}

const DAILY_POWER = `# Spells

> #### Call Lightning
>
> **Daily** **Attack** **5** (**Standard Action**) ● **Arcane, Lightning**
> **Far** burst 1 within range 10, each creature in the burst
> **Attack** Intelligence vs Reflex
> **Hit** 2d8 + Intelligence modifier lightning damage.
`;

describe('typing a power', () => {
  it('shows its card with its frequency’s colour, and a daily’s differs from an encounter’s', async () => {
    const page = await openPlayground();
    await replaceText(page, DAILY_POWER);
    const card = page.locator('#pg-preview article.power-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getAttribute('class')).toBe('power-card freq-daily');
    expect(await card.locator('.power-name').textContent()).toBe('Call Lightning');
    const colours = await page.evaluate(() => {
      const probe = document.createElement('div');
      document.body.append(probe);
      const colourOf = (name: string) => {
        probe.style.color = `var(${name})`;
        return getComputedStyle(probe).color;
      };
      const head = document.querySelector('#pg-preview .power-head')!;
      return {
        head: getComputedStyle(head).backgroundColor,
        border: getComputedStyle(head.closest('article')!).borderTopColor,
        daily: colourOf('--daily'),
        encounter: colourOf('--encounter'),
      };
    });
    expect(colours.head).toBe(colours.daily);
    expect(colours.border).toBe(colours.daily);
    expect(colours.daily).not.toBe(colours.encounter);
    // Its dice are dice widgets.
    await expect
      .poll(() => page.locator('#pg-preview .power-card button.dice-roll').count())
      .toBe(1);
    expect(await page.locator('#pg-counts').textContent()).toBe('No problems found.');
  });
});

describe('a broken power header', () => {
  const broken = DAILY_POWER.replace('**Daily** **Attack** **5**', '**Dayly** **Attack** **5**');
  const [expected] = compile([{ path: PLAYGROUND_FILE, text: broken }]).diagnostics;

  it('lists the diagnostic at its line and column, marks the line, shows the quote with it, and moves the cursor there when clicked', async () => {
    expect(expected).toMatchObject({ code: 'power/bad-header', line: 5 });
    const page = await openPlayground();
    await replaceText(page, broken);
    const item = page.locator('#pg-diagnostics li').first();
    expect(await item.locator('.pg-goto').textContent()).toBe(
      `Error at line 5:${expected!.column}, go there`,
    );
    expect(await item.locator('.pg-goto').getAttribute('data-line')).toBe('5');
    expect(await item.locator('.pg-code').textContent()).toBe('power/bad-header');
    expect(await item.locator('.pg-code').getAttribute('href')).toBe(
      '/docs/diagnostics/#powerbad-header',
    );
    expect(await item.locator('.pg-message').textContent()).toBe(expected!.message);
    expect(await item.locator('.pg-hint').textContent()).toBe(`Hint: ${expected!.hint}`);
    expect(await page.locator('#pg-counts').textContent()).toBe('1 error, 0 warnings');
    expect(await page.locator('#pg-marks .pg-band.is-error').getAttribute('data-line')).toBe('5');
    // No card: the block stays a quote in the preview, its diagnostic right after it.
    expect(await page.locator('#pg-preview article.power-card').count()).toBe(0);
    expect(await page.locator('#pg-preview blockquote').textContent()).toContain('Call Lightning');
    expect(await page.locator('#pg-preview blockquote + aside .pg-code').textContent()).toBe(
      'power/bad-header',
    );

    // Choosing the diagnostic moves the cursor to its line and column.
    await page
      .locator('#pg-text')
      .evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
    await page.locator('#pg-diagnostics .pg-goto').first().click();
    const state = await page.evaluate(() => ({
      focused: document.activeElement?.id,
      at: (document.getElementById('pg-text') as HTMLTextAreaElement).selectionStart,
    }));
    expect(state).toEqual({ focused: 'pg-text', at: offsetOf(broken, 5, expected!.column) });
  });
});

describe('a share link', () => {
  it('opened in a fresh browser context shows the same text and preview', async () => {
    const text = `${DAILY_POWER}\n${TEMPLATES.monster.text}`;
    const page = await openPlayground();
    await replaceText(page, text);
    await page.locator('#pg-share').click();
    const field = page.locator('#pg-share-url');
    await expect.poll(() => field.inputValue()).toMatch(/\/playground\/#md=[\w-]+$/);
    const url = new URL(await field.inputValue());
    const preview = await page.locator('#pg-preview').innerHTML();

    const fresh = await openPlayground({ hash: url.hash, fresh: true });
    await settled(fresh);
    expect(await fresh.locator('#pg-text').inputValue()).toBe(text);
    expect(normalizeHtml(await fresh.locator('#pg-preview').innerHTML())).toBe(
      normalizeHtml(preview),
    );
    expect(await fresh.locator('#pg-preview article.stat-block').count()).toBe(1);
    // And it is kept there: a reload without the fragment shows it again.
    await fresh.goto(`${suite.url()}/playground/`);
    await fresh.waitForFunction(() => document.documentElement.dataset['pgPreview'] !== undefined);
    expect(await fresh.locator('#pg-text').inputValue()).toBe(text);
  });
});

describe('a share link opened over a stored draft', () => {
  const DRAFT = `# My draft\n\nWork in progress.\n`;
  const SHARED = `# Their text\n\n${TEMPLATES.monster.text}`;
  const stored = (page: Page) =>
    page.evaluate((key) => localStorage.getItem(key), TEXT_KEY) as Promise<string | null>;

  /** A playground with DRAFT typed and stored. */
  async function withDraft(): Promise<Page> {
    const page = await openPlayground();
    await replaceText(page, DRAFT);
    await expect.poll(() => stored(page)).toBe(DRAFT);
    return page;
  }

  /** What the page shows and keeps once the link's text is in the editor. */
  async function seen(page: Page) {
    await settled(page);
    return {
      text: await page.locator('#pg-text').inputValue(),
      notice: await page.locator('#pg-shared').isVisible(),
      stored: await stored(page),
    };
  }
  const asked = { text: SHARED, notice: true, stored: DRAFT };

  it('shows the link’s text with a notice, keeps the draft, and brings it back on request', async () => {
    const page = await withDraft();
    const hash = `#${await encodeShare(SHARED)}`;
    await page.goto('about:blank');
    await page.goto(`${suite.url()}/playground/${hash}`);
    await expect.poll(() => page.locator('#pg-text').inputValue()).toBe(SHARED);
    expect(await seen(page)).toEqual(asked);
    expect(await page.locator('#pg-shared p').textContent()).toContain(
      'Your own draft is kept until you replace it',
    );
    await page.locator('#pg-own-draft').click();
    expect(await seen(page)).toEqual({ text: DRAFT, notice: false, stored: DRAFT });
    expect(new URL(page.url()).hash).toBe('');

    // Opened again, and this time kept.
    await page.goto('about:blank');
    await page.goto(`${suite.url()}/playground/${hash}`);
    await expect.poll(() => page.locator('#pg-shared').isVisible()).toBe(true);
    await page.locator('#pg-keep-shared').click();
    expect(await seen(page)).toEqual({ text: SHARED, notice: false, stored: SHARED });
  });

  it('behaves the same when the link opens on a tab already showing the playground (a hash change)', async () => {
    const page = await withDraft();
    await page.evaluate(async (hash) => (location.hash = hash), `#${await encodeShare(SHARED)}`);
    await expect.poll(() => page.locator('#pg-text').inputValue()).toBe(SHARED);
    expect(await seen(page)).toEqual(asked);
    // A fragment that is no share link (an anchor in the preview) changes nothing.
    await page.evaluate(
      () =>
        new Promise((handled) => {
          addEventListener('hashchange', () => setTimeout(handled), { once: true });
          location.hash = '#pg-preview-title';
        }),
    );
    expect(await seen(page)).toEqual(asked);
  });

  it('refuses a link whose text is over the limit with a message, on load and on a hash change, keeping the draft', async () => {
    // About 27,000 characters that inflate to 20 MB (the froze the tab for 4 s).
    const hash = `#${await encodeShare('a'.repeat(20 * 1024 * 1024))}`;
    const refused = /larger than 1 MiB, .*; it was not opened\. Showing your own text\.$/;
    const page = await withDraft();
    const status = () => page.locator('#pg-status').textContent();
    await page.evaluate((hash) => (location.hash = hash), hash);
    await expect.poll(status).toMatch(refused);
    expect(await seen(page)).toEqual({ text: DRAFT, notice: false, stored: DRAFT });

    await page.goto('about:blank');
    await page.goto(`${suite.url()}/playground/${hash}`);
    await expect.poll(status).toMatch(refused);
    expect(await seen(page)).toEqual({ text: DRAFT, notice: false, stored: DRAFT });
  });
});

describe('a stat block in the preview', () => {
  it('offers no "Add to encounter" (encounters hold the site’s monsters), built or compiled', async () => {
    const page = await openPlayground();
    const controls = page.locator('#pg-preview [data-encounter-controls]');
    await settled(page);
    expect(await controls.count()).toBe(1);
    expect(await controls.isVisible()).toBe(false);
    await replaceText(page, `# Marsh\n\n${TEMPLATES.monster.text}`);
    expect(await page.locator('#pg-preview article.stat-block').isVisible()).toBe(true);
    expect(await controls.count()).toBe(1);
    expect(await controls.isVisible()).toBe(false);
    // The rollers stay.
    expect(await page.locator('#pg-preview [data-monster-attack]').first().isVisible()).toBe(true);
  });
});

describe('keyboard only', () => {
  it('inserts a template, reaches the diagnostic it causes and moves the cursor there', async () => {
    const page = await openPlayground();
    expect(await page.locator('#pg-text').inputValue()).toBe(STARTER);
    // Tab to the template menu.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.id === 'pg-template')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pg-template');
    await page.keyboard.press('ArrowDown'); // Power → Monster
    expect(await page.locator('#pg-template').inputValue()).toBe('monster');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pg-insert');
    await page.keyboard.press('Enter');
    await settled(page);
    // A second Bog Lantern: two stat blocks, and a duplicate-id warning.
    expect(await page.locator('#pg-preview article.stat-block').count()).toBe(2);
    const goto = page.locator('#pg-diagnostics .pg-goto').first();
    const line = Number(await goto.getAttribute('data-line'));
    const column = Number(await goto.getAttribute('data-column'));
    expect(line).toBeGreaterThan(1);
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      if (await goto.evaluate((button) => button === document.activeElement)) break;
    }
    expect(await goto.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const text = await page.locator('#pg-text').inputValue();
    expect(
      await page.evaluate(() => ({
        focused: document.activeElement?.id,
        at: (document.getElementById('pg-text') as HTMLTextAreaElement).selectionStart,
      })),
    ).toEqual({ focused: 'pg-text', at: offsetOf(text, line, column) });
    // Tab leaves the editor (no keyboard trap).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('pg-text');
  });
});

describe('accessibility and layout', () => {
  it.each([
    [1280, 'sets the panes side by side', true],
    [375, 'stacks the panes', false],
  ] as const)(
    'axe finds no violation at %i px, with diagnostics shown, and it %s without scrolling sideways',
    async (width, _, sideBySide) => {
      const page = await openPlayground({ width });
      const [editor, preview] = await Promise.all(
        ['#pg-editor-title', '#pg-preview-title'].map((s) =>
          page.locator(s).evaluate((h) => h.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      expect(preview!.top === editor!.top, `${width} px`).toBe(sideBySide);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      await replaceText(page, STARTER.replace('**Encounter** **Attack** **3**', '**Sometimes**'));
      expect(await page.locator('#pg-diagnostics li').count()).toBeGreaterThan(0);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      await page.screenshot({ path: `.scratch/playground-${width}.png` });
    },
  );
});
