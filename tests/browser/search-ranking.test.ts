// Search ranking over the realistic corpus: the generated library (five books and their
// companions, about 1,800 pages: tests/browser/library-site.ts), searched in headless
// Chromium as a reader searches it, through the search page. Each query names one thing
// the corpus holds (scripts/lib/corpus/: its conditions, actions, rules sections,
// records, and the 4e names of its monster ranks) and the page or section that answers
// it; the first result must be right for at least 90% of them, and one of the first
// three for at least 97%. The misses are printed. And the index holds every label apart
// from its text ("Hit The target", never "HitThe target").

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';
import { submitSearch } from './search-page.ts';

beforeAll(() => librarySite(), 1_200_000);
const suite = useSite(LIBRARY_SITE);

/** What a query is of. */
type QueryKind = 'condition' | 'action' | 'rule' | 'record' | 'synonym';

/**
 * A known-item query: what a reader types and the link that answers it: one,
 * one of several, or any of a pattern (a heading every bond or class has).
 */
interface KnownItem {
  kind: QueryKind;
  query: string;
  expected: string | readonly string[] | RegExp;
}

/** Whether `link` answers `item`. */
function answers(item: KnownItem, link: string): boolean {
  const { expected } = item;
  return expected instanceof RegExp ? expected.test(link) : [expected].flat().includes(link);
}

/** The known items, from the library's text (seed 1: the same corpus every run). */
const QUERIES: readonly KnownItem[] = [
  // The Conditions chapter of the rulebook (rules.ts › conditionsAndSkills).
  { kind: 'condition', query: 'Ulwyned', expected: '/rules/conditions/#ulwyned' },
  { kind: 'condition', query: 'Tortored', expected: '/rules/conditions/#tortored' },
  { kind: 'condition', query: 'sarhaled', expected: '/rules/conditions/#sarhaled' },
  { kind: 'condition', query: 'Belzaned', expected: '/rules/conditions/#belzaned' },
  { kind: 'condition', query: 'Elmared', expected: '/rules/conditions/#elmared' },
  { kind: 'condition', query: 'Sarjosed', expected: '/rules/conditions/#sarjosed' },
  { kind: 'condition', query: 'Pelsared', expected: '/rules/conditions/#pelsared' },
  { kind: 'condition', query: 'Dungarduned', expected: '/rules/conditions/#dungarduned' },
  // Actions in Combat (rules.ts › combatActionsChapter) and the vehicles' New Actions.
  {
    kind: 'action',
    query: 'Sarelsar Charge',
    expected: '/rules/actions-in-combat/#sarelsar-charge-standard-action',
  },
  {
    kind: 'action',
    query: 'Tortorfen Guard',
    expected: '/rules/actions-in-combat/#tortorfen-guard-standard-action',
  },
  {
    kind: 'action',
    query: 'torjos dash',
    expected: '/rules/actions-in-combat/#torjos-dash-standard-action',
  },
  {
    kind: 'action',
    query: 'Beljossar Rally',
    expected: '/rules/actions-in-combat/#beljossar-rally-standard-action',
  },
  {
    kind: 'action',
    query: 'Quinsar Charge',
    expected: '/rules/actions-in-combat/#quinsar-charge-move-action',
  },
  { kind: 'action', query: 'Elor Guard', expected: '/rules/actions-in-combat/#elor-guard-na' },
  {
    kind: 'action',
    query: 'Ashsarash Dash',
    expected: '/rules/actions-in-combat/#ashsarash-dash-special',
  },
  {
    kind: 'action',
    query: 'Quinirash Rally',
    expected: '/rules/actions-in-combat/#quinirash-rally-various-actions',
  },
  {
    kind: 'action',
    query: 'Sideswipe',
    expected: '/rules/vehicles/#new-actions--sideswipe-standard-action',
  },
  {
    kind: 'action',
    query: 'Bail Out',
    expected: '/rules/vehicles/#new-actions--bail-out-move-action',
  },
  // Rules sections: skills, species, challenges, chapters.
  { kind: 'rule', query: 'Cororfencraft', expected: '/rules/skills/#cororfencraft-str' },
  { kind: 'rule', query: 'Ulwyncraft', expected: '/rules/skills/#ulwyncraft-str' },
  {
    kind: 'rule',
    query: 'Corkelquin at Sea',
    expected: '/rules/extended-challenges/#corkelquin-at-sea',
  },
  { kind: 'rule', query: 'Ancestry Traits', expected: '/rules/species/#ancestry-traits' },
  { kind: 'rule', query: 'Grueling Traits', expected: '/rules/species/#grueling--grueling-traits' },
  { kind: 'rule', query: 'New Actions', expected: '/rules/vehicles/#new-actions' },
  { kind: 'rule', query: 'Conditions', expected: '/rules/conditions/' },
  { kind: 'rule', query: 'Actions in Combat', expected: '/rules/actions-in-combat/' },
  { kind: 'rule', query: 'Skills', expected: '/rules/skills/' },
  { kind: 'rule', query: 'Bonds', expected: '/rules/bonds/' },
  // Headings of common words, which many records contain: any bond's or class's will do.
  { kind: 'rule', query: 'Requirements', expected: '/rules/bonds/#jarl-lodge--requirements' },
  { kind: 'rule', query: 'Favor', expected: /^\/rules\/bonds\/#[a-z-]+--favor$/ },
  { kind: 'rule', query: 'Moving On', expected: /^\/rules\/bonds\/#[a-z-]+--moving-on$/ },
  { kind: 'rule', query: 'Properties', expected: /^\/rules\/bonds\/#[a-z-]+--properties$/ },
  { kind: 'rule', query: 'Talents', expected: /^\/rules\/[a-z-]+\/#features--talents$/ },
  { kind: 'rule', query: 'Dualclass', expected: /^\/rules\/[a-z-]+\/#features--dualclass$/ },
  { kind: 'rule', query: 'Epic powers', expected: /^\/rules\/[a-z-]+\/#epic-powers$/ },
  { kind: 'rule', query: 'Legal', expected: /^\/rules\/legal(-\d)?\/$/ },
  { kind: 'rule', query: 'Vehicles', expected: /^\/rules\/vehicles(-2)?\/$/ },
  {
    kind: 'rule',
    query: 'Extended Challenges',
    expected: /^\/rules\/extended-challenges(-2)?\/$/,
  },
  // Chapters named by words that thousands of pages contain.
  { kind: 'rule', query: 'Species', expected: '/rules/species/' },
  { kind: 'rule', query: 'Magic Items', expected: '/rules/magic-items/' },
  { kind: 'rule', query: 'Feats', expected: '/rules/feats/' },
  { kind: 'rule', query: 'Deities', expected: '/rules/deities/' },
  // Records: each on its own page (or, for a record the rules define, that section).
  { kind: 'record', query: 'Ashen Cascade', expected: '/powers/ashen-cascade/' },
  { kind: 'record', query: 'Binding Mark', expected: '/powers/binding-mark/' },
  { kind: 'record', query: 'Dusk Ward', expected: '/powers/dusk-ward/' },
  {
    kind: 'record',
    query: 'Lashing Resolve',
    expected: ['/feats/lashing-resolve/', '/rules/feats/#lashing-resolve'],
  },
  { kind: 'record', query: 'Ashen Reflexes', expected: '/feats/ashen-reflexes/' },
  {
    kind: 'record',
    query: 'Gleaming Sash',
    expected: ['/items/gleaming-sash/', '/rules/magic-items/#consumable-items--gleaming-sash'],
  },
  {
    kind: 'record',
    query: 'Iron Cloak',
    expected: ['/items/iron-cloak/', '/rules/magic-items/#waist-items--iron-cloak'],
  },
  {
    kind: 'record',
    query: 'Frost Lattice',
    expected: ['/arts/frost-lattice/', '/rules/arts/#endure--frost-lattice'],
  },
  {
    kind: 'record',
    query: 'Jagged Lattice',
    expected: ['/arts/jagged-lattice/'],
  },
  {
    kind: 'record',
    query: 'Varnling',
    expected: ['/species/varnling/', '/rules/species/#varnling'],
  },
  { kind: 'record', query: 'Delnborn', expected: '/cruxes/delnborn/' },
  { kind: 'record', query: 'Deln Reaver', expected: '/paths/deln-reaver/' },
  { kind: 'record', query: 'Deln Pit', expected: '/traps/deln-pit/' },
  { kind: 'record', query: 'Eltha', expected: '/deities/eltha/' },
  { kind: 'record', query: 'Art of the Mirrow', expected: '/disciplines/art-of-the-mirrow/' },
  { kind: 'record', query: 'Keeps the Brisk Path', expected: '/feat-paths/keeps-the-brisk-path/' },
  { kind: 'record', query: 'Hexweaver', expected: '/classes/hexweaver/' },
  { kind: 'record', query: 'Ashen Fang 3', expected: '/monsters/ashen-fang-3/' },
  // The game's names for 4e's monster ranks (search-synonyms.ts): solo → boss, minion → mook.
  { kind: 'synonym', query: 'solo artillery', expected: '/monsters/verdant-mark-4/' },
  { kind: 'synonym', query: 'solo brute', expected: '/monsters/quiet-chant-8/' },
  { kind: 'synonym', query: 'solo wrecker', expected: '/monsters/storm-rebuke/' },
  { kind: 'synonym', query: 'level 9 minion lurker', expected: '/monsters/jagged-bolt-5/' },
];

/** Where a query's answer came: its rank (1 is first), or undefined beyond the page's list. */
interface Outcome {
  item: KnownItem;
  rank: number | undefined;
  top: string[];
}

/** The search page's hits for `query` (their links, best first), typed into one search page. */
async function hitLinks(query: string): Promise<string[]> {
  const results = await submitSearch(await suite.shared('/search/'), query);
  return results
    .locator('.search-hit a.hit-title')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The text Pagefind indexed of each page (its fragment files: gzipped, after a signature). */
function indexedTexts(site: string): { url: string; content: string }[] {
  const dir = join(site, 'pagefind', 'fragment');
  return readdirSync(dir).map((file) => {
    const text = gunzipSync(readFileSync(join(dir, file))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
  });
}

describe('the index of the generated library', () => {
  it('keeps every label apart from its text: no word joins a small letter to a capital', () => {
    // The corpus's words are capitalized at most at their start: "HitThe", "DivineRadiant"
    // (a card's tags), "LevelNameBonus" (a table's header) are labels fused with what follows.
    // The books' weapon dice ("2dW") are the one exception.
    const fused = indexedTexts(LIBRARY_SITE).flatMap(({ url, content }) =>
      [...content.matchAll(/\S*\p{Ll}\p{Lu}\S*/gu)]
        .map(([word]) => word)
        .filter((word) => !/^\d*dW\b/.test(word))
        .map((word) => `${url}: ${word}`),
    );
    expect(fused.slice(0, 20), `${fused.length} fused words`).toEqual([]);
  });
});

describe('search over the generated library', () => {
  it('has at least 40 known-item queries, of every kind', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    const kinds: QueryKind[] = ['condition', 'action', 'rule', 'record', 'synonym'];
    for (const kind of kinds)
      expect(
        QUERIES.filter((item) => item.kind === kind).length,
        `${kind} queries`,
      ).toBeGreaterThanOrEqual(3);
  });

  it('puts the right result first for ≥ 90% of the queries, in the first three for ≥ 97%', async () => {
    const outcomes: Outcome[] = [];
    for (const item of QUERIES) {
      const links = await hitLinks(item.query);
      const index = links.findIndex((link) => answers(item, link));
      outcomes.push({ item, rank: index === -1 ? undefined : index + 1, top: links.slice(0, 3) });
    }
    const share = (within: number) =>
      outcomes.filter(({ rank }) => rank !== undefined && rank <= within).length / outcomes.length;
    const misses = outcomes
      .filter(({ rank }) => rank !== 1)
      .map(
        ({ item, rank, top }) =>
          `${item.kind} “${item.query}”: ${String(item.expected)} at ${rank ?? 'no'} rank; first: ${top.join(', ')}`,
      );
    if (misses.length > 0) console.log(`Search misses:\n${misses.join('\n')}`);
    expect(share(1), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(share(3), misses.join('\n')).toBeGreaterThanOrEqual(0.97);
  }, 600_000);
});
