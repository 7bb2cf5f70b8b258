/**
 * The renderers' tree and its serializer (src/site/render/html.ts) against
 * what they replace: `h` makes hastscript's tree and `htmlOf` writes
 * hast-util-to-html's HTML, byte for byte, for the attributes and nodes the
 * renderers use and for every section, card, stat block and record of the
 * generated library.
 */
import type { Nodes } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h as hastscript } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { linkSections } from '../../src/site/chapter.ts';
import { indexRulebook } from '../../src/site/data.ts';
import { htmlTree } from '../../src/site/html-tree.ts';
import { recordViewsOf } from '../../src/site/record-views.ts';
import { deityCard, recordCard } from '../../src/site/render/cards.ts';
import { fragment, h, htmlOf, raw, type Attributes } from '../../src/site/render/html.ts';
import { powerCard } from '../../src/site/render/power-card.ts';
import { sections } from '../../src/site/render/section.ts';
import { statBlock } from '../../src/site/render/stat-block.ts';
import { Linker } from '../../src/site/rich.ts';
import { compiledLibrary } from '../setup/compiled-once.ts';

/** What hast-util-to-html writes for a renderer's tree (the serializer htmlOf replaced). */
const reference = (tree: Nodes) => toHtml(tree, { allowDangerousHtml: true });

/** Attributes of every sort the renderers write. */
const ATTRIBUTES: Attributes[] = [
  { class: 'power-card  freq-encounter ', id: 'power-x', 'data-power': 'x' },
  { class: '', 'data-extent': 64, 'data-targets': undefined, 'data-name': null },
  { 'data-print-omit': true, 'data-needs-js': true, 'data-off': false, hidden: true },
  { 'aria-label': 'Tags “quoted” & <more>', tabindex: '0', role: 'tooltip' },
  { tabindex: '-1', type: 'button', 'data-in-deck': 'false', disabled: false },
  { srcset: '/a.webp 320w, /b.webp 640w', sizes: '(min-width: 40rem) 640px, 100vw' },
  { src: '/a b.png', alt: 'A "map" of `x` & \'y\'', width: 320, height: '240', loading: 'lazy' },
  { colspan: '2', for: 'field', download: '', value: 'a\0b', class: ['one', 'two'] },
  { href: '#x', 'data-scaling-level': 11, 'data-attack-bonus': '+2', title: '' },
];

describe('h', () => {
  it('makes the tree hastscript makes, attribute by attribute', () => {
    for (const attributes of ATTRIBUTES) {
      const ours = h('div', attributes, 'text', 3, [h('b', {}, 'x'), null, false], undefined);
      const theirs = hastscript('div', attributes as never, 'text', 3, [hastscript('b', {}, 'x')]);
      expect(ours).toEqual(theirs);
    }
  });

  it('puts a fragment’s nodes in place and skips null, undefined and booleans', () => {
    const ours = h('p', {}, fragment('a', h('i', {}, 'b')), true, [[null, 'c']]);
    expect(ours).toEqual(hastscript('p', {}, 'a', hastscript('i', {}, 'b'), 'c'));
  });
});

describe('htmlOf', () => {
  it('writes what hast-util-to-html writes: escapes, void elements, script text, SVG, comments', () => {
    const trees: Nodes[] = [
      ...ATTRIBUTES.map((attributes) => h('div', attributes, 'a < b & c > "d" \'e\'')),
      h('img', { src: '/x.png', alt: '' }),
      h('br', {}),
      h('source', { srcset: '/a.webp 1x' }, 'odd content'),
      h('script', { type: 'application/json' }, '{"a":"<b>&"}'),
      h('style', {}, 'a > b { content: "&" }'),
      h('div', {}, raw('<p>Raw &amp; <b>kept</b></p>'), 'then text'),
      fragment(h('span', { id: 'x' }), 'between', h('span', { id: 'y' })),
      ...[
        '<p>A <svg viewBox="0 0 2 2"><path d="M0 0"/><foreignObject><b>x</b></foreignObject></svg></p>',
        '<template><p>inside</p></template><!-- a comment --><p>after</p>',
        '<table><tr><td colspan="2">1</td></tr></table><input type="checkbox" checked>',
      ].map(htmlTree),
    ];
    for (const tree of trees) expect(htmlOf(tree)).toBe(reference(tree));
    expect(htmlOf(trees.slice(0, 3))).toBe(trees.slice(0, 3).map(reference).join(''));
  });

  it('writes the library’s sections, cards, stat blocks and records as hast-util-to-html did', () => {
    const { data } = compiledLibrary();
    const index = indexRulebook(data);
    const linker = new Linker(data);
    const linked = linkSections(index, data.sections, linker, 1);
    const trees: Nodes[] = [
      fragment(sections(linked, { tables: index.tableById, anchors: true })),
      ...data.powers.map((power) => powerCard(linker.power(power), { headingLevel: 3 })),
      ...data.monsters.map((monster) => statBlock(linker.monster(monster), { headingLevel: 3 })),
      ...data.deities.map((deity) => deityCard(deity, { headingLevel: 2, full: true })),
      ...data.sections.flatMap((section) =>
        [...recordViewsOf(section, data, linker).values()].map((view) => recordCard(view)),
      ),
      ...data.sections.map((section) => htmlTree(section.html)),
    ];
    expect(data.powers.length).toBeGreaterThan(500);
    expect(data.monsters.length).toBeGreaterThan(100);
    for (const tree of trees) expect(htmlOf(tree)).toBe(reference(tree));
  });
});
