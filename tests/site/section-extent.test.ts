/**
 * Long section bodies wrapped so the browser can skip laying them out off
 * screen (src/site/render/section.ts, src/styles/heavy-cards.css): which
 * bodies are wrapped, what extent they are estimated at, and that the
 * stylesheet reserves every extent the renderer writes.
 */
import { readFileSync } from 'node:fs';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import type { BodyPart } from '../../src/site/blocks.ts';
import { linkSections } from '../../src/site/chapter.ts';
import { indexRulebook } from '../../src/site/data.ts';
import { fragment, htmlOf } from '../../src/site/render/html.ts';
import { SECTION_EXTENTS, sectionExtent, sections } from '../../src/site/render/section.ts';
import { Linker } from '../../src/site/rich.ts';

const prose = (characters: number): BodyPart => ({
  type: 'html',
  html: `<p>${'x'.repeat(characters)}</p>`,
});
const monsters = (count: number): BodyPart[] =>
  Array.from({ length: count }, (_, i) => ({ type: 'block', kind: 'monster', id: `m${i}` }));

describe('sectionExtent', () => {
  it('leaves a body of a few paragraphs unestimated (it is not wrapped)', () => {
    expect(sectionExtent([prose(600), prose(900)])).toBeNull();
    expect(sectionExtent([])).toBeNull();
  });

  it('estimates a long body on the doubling scale, longer bodies no lower', () => {
    const estimates = [1, 2, 4, 8, 16, 32, 64].map((n) => sectionExtent(monsters(n)));
    expect(estimates.slice(1).every((e) => e !== null && SECTION_EXTENTS.includes(e))).toBe(true);
    for (const [i, e] of estimates.entries())
      if (i > 0) expect(e ?? 0).toBeGreaterThanOrEqual(estimates[i - 1] ?? 0);
    // Ten stat blocks (about 38rem each) are about 380rem: the nearest step is 256 or 512.
    expect([256, 512]).toContain(sectionExtent(monsters(10)));
    expect(sectionExtent([...monsters(200), prose(50_000)])).toBe(2048);
  });

  it('counts prose by its length', () => {
    expect(sectionExtent([prose(20_000)])).toBeGreaterThan(sectionExtent([prose(4_000)]) ?? 0);
  });
});

/** Every element of a tree, in document order. */
function elements(nodes: readonly (ElementContent | Root['children'][number])[]): Element[] {
  return nodes.flatMap((node) =>
    node.type === 'element' ? [node, ...elements(node.children)] : [],
  );
}

describe('sections', () => {
  const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} ${'of the rule. '.repeat(12)}`);
  const { data } = compile([
    {
      path: 'book.md',
      text: `# Marsh\n\nIntro.\n\n## Lanterns\n\n${long.join('\n\n')}\n\n## Wicks\n\nShort.\n`,
    },
  ]);
  const index = indexRulebook(data);
  const html = htmlOf(
    fragment(
      sections(linkSections(index, data.sections, new Linker(data), 1), {
        tables: index.tableById,
        chapterHeadings: false,
      }),
    ),
  );
  const top = fromHtml(html, { fragment: true }).children.filter(
    (node): node is Element => node.type === 'element',
  );

  it('wraps a long body in a div.section-body with its extent, its heading outside it', () => {
    const wrappers = top.filter((el) => el.tagName === 'div');
    expect(wrappers).toHaveLength(1);
    const [wrapper] = wrappers;
    expect(wrapper!.properties['className']).toEqual(['section-body']);
    expect(SECTION_EXTENTS.map(String)).toContain(wrapper!.properties['dataExtent']);
    const before = top[top.indexOf(wrapper!) - 1]!;
    expect([before.tagName, before.properties['id']]).toEqual(['h2', 'lanterns']);
    expect(elements(wrapper!.children).filter((el) => el.tagName === 'p')).toHaveLength(40);
    expect(elements(wrapper!.children).some((el) => /^h\d$/.test(el.tagName))).toBe(false);
  });

  it('leaves short bodies as they were, every word kept', () => {
    expect(top.map((el) => el.tagName)).toEqual(['p', 'h2', 'div', 'h2', 'p']);
    for (const words of ['Intro.', 'Short.', 'Paragraph 39']) expect(html).toContain(words);
  });
});

describe('SECTION_EXTENTS', () => {
  const css = readFileSync(new URL('../../src/styles/heavy-cards.css', import.meta.url), 'utf8');

  it('has a reserved height in the stylesheet for each, on wide screens and on phones', () => {
    for (const extent of SECTION_EXTENTS) {
      const rules = css.match(
        new RegExp(
          `\\.section-body\\[data-extent='${extent}'\\]\\s*\\{\\s*--section-extent:\\s*${extent}rem;\\s*\\}`,
          'g',
        ),
      );
      expect(rules, `the rule of data-extent='${extent}'`).toHaveLength(1);
    }
    expect(css).toContain('contain-intrinsic-block-size: auto var(--section-extent);');
    // half as tall again on a phone, where prose wraps more
    expect(css).toContain('contain-intrinsic-block-size: auto calc(var(--section-extent) * 1.5);');
  });
});
