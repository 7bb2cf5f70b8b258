/**
 * The schema safety net: every limit a content author can hit is reported by
 * an extractor at its line first (a power at level 0 is `power/bad-header`),
 * so `schema/out-of-range` is raised only if an extractor lets a value
 * through; this test feeds it such an item directly.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { dropOutOfRange } from '../../src/compiler/schema-limits.ts';

const book =
  '# Powers\n\n> #### Zap\n> **At-Will** **Attack** **1** (**Standard Action**)\n> **Ranged** 10, one creature\n> **Hit** 1d6 damage.\n';

describe('dropOutOfRange', () => {
  it('reports an item the schema rejects at its first line and leaves it out, keeping the rest', () => {
    const { powers } = compile([{ path: 'a.md', text: book }]).data;
    const bad = { ...structuredClone(powers[0]!), id: 'zap-2', level: 0 };
    const items = [powers[0]!, bad];
    const diagnostics = dropOutOfRange('powers', items);
    expect(items.map((item) => item.id)).toEqual(['zap']);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'schema/out-of-range',
        severity: 'error',
        file: 'a.md',
        line: 3,
        column: 1,
      }),
    ]);
    expect(diagnostics[0]!.message).toContain('`/level`');
  });

  it('reports nothing and keeps everything when the items conform', () => {
    const { powers } = compile([{ path: 'a.md', text: book }]).data;
    expect(dropOutOfRange('powers', powers)).toEqual([]);
    expect(powers).toHaveLength(1);
  });
});
