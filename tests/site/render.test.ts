/**
 * The renderers (src/site/render/), the one source of the cards', stat
 * blocks', records' and sections' markup on the site's pages, in the
 * whole-book page and in the playground's preview: what a reader finds on
 * each, read back from the HTML they write for blocks compiled from the
 * playground's templates.
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import {
  compile,
  type Diagnostic,
  type Power,
  type RulebookData,
  type Term,
} from '../../src/compiler/index.ts';
import { renderPreview } from '../../src/client/playground/preview.ts';
import { PREVIEW_ID_PREFIX } from '../../src/client/playground/preview-options.ts';
import { PLAYGROUND_FILE } from '../../src/client/playground/protocol.ts';
import { STARTER, TEMPLATES } from '../../src/client/playground/templates.ts';
import { recordViewsOf } from '../../src/site/record-views.ts';
import { indexRulebook } from '../../src/site/data.ts';
import { linkSections } from '../../src/site/chapter.ts';
import { deityCard, recordCard, ruleTable, termPreviews } from '../../src/site/render/cards.ts';
import { contentErrorsBanner } from '../../src/site/render/content-errors.ts';
import { fragment, h, htmlOf } from '../../src/site/render/html.ts';
import { META_SEPARATOR, powerCard } from '../../src/site/render/power-card.ts';
import { sections, type SectionsOptions } from '../../src/site/render/section.ts';
import { statBlock } from '../../src/site/render/stat-block.ts';
import { Linker } from '../../src/site/rich.ts';
import { powersByName } from '../../src/site/term-preview-data.ts';
import { deityUrl, monsterUrl, powerUrl } from '../../src/site/urls.ts';
import { foundryLink } from '../../src/site/render/foundry-link.ts';
import { recordBook } from '../foundry/record-book.ts';

// Each renderer's tree, read back as the HTML every consumer gets (htmlOf).
const renderPowerCard = (...args: Parameters<typeof powerCard>) => htmlOf(powerCard(...args));
const renderStatBlock = (...args: Parameters<typeof statBlock>) => htmlOf(statBlock(...args));
const renderDeityCard = (...args: Parameters<typeof deityCard>) => htmlOf(deityCard(...args));
const renderRuleTable = (...args: Parameters<typeof ruleTable>) => htmlOf(ruleTable(...args));
const renderRecordCard = (...args: Parameters<typeof recordCard>) => htmlOf(recordCard(...args));
const renderTermPreviews = (...args: Parameters<typeof termPreviews>) => {
  const tree = termPreviews(...args);
  return tree ? htmlOf(tree) : '';
};
/** Every section of `data` rendered, each linked with `linker` at `depth` (as the playground does). */
const renderSections = (
  data: RulebookData,
  linker: Linker,
  depth: number,
  options: Partial<SectionsOptions> = {},
) => {
  const index = indexRulebook(data);
  const linked = linkSections(index, data.sections, linker, depth);
  return htmlOf(fragment(sections(linked, { tables: index.tableById, ...options })));
};

const book = (...texts: string[]) =>
  compile([{ path: 'book.md', text: `# Chapter\n\n${texts.join('\n')}` }]);

/** Every element of `html` (a fragment) that passes `test`, in document order. */
function all(html: string | Root, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (nodes: (ElementContent | Root['children'][number])[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (test(node)) found.push(node);
      walk(node.children);
    }
  };
  walk((typeof html === 'string' ? fromHtml(html, { fragment: true }) : html).children);
  return found;
}

const hasClass = (name: string) => (el: Element) =>
  Array.isArray(el.properties['className']) && el.properties['className'].includes(name);
const tag = (name: string) => (el: Element) => el.tagName === name;
const one = (html: string, test: (el: Element) => boolean) => {
  const [found, ...more] = all(html, test);
  expect(found, 'an element').toBeDefined();
  expect(more).toEqual([]);
  return found!;
};

/** The text of a node, whitespace collapsed. */
function text(node: Element | ElementContent): string {
  const raw = (n: ElementContent): string =>
    n.type === 'text' ? n.value : n.type === 'element' ? n.children.map(raw).join('') : '';
  return raw(node).replace(/\s+/g, ' ').trim();
}

/** The definition list's `dt` → `dd` texts. */
const definitions = (dl: Element) =>
  Object.fromEntries(
    all({ type: 'root', children: [dl] }, tag('dt')).map((dt) => {
      const dd = all({ type: 'root', children: [dl] }, tag('dd'));
      const dts = all({ type: 'root', children: [dl] }, tag('dt'));
      return [text(dt), text(dd[dts.indexOf(dt)]!)];
    }),
  );

describe('renderPowerCard', () => {
  const { data } = book(TEMPLATES.power.text);
  const power = data.powers[0]!;

  it('colours the card by frequency and names the power in a heading of the given level, linked to its page', () => {
    const html = renderPowerCard(power, { headingLevel: 3, id: 'power-x' });
    const card = one(html, tag('article'));
    expect(card.properties['className']).toEqual(['power-card', 'freq-encounter']);
    expect(card.properties['id']).toBe('power-x');
    const heading = one(html, tag('h3'));
    expect(text(heading)).toBe('Cleaving Strike');
    expect(one(html, tag('a')).properties['href']).toBe(powerUrl(power.id));
    expect(all(html, (el) => el.tagName === 'h4')).toEqual([]);
    expect(all(renderPowerCard(power, { headingLevel: 4, linkName: false }), tag('a'))).toEqual([]);
  });

  it('shows frequency, kind, level and action in the header, then flavor and tags', () => {
    const html = renderPowerCard(power, { headingLevel: 3 });
    const meta = one(html, hasClass('power-meta'));
    // One text node, no element per part.
    expect(meta.children).toHaveLength(1);
    const [line] = meta.children;
    expect(line?.type === 'text' && line.value.split(META_SEPARATOR)).toEqual([
      'Encounter',
      'Attack',
      'Level 3',
      'Standard Action',
    ]);
    expect(text(one(html, hasClass('power-flavor')))).toBe(
      'Your blade bites into one foe and carries on into the next.',
    );
    const tags = one(html, hasClass('power-tags'));
    expect([tags.tagName, tags.properties['ariaLabel']]).toEqual(['ul', 'Tags']);
    expect(all(html, hasClass('tag')).map((li) => [li.tagName, text(li)])).toEqual([
      ['li', 'Martial'],
      ['li', 'Weapon'],
    ]);
  });

  it('lists each line under its label, with the level scaling under the line it changes', () => {
    const html = renderPowerCard(power, { headingLevel: 3 });
    const labels = all(html, tag('dt')).map(text);
    expect(text(one(html, hasClass('power-origin')))).toBe('Melee weapon, one creature');
    expect(labels).toEqual(['Attack', 'Hit', 'Miss', 'Effect']);
    const hit = all(html, hasClass('line-hit'))[0]!;
    const levels = all({ type: 'root', children: [hit] }, tag('li')).map(
      (li) => li.properties['dataScalingLevel'],
    );
    expect(levels).toEqual(['11', '21']);
    expect(all(html, hasClass('scaling'))).toHaveLength(1);
  });

  it('offers an attack roller against the defense the attack names, for ability attacks only', () => {
    const html = renderPowerCard(power, { headingLevel: 3 });
    const roller = one(html, hasClass('attack-roller'));
    expect(roller.properties['dataNeedsJs']).toBe('');
    // Its data only: the browser builds the controls (src/client/roller-controls.ts).
    expect(roller.properties['dataName']).toBe(power.name);
    expect(roller.properties['dataDefense']).toBe('AC');
    expect(roller.children).toEqual([]);
    expect(one(html, tag('article')).properties['dataAttackAbilities']).toBe('strength');
    const utility: Power = { ...power, attack: null, lines: power.lines.slice(-1) };
    expect(all(renderPowerCard(utility, { headingLevel: 3 }), hasClass('attack-roller'))).toEqual(
      [],
    );
  });

  it('holds the whole card in <orcus-power>, the element that wires it wherever it is inserted', () => {
    const html = renderPowerCard(power, { headingLevel: 3, deckToggle: true });
    const article = one(html, tag('article'));
    const children = article.children.filter((node) => node.type === 'element');
    expect(children.map((el) => el.tagName)).toEqual(['orcus-power']);
    const inside = (test: (el: Element) => boolean) => all({ type: 'root', children }, test);
    expect(inside(hasClass('power-head'))).toHaveLength(1);
    expect(inside(hasClass('attack-roller'))).toHaveLength(1);
    expect(inside((el) => el.properties['dataDeckToggle'] !== undefined)).toHaveLength(1);
  });

  it('adds the "Add to deck" button only when asked', () => {
    const withToggle = renderPowerCard(power, { headingLevel: 3, deckToggle: true });
    const button = one(withToggle, (el) => el.properties['dataDeckToggle'] !== undefined);
    expect(button.properties['dataDeckToggle']).toBe(power.id);
    expect(text(button)).toBe('Add Cleaving Strike to deck');
    expect(withToggle.endsWith('</div></orcus-power></article>')).toBe(true);
    const without = renderPowerCard(power, { headingLevel: 3 });
    expect(all(without, hasClass('deck-card-actions'))).toEqual([]);
  });

  it('writes the author’s text as text, never as markup', () => {
    const name = '<img src=x onerror=alert(1)> & "q"';
    const html = renderPowerCard({ ...power, name, flavor: name }, { headingLevel: 3 });
    expect(all(html, tag('img'))).toEqual([]);
    expect(text(one(html, tag('h3')))).toBe(name);
    expect(text(one(html, hasClass('power-flavor')))).toBe(name);
  });
});

describe('renderStatBlock', () => {
  const { data } = book(TEMPLATES.monster.text);
  const monster = data.monsters[0]!;
  const html = renderStatBlock(monster, { headingLevel: 3, id: 'monster-x' });

  it('heads the block with the name (linked to its page), rank, kind and XP', () => {
    expect(one(html, tag('article')).properties['className']).toEqual([
      'stat-block',
      'rank-standard',
    ]);
    expect(text(one(html, tag('h3')))).toBe('Bog Lantern');
    expect(all(html, tag('a'))[0]!.properties['href']).toBe(monsterUrl(monster.id));
    expect(text(one(html, hasClass('stat-rank')))).toBe('Level 3 Artillery');
    expect(text(one(html, hasClass('stat-kind')))).toBe(
      'Small Fey Magical Beast ● Light (Unaligned)',
    );
    expect(text(one(html, hasClass('stat-xp')))).toBe('150 XP');
  });

  it('shows hit points with the staggered value, and the four defenses', () => {
    expect(definitions(one(html, hasClass('stat-core')))).toEqual({
      HP: '38 Staggered 19',
      AC: '17',
      Fort: '14',
      Ref: '16',
      Will: '15',
    });
    const abilities = all(html, (el) => el.tagName === 'td').map(text);
    expect(abilities).toContain('Dex 17 (+4)');
  });

  it('gives an attack entry its roll and roller, and a recharge entry its recharge roll', () => {
    const [bolt, flicker] = all(html, hasClass('monster-roller'));
    expect(bolt!.properties['dataBonus']).toBe('8');
    expect(bolt!.properties['dataDefense']).toBe('Reflex');
    expect(bolt!.properties['dataDamage']).toBe('1d8 + 4');
    expect(text(all(html, hasClass('entry-attack'))[0]!)).toBe('+8 vs Reflex');
    // The attack symbol and the name read apart: "⤢ Wisp Bolt (standard, at-will)".
    expect(text(all(html, hasClass('entry-head'))[0]!)).toMatch(/^\S+ Wisp Bolt \(/);
    expect(flicker!.properties['dataRecharge']).toBe('5,6');
    expect(flicker!.properties['dataName']).toBe('Flicker');
  });

  it('leaves the rollers’ controls to the browser: no button or field in the HTML, hidden without scripts', () => {
    const boxes = all(html, hasClass('monster-roller'));
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.children).toEqual([]);
      expect(box.properties['dataNeedsJs']).toBe('');
    }
  });

  it('holds the whole block in <orcus-stat-block>, the element that wires it wherever it is inserted', () => {
    const article = one(html, tag('article'));
    const children = article.children.filter((node) => node.type === 'element');
    expect(children.map((el) => el.tagName)).toEqual(['orcus-stat-block']);
    const inside = all({ type: 'root', children }, hasClass('monster-roller'));
    expect(inside).toHaveLength(all(html, hasClass('monster-roller')).length);
    expect(inside.length).toBeGreaterThan(0);
  });

  it('offers "Add to encounter" for the monster', () => {
    const button = one(html, (el) => el.properties['dataEncounterAdd'] !== undefined);
    expect(button.properties['dataEncounterAdd']).toBe(monster.id);
    expect(text(button)).toBe('Add to encounter: Bog Lantern');
  });
});

describe('contentErrorsBanner', () => {
  const error = (line: number, message: string): Diagnostic =>
    ({
      severity: 'error',
      code: 'power/bad-header',
      message,
      file: 'content/spells.md',
      line,
      column: 3,
    }) as Diagnostic;

  it('shows nothing when the content has no error', () => {
    expect(contentErrorsBanner([])).toBeNull();
  });

  it('names the count, then each error’s file, line, column, code and message, as an alert', () => {
    const html = htmlOf(
      contentErrorsBanner([error(5, 'Unknown frequency'), error(9, 'No action')])!,
    );
    const banner = one(html, hasClass('content-errors'));
    expect(banner.properties['role']).toBe('alert');
    expect(text(one(html, tag('strong')))).toBe(
      '2 content errors — a block with an error shows as plain text until it is fixed.',
    );
    expect(all(html, tag('li')).map(text)).toEqual([
      'content/spells.md:5:3 power/bad-header: Unknown frequency',
      'content/spells.md:9:3 power/bad-header: No action',
    ]);
    expect(all(html, tag('code')).map(text)).toEqual([
      'content/spells.md:5:3',
      'content/spells.md:9:3',
    ]);
  });

  it('says "1 content error" for one, and writes a message’s markup as text', () => {
    const html = htmlOf(contentErrorsBanner([error(1, 'Stray <script>alert(1)</script>')])!);
    expect(text(one(html, tag('strong')))).toMatch(/^1 content error —/);
    expect(all(html, tag('script'))).toEqual([]);
    expect(text(one(html, tag('li')))).toContain('Stray <script>alert(1)</script>');
  });
});

describe('renderDeityCard', () => {
  const { data } = book(TEMPLATES.deity.text);
  const deity = data.deities[0]!;

  it('lists epithets and fields, with no name heading unless asked', () => {
    const html = renderDeityCard(deity);
    expect(all(html, (el) => /^h\d$/.test(el.tagName))).toEqual([]);
    expect(one(html, tag('article')).properties['dataPortfolio']).toBe('food|feasting|prosperity');
    expect(text(one(html, hasClass('deity-epithets')))).toBe('The Glutton');
    expect(definitions(one(html, tag('dl')))).toEqual({
      Pronunciation: 'CHAL-uh-var',
      Symbol: 'A knife on an empty plate',
      Portfolio: 'Food, feasting, prosperity',
      'Favored weapon': 'Dagger',
    });
  });

  it('adds the description when full, and a linked name heading when asked', () => {
    expect(all(renderDeityCard(deity), hasClass('deity-description'))).toEqual([]);
    const html = renderDeityCard(deity, { full: true, headingLevel: 2, linkName: true });
    expect(text(one(html, hasClass('deity-description')))).toContain('a welcome visitor');
    expect(text(one(html, tag('h2')))).toBe('Chalavar');
    expect(one(html, tag('a')).properties['href']).toBe(deityUrl(deity.id));
  });
});

describe('renderRuleTable', () => {
  const { data } = book(TEMPLATES.table.text);
  const table = data.tables[0]!;
  const html = renderRuleTable(table, 'table-x');

  it('captions the table and heads each column for screen readers', () => {
    expect(one(html, hasClass('table-wrap')).properties['id']).toBe('table-x');
    expect(text(one(html, tag('caption')))).toBe('Lantern Colours');
    const headers = all(html, tag('th'));
    expect(headers.map(text)).toEqual(['d6', 'Colour', 'Effect']);
    expect(headers.every((th) => th.properties['scope'] === 'col')).toBe(true);
  });

  it('writes every row, numeric cells aligned', () => {
    const rows = all(html, tag('tr')).slice(1);
    expect(rows.map((row) => all({ type: 'root', children: [row] }, tag('td')).map(text))).toEqual(
      table.rows.map((row) => row.map((cell) => cell.text)),
    );
    const numeric = all(html, hasClass('num')).map(text);
    expect(numeric).toEqual(
      table.rows.flatMap((row) => row.filter((cell) => cell.value).map((cell) => cell.text)),
    );
    expect(numeric.length).toBeGreaterThan(0);
  });
});

describe('renderRecordCard', () => {
  const { data } = book(TEMPLATES.feat.text);
  const linker = new Linker(data);
  const section = data.sections.find((s) => s.blocks.some((b) => b.kind === 'feat'))!;
  const [view] = [...recordViewsOf(section, data, linker).values()];

  it('lists the facts and fields, and links to the record’s page when it has no heading', () => {
    const html = renderRecordCard(view!, { id: 'feat-x' });
    const card = one(html, tag('article'));
    expect(card.properties['dataRecord']).toBe('feat');
    expect(card.properties['id']).toBe('feat-x');
    expect(definitions(one(html, hasClass('record-facts')))).toMatchObject({
      Prerequisite: 'Dex 13',
    });
    expect(all(html, hasClass('record-field')).map(text)).toContain(
      'Benefit: Difficult terrain made by mud, water or reeds costs you no extra movement.',
    );
    const link = one(html, hasClass('record-page-link'));
    expect(text(link)).toBe('Page of the feat Marsh Strider');
    expect(all({ type: 'root', children: [link] }, tag('a'))[0]!.properties['href']).toBe(
      view!.url,
    );
  });

  it('names the record in a linked heading instead, when asked', () => {
    const html = renderRecordCard(view!, { headingLevel: 2 });
    expect(text(one(html, tag('h2')))).toBe('Marsh Strider');
    expect(all(html, hasClass('record-page-link'))).toEqual([]);
    expect(all(renderRecordCard(view!, { pageLink: false }), hasClass('record-page-link'))).toEqual(
      [],
    );
  });
});

describe('renderRecordCard (a kit with a quoted sidebar)', () => {
  const kit = [
    '# Kits',
    '',
    '## Rings the Bell',
    '',
    '**Tolling Start (Level 1):** You learn the first chime.',
    '',
    '> **THE OLD BELL TOWERS**',
    '> **Origins:** The first towers were built by *river folk*.',
    '',
    '**Bell Skills (Level 5):** Pick one skill.',
    '',
    '**Long Echo (Level 10):** Borrow a talent.',
    '',
    '**Associated Discipline:** Chiming Oath.',
  ].join('\n');
  const { data } = compile([{ path: 'kits.md', text: kit }]);
  const section = data.sections.find((s) => s.blocks.some((b) => b.kind === 'kit'))!;
  const [view] = [...recordViewsOf(section, data, new Linker(data)).values()];

  it('shows the sidebar in the card, titled, once: not again in the section', () => {
    const html = renderRecordCard(view!);
    const sidebar = one(html, hasClass('record-sidebar'));
    expect(text(one(html, hasClass('record-sidebar-title')))).toBe('THE OLD BELL TOWERS');
    expect(all({ type: 'root', children: [sidebar] }, tag('p')).map(text)).toEqual([
      'THE OLD BELL TOWERS',
      'Origins: The first towers were built by river folk.',
    ]);
    expect(all({ type: 'root', children: [sidebar] }, tag('em')).map(text)).toEqual(['river folk']);
    expect(section.html).not.toContain('OLD BELL TOWERS');
  });
});

describe('renderTermPreviews', () => {
  it('gives each term a hidden tooltip with its name, kind, summary and a link to its definition', () => {
    const terms = [
      {
        id: 'dazed',
        name: 'Dazed',
        kind: 'condition',
        summary: 'You can take only one action.',
        section: 'conditions',
      },
    ] as unknown as Term[];
    const html = renderTermPreviews(terms, new Map());
    const preview = one(html, hasClass('term-preview'));
    expect(preview.properties).toMatchObject({ id: 'term-preview-dazed', role: 'tooltip' });
    expect(preview.properties['hidden']).toBe(true);
    expect(text(one(html, tag('strong')))).toBe('Dazed');
    expect(text(one(html, hasClass('kind')))).toBe('condition');
    expect(text(one(html, tag('p')))).toBe('You can take only one action.');
    const more = one(html, hasClass('term-preview-more'));
    expect(more.properties).toMatchObject({ href: '/rules/conditions/', tabIndex: -1 });
    expect(text(more)).toBe('Read the definition of Dazed');
    expect(renderTermPreviews([], new Map())).toBe('');
  });

  it('shows the power card that defines a term with no summary, in brief, escaped', () => {
    const { data } = book(TEMPLATES.power.text);
    const power = data.powers[0]!;
    const term = { id: 'x', name: power.name, kind: 'action', summary: '', section: 's' };
    const html = renderTermPreviews([term as unknown as Term], powersByName(data.powers));
    expect(text(one(html, hasClass('term-preview-header')))).toBe(power.headerText);
    const lines = all(html, tag('b')).map(text);
    expect(lines).toEqual(power.lines.filter((l) => l.text.trim() !== '').map((l) => l.label));
    const hostile = { ...term, name: '<img src=x onerror=alert(1)>', summary: '<script>' };
    const escaped = renderTermPreviews([hostile as unknown as Term], new Map());
    expect(all(escaped, tag('img'))).toEqual([]);
    expect(all(escaped, tag('script'))).toEqual([]);
  });

  it('links where the caller says (the playground points its own terms into the preview)', () => {
    const term = { id: 'x', name: 'X', kind: 'rule', summary: 'S.', section: 's' };
    const html = renderTermPreviews([term as unknown as Term], new Map(), () => '#pg-s');
    expect(one(html, hasClass('term-preview-more')).properties['href']).toBe('#pg-s');
  });
});

describe('sections (a section body)', () => {
  it('puts each block’s card where the compiler left its placeholder, between the prose', () => {
    const { data } = book('Before the power.\n', TEMPLATES.power.text, 'After the power.\n');
    const html = renderSections(data, new Linker(data), 2, { chapterHeadings: false });
    const order = all(html, (el) => el.tagName === 'p' || el.tagName === 'article')
      .filter((el) => el.tagName === 'article' || /power\.$/.test(text(el)))
      .map((el) => (el.tagName === 'article' ? 'card' : text(el)));
    expect(order).toEqual(['Before the power.', 'card', 'After the power.']);
    expect(one(html, tag('h3'))).toBeDefined();
  });
});

describe('sections', () => {
  it('heads each section at its depth with a prefixed id, its body and what `after` adds', () => {
    const { data } = compile([
      { path: 'book.md', text: `# Marsh\n\nIntro.\n\n## Lanterns\n\n${TEMPLATES.table.text}` },
    ]);
    const html = renderSections(data, new Linker(data), 2, {
      idPrefix: 'pg-',
      after: (section) => h('aside', { 'data-after': section.id }),
    });
    const headings = all(html, (el) => /^h\d$/.test(el.tagName));
    expect(headings.map((h) => [h.tagName, text(h)])).toEqual([
      ['h2', 'Marsh'],
      ['h3', 'Lanterns'],
    ]);
    expect(headings.every((h) => String(h.properties['id']).startsWith('pg-'))).toBe(true);
    expect(all(html, tag('aside')).map((a) => a.properties['dataAfter'])).toEqual(
      data.sections.map((s) => s.id),
    );
    expect(all(html, tag('table'))).toHaveLength(1);
  });
});

describe('sections (a chapter page)', () => {
  const { data } = compile([
    {
      path: 'book.md',
      text: `# Marsh\n\n* TOC\n{:toc}\n\nIntro.\n\n## Lanterns\n\nLit.\n\n### Wicks\n\n${TEMPLATES.power.text}`,
    },
  ]);
  const html = renderSections(data, new Linker(data), 1, {
    anchors: true,
    chapterHeadings: false,
    toc: h('ol', { class: 'book-toc' }, h('li', {}, 'Marsh')),
  });

  it('leaves the chapter’s heading to the page and heads its sections one level down each, anchored', () => {
    const headings = all(html, (el) => /^h\d$/.test(el.tagName));
    expect(headings.map((h) => [h.tagName, h.properties['id'], text(h)])).toEqual([
      ['h2', 'lanterns', 'Lanterns'],
      ['h3', 'lanterns--wicks', 'Wicks'],
      ['h4', undefined, 'Cleaving Strike'],
    ]);
    const anchors = all(html, hasClass('heading-anchor'));
    expect(anchors.map((a) => [a.properties['href'], a.properties['ariaLabel']])).toEqual([
      ['#lanterns', 'Link to “Lanterns”'],
      ['#lanterns--wicks', 'Link to “Wicks”'],
    ]);
  });

  it('puts the table of contents where the chapter’s marker is, and the power card under its section', () => {
    expect(text(one(html, hasClass('book-toc')))).toBe('Marsh');
    const card = one(html, hasClass('power-card'));
    expect(card.properties['id']).toBe(`power-${data.powers[0]!.id}`);
  });
});

describe('renderPreview (the playground’s example, every block kind)', () => {
  const result = compile([{ path: PLAYGROUND_FILE, text: STARTER }]);
  const { html } = renderPreview(result, []);

  it('shows each block of the example as the chapter pages do', () => {
    for (const name of ['power-card', 'stat-block', 'deity-card', 'record-card', 'table-wrap'])
      expect(all(html, hasClass(name)).length, name).toBeGreaterThan(0);
    const headings = all(
      html,
      (el) => /^h\d$/.test(el.tagName) && el.properties['id'] !== undefined,
    );
    expect(headings.every((h) => String(h.properties['id']).startsWith(PREVIEW_ID_PREFIX))).toBe(
      true,
    );
  });
});

describe('renderPreview (the list of problems)', () => {
  it('renders each diagnostic as an item whose button moves the cursor to its line and column', () => {
    const result = compile([
      { path: PLAYGROUND_FILE, text: '# Chapter\n\n> #### Broken\n> Nothing here.\n' },
    ]);
    expect(result.diagnostics.length).toBeGreaterThan(0);
    const { problems } = renderPreview(result, []);
    const items = all(problems, hasClass('pg-diagnostic'));
    expect(items).toHaveLength(result.diagnostics.length);
    const buttons = all(problems, hasClass('pg-goto'));
    expect(buttons.map((b) => [b.properties['dataLine'], b.properties['dataColumn']])).toEqual(
      result.diagnostics.map((d) => [String(d.line), String(d.column)]),
    );
  });
});

describe('sections (hostile content)', () => {
  it('writes no script, event handler or javascript: link from the author’s text', () => {
    const { data } = book(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[x](javascript:alert(3))\n',
      TEMPLATES.power.text,
    );
    const html = renderSections(data, new Linker(data), 1);
    expect(all(html, tag('script'))).toEqual([]);
    const attributes = all(html, () => true).flatMap((el) => Object.keys(el.properties));
    expect(attributes.filter((name) => /^on/i.test(name))).toEqual([]);
    const hrefs = all(html, tag('a')).map((a) => String(a.properties['href']));
    expect(hrefs.filter((href) => /^javascript:/i.test(href))).toEqual([]);
    expect(all(html, hasClass('power-card'))).toHaveLength(1);
  });
});

describe('foundryLink', () => {
  const { data } = compile([{ path: 'book.md', text: recordBook(true) }]);
  const [power, monster, trap] = [data.powers[0]!, data.monsters[0]!, data.traps[0]!];
  const trapSection = data.sections.find((s) => s.blocks.some((b) => b.kind === 'trap'))!;
  const trapView = recordViewsOf(trapSection, data, new Linker(data)).get(`trap:${trap.id}`)!;
  const cards = (foundry: boolean | undefined) => ({
    power: renderPowerCard(power, { headingLevel: 3, foundryLink: foundry }),
    monster: renderStatBlock(monster, { headingLevel: 3, foundryLink: foundry }),
    trap: renderRecordCard(trapView, { foundryLink: foundry }),
  });

  it('is a download link to the document, naming the record, hidden in print', () => {
    const html = htmlOf(foundryLink('powers', power.id, power.name));
    const link = one(html, tag('a'));
    expect(link.properties).toMatchObject({
      href: `/foundry/documents/powers/${power.id}.json`,
      download: `${power.id}.json`,
    });
    expect(text(link)).toBe(`Foundry JSON of ${power.name}`);
    expect(String(link.properties['title'])).toContain(power.name);
    expect(one(html, hasClass('foundry-actions')).properties['dataPrintOmit']).toBe('');
  });

  it('stands in a power card, a stat block and a trap card with the flag, each to its own document', () => {
    const html = cards(true);
    const hrefOf = (card: string) => one(card, hasClass('foundry-link')).properties['href'];
    expect(hrefOf(html.power)).toBe(`/foundry/documents/powers/${power.id}.json`);
    expect(hrefOf(html.monster)).toBe(`/foundry/documents/monsters/${monster.id}.json`);
    expect(hrefOf(html.trap)).toBe(`/foundry/documents/traps/${trap.id}.json`);
  });

  it('is absent without the flag, and from record cards that are not traps', () => {
    for (const [kind, card] of Object.entries(cards(undefined)))
      expect(all(card, hasClass('foundry-link')), kind).toEqual([]);
    const feat = compile([{ path: 'book.md', text: `# Chapter\n\n${TEMPLATES.feat.text}` }]).data;
    const section = feat.sections.find((s) => s.blocks.some((b) => b.kind === 'feat'))!;
    const [view] = [...recordViewsOf(section, feat, new Linker(feat)).values()];
    expect(all(renderRecordCard(view!, { foundryLink: true }), hasClass('foundry-link'))).toEqual(
      [],
    );
  });

  it('never stands in section bodies (chapters, the playground’s preview): the record’s page offers it', () => {
    expect(all(renderSections(data, new Linker(data), 1), hasClass('foundry-link'))).toEqual([]);
    const { html } = renderPreview(
      compile([{ path: PLAYGROUND_FILE, text: recordBook(true) }]),
      [],
    );
    expect(all(html, hasClass('foundry-link'))).toEqual([]);
  });
});
