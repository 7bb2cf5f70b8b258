/**
 * The playground renders cards with src/site/render/ (its worker cannot run
 * Astro components); the chapter pages render them with the components. On
 * the bundled rulebook, every power card, deity card and rule table the build
 * wrote is the same HTML as the renderers give for the same, equally linked,
 * data; and the playground's preview of its example (every block kind,
 * monsters and records included) is the HTML its page was built with, by the
 * components.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { compile, type Term } from '../../src/compiler/index.ts';
import { renderPreview } from '../../src/client/playground/preview.ts';
import { PLAYGROUND_FILE } from '../../src/client/playground/protocol.ts';
import { STARTER } from '../../src/client/playground/templates.ts';
import { readContent } from '../../src/io/read-content.ts';
import { renderDeityCard, renderRuleTable } from '../../src/site/render/cards.ts';
import { renderPowerCard } from '../../src/site/render/power-card.ts';
import { Linker } from '../../src/site/rich.ts';
import { blockAnchor, chapterUrl } from '../../src/site/urls.ts';
import { normalizeHtml } from './normalize-html.ts';

const dist = join(import.meta.dirname, '../../dist');
const { data } = compile(await readContent(['content']));

/** The elements of a built page's HTML that match `test`, as HTML. */
function builtElements(url: string, test: (el: Element) => boolean): Element[] {
  const tree = fromHtml(readFileSync(join(dist, url, 'index.html'), 'utf8'));
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}

const chapterOf = (section: string) => chapterUrl(section.split('/')[0]!);
const headingLevel = (card: Element) => {
  let level = 0;
  visit(card, 'element', (node: Element) => {
    if (!level && /^h[2-6]$/.test(node.tagName)) level = Number(node.tagName[1]);
  });
  return level;
};

describe('renderPowerCard', () => {
  it('gives the HTML of every power card on the chapter pages', () => {
    expect(data.powers.length).toBeGreaterThan(5);
    for (const power of data.powers) {
      const id = blockAnchor('power', power.id);
      const [card] = builtElements(chapterOf(power.section), (el) => el.properties['id'] === id);
      expect(card, power.id).toBeDefined();
      const linked = new Linker(data).power(power);
      const rendered = renderPowerCard(linked, { headingLevel: headingLevel(card!), id });
      expect(normalizeHtml(rendered), power.id).toBe(normalizeHtml(toHtml(card!)));
    }
  });
});

describe('renderDeityCard', () => {
  it('gives the HTML of every deity card on the chapter pages', () => {
    expect(data.deities.length).toBeGreaterThan(5);
    for (const deity of data.deities) {
      const [card] = builtElements(
        chapterOf(deity.section),
        (el) => el.tagName === 'article' && el.properties['dataDeity'] === deity.id,
      );
      expect(card, deity.id).toBeDefined();
      const rendered = renderDeityCard(new Linker(data).deity(deity), { full: true });
      expect(normalizeHtml(rendered), deity.id).toBe(normalizeHtml(toHtml(card!)));
    }
  });
});

describe('renderRuleTable', () => {
  it('gives the HTML of every table on the chapter pages', () => {
    expect(data.tables.length).toBeGreaterThan(3);
    for (const table of data.tables) {
      const id = blockAnchor('table', table.id);
      const [wrap] = builtElements(chapterOf(table.section), (el) => el.properties['id'] === id);
      expect(wrap, table.id).toBeDefined();
      expect(normalizeHtml(renderRuleTable(table, id)), table.id).toBe(
        normalizeHtml(toHtml(wrap!)),
      );
    }
  });
});

describe('renderPreview', () => {
  it('gives the preview the build rendered with the components for the example (every block kind)', () => {
    const page = fromHtml(readFileSync(join(dist, 'playground/index.html'), 'utf8'));
    let built: Element | undefined;
    visit(page, 'element', (node: Element) => {
      if (node.properties['id'] === 'pg-preview') built = node;
    });
    const terms = JSON.parse(readFileSync(join(dist, 'playground/terms.json'), 'utf8')) as Term[];
    const result = compile([{ path: PLAYGROUND_FILE, text: STARTER }]);
    expect(result.data.monsters).toHaveLength(1);
    expect(result.data.feats).toHaveLength(1);
    const { html } = renderPreview(result, terms);
    expect(html).toContain('class="stat-block');
    expect(html).toContain('class="record-card"');
    expect(normalizeHtml(html)).toBe(normalizeHtml(toHtml(built!.children)));
  });
});
