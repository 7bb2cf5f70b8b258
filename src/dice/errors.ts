import { VARIABLE_NAMES, type DiceErrorCode } from './ast.ts';

/** A one-line hint for each error code (keyed without the `dice/` prefix). */
export const HINTS: Readonly<Record<string, string>> = {
  empty: 'Try 1d6 + 2.',
  unreadable: 'Write e.g. 3d4 + 3 or 1dW + {str}.',
  'bad-sides': 'Use d1 to d1000, d% or dW.',
  'bad-count': 'Roll 1 to 1000 dice.',
  'too-many-dice': 'Roll 1 to 1000 dice.',
  'too-many-sides': 'Use d1 to d1000.',
  'number-too-large': 'Use numbers to 1000000.',
  'too-long': 'Shorten it to 200 characters.',
  'too-deep': 'Nest 20 levels at most.',
  'unknown-variable': 'Use ' + VARIABLE_NAMES.map((v) => `{${v}}`).join(' '),
  'unresolved-variable': 'Add it to the context.',
  'bad-weapon-die': 'Set weaponDie: d8, 2d6…',
  'division-by-zero': 'Never divide by 0.',
};

/** Error thrown by {@link roll}, {@link bounds} and friends; carries a {@link DiceErrorCode} and a hint. */
export class DiceRollError extends Error {
  /** Machine-readable code. */
  readonly code: DiceErrorCode;
  /** What to do about it. */
  readonly hint: string;
  constructor(code: DiceErrorCode, message: string) {
    super(message);
    this.code = code;
    this.hint = HINTS[code.slice(5)]!;
  }
}
