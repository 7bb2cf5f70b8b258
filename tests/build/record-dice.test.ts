/**
 * Every die rollable on the generated library's site (tests/browser/library-site.ts):
 * on every record page (feats, items, traps, species, …) and every monster
 * page, the dice engine's prose finder finds no dice expression left as
 * plain text outside a `.dice` mark, the markup the site's dice widgets roll.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDice } from '../../src/dice/index.ts';
import { RECORD_FAMILIES } from '../../src/site/records.ts';
import { all, builtMain } from '../browser/built-html.ts';
import { librarySite } from '../browser/library-site.ts';

let site = '';

beforeAll(async () => {
  site = await librarySite();
}, 1_200_000);

/** Elements whose text is not read as prose: a mark already, code, and what no reader sees as text. */
const NOT_PROSE = new Set(['script', 'style', 'template', 'code', 'pre']);

/** The texts of `node` outside `.dice` marks and non-prose elements. */
function unmarkedTexts(node: Root | RootContent, out: string[] = []): string[] {
  if (node.type === 'text') out.push(node.value);
  if (node.type !== 'element' && node.type !== 'root') return out;
  if (node.type === 'element' && isSkipped(node)) return out;
  for (const child of node.children) unmarkedTexts(child, out);
  return out;
}

function isSkipped(element: Element): boolean {
  const classes = element.properties['className'];
  return NOT_PROSE.has(element.tagName) || (Array.isArray(classes) && classes.includes('dice'));
}

/** The page paths of a collection's records (`/traps/<id>/`). */
function pagesOf(collection: string): string[] {
  return readdirSync(join(site, collection), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${collection}/${entry.name}/`);
}

/** The dice left as text in the articles of the pages of `collections`, as `page: text`. */
function leftAsText(collections: readonly string[]): { pages: number; left: string[] } {
  const left: string[] = [];
  let pages = 0;
  for (const collection of collections)
    for (const path of pagesOf(collection)) {
      pages++;
      for (const article of all(builtMain(site, path), 'main article'))
        for (const text of unmarkedTexts(article))
          for (const match of findDice(text).matches) left.push(`${path}: ${match.text}`);
    }
  return { pages, left };
}

describe('library site (dice in records and stat blocks)', () => {
  it('leaves no dice expression as plain text on a record page', () => {
    const { pages, left } = leftAsText(RECORD_FAMILIES.map((family) => family.collection));
    expect(pages).toBeGreaterThan(500);
    expect(left).toEqual([]);
  });

  it('leaves no dice expression as plain text on a monster page, auras included', () => {
    const { pages, left } = leftAsText(['monsters']);
    expect(pages).toBeGreaterThan(200);
    expect(left).toEqual([]);
  });

  it('marks the damage of every trap page', () => {
    const traps = pagesOf('traps');
    expect(traps.length).toBeGreaterThan(20);
    const unmarked = traps.filter(
      (path) => all(builtMain(site, path), 'main article .dice[data-dice]').length === 0,
    );
    expect(unmarked).toEqual([]);
  });
});
