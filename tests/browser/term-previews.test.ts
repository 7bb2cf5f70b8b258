// Term previews in headless Chromium against the built site (dist/): on a touch screen the
// first tap on a term opens its preview and a second tap (or the preview's link) follows
// it; Escape and a tap elsewhere dismiss it; an action defined by a power card previews the
// card; a glossary term opens its own entry, in view.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.ts';

const suite = useSite();

const FEINT = 'main a.term-link[data-term="action-feint"]';
const feintPreview = (page: Page) => page.locator('#term-preview-action-feint');

/** A phone with a touch screen, on the Combat chapter. */
const openOnPhone = () =>
  suite.visit('/rules/combat/', { width: 375, height: 740, hasTouch: true });

describe('term previews on touch', () => {
  it('opens the preview on the first tap and follows the link on the second', async () => {
    const page = await openOnPhone();
    const link = page.locator(FEINT).first();
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect.poll(() => feintPreview(page).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/rules/combat/');
    // The preview of an action defined by a power card shows the card.
    expect(await feintPreview(page).textContent()).toMatch(/Standard Action/);

    const href = await link.getAttribute('href');
    await Promise.all([page.waitForURL(`${suite.url()}${href}`), link.tap()]);
  });

  it('dismisses with Escape and with a tap elsewhere, and follows the preview’s own link', async () => {
    const page = await openOnPhone();
    const link = page.locator(FEINT).first();
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect.poll(() => feintPreview(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await feintPreview(page).isHidden()).toBe(true);

    await link.tap();
    await expect.poll(() => feintPreview(page).isVisible()).toBe(true);
    await page.locator('main h1').tap();
    await expect.poll(() => feintPreview(page).isHidden()).toBe(true);

    await link.tap();
    const more = feintPreview(page).locator('a.term-preview-more');
    await expect.poll(() => more.isVisible()).toBe(true);
    const href = await more.getAttribute('href');
    await Promise.all([page.waitForURL(`${suite.url()}${href}`), more.tap()]);
  });

  it('still follows a term link at once with a mouse click', async () => {
    const page = await suite.visit('/rules/combat/');
    const link = page.locator(FEINT).first();
    const href = await link.getAttribute('href');
    await Promise.all([page.waitForURL(`${suite.url()}${href}`), link.click()]);
  });
});

describe('glossary entries', () => {
  it('opens a glossary term at its own entry, in view', async () => {
    const page = await suite.visit('/rules/healing/');
    const link = page.locator('main a.term-link[data-term="glossary-recovery-value"]').first();
    expect(await link.getAttribute('href')).toBe(
      '/rules/glossary-of-new-terms/#term-glossary-recovery-value',
    );
    await Promise.all([page.waitForURL(/#term-glossary-recovery-value$/), link.click()]);
    const entry = page.locator('#term-glossary-recovery-value');
    expect((await entry.textContent())?.trim()).toMatch(/^Recovery value:?$/);
    // The scroll to the fragment may settle after the load event on a busy machine.
    const top = () => entry.evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(120);
    expect(await top()).toBeGreaterThanOrEqual(0);
  });
});
