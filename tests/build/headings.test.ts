/**
 * Headings in the built chapter pages (the shared fixture site, whose species
 * chapter has a Kettlewick whose every trait line went into its species card):
 * a heading that would head nothing is neither rendered nor listed under
 * "On this page", and its anchor still lands (src/site/blocks.ts, headingShown).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedFixtureSite } from '../browser/fixture-site.ts';

let html = '';
beforeAll(async () => {
  const site = await sharedFixtureSite();
  html = readFileSync(join(site, 'rules/species/index.html'), 'utf8');
}, 240_000);

describe('a chapter page (species)', () => {
  it('shows the Traits heading that heads a power card, and lists it', () => {
    expect(html).toMatch(/<h3 id="mossback--mossback-traits"[^>]*>Mossback Traits/);
    expect(html).toMatch(/<a href="#mossback--mossback-traits"[^>]*>Mossback Traits<\/a>/);
  });

  it('renders no heading over nothing, lists none, and keeps its anchor', () => {
    expect(html).not.toMatch(/<h\d[^>]*>Kettlewick Traits/);
    expect(html).not.toContain('>Kettlewick Traits</a>');
    expect(html).toMatch(/<span id="kettlewick--kettlewick-traits"><\/span>/);
    // The traits are in the card before it.
    expect(html).toContain('Your touch dries wet cloth in a minute.');
  });
});
