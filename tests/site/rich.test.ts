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
});
