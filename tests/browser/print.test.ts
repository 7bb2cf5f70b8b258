// Printing, in print emulation on the shared fixture site (tests/browser/fixture-site.ts: the
// bundled rulebook, the other fixtures and one of powers longer and wider than a card,
// tests/browser/fixtures/print, with a chapter of its own): every card face is
// 2.5 × 3.5 in and holds its content (height and width), nine to a sheet, no word of a power
// lost across its continuation cards; without JavaScript the cards grow instead of clipping;
// chapters print without chrome; and `npm run pdf` writes both PDFs (tests/browser/pdf.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_TYPE_STEPS_PT, FACES_PER_SHEET } from '../../src/client/print-cards.ts';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { useSite } from './harness.ts';

/** The ids of every power of the site, from its data (the bundled rulebook's and the fixtures'). */
let powerIds: string[] = [];
beforeAll(async () => {
  await sharedFixtureSite();
  const powers = JSON.parse(readFileSync(join(SHARED_SITE, 'data/powers.json'), 'utf8')) as {
    id: string;
  }[];
  powerIds = powers.map((power) => power.id);
}, 240_000);

const suite = useSite(SHARED_SITE);

const PX_PER_IN = 96;
const LONG = 'endless-litany-of-the-drowned-choir';
const LONG_NAME = 'Endless Litany of the Drowned Choir';

/** What one printed face holds and how far its content reaches (CSS px, page coordinates). */
interface Face {
  power: string;
  sheet: number;
  continued: boolean;
  title: string;
  box: { left: number; top: number; width: number; height: number };
  /** The extent of every text line and element inside the face. */
  content: { left: number; top: number; right: number; bottom: number };
  scroll: { width: number; height: number; clientWidth: number; clientHeight: number };
  fontPt: number;
  /** The face's words, without the continuation title and the "continued" marker. */
  words: string[];
}

/** Prints as the print dialog does (print media, then `beforeprint`) and measures every face. */
async function printFaces(page: Page): Promise<{ faces: Face[]; cards: Map<string, string[]> }> {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await page.locator('html[data-print-sheets="ready"]').waitFor({ state: 'attached' });
  const result = await page.evaluate(() => {
    const words = (node: Node) => (node.textContent ?? '').split(/\s+/).filter(Boolean);
    const sheets = [...document.querySelectorAll('.print-sheets .print-sheet')];
    const faces = [...document.querySelectorAll<HTMLElement>('.print-sheets .print-face')].map(
      (face) => {
        const box = face.getBoundingClientRect();
        const content = { left: box.right, top: box.bottom, right: box.left, bottom: box.top };
        const grow = (r: DOMRect) => {
          if (r.width === 0 && r.height === 0) return;
          content.left = Math.min(content.left, r.left);
          content.top = Math.min(content.top, r.top);
          content.right = Math.max(content.right, r.right);
          content.bottom = Math.max(content.bottom, r.bottom);
        };
        for (const element of face.querySelectorAll('*')) grow(element.getBoundingClientRect());
        const walker = document.createTreeWalker(face, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) grow(rect);
        }
        const copy = face.cloneNode(true) as HTMLElement;
        for (const extra of copy.querySelectorAll('.print-continued-title, .print-more'))
          extra.remove();
        return {
          power: face.dataset['power'] ?? '',
          sheet: sheets.indexOf(face.closest('.print-sheet')!),
          continued: face.classList.contains('print-continued'),
          title: face.querySelector('.print-continued-title')?.textContent ?? '',
          box: { left: box.left, top: box.top, width: box.width, height: box.height },
          content,
          scroll: {
            width: face.scrollWidth,
            height: face.scrollHeight,
            clientWidth: face.clientWidth,
            clientHeight: face.clientHeight,
          },
          fontPt: Math.round(((parseFloat(getComputedStyle(face).fontSize) * 72) / 96) * 100) / 100,
          words: words(copy),
        };
      },
    );
    // The words of each card as the page shows it, without its controls.
    const cards = [...document.querySelectorAll<HTMLElement>('article.power-card[data-power]')]
      .filter((card) => !card.closest('[hidden], .print-sheets'))
      .map((card) => {
        const copy = card.cloneNode(true) as HTMLElement;
        for (const omit of copy.querySelectorAll('[data-print-omit]')) omit.remove();
        return [card.dataset['power']!, words(copy)] as const;
      });
    return { faces, cards };
  });
  return { faces: result.faces, cards: new Map(result.cards) };
}

/** Every face is poker size and holds its content, both ways; the type is never below 6.5 pt. */
function expectFacesFit(faces: Face[]): void {
  const min = Math.min(...CARD_TYPE_STEPS_PT);
  for (const face of faces) {
    const what = `${face.power}${face.continued ? ' (continued)' : ''}`;
    expect(face.box.width, what).toBeCloseTo(2.5 * PX_PER_IN, 0);
    expect(face.box.height, what).toBeCloseTo(3.5 * PX_PER_IN, 0);
    expect(face.scroll.height, `${what}: content height`).toBeLessThanOrEqual(
      face.scroll.clientHeight + 1,
    );
    expect(face.scroll.width, `${what}: content width`).toBeLessThanOrEqual(
      face.scroll.clientWidth + 1,
    );
    expect(face.content.bottom, `${what}: bottom`).toBeLessThanOrEqual(
      face.box.top + face.box.height + 0.5,
    );
    expect(face.content.right, `${what}: right`).toBeLessThanOrEqual(
      face.box.left + face.box.width + 0.5,
    );
    expect(face.content.left, `${what}: left`).toBeGreaterThanOrEqual(face.box.left - 0.5);
    expect(face.fontPt, what).toBeGreaterThanOrEqual(min - 0.01);
  }
}

/** The faces of each card, in order, hold exactly the card's words. */
function expectNoWordLost(faces: Face[], cards: Map<string, string[]>): void {
  expect(new Set(faces.map((f) => f.power))).toEqual(new Set(cards.keys()));
  for (const [id, words] of cards) {
    const own = faces.filter((f) => f.power === id);
    expect(own[0]!.continued, id).toBe(false);
    expect(
      own.slice(1).every((f) => f.continued),
      id,
    ).toBe(true);
    expect(
      own.flatMap((f) => f.words),
      id,
    ).toEqual(words);
  }
}

describe('printing cards', () => {
  it('prints every card of the powers page, nine 2.5 × 3.5 in faces a sheet, fitted, nothing lost', async () => {
    const page = await suite.visit('/powers/');
    // the index lists rows: each card is shown on demand
    const toggles = page.locator('button[data-card-toggle]');
    for (const toggle of await toggles.all()) await toggle.click();
    await expect
      .poll(() => page.locator('[data-power-rows] article.power-card').count())
      .toBe(await toggles.count());
    const { faces, cards } = await printFaces(page);
    // every power of the site: the rulebook's, the print fixture's and the other fixtures'
    expect(new Set(cards.keys())).toEqual(new Set(powerIds));
    for (const id of [LONG, 'short-whisper', 'grapple']) expect(powerIds).toContain(id);
    expectFacesFit(faces);
    expectNoWordLost(faces, cards);

    // Nine to a sheet, in order, on as few sheets as they need.
    const sheets = Math.ceil(faces.length / FACES_PER_SHEET);
    expect(faces.map((f) => f.sheet)).toEqual(faces.map((_, i) => Math.floor(i / FACES_PER_SHEET)));
    expect(Math.max(...faces.map((f) => f.sheet)) + 1).toBe(sheets);

    // The long power shrinks to the minimum, then continues on cards that say so.
    const long = faces.filter((f) => f.power === LONG);
    expect(long.length).toBeGreaterThanOrEqual(3);
    expect(long.map((f) => f.fontPt)).toEqual(long.map(() => 6.5));
    for (const face of long.slice(1)) expect(face.title).toBe(`${LONG_NAME} (continued)`);
    const lastWords = long.at(-1)!.words.join(' ');
    expect(lastWords).toContain('the lake gives back what it took.');
    // The unbreakable 70-character word and the long formula wrap inside the face (width checked above).
    expect(long.flatMap((f) => f.words).join(' ')).toContain(
      'Strength/Dexterity/Constitution/Intelligence/Wisdom/Charisma-based-checks',
    );
    // A short card keeps the largest type on one face.
    const short = faces.filter((f) => f.power === 'short-whisper');
    expect(short.map((f) => [f.fontPt, f.continued])).toEqual([[7.5, false]]);
    // The bundled cards the issue found cut off: Deter and Grapple now fit, whole.
    for (const id of ['deter', 'grapple', 'basic-ranged-attack'])
      expect(faces.filter((f) => f.power === id).length, id).toBeGreaterThanOrEqual(1);

    // In print only the sheets show: no header, filters or buttons.
    for (const selector of ['.site-header', '[data-filter-form]', '[data-deck-controls]', 'main'])
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    const colour = await page
      .locator(`.print-sheets .print-face[data-power="${LONG}"] .power-head`)
      .first()
      .evaluate((head) => [
        getComputedStyle(head).backgroundColor,
        getComputedStyle(head).printColorAdjust,
      ]);
    expect(colour).toEqual(['rgb(31, 61, 120)', 'exact']); // daily dark blue, kept in print

    // After printing the sheets are gone.
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    expect(await page.locator('.print-sheets').count()).toBe(0);
  });

  it('prints the deck’s cards only, in deck order, from the Print cards button', async () => {
    const page = await suite.open(`/deck/?powers=grapple,${LONG},shove`, {
      init: async (p) => {
        await p.addInitScript(() => {
          // the print dialog cannot open headless: record the call and print as the dialog would
          window.print = () => {
            document.documentElement.dataset['printed'] = 'yes';
            dispatchEvent(new Event('beforeprint'));
          };
        });
      },
    });
    const button = page.getByRole('button', { name: 'Print cards' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.locator('html[data-printed="yes"]').waitFor({ state: 'attached' });
    const { faces, cards } = await printFaces(page);
    expect([...cards.keys()]).toEqual(['grapple', LONG, 'shove']);
    expect([...new Set(faces.map((f) => f.power))]).toEqual(['grapple', LONG, 'shove']);
    expectFacesFit(faces);
    expectNoWordLost(faces, cards);
  });

  it('has a Print cards button on the powers page that prints the filtered cards', async () => {
    const page = await suite.open('/powers/?frequency=daily', {
      init: async (p) => {
        await p.addInitScript(() => {
          // the print dialog cannot open headless: record the call and print as the dialog would
          window.print = () => {
            document.documentElement.dataset['printed'] = 'yes';
            dispatchEvent(new Event('beforeprint'));
          };
        });
      },
    });
    // The rows the filter shows: the dailies (the long power among them), no other.
    const shown = await page
      .locator('[data-power-rows] > li:visible')
      .evaluateAll((all) => all.map((row) => (row as HTMLElement).dataset['powerRow']!));
    expect(shown).toContain(LONG);
    expect(shown).not.toContain('short-whisper');
    expect(shown.length).toBeLessThan(powerIds.length);
    await page.getByRole('button', { name: 'Print cards' }).click();
    // The button prints once every shown card is fetched and open.
    await page.locator('html[data-printed="yes"]').waitFor({ state: 'attached' });
    const { faces, cards } = await printFaces(page);
    expect([...cards.keys()]).toEqual(shown);
    expect(new Set(faces.map((f) => f.power))).toEqual(new Set(shown));
  });

  it('without JavaScript prints a power page’s card whole, within the page, never clipped', async () => {
    // The powers index lists rows and shows cards on demand; without JavaScript each card is
    // reached (and printed) on its own page.
    for (const id of [LONG, 'short-whisper', 'grapple']) {
      const page = await suite.open(`/powers/${id}/`, { javaScriptEnabled: false });
      await page.emulateMedia({ media: 'print' });
      const card = await page.locator('article.power-card').evaluate((card) => {
        const box = card.getBoundingClientRect();
        return {
          id: (card as HTMLElement).dataset['power'],
          width: box.width,
          right: box.right,
          scrollHeight: card.scrollHeight,
          clientHeight: card.clientHeight,
          scrollWidth: card.scrollWidth,
          clientWidth: card.clientWidth,
          overflow: getComputedStyle(card).overflowY,
        };
      });
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(card.id).toBe(id);
      expect(card.overflow, id).toBe('visible');
      expect(card.scrollHeight, id).toBeLessThanOrEqual(card.clientHeight + 1);
      expect(card.scrollWidth, id).toBeLessThanOrEqual(card.clientWidth + 1);
      expect(card.right, id).toBeLessThanOrEqual(pageWidth);
      expect(await page.locator('.site-header').isVisible(), id).toBe(false);
      await page.close();
    }
  });
});

describe('the stress powers on screen', () => {
  it('keep /powers/ and their chapter within the window at 375 and 1280 px (long words and formulas wrap)', async () => {
    for (const path of ['/powers/', `/powers/${LONG}/`, '/rules/printing-stress-test/']) {
      // One load, then the window widened: the page lays out by CSS alone at either width.
      const page = await suite.visit(path, { width: 375 });
      if (path === '/powers/') {
        // The index lists rows: open the stress power's card (its row's Card button).
        await page.locator(`button[data-card-toggle="${LONG}"]`).click();
        await page.locator(`[data-power-row="${LONG}"] article.power-card`).waitFor();
      }
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // Every card's text stays inside the window (a page may clip what overflows, so the
        // page's scroll width alone would not tell).
        const overflow = await page.evaluate(() => {
          const beyond: string[] = [];
          for (const card of document.querySelectorAll('.power-card')) {
            for (const node of card.querySelectorAll('*')) {
              const right = node.getBoundingClientRect().right;
              if (right > document.documentElement.clientWidth + 0.5)
                beyond.push(`${card.id} ${node.tagName}.${node.className} ${Math.round(right)}`);
            }
          }
          return {
            cards: document.querySelectorAll('.power-card').length > 0,
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            beyond: beyond.slice(0, 5),
          };
        });
        expect(overflow, `${path} at ${width} px`).toEqual({ cards: true, page: 0, beyond: [] });
      }
    }
  });
});

describe('printing a chapter', () => {
  it('prints the text only: no chrome, anchors, contents or buttons; headings kept with what follows', async () => {
    const page = await suite.visit('/rules/actions-in-combat/');
    await page.locator('button.dice-roll').first().waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    for (const selector of [
      '.site-header',
      '.site-footer',
      '.chapter-nav',
      '.toc',
      '.heading-anchor',
      '.chapter-pager',
      '[data-character-toggle]',
      '[data-attack-roller]',
    ]) {
      const shown = await page
        .locator(selector)
        .evaluateAll((all) => all.filter((e) => (e as HTMLElement).checkVisibility()).length);
      expect(shown, selector).toBe(0);
    }
    const breaks = await page.evaluate(() => ({
      headings: [...document.querySelectorAll('main :is(h2, h3, h4)')].map(
        (h) => getComputedStyle(h).breakAfter,
      ),
      blocks: [...document.querySelectorAll('main :is(table, .power-card)')].map(
        (b) => getComputedStyle(b).breakInside,
      ),
    }));
    expect(breaks.headings.length).toBeGreaterThan(3);
    expect(new Set(breaks.headings)).toEqual(new Set(['avoid']));
    expect(breaks.blocks.length).toBeGreaterThan(0);
    expect(new Set(breaks.blocks)).toEqual(new Set(['avoid']));
  });

  it('prints the address of links to other sites, not of links inside the book', async () => {
    const page = await suite.visit('/rules/printing-stress-test/');
    await page.emulateMedia({ media: 'print' });
    const after = (href: string) =>
      page
        .locator(`main a[href="${href}"]`)
        .first()
        .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(await after('https://example.org/orcus-srd')).toBe('" (https://example.org/orcus-srd)"');
    expect(await after('/rules/combat/')).toBe('none');
  });
});
