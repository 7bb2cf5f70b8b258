/**
 * Nothing in a power block or a record (feat, art, item, trap) is lost: in every fixture and in the bundled
 * rulebook, every word of every power block's and record's source is in its JSON
 * or on a line a diagnostic names; every `> ####` line starts a power or a
 * monster (tests/compiler/monsters.test.ts checks their words) or is reported; no two powers share a source line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, type CompileResult } from '../../src/compiler/index.ts';
import { FIXTURE_CASES, fixtureInputs } from './fixture-inputs.ts';
import { lostWords } from './power-words.ts';

const sources: { name: string; path: string; text: string }[] = [
  ...FIXTURE_CASES.flatMap((name) =>
    fixtureInputs(name).map(({ path, text }) => ({ name: `fixture ${name} ${path}`, path, text })),
  ),
  {
    name: 'content/rulebook.md',
    path: 'content/rulebook.md',
    text: readFileSync(join(import.meta.dirname, '../../content/rulebook.md'), 'utf8'),
  },
];

/** Lines of `> ####` headings that start no power or monster and lie in no block an error names. */
function unreported(text: string, { data, diagnostics }: CompileResult): number[] {
  const lines = text.split('\n');
  const starts = new Set([...data.powers, ...data.monsters].map((block) => block.source.line));
  const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => d.line);
  const missing: number[] = [];
  lines.forEach((line, index) => {
    const number = index + 1;
    if (!/^\s*>\s*####\s/.test(line) || starts.has(number)) return;
    let end = number;
    while (end < lines.length && (lines[end] ?? '').trim() !== '') end++;
    if (!errors.some((at) => at >= number && at <= end)) missing.push(number);
  });
  return missing;
}

describe('compile (nothing in a power block is lost)', () => {
  it('has the fixtures and the rulebook to check', () => {
    expect(sources.length).toBeGreaterThan(20);
  });
  for (const { name, path, text } of sources) {
    it(`${name}: every word of every power block is in its JSON or on a reported line`, () => {
      const result = compile([{ path, text }]);
      const lost = result.data.powers.flatMap((power) =>
        lostWords(text, power, result.diagnostics),
      );
      expect(lost).toEqual([]);
      expect(unreported(text, result)).toEqual([]);
      const ranges = result.data.powers.map((p) => [p.source.line, p.source.endLine] as const);
      for (const [a, b] of ranges)
        expect(
          ranges.filter(([c, d]) => c <= b && a <= d),
          `${a}-${b}`,
        ).toHaveLength(1);
    });
  }
  for (const { name, path, text } of sources) {
    it(`${name}: every word of every record (feat, …) is in its JSON or on a reported line`, () => {
      const result = compile([{ path, text }]);
      const records = [
        ...result.data.feats,
        ...result.data.arts,
        ...result.data.items,
        ...result.data.traps,
        ...result.data.species,
        ...result.data.cruxes,
        ...result.data.classes,
        ...result.data.disciplines,
        ...result.data.kits,
        ...result.data.paths,
        ...result.data['feat-paths'],
      ];
      // A species' traits may hold power blocks between its lines: their words are the powers' (checked above).
      const inPower = (line: number) =>
        result.data.powers.some((p) => p.source.line <= line && line <= p.source.endLine);
      const lost = records
        .flatMap((record) => lostWords(text, record, result.diagnostics, true))
        .filter((word) => !inPower(word.line));
      expect(lost).toEqual([]);
    });
  }
  it('notices a word lost from a record', () => {
    const text = '# F\n\n### Keen\n**Benefit:** You see far.\n';
    const { data, diagnostics } = compile([{ path: 'f.md', text }]);
    const feat = { ...data.feats[0]!, benefit: { text: 'You see.', html: '' } };
    expect(lostWords(text, feat, diagnostics, true)).toEqual([
      { power: 'Keen', line: 4, word: 'far' },
    ]);
  });
  it('notices a lost word (the check can fail)', () => {
    const text =
      '# P\n\n> #### Lost\n> **Daily** **Utility** **1** (**Free Action**)\n> **Effect** Shimmer.\n';
    const { data, diagnostics } = compile([{ path: 'p.md', text }]);
    const power = { ...data.powers[0]!, lines: [] };
    expect(lostWords(text, power, diagnostics)).toEqual([
      { power: 'Lost', line: 5, word: 'Effect' },
      { power: 'Lost', line: 5, word: 'Shimmer' },
    ]);
  });
});
