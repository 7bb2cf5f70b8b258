import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import type { Power, Term } from '../../src/compiler/types.ts';
import { powersByName, previewContent } from '../../src/site/term-preview-data.ts';
import { anchorGlossaryEntries, glossaryAnchors, glossaryLabel } from '../../src/site/terms.ts';

const term = (name: string, summary: string, qualifier: string | null = null): Term => ({
  id: `glossary-${name.toLowerCase().replace(/\s+/g, '-')}`,
  name,
  kind: 'glossary',
  qualifier,
  section: 'glossary/general-terms',
  summary,
});

const feint = {
  name: 'Feint',
  headerText: 'Encounter Attack Feature (Standard Action)',
  origin: { raw: 'Melee weapon, one enemy' },
  lines: [
    { label: 'Attack', text: 'Charisma vs Will' },
    { label: 'Hit', text: 'You gain combat advantage.' },
    { label: 'Empty', text: '  ' },
  ],
} as unknown as Power;

describe('previewContent', () => {
  it('shows the summary when the term has one', () => {
    expect(previewContent(term('Kit', 'A set of powers.'), powersByName([feint]))).toEqual({
      type: 'summary',
      text: 'A set of powers.',
    });
  });

  it('shows the power card of the same name when the summary is empty', () => {
    expect(previewContent({ ...term('feint', ''), kind: 'action' }, powersByName([feint]))).toEqual(
      {
        type: 'power',
        power: {
          name: 'Feint',
          header: 'Encounter Attack Feature (Standard Action)',
          origin: 'Melee weapon, one enemy',
          lines: [
            { label: 'Attack', text: 'Charisma vs Will' },
            { label: 'Hit', text: 'You gain combat advantage.' },
          ],
        },
      },
    );
  });

  it('says there is nothing to show otherwise', () => {
    expect(previewContent(term('Shove', ' '), powersByName([feint]))).toEqual({ type: 'none' });
  });
});

describe('anchorGlossaryEntries', () => {
  const anchors = glossaryAnchors(
    [term('Near', 'A range.', 'range'), term('Recovery value', 'How much.')],
    (t) => `term-${t.id}`,
  );

  it('gives each entry’s bold label its anchor, once, and leaves other bold text alone', () => {
    const tree = fromHtml(
      '<p><strong>Near (range):</strong> A power…<br><strong>Recovery  value:</strong> How much…<br><strong>Recovery value</strong> again <strong>Far</strong></p>',
      { fragment: true },
    );
    expect(anchorGlossaryEntries(tree, anchors)).toBe(true);
    expect(toHtml(tree)).toBe(
      '<p><strong id="term-glossary-near">Near (range):</strong> A power…<br><strong id="term-glossary-recovery-value">Recovery  value:</strong> How much…<br><strong>Recovery value</strong> again <strong>Far</strong></p>',
    );
  });

  it('reports no change when no label matches', () => {
    const tree = fromHtml('<p><strong>Other:</strong> text</p>', { fragment: true });
    expect(anchorGlossaryEntries(tree, anchors)).toBe(false);
  });

  it('labels an entry with its qualifier in parentheses', () => {
    expect(glossaryLabel({ name: 'Adventurer', qualifier: 'tier' })).toBe('Adventurer (tier)');
    expect(glossaryLabel({ name: 'Kit', qualifier: null })).toBe('Kit');
  });
});
