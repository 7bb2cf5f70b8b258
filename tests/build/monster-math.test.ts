/**
 * Monster math in the built library site: a deliberately deviating monster's page shows
 * its deviations under "Against its role", and the report page lists exactly the monsters
 * that the compile's `monster/role-deviation` notes name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Monster, MonsterRole } from '../../src/compiler/index.ts';
import { describeDeviation, monsterDeviations } from '../../src/compiler/helpers.ts';
import { LIBRARY_SITE, librarySite } from '../browser/library-site.ts';
import { compiledLibrary } from '../setup/compiled-once.ts';

beforeAll(() => librarySite(), 1_200_000);

const read = (path: string) => readFileSync(join(LIBRARY_SITE, path), 'utf8');
/** The page's text with the entities Astro writes decoded. */
const text = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('the monster page', () => {
  it('shows a deviating monster’s deviations against its role', () => {
    const monsters = JSON.parse(read('data/monsters.json')) as Monster[];
    const roles = JSON.parse(read('data/monster-roles.json')) as MonsterRole[];
    const deviating = monsters.find((m) => (monsterDeviations(m, roles)?.length ?? 0) > 0)!;
    const page = text(read(`monsters/${deviating.id}/index.html`));
    expect(page).toContain('Against its role');
    for (const deviation of monsterDeviations(deviating, roles)!)
      expect(page).toContain(describeDeviation(deviation));
    const matching = monsters.find((m) => monsterDeviations(m, roles)?.length === 0)!;
    expect(text(read(`monsters/${matching.id}/index.html`))).toContain('data-role-deviations="0"');
  });
});

describe('the monster math page', () => {
  it('counts every monster/role-deviation note of the compile', () => {
    const notes = compiledLibrary().diagnostics.filter((d) => d.code === 'monster/role-deviation');
    const page = read('monsters/math/index.html');
    expect(notes.length).toBeGreaterThan(0);
    expect(page).toContain(`data-deviating-monsters="${notes.length}"`);
    expect([...page.matchAll(/data-deviation-row="/g)]).toHaveLength(notes.length);
  });
});
