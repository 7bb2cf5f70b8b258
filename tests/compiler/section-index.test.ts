/**
 * indexSections: the sections of a compile looked up by id and by parent,
 * as the passes that resolve records' references read them.
 */
import { describe, expect, it } from 'vitest';
import { indexSections, type SectionDraft } from '../../src/compiler/extract/context.ts';
import type { Section } from '../../src/compiler/types.ts';

/** A draft with only the fields the index reads filled in. */
function draft(id: string, parent: string | null, title = id): SectionDraft {
  return { section: { id, parent, title } as Section, body: [], synthetic: false };
}

describe('indexSections', () => {
  const drafts = [
    draft('dwarf', null),
    draft('dwarf/traits', 'dwarf', 'Dwarf Traits'),
    draft('elf', null),
    draft('dwarf/variant-stone', 'dwarf', 'Variant: Stone'),
    draft('elf/traits', 'elf'),
  ];

  it('finds each section by its id', () => {
    const { byId } = indexSections(drafts);
    expect(byId.get('dwarf/traits')?.title).toBe('Dwarf Traits');
    expect(byId.get('missing')).toBeUndefined();
  });

  it('gives a section’s children in document order, and none for a leaf or an unknown id', () => {
    const { childrenOf } = indexSections(drafts);
    expect(childrenOf('dwarf').map((s) => s.id)).toEqual(['dwarf/traits', 'dwarf/variant-stone']);
    expect(childrenOf('elf/traits')).toEqual([]);
    expect(childrenOf('missing')).toEqual([]);
  });

  it('keeps the first section of an id, as a search in document order finds it', () => {
    const twice = [draft('a', null, 'First'), draft('a', null, 'Second')];
    expect(indexSections(twice).byId.get('a')?.title).toBe('First');
  });
});
