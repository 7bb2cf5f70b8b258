/**
 * The attack of a trap, written like a monster's: an optional attack symbol
 * and a TAB, `**Attack**` with `● **Tags**`, a range line
 * (`Near burst 2; +9 vs Reflex`), then `*Hit*`, `*Miss*`, `*Effect*`,
 * `*Secondary Attack:*` and `*Aftereffect:*` lines. The symbols and the
 * attack roll (`+9 vs Reflex`) are read by the monster readers'
 * (monster-format.ts), so a trap rolls exactly like a monster.
 */
import type { AttackSymbolKind, TrapAttack, TrapSecondary } from '../record-types.ts';
import { splitOutsideParens } from './inline-fields.ts';
import { ATTACK_SYMBOLS, readAttackRoll } from './monster-format.ts';

/** A trap's attack kind from its symbol: the monster kinds without basic/other distinction. */
function symbolKind(symbol: string): AttackSymbolKind {
  const kind = ATTACK_SYMBOLS[symbol]!;
  return kind === 'basic-melee' ? 'melee' : kind === 'basic-ranged' ? 'ranged' : kind;
}

const HEADER = new RegExp(
  `^([${Object.keys(ATTACK_SYMBOLS).join('')}])?\\s*Attack\\s*(?:[●•]\\s*(.*))?$`,
  'u',
);
/** A roll at the start of a secondary attack's text, and the rest after `;`, `.` or `,`. */
const ROLL_HEAD =
  /^(.+?\b(?:AC|Fort(?:itude)?|Ref(?:lex)?|Will)\b(?:\s*\([^)]*\))?)[.;,]?\s*(.*)$/i;
const AREA = /\b(burst|blast|arc|wall|line|zone|aura)\s+(\d+)/i;

/** Reads an attack header line (`∢ Attack ● Fire`); null when the line is not one. */
export function readAttackHeader(text: string): TrapAttack | null {
  const match = HEADER.exec(text.trim());
  if (!match) return null;
  const symbol = match[1] ?? null;
  return {
    kind: symbol ? symbolKind(symbol) : 'none',
    symbol,
    tags: (match[2] ?? '')
      .split(/\s*,\s*/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    rangeText: null,
    area: null,
    bonus: null,
    defense: null,
    hit: null,
    miss: null,
    effect: null,
    secondary: [],
    aftereffect: null,
  };
}

/** Reads a range line into the attack (`Near burst 2; +9 vs Reflex`); false when the line is not one. */
export function readRangeLine(attack: TrapAttack, text: string): boolean {
  const parts = splitOutsideParens(text.trim().replace(/\.$/, ''), ';');
  const roll = readAttackRoll(parts.at(-1) ?? '');
  if (!roll || roll.rider !== null || roll.bonus < 0) return false;
  const range = parts.length > 1 ? parts.slice(0, -1).join(';').trim() : null;
  attack.rangeText = range;
  const area = AREA.exec(range ?? '');
  attack.area = area ? { shape: area[1]!.toLowerCase(), size: Number(area[2]) } : null;
  attack.bonus = roll.bonus;
  attack.defense = roll.defense;
  return true;
}

/** A secondary attack's text `+7 vs Fortitude; the target is slowed`: its bonus, defense and rest. */
export function readSecondary(text: string): TrapSecondary {
  const head = ROLL_HEAD.exec(text.trim());
  const roll = head ? readAttackRoll(head[1]!) : null;
  return roll && roll.bonus >= 0
    ? { bonus: roll.bonus, defense: roll.defense, text: head![2]! }
    : { bonus: null, defense: null, text };
}
