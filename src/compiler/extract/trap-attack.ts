/**
 * The attack of a trap, written like a monster's: an optional attack symbol
 * and a TAB, `**Attack**` with `● **Tags**`, a range line
 * (`Near burst 2; +9 vs Reflex`), then `*Hit*`, `*Miss*`, `*Effect*`,
 * `*Secondary Attack:*` and `*Aftereffect:*` lines. Pure functions of a
 * line's plain text, so the monster reader can share them.
 */
import type { AttackSymbolKind, TrapAttack, TrapSecondary } from '../record-types.ts';
import type { Defense } from '../types.ts';

/** Attack symbols (content-formats §0.6) and the kind of attack each marks. */
export const ATTACK_SYMBOLS: Record<string, AttackSymbolKind> = {
  '‡': 'melee',
  '†': 'melee',
  '⤢': 'ranged',
  '↗': 'ranged',
  '∢': 'near',
  '⋇': 'far',
};

const HEADER = /^([‡†⤢↗∢⋇])?\s*Attack\s*(?:[●•]\s*(.*))?$/;
const RANGE = /^(?:(.+?);\s*)?\+(\d+)\s+vs\.?\s+(AC|Fortitude|Reflex|Will)\b\.?$/i;
const AREA = /\b(burst|blast|arc|wall|line|zone|aura)\s+(\d+)/i;

/** Reads an attack header line (`∢ Attack ● Fire`); null when the line is not one. */
export function readAttackHeader(text: string): TrapAttack | null {
  const match = HEADER.exec(text.trim());
  if (!match) return null;
  const symbol = match[1] ?? null;
  return {
    kind: symbol ? ATTACK_SYMBOLS[symbol]! : 'none',
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
  const match = RANGE.exec(text.trim());
  if (!match) return false;
  attack.rangeText = match[1] ?? null;
  const area = AREA.exec(match[1] ?? '');
  attack.area = area ? { shape: area[1]!.toLowerCase(), size: Number(area[2]) } : null;
  attack.bonus = Number(match[2]);
  attack.defense = canonicalDefense(match[3]!);
  return true;
}

/** A secondary attack's text `+7 vs Fortitude; the target is slowed`: its bonus, defense and rest. */
export function readSecondary(text: string): TrapSecondary {
  const match = /^\+(\d+)\s+vs\.?\s+(AC|Fortitude|Reflex|Will)\b[.;,]?\s*(.*)$/i.exec(text.trim());
  return match
    ? { bonus: Number(match[1]), defense: canonicalDefense(match[2]!), text: match[3]! }
    : { bonus: null, defense: null, text };
}

/** Each defense by its lower-case name (the patterns above match them case-insensitively). */
const DEFENSE_NAMES = {
  ac: 'AC',
  fortitude: 'Fortitude',
  reflex: 'Reflex',
  will: 'Will',
} as const satisfies Record<Lowercase<Defense>, Defense>;

/** The defense a matched name stands for, as the schema spells it. */
function canonicalDefense(word: string): Defense {
  return DEFENSE_NAMES[word.toLowerCase() as Lowercase<Defense>];
}
