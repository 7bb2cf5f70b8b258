/**
 * `Variants` groups (content-formats §13.4): which headings nest under a
 * `Variants` heading of their own level, and what ends the group. The golden
 * fixture monster-variants-heading shows the section tree this gives.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { VariantGroups, type GroupHeading } from '../../src/compiler/extract/variant-groups.ts';

/** The nesting depth of each heading `#`-written in `lines`, in order. */
function depths(lines: string[]): number[] {
  const headings: GroupHeading[] = lines.map((line) => {
    const [, hashes = '', title = ''] = /^(#+)\s+(.*)$/.exec(line) ?? [];
    return { depth: hashes.length, title, caption: /^table\s+[–-]/i.test(title) };
  });
  const groups = new VariantGroups();
  return headings.map((heading, i) => groups.nestingDepth(heading, headings[i + 1]));
}

describe('VariantGroups', () => {
  it('nests the same-level headings after `Variants`, and the headings under them', () => {
    expect(
      depths(['## Ashfen', '##### Variants', '##### Elder', '###### Tactics', '##### Howler']),
    ).toEqual([2, 5, 6, 7, 6]);
  });

  it('ends the group at a higher heading, another `Variants` heading or a table caption', () => {
    expect(depths(['##### Variants', '##### Elder', '### Lore', '##### Next'])).toEqual([
      5, 6, 3, 5,
    ]);
    expect(depths(['##### Variants', '##### Elder', '##### Variants', '##### Swarm'])).toEqual([
      5, 6, 5, 6,
    ]);
    expect(depths(['##### Variants', '##### Elder', '##### Table – Loot', '##### After'])).toEqual([
      5, 6, 5, 5,
    ]);
  });

  it('opens no group when the variants are already nested, or when nothing follows', () => {
    expect(depths(['##### Variants', '###### Elder', '##### Tactics'])).toEqual([5, 6, 5]);
    expect(depths(['##### Variants', '### Lore'])).toEqual([5, 3]);
    expect(depths(['##### Variants'])).toEqual([5]);
  });

  it('keeps each heading’s written level while the tree nests it', () => {
    const text =
      '# Monsters\n\n## Ashfen\n\n##### Variants\n\n##### Elder Ashfen\n\nMore hit points.\n';
    const { data, diagnostics } = compile([{ path: 'm.md', text }]);
    expect(diagnostics).toEqual([]);
    const elder = data.sections.find((s) => s.title === 'Elder Ashfen')!;
    expect(elder).toMatchObject({
      id: 'monsters/ashfen/variants/elder-ashfen',
      level: 5,
      parent: 'monsters/ashfen/variants',
      path: ['Monsters', 'Ashfen', 'Variants'],
    });
  });
});
