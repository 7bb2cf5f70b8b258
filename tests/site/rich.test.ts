/** The page linker: content links rewritten to site URLs, terms linked, terms used collected. */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { Linker } from '../../src/site/rich.ts';

const { data } = compile([
  {
    path: 'content/combat.md',
    text: '# Combat\n\n## Charging\n\nA charge can leave you [knocked down](conditions.md#prone); prone creatures grant combat advantage.\n',
  },
  {
    path: 'content/conditions.md',
    text: '# Conditions\n\n## Prone\n\nA prone creature is lying on the ground.\n',
  },
  {
    path: 'content/powers.md',
    text: [
      '# Powers',
      '',
      'Before the card: see [Charging](combat.md#charging); prone foes are easy marks.',
      '',
      '> #### Shove  ',
      '> **At-Will** **Attack** **Feature** (**Standard Action**)  ',
      '> **Melee** 1 creature  ',
      '> **Effect** The target falls prone.  ',
      '',
      'After the card: [Prone](conditions.md#prone).',
      '',
    ].join('\n'),
  },
]);

describe('Linker', () => {
  it('rewrites content links of a section and links the terms it mentions', () => {
    const linker = new Linker(data);
    const section = data.sections.find((s) => s.id === 'combat/charging')!;
    const html = linker.link(section.html, section.id);
    expect(html).toContain('<a href="/rules/conditions/#prone">knocked down</a>');
    expect(html).toMatch(/<a class="term-link" href="\/rules\/conditions\/#prone"[^>]*>prone<\/a>/);
    expect(linker.used().map((term) => term.id)).toEqual(['condition-prone']);
  });

  it('never links a term to the page being built (a record or monster page names itself)', () => {
    const fragment = '<p>A prone creature.</p>';
    expect(new Linker(data).link(fragment)).toContain('class="term-link"');
    const onItsPage = new Linker(data, '/rules/conditions/#prone');
    expect(onItsPage.link(fragment)).toBe(fragment);
    expect(onItsPage.used()).toEqual([]);
  });

  it('gives every page the same linked fragment, but links it again on a page one of its terms targets', () => {
    const fragment = '<p>Prone, then prone again.</p>';
    const onItsPage = new Linker(data, '/rules/conditions/#prone');
    const first = new Linker(data, '/rules/combat/');
    const linked = first.link(fragment);
    expect(linked).toContain('class="term-link"');
    expect(onItsPage.link(fragment)).toBe(fragment);
    const later = new Linker(data, '/rules/powers/');
    expect(later.link(fragment)).toBe(linked);
    expect(later.used().map((term) => term.id)).toEqual(['condition-prone']);
    expect(onItsPage.used()).toEqual([]);
  });
});

describe('Linker.body', () => {
  it('links a section and splits it at its blocks in one pass, in order', () => {
    const linker = new Linker(data);
    const section = data.sections.find((s) => s.id === 'powers')!;
    const parts = linker.body(section.html, section.id);
    expect(parts.map((part) => part.type)).toEqual(['html', 'block', 'html']);
    const [before, block, after] = parts;
    if (before?.type !== 'html' || after?.type !== 'html') throw new Error('expected HTML runs');
    expect(before.html).toContain('<a href="/rules/combat/#charging">Charging</a>');
    expect(before.html).toMatch(/<a class="term-link" href="\/rules\/conditions\/#prone"/);
    expect(block).toEqual({ type: 'block', kind: 'power', id: data.powers[0]!.id });
    expect(after.html).toBe('<p>After the card: <a href="/rules/conditions/#prone">Prone</a>.</p>');
  });

  it('splits a section alike on every page, without the links to the page being built', () => {
    const section = data.sections.find((s) => s.id === 'powers')!;
    const elsewhere = new Linker(data, '/rules/combat/').body(section.html, section.id);
    const onItsPage = new Linker(data, '/rules/conditions/#prone');
    const parts = onItsPage.body(section.html, section.id);
    expect(parts[0]).not.toEqual(elsewhere[0]);
    expect(parts[0]?.type === 'html' && parts[0].html).not.toContain('term-link');
    expect(onItsPage.used()).toEqual([]);
    expect(new Linker(data).body(section.html, section.id)).toEqual(elsewhere);
  });

  it('gives HTML with nothing to link or split back as one run', () => {
    const linker = new Linker(data);
    expect(linker.body('<p>Plain words.</p>\n', 'powers')).toEqual([
      { type: 'html', html: '<p>Plain words.</p>' },
    ]);
  });
});
