/** The same name in several books of a library (content-formats §13.1; src/compiler/extract/shared-names.ts). */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { createIncrementalCompiler } from '../../src/compiler/incremental.ts';

/** A book holding the §13.1 example power under a species heading. */
const book = (title: string, effect: string, extra = '') =>
  `---\ntitle: ${title}\n---\n# Species\n\n## Reedling\n\n> #### Marsh Step\n> **Encounter** **Utility** **Feature** (**Move Action**)\n> **Self**\n> **Effect:** ${effect}\n${extra}`;

const TWO = 'Shift up to 2 squares through difficult terrain.';
const THREE = 'Shift up to 3 squares, ignoring difficult terrain.';

const feat = (benefit: string) =>
  `\n# Feats\n\n### Stormglass Reflexes\n\n**Prerequisite:** Level 2\n\n**Benefit:** ${benefit}\n`;

describe('settleSharedNames', () => {
  it('keeps a reprint (the same text in two books) as one record listing both places', () => {
    const { data, diagnostics } = compile([
      { path: 'a.md', text: book('Player Options', TWO) },
      { path: 'b.md', text: book('Advanced Options', TWO) },
    ]);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(diagnostics.map((d) => d.code)).not.toContain('library/revision');
    const steps = data.powers.filter((p) => p.name === 'Marsh Step');
    expect(steps).toHaveLength(1);
    const [step] = steps;
    expect(step!.source).toMatchObject({ file: 'a.md', line: 8 });
    expect(step!.alsoIn).toEqual([
      { section: 'species-2/reedling', source: { file: 'b.md', line: 8, endLine: 11 } },
    ]);
    expect(step!.versions).toEqual([]);
    // Both books' sections show the one card.
    const reedlings = data.sections.filter((s) => s.title === 'Reedling');
    expect(reedlings.map((s) => s.blocks)).toEqual([
      [{ kind: 'power', id: 'marsh-step' }],
      [{ kind: 'power', id: 'marsh-step' }],
    ]);
    expect(reedlings[1]!.html).toContain('data-id="marsh-step"');
  });

  it('keeps a revision (different text) as a second version named by its book, with a warning naming both places', () => {
    const { data, diagnostics } = compile([
      { path: 'a.md', text: book('Player Options', TWO) },
      { path: 'b.md', text: book('Advanced Options', THREE) },
    ]);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const revision = diagnostics.filter((d) => d.code === 'library/revision');
    expect(revision).toHaveLength(1);
    expect(revision[0]).toMatchObject({ severity: 'warning', file: 'b.md', line: 8 });
    expect(revision[0]!.message).toContain('a.md:8');
    expect(revision[0]!.message).toContain('`marsh-step-advanced-options`');
    const steps = data.powers.filter((p) => p.name === 'Marsh Step');
    expect(steps.map((p) => [p.id, p.versions, p.source.file])).toEqual([
      ['marsh-step', ['marsh-step-advanced-options'], 'a.md'],
      ['marsh-step-advanced-options', ['marsh-step'], 'b.md'],
    ]);
    expect(steps.map((p) => p.lines.at(-1)!.text)).toEqual([TWO, THREE]);
    const reedlings = data.sections.filter((s) => s.title === 'Reedling');
    expect(reedlings[1]!.blocks).toEqual([{ kind: 'power', id: 'marsh-step-advanced-options' }]);
    expect(reedlings[1]!.html).toContain('data-id="marsh-step-advanced-options"');
  });

  it('settles a third book against every version: a reprint of the revision joins it', () => {
    const { data, diagnostics } = compile([
      { path: 'a.md', text: book('Player Options', TWO) },
      { path: 'b.md', text: book('Advanced Options', THREE) },
      { path: 'c.md', text: book('Example Characters', THREE) },
    ]);
    expect(diagnostics.filter((d) => d.code === 'library/revision')).toHaveLength(1);
    const steps = data.powers.filter((p) => p.name === 'Marsh Step');
    expect(steps.map((p) => p.id)).toEqual(['marsh-step', 'marsh-step-advanced-options']);
    expect(steps[1]!.alsoIn?.map((place) => place.source.file)).toEqual(['c.md']);
    expect(steps[0]!.alsoIn).toEqual([]);
  });

  it('applies to every record family, e.g. feats', () => {
    const { data, diagnostics } = compile([
      { path: 'a.md', text: book('Player Options', TWO, feat('You gain a +1 bonus to Reflex.')) },
      { path: 'b.md', text: book('Companion', TWO, feat('You gain a +2 bonus to Reflex.')) },
    ]);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(data.feats.map((f) => [f.id, f.versions])).toEqual([
      ['stormglass-reflexes', ['stormglass-reflexes-companion']],
      ['stormglass-reflexes-companion', ['stormglass-reflexes']],
    ]);
  });

  it('still lets a later book replace an earlier block instead', () => {
    const { data, diagnostics } = compile([
      { path: 'a.md', text: book('Player Options', TWO) },
      {
        path: 'b.md',
        text: book('House Rules', THREE).replace('---\n#', 'replaces: [marsh-step]\n---\n#'),
      },
    ]);
    expect(diagnostics.filter((d) => d.code !== 'section/duplicate-id')).toEqual([]);
    expect(data.powers.map((p) => [p.id, p.source.file, p.versions])).toEqual([
      ['marsh-step', 'b.md', []],
    ]);
  });

  it('gives the incremental compiler the same result, before and after an edit turns a reprint into a revision', () => {
    const a = { path: 'a.md', text: book('Player Options', TWO) };
    const compiler = createIncrementalCompiler();
    const inputs = [a, { path: 'b.md', text: book('Advanced Options', TWO) }];
    expect(compiler.compile(inputs)).toEqual(compile(inputs));
    const edited = [a, { path: 'b.md', text: book('Advanced Options', THREE) }];
    expect(compiler.compile(edited)).toEqual(compile(edited));
    // And back: the earlier record loses its `versions` again.
    expect(compiler.compile(inputs)).toEqual(compile(inputs));
  });
});
