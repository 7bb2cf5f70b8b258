import fc from 'fast-check';
import type { DiceExpr } from '../../src/dice/index.ts';

/** Random resolved-or-not dice trees within the parser's limits (few dice, shallow). */
export const exprArb = (withVariables = true): fc.Arbitrary<DiceExpr> => {
  const leaf: fc.Arbitrary<DiceExpr>[] = [
    fc.record({
      type: fc.constant('dice' as const),
      count: fc.integer({ min: 1, max: 6 }),
      sides: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constant('%' as const)),
      implicitCount: fc.constant(false),
    }),
    fc.constantFrom<DiceExpr>(
      { type: 'dice', count: 1, sides: 20, implicitCount: true },
      { type: 'dice', count: 1, sides: '%', implicitCount: true },
    ),
    fc.integer({ min: 0, max: 50 }).map((value): DiceExpr => ({ type: 'constant', value })),
  ];
  if (withVariables) {
    leaf.push(
      fc.constantFrom<DiceExpr>(
        { type: 'variable', name: 'str' },
        { type: 'variable', name: 'halflevel' },
        { type: 'dice', count: 2, sides: 'W', implicitCount: false },
      ),
    );
  }
  const { tree } = fc.letrec<{ tree: DiceExpr }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      ...leaf,
      fc.record({
        type: fc.constant('binary' as const),
        op: fc.constantFrom('+' as const, '-' as const, '*' as const),
        left: tie('tree'),
        right: tie('tree'),
      }),
      // Division only by a positive constant or die, so it can never divide by zero.
      fc.record({
        type: fc.constant('binary' as const),
        op: fc.constant('/' as const),
        left: tie('tree'),
        right: fc.oneof(
          fc.integer({ min: 1, max: 5 }).map((value): DiceExpr => ({ type: 'constant', value })),
          fc.constant<DiceExpr>({ type: 'dice', count: 1, sides: 4, implicitCount: false }),
        ),
      }),
      fc.record({ type: fc.constant('negate' as const), operand: tie('tree') }),
    ),
  }));
  return tree;
};

/** Count nodes, to keep generated trees within the 200-character limit. */
export const size = (e: DiceExpr): number =>
  e.type === 'binary'
    ? 1 + size(e.left) + size(e.right)
    : e.type === 'negate'
      ? 1 + size(e.operand)
      : 1;
