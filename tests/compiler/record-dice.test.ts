/**
 * Dice in record and stat-block text: a trap's attack lines, a magic item's
 * property, a monster's aura are found and marked as prose's dice are, and
 * an unreadable expression in them is a `dice/unreadable` error at its
 * file:line:col. The fixtures follow the books' invented examples.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { diceIn } from '../../src/compiler/dice-marks.ts';
import { diceMarkedHtml, splitDice } from '../../src/compiler/dice-text.ts';

/** A trap as the books write one, its Hit line given. */
const trap = (hit: string) =>
  [
    '## Traps',
    '',
    '### Ember Bellows',
    '',
    '*A hidden bellows blasts hot ash from floor grates.*',
    '',
    '**Level 4 Recurring Shooter** (175 XP Trap)',
    '',
    'Perception DC 15: The character notices soot stains around the grates.',
    '',
    '**Trigger** The trap attacks when a creature steps on the trigger stone.',
    '**Target** All creatures.',
    '',
    '∢\t**Attack** ● **Fire**',
    'Near burst 2; +9 vs Reflex',
    `*Hit* ${hit}`,
    '*Miss* Half damage.',
    '',
    '**Countermeasures** ',
    'An adjacent character can jam the bellows with a DC 15 Sleight of Hand check.',
  ].join('\n');

/** A magic item with one property line. */
const item = (property: string) =>
  [
    '# Magic Items',
    '',
    '### Circlet of the Quiet Owl',
    '',
    '*Level 4, 14 or 24*',
    '',
    property,
    '*Level 14:* +3 bonus.',
  ].join('\n');

/** A monster with an aura line. */
const monster = (aura: string) =>
  [
    '# Monsters',
    '',
    '> #### Ashfen Lurker',
    '> **Level 5 Elite Skirmisher** (400 XP)',
    '> Medium Shadow Humanoid ● Undead (Evil)',
    '> **Senses:** Perception +9, darkvision; **Skills:** Stealth +12',
    '> **Str:** 14 (+4), **Con:** 12 (+3), **Dex:** 19 (+6)',
    '> **Int:** 10 (+2), **Wis:** 14 (+4), **Cha:** 8 (+1)',
    '>',
    '> **Initiative:** +9; **Speed:** 7, climb 4',
    '> **AC:** 19; **Fort:** 16, **Ref:** 18, **Will:** 16; **Saving Throws:** +2',
    '> **HP:** 104, **Staggered:** 52',
    `> ${aura}`,
    '>',
    '> ‡\t**Ember Claw** (standard, at-will) ● **Fire**',
    '> +10 vs AC; 2d6+4 fire damage.',
  ].join('\n');

const MARK = '<span class="dice" data-dice="2d6 + 3">2d6 + 3</span>';

/** The 1-based line and column of `expression` in `text`, as a diagnostic names them. */
function where(text: string, expression: string): { line: number; column: number } {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.includes(expression));
  return { line: index + 1, column: lines[index]!.indexOf(expression) + 1 };
}

describe('compile (dice in records and auras)', () => {
  it("lists a trap's Hit dice in its JSON and keeps the line as written", () => {
    const { data, diagnostics } = compile([
      { path: 'traps.md', text: trap('2d6 + 3 fire damage.') },
    ]);
    expect(diagnostics).toEqual([]);
    const [one] = data.traps;
    expect(one?.attack?.hit).toBe('2d6 + 3 fire damage.');
    expect(one?.dice).toEqual([{ text: '2d6 + 3', formula: '2d6 + 3' }]);
  });

  it("reports an unreadable die in a trap's Hit line at its file, line and column", () => {
    const text = trap('3d4++2 damage.');
    const { data, diagnostics } = compile([{ path: 'traps.md', text }]);
    expect(data.traps).toHaveLength(1);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'dice/unreadable',
        severity: 'error',
        file: 'traps.md',
        ...where(text, '3d4++2'),
      }),
    ]);
  });

  it("marks an item property's dice in its HTML", () => {
    const text = item('The wearer deals 2d6 + 3 extra damage.');
    const { data, diagnostics } = compile([{ path: 'items.md', text }]);
    expect(diagnostics).toEqual([]);
    const property = data.items[0]?.properties[0];
    expect(property?.text).toBe('The wearer deals 2d6 + 3 extra damage.');
    expect(property?.html).toBe(`The wearer deals ${MARK} extra damage.`);
  });

  it("reports an unreadable die in an item's text at its file, line and column", () => {
    const text = item('The wearer deals 1d0 extra damage.');
    const { diagnostics } = compile([{ path: 'items.md', text }]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'dice/unreadable', file: 'items.md', ...where(text, '1d0') }),
    ]);
  });

  it("marks an aura's damage in the monster's extra line", () => {
    const aura =
      '**Aura of Ash** (aura 1) Enemies that end their turn in the aura take 2d6 + 3 fire damage.';
    const { data, diagnostics } = compile([{ path: 'monsters.md', text: monster(aura) }]);
    expect(diagnostics).toEqual([]);
    const [extra] = data.monsters[0]?.extras ?? [];
    expect(extra?.html).toContain(MARK);
    expect(extra?.text).toContain('take 2d6 + 3 fire damage.');
  });

  it('reports an unreadable die in an aura at its file, line and column', () => {
    const aura = '**Aura of Ash** (aura 1) Enemies in the aura take 3d4++2 damage.';
    const text = monster(aura);
    const { diagnostics } = compile([{ path: 'monsters.md', text }]);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'dice/unreadable',
        file: 'monsters.md',
        ...where(text, '3d4++2'),
      }),
    );
  });

  it('leaves the prose after a record to its section, marked once', () => {
    const text = `${item('The wearer deals 2d6 + 3 extra damage.')}\n\n## Notes\n\nRoll 1d8 for the hoard.`;
    const { data } = compile([{ path: 'items.md', text }]);
    const notes = data.sections.find((s) => s.title === 'Notes');
    expect(notes?.dice).toEqual([{ text: '1d8', formula: '1d8' }]);
  });
});

describe('splitDice', () => {
  it('cuts text into prose and dice pieces that cover it', () => {
    const { pieces, problems } = splitDice('Hit: 2d6+4 fire damage');
    expect(pieces).toEqual([
      { text: 'Hit: ', formula: null, start: 0 },
      { text: '2d6+4', formula: '2d6 + 4', start: 5 },
      { text: ' fire damage', formula: null, start: 10 },
    ]);
    expect(problems).toEqual([]);
  });

  it('lists an unreadable expression as a problem and leaves it as text', () => {
    const { pieces, problems } = splitDice('take 1d0 damage');
    expect(pieces.every((piece) => piece.formula === null)).toBe(true);
    expect(problems.map((problem) => problem.text)).toEqual(['1d0']);
  });
});

describe('diceMarkedHtml', () => {
  it('escapes the text and marks its dice as prose marks them', () => {
    expect(diceMarkedHtml('2d6 + 3 damage <to> A & B')).toBe(`${MARK} damage &#x3C;to> A &#x26; B`);
  });

  it('gives text without dice back escaped only', () => {
    expect(diceMarkedHtml('Half damage.')).toBe('Half damage.');
  });
});

describe('diceIn', () => {
  it('lists the marks in nodes, in order', () => {
    const { data } = compile([{ path: 'p.md', text: '# A\n\nRoll 1d8, then 2d6 + 3.' }]);
    expect(data.sections[0]?.dice).toEqual([
      { text: '1d8', formula: '1d8' },
      { text: '2d6 + 3', formula: '2d6 + 3' },
    ]);
    const marked = {
      type: 'diceMark' as const,
      children: [{ type: 'text' as const, value: '1d8' }],
      data: {
        hName: 'span' as const,
        hProperties: { className: ['dice'] as ['dice'], dataDice: '1d8' },
      },
    };
    expect(
      diceIn([{ type: 'paragraph', children: [{ type: 'text', value: 'Roll ' }, marked] }]),
    ).toEqual([{ text: '1d8', formula: '1d8' }]);
  });
});
