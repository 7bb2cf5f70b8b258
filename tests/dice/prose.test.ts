import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bounds, findDice, mayHoldDice, parseDice, proseToFormula } from '../../src/dice/index.ts';

const formulas = (text: string): string[] => findDice(text).matches.map((m) => m.formula);
const problems = (text: string): string[] =>
  findDice(text).problems.map((p) => `${p.text} ${p.code}`);

describe('findDice', () => {
  it('finds a damage expression with an ability modifier', () => {
    const text = 'Hit: 1dW + Strength modifier damage.';
    const { matches, problems } = findDice(text);
    expect(problems).toEqual([]);
    expect(matches).toHaveLength(1);
    const m = matches[0]!;
    expect(m).toMatchObject({
      start: 5,
      end: 28,
      text: '1dW + Strength modifier',
      formula: '1dW + {str}',
    });
    expect(text.slice(m.start, m.end)).toBe(m.text);
    expect(m.expr).toEqual({
      type: 'binary',
      op: '+',
      left: { type: 'dice', count: 1, sides: 'W', implicitCount: false },
      right: { type: 'variable', name: 'str' },
    });
  });

  it('finds the rulebook examples', () => {
    expect(formulas('Roll 4d6 for each score. Drop the low die.')).toEqual(['4d6']);
    expect(
      formulas('1d10 damage for every 2 squares (10 feet) it fell, to a maximum of 50d10.'),
    ).toEqual(['1d10', '50d10']);
    expect(formulas('such as “3d4+3,” which')).toEqual(['3d4 + 3']);
    expect(formulas('### d%')).toEqual(['d%']);
    expect(formulas('roll a d20.')).toEqual(['d20']);
    expect(formulas('2dW + Dexterity modifier damage')).toEqual(['2dW + {dex}']);
    expect(formulas('you roll three d10s')).toEqual(['d10']); // plural reads as the die
  });

  it('translates variable phrases', () => {
    expect(formulas('1d6 + your Charisma modifier')).toEqual(['1d6 + {cha}']);
    expect(formulas('2d6 + half your level')).toEqual(['2d6 + {halflevel}']);
    expect(formulas('1d8 + twice your level')).toEqual(['1d8 + {twicelevel}']);
    expect(formulas('1d8 + double level')).toEqual(['1d8 + {twicelevel}']);
    expect(formulas('1d4 + your level')).toEqual(['1d4 + {level}']);
    expect(formulas('1dW + Str + enhancement bonus')).toEqual(['1dW + {str} + {enh}']);
    expect(formulas('1d6 + proficiency bonus')).toEqual(['1d6 + {prof}']);
    expect(formulas('1d6 plus your Wisdom modifier')).toEqual(['1d6 + {wis}']);
    expect(formulas('1d6 + {con}')).toEqual(['1d6 + {con}']);
    expect(formulas('1d6 − 1 and (2d4 × 2)')).toEqual(['1d6 - 1', '2d4 × 2']);
  });

  it('does not misread words that only look like dice', () => {
    const text =
      'A d20-based game; add D&D, the 2nd and 3rd, dazed, ID, deadbeef, 0x1d6, a1d6, 3D space, d20x, 50% odds, 1d6/d8, 1d8+2 + some';
    // d20x is not a die; "/" is not an operator in prose ("1d6/d8" means one or the other).
    expect(formulas(text)).toEqual(['d20', '1d6', 'd8', '1d8 + 2']);
    expect(problems(text)).toEqual([]);
  });

  it('reports dice-like spans that cannot be read', () => {
    expect(problems('2d 1d0 3d4++2 5dX 1d1001 1001d6 0d6 1d6 + 2d 3d4+')).toEqual([
      '2d dice/bad-sides',
      '1d0 dice/bad-sides',
      '3d4++2 dice/unreadable',
      '5dX dice/bad-sides',
      '1d1001 dice/too-many-sides',
      '1001d6 dice/too-many-dice',
      '0d6 dice/bad-count',
      '1d6 + 2d dice/bad-sides',
      '3d4+ dice/unreadable',
    ]);
    const p = findDice('Deal 1d0 damage.').problems[0]!;
    expect(p).toMatchObject({ start: 5, end: 8, text: '1d0' });
    expect(p.message.length + p.hint.length).toBeGreaterThan(10);
    expect(formulas('d7 and d1000 are unusual but legal')).toEqual(['d7', 'd1000']);
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        findDice(s);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        findDice(s);
      }),
      { numRuns: 2000 },
    );
    const diceish = fc.stringMatching(/^[0-9dDW%+\-−×÷ {}a-z()]{0,80}$/);
    fc.assert(
      fc.property(diceish, (s) => {
        const r = findDice(s);
        for (const m of [...r.matches, ...r.problems]) expect(s.slice(m.start, m.end)).toBe(m.text);
      }),
      { numRuns: 2000 },
    );
  });

  // Its speed on long and adversarial text is a row of `npm run bench` (scripts/bench/linear.ts).
  it('finds every expression in long text and survives adversarial text', () => {
    const para = 'The ogre hits for 2d8 + 5 damage, then 1d10 + Strength modifier. 3d4+3. ';
    const big = para.repeat(20_000); // ~1.4 MB
    expect(findDice(big).matches).toHaveLength(60_000);
    expect(() => findDice('1d6 + '.repeat(50_000) + 'x')).not.toThrow();
    expect(findDice('d'.repeat(200_000)).matches).toEqual([]);
    expect(() => findDice('1'.repeat(200_000) + 'd')).not.toThrow();
  });

  it('finds every dice expression in the rulebook, and they all parse', () => {
    const text = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
    const { matches, problems } = findDice(text);
    expect(problems).toEqual([]);
    expect(matches.map((m) => m.formula)).toEqual([
      'd20', // "a twenty-sided die (d20)"
      'd20', // "Roll a d20."
      '3d4 + 3', // "expressions such as “3d4+3,”"
      'd%', // "### d%"
      'd20', // "roll a d20, add an ability modifier"
      '4d6', // "Roll 4d6 for each of the six ability scores"
      'dW', // "## “dW”"
      'dW', // "The term “dW” refers to weapon dice"
      '1d10', // "weapon die: 1d10"
      '3dW', // "“3dW damage”"
      '3d10', // "you do 3d10 damage"
      '3dW + {str}', // "“3dW + Strength modifier damage”"
      'd10', // "you roll three d10s"
      'd20', // saving throw
      'd20', // attack roll
      'd20', // Rolling 1 or 20: a 20
      'd20', // Rolling 1 or 20: a 1
      '1dW + {str}', // Basic Melee Attack
      '2dW + {str}', // Level 21
      '1dW + {dex}', // Basic Ranged Attack
      '2dW + {dex}', // Level 21
      'd20', // death saving throw
      '1d10', // falling
      '50d10', // falling maximum
    ]);
    for (const m of matches) expect(text.slice(m.start, m.end)).toBe(m.text);
  });

  it("holds the rulebook's own numbers", () => {
    const [threeD4] = findDice('“3d4+3,”').matches;
    expect(bounds(threeD4!.expr)).toMatchObject({ min: 6, max: 15 });
    const [perTwo, cap] = findDice(
      'a creature takes 1d10 damage for every 2 squares (10 feet) it fell, to a maximum of 50d10.',
    ).matches;
    const fall = (squares: number): string =>
      `${Math.min(Math.floor(squares / 2), cap!.expr.type === 'dice' ? cap!.expr.count : 0)}d10`;
    expect(perTwo!.formula).toBe('1d10');
    expect(fall(7)).toBe('3d10'); // 3.5 rounds down
    expect(fall(500)).toBe('50d10');
    expect(bounds(fall(500))).toMatchObject({ min: 50, max: 500 });
  });

  it('reads a formula the same way each time it appears, and no caller can change the tree it shares', () => {
    const texts = [
      'Hit: 2d6 + Strength modifier.',
      'Miss: 2d6 + your Strength mod.',
      'Hit: 2d6 + str.',
    ];
    const first = texts.map((text) => findDice(text).matches[0]!);
    const again = texts.map((text) => findDice(text).matches[0]!);
    expect(first.map((match) => match.formula)).toEqual(Array(3).fill('2d6 + {str}'));
    expect(again).toEqual(first);
    const tree = first[0]!.expr;
    expect(parseDice('2d6 + {str}')).toEqual({ ok: true, expr: tree });
    expect(() => Object.assign(tree, { op: '-' })).toThrow(TypeError);
    expect(findDice('Hit: 2d6 + str.').matches[0]!.formula).toBe('2d6 + {str}');
    expect(findDice('1d0 and 1d0').problems.map((problem) => problem.code)).toEqual([
      'dice/bad-sides',
      'dice/bad-sides',
    ]);
  });
});

describe('mayHoldDice', () => {
  it('passes every text in which findDice finds a die or a dice-like typo', () => {
    const diceish = fc.string({
      unit: fc.constantFrom(...'0123456789dDwW%+- ×x(){}strabc.,'.split('')),
      maxLength: 24,
    });
    fc.assert(
      fc.property(diceish, (text) => {
        const found = findDice(text);
        if (!mayHoldDice(text)) expect(found).toEqual({ matches: [], problems: [] });
      }),
      { numRuns: 3000 },
    );
    expect(mayHoldDice('Hit: 2D6 + Strength modifier')).toBe(true);
    expect(mayHoldDice('a dwarf with 12 hit points, d% and dW')).toBe(true);
    expect(mayHoldDice('A dwarf with 12 hit points')).toBe(false);
  });
});

describe('proseToFormula', () => {
  it('translates whole phrases or returns null', () => {
    expect(proseToFormula('1dW + Strength modifier')).toBe('1dW + {str}');
    expect(proseToFormula('2d6 + half your level')).toBe('2d6 + {halflevel}');
    expect(proseToFormula('Strength modifier + 1d6')).toBe('{str} + 1d6');
    expect(proseToFormula('3d4+3')).toBe('3d4 + 3');
    expect(proseToFormula('1d6 damage')).toBeNull();
    expect(proseToFormula('hello')).toBeNull();
    expect(proseToFormula('1d0')).toBeNull();
  });
});
