/** Splitting section HTML at block placeholders and TOC markers. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { headingShown, headingTag, splitTree } from '../../src/site/blocks.ts';
import { linkSections } from '../../src/site/chapter.ts';
import { indexRulebook } from '../../src/site/data.ts';
import { htmlTree } from '../../src/site/html-tree.ts';
import { fragment, htmlOf } from '../../src/site/render/html.ts';
import { sections } from '../../src/site/render/section.ts';
import { Linker } from '../../src/site/rich.ts';
import { sectionAnchor } from '../../src/site/urls.ts';

/** Section HTML split as the Linker splits it: parsed, then split at its placeholders. */
const splitBlocks = (html: string) => splitTree(htmlTree(html));

describe('splitTree', () => {
  it('interleaves HTML runs with blocks and TOC markers in order', () => {
    const html =
      '<p>Intro</p>\n<div data-block="power" data-id="basic-melee-attack"></div>\n<p>Between</p>\n<div data-toc=""></div><div data-block="table" data-id="table-x"></div>';
    expect(splitBlocks(html)).toEqual([
      { type: 'html', html: '<p>Intro</p>' },
      { type: 'block', kind: 'power', id: 'basic-melee-attack' },
      { type: 'html', html: '<p>Between</p>' },
      { type: 'toc' },
      { type: 'block', kind: 'table', id: 'table-x' },
    ]);
  });
  it('returns plain HTML untouched and nothing for empty HTML', () => {
    expect(splitBlocks('<p>x</p>')).toEqual([{ type: 'html', html: '<p>x</p>' }]);
    expect(splitBlocks('')).toEqual([]);
  });
});

describe('headingTag', () => {
  it('clamps levels to h2–h6', () => {
    expect([0, 2, 4, 9].map(headingTag)).toEqual(['h2', 'h2', 'h4', 'h6']);
  });
});

describe('headingShown', () => {
  const fixture = join(import.meta.dirname, '../compiler/fixtures/species-variants/input.md');
  const { data } = compile([{ path: 'species.md', text: readFileSync(fixture, 'utf8') }]);
  const section = (id: string) => data.sections.find((s) => s.id === id)!;

  it('hides a Traits heading whose every line went into the species card (the Gearling’s), keeping its anchor', () => {
    const traits = section('species/gearling/gearling-traits');
    expect(traits.markdown).toContain('**Speed:**');
    expect(data.species.find((s) => s.id === 'gearling')?.speed).toBeDefined();
    expect(headingShown(traits, (id) => section(id))).toBe(false);
    const index = indexRulebook(data);
    const linked = linkSections(index, data.sections, new Linker(data), 1);
    const html = htmlOf(fragment(sections(linked, { tables: index.tableById })));
    const id = sectionAnchor(traits.id);
    expect(html).toContain(`</article><span id="${id}"></span><h3`);
    expect(html).not.toMatch(new RegExp(`<h\\d id="${id}"`));
  });

  it('shows a heading with something under it, with subsections, or left empty by its author', () => {
    // The power cards of the Reedling's traits follow its heading.
    const shown = (s: Parameters<typeof headingShown>[0]) => headingShown(s, (id) => section(id));
    expect(shown(section('species/reedling/reedling-traits'))).toBe(true);
    expect(shown(section('species/reedling'))).toBe(true);
    const under = { parent: 'species/gearling', children: [] };
    expect(shown({ ...under, html: '', markdown: '' })).toBe(true);
    expect(shown({ ...under, html: '', markdown: '**Speed:** 6', children: ['a/b'] })).toBe(true);
  });

  it('shows a heading over nothing but a comment or a link definition, where no record took its lines', () => {
    const { data } = compile([
      {
        path: 'rules.md',
        text: '# Rules\n\n## To Come\n\n<!-- to be written -->\n\n## Sources\n\n[srd]: https://example.org/srd\n',
      },
    ]);
    const byId = (id: string) => data.sections.find((s) => s.id === id);
    for (const id of ['rules/to-come', 'rules/sources']) {
      expect(byId(id)!.html.trim()).toBe('');
      expect(headingShown(byId(id)!, byId)).toBe(true);
    }
  });
});
