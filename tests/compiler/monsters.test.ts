/**
 * Monster stat blocks beyond the golden fixtures: the classifier, the rank
 * line in both orders, nothing of a block lost, arithmetic warnings at the
 * number's column, and mutated copies of the fixture bestiary (lines
 * deleted, duplicated, reordered) that never crash and report every damaged
 * block inside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, validateData, type CompileInput } from '../../src/compiler/index.ts';
import { readRankLine } from '../../src/compiler/extract/monster-format.ts';

const dir = join(import.meta.dirname, '../browser/fixtures/bestiary');
const files: (CompileInput & { text: string })[] = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({ path: name, text: readFileSync(join(dir, name), 'utf8') }));

describe('readRankLine', () => {
  it('reads rank and role in either order, leader, fractional and grouped XP', () => {
    expect(readRankLine('Level 2 Mook Striker (31.25 XP)')).toEqual({
      level: 2,
      rank: 'mook',
      role: 'Striker',
      leader: false,
      xp: 31.25,
    });
    expect(readRankLine('Level 4 Stalker Mook (43.75 XP)')).toMatchObject({
      rank: 'mook',
      role: 'Stalker',
    });
    expect(readRankLine('Level 7 Boss Controller (Leader) (1,500 XP)')).toMatchObject({
      rank: 'boss',
      leader: true,
      xp: 1500,
    });
    expect(readRankLine('Level 6 Blocker (250 XP)')).toMatchObject({ rank: 'standard' });
    expect(readRankLine('At-Will Attack 1 (Standard Action)')).toBeNull();
    expect(readRankLine('Level 5 Elite Boss Brute (10 XP)')).toBeNull();
  });
});

describe('compile (monsters)', () => {
  const { data, diagnostics } = compile(files);

  it('reads every stat block of the fixture bestiary without a diagnostic', () => {
    expect(diagnostics).toEqual([]);
    expect(validateData(data)).toEqual([]);
    expect(data.monsters.map((m) => m.name)).toEqual([
      'Bog Lantern',
      'Gloomwing Scout',
      'Reedling Cutter',
      'Toadfolk Drummer',
      'Stilt Stalker',
      'Peat Golem',
      'Mire Hag Matron',
      'Drowned Cathedral Bodyguard',
    ]);
    expect(data.powers.map((p) => p.name)).toEqual(['Mud Flick']);
    expect(data.manifest.counts.monsters).toBe(8);
  });

  it('keeps every word of a stat block in its JSON (field labels aside)', () => {
    const labels = new Set(['immune', 'vulnerable', 'resist']);
    for (const monster of data.monsters) {
      const file = files.find((f) => f.path === monster.source.file)!;
      const block = file.text
        .split('\n')
        .slice(monster.source.line - 1, monster.source.endLine)
        .join(' ');
      const json = JSON.stringify(monster).toLowerCase();
      const words = block
        .replace(/&nbsp;/g, ' ')
        .toLowerCase()
        .match(/[a-z][a-z’']{2,}/g)!;
      const lost = words.filter((word) => !labels.has(word) && !json.includes(word));
      expect(lost, monster.name).toEqual([]);
    }
  });

  it('reads the same monsters from CRLF files with trailing spaces', () => {
    // Front matter left out: CRLF front matter is a separate, known issue.
    const crlf = files.map((f) => ({
      ...f,
      text: f.text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/\n/g, ' \r\n'),
    }));
    const again = compile(crlf);
    expect(again.diagnostics).toEqual([]);
    // Lines move (no front matter) and prose HTML keeps its CR; everything else is the same.
    const strip = (list: typeof data.monsters) =>
      list.map((m) =>
        JSON.stringify(m, (key, value) =>
          key === 'line' || key === 'source'
            ? undefined
            : typeof value === 'string'
              ? value.replace(/\r/g, '')
              : value,
        ),
      );
    expect(strip(again.data.monsters)).toEqual(strip(data.monsters));
  });

  it('adds each monster to the term index with kind monster', () => {
    const terms = data.terms.filter((t) => t.kind === 'monster');
    expect(terms.map((t) => t.name)).toEqual(data.monsters.map((m) => m.name));
    expect(terms[0]).toMatchObject({
      id: 'monster-bog-lantern',
      section: 'lights-of-the-mire',
      summary: 'Level 3 Artillery, 150 XP. Small Fey Magical Beast.',
    });
  });

  it('warns at the line and column of a wrong Staggered, modifier or mook HP', () => {
    const text = [
      '# Slips',
      '',
      '> #### Odd Sums',
      '> **Level 6 Mook Brute** (50 XP)',
      '> Large Natural Beast (Unaligned)',
      '> **Str:** 20 (+7), **Con:** 16 (+6), **Dex:** 10 (+3)',
      '> **Int:** 2 (−1), **Wis:** 9 (+2), **Cha:** 5 (+0)',
      '> **AC:** 18; **Fort:** 19, **Ref:** 16, **Will:** 15',
      '> **HP:** 87, **Staggered:** 44',
    ].join('\n');
    const found = compile([{ path: 'slips.md', text }]).diagnostics.map(
      (d) => `${d.line}:${d.column} ${d.code}`,
    );
    expect(found).toEqual([
      '6:16 monster/modifier-mismatch',
      '9:11 monster/mook-hp',
      '9:30 monster/staggered-mismatch',
    ]);
    // the columns point at the numbers themselves
    const lines = text.split('\n');
    expect(lines[5]!.slice(15, 17)).toBe('+7');
    expect(lines[8]!.slice(10, 12)).toBe('87');
    expect(lines[8]!.slice(29, 31)).toBe('44');
  });

  it('reports a type line without a size once, and a missing type line as missing', () => {
    const block = (typeLine: string[]) =>
      [
        '# Toads',
        '',
        '> #### Toad',
        '> **Level 2 Brute** (125 XP)',
        ...typeLine,
        '> **Str:** 16 (+4), **Con:** 14 (+3), **Dex:** 10 (+1)',
        '> **Int:** 2 (-3), **Wis:** 10 (+1), **Cha:** 6 (-1)',
        '> **AC:** 14; **Fort:** 15, **Ref:** 12, **Will:** 12',
        '> **HP:** 44, **Staggered:** 22',
      ].join('\n');
    const codes = (text: string) =>
      compile([{ path: 'toad.md', text }]).diagnostics.map((d) => `${d.line} ${d.code}`);
    expect(codes(block(['> Natural Beast (Unaligned)']))).toEqual(['5 monster/bad-type-line']);
    expect(codes(block([]))).toEqual(['4 monster/missing-field']);
  });
});

/** The line ranges of the stat blocks of a text: from `> ####` to the last quote line. */
function blockRanges(lines: string[]): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  lines.forEach((line, index) => {
    if (/^> #### /.test(line) && /^> \*\*Level/.test(lines[index + 1] ?? ''))
      ranges.push({ start: index, end: index });
    else if (line.startsWith('>') && ranges.at(-1)?.end === index - 1) ranges.at(-1)!.end = index;
  });
  return ranges;
}

/** Lines a stat block cannot lose without being wrong: rank, type, abilities, defenses, HP. */
const REQUIRED = /^> (\*\*Level|(Tiny|Small|Medium|Large|Huge|Gargantuan) |\*\*(Str|Int|AC|HP):)/;

type Mutation = 'delete' | 'duplicate' | 'swap-rank';

function mutate(text: string, block: number, kind: Mutation, pick: number) {
  const lines = text.split('\n');
  const range = blockRanges(lines)[block]!;
  const body = lines.slice(range.start + 1, range.end + 1);
  if (kind === 'swap-rank') {
    [body[0], body[1]] = [body[1]!, body[0]!];
  } else {
    const candidates = body
      .map((line, index) => ({ line, index }))
      .filter(({ line }) =>
        kind === 'delete' ? REQUIRED.test(line) : /^> (\*\*[A-Z]|[‡†⤢↗∢⋇])/u.test(line),
      );
    const target = candidates[pick % candidates.length]!.index;
    if (kind === 'delete') body.splice(target, 1);
    else body.splice(target, 0, body[target]!);
  }
  const out = [...lines.slice(0, range.start + 1), ...body, ...lines.slice(range.end + 1)];
  const newEnd = range.start + body.length;
  return { text: out.join('\n'), start: range.start + 1, end: newEnd + 1 };
}

describe('compile (mutated bestiary)', () => {
  it('never crashes and reports every damaged block inside its lines', () => {
    const counts = files.map((file) => blockRanges(file.text.split('\n')).length);
    fc.assert(
      fc.property(
        fc.nat({ max: files.length - 1 }),
        fc.nat({ max: 20 }),
        fc.constantFrom<Mutation>('delete', 'duplicate', 'swap-rank'),
        fc.nat({ max: 50 }),
        (fileIndex, blockPick, kind, pick) => {
          const file = files[fileIndex]!;
          const block = blockPick % counts[fileIndex]!;
          const damaged = mutate(file.text, block, kind, pick);
          const inputs = files.map((f) => (f === file ? { ...f, text: damaged.text } : f));
          const { data, diagnostics } = compile(inputs);
          expect(validateData(data)).toEqual([]);
          const inside = diagnostics.filter(
            (d) => d.file === file.path && d.line >= damaged.start && d.line <= damaged.end,
          );
          expect(inside.length, `${kind} in block ${block} of ${file.path}`).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60, seed: 12 },
    );
  });

  it('survives any line deleted, duplicated or moved anywhere in a file', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: files.length - 1 }),
        fc.array(fc.tuple(fc.constantFrom('delete', 'duplicate', 'move'), fc.nat(), fc.nat()), {
          minLength: 1,
          maxLength: 6,
        }),
        (fileIndex, edits) => {
          const lines = files[fileIndex]!.text.split('\n');
          for (const [kind, a, b] of edits) {
            const from = a % lines.length;
            if (kind === 'delete') lines.splice(from, 1);
            else if (kind === 'duplicate') lines.splice(from, 0, lines[from]!);
            else lines.splice(b % lines.length, 0, ...lines.splice(from, 1));
          }
          const { data, diagnostics } = compile([{ path: 'x.md', text: lines.join('\n') }]);
          expect(validateData(data)).toEqual([]);
          for (const d of diagnostics) expect(d.line).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 80, seed: 7 },
    );
  });
});
