/**
 * The two fixed lines of a power block, read from their plain text: the header
 * (`At-Will Attack Feature (Standard Action) ● Weapon`) and the origin
 * (`Near burst 5 (10 at level 11, 15 at level 21), one ally`), plus the attack
 * line's `Strength vs AC`. Pure string functions, each returning a reason
 * instead of throwing when the text cannot be read.
 */
import type {
  Ability,
  ActionType,
  AreaKind,
  Attack,
  Defense,
  Frequency,
  Origin,
  OriginKind,
  Power,
} from '../types.ts';

/** A parsed header line: the power fields it determines. */
export type PowerHeader = Pick<
  Power,
  'frequency' | 'category' | 'level' | 'feature' | 'actions' | 'actionText' | 'tags'
>;

/** Result of a line reader: the value, or why it could not be read. */
export type Read<T> =
  { ok: true; value: T } | { ok: false; reason: string; code: 'bad' | 'action' };

const FREQUENCIES: Record<string, Frequency> = {
  'at-will': 'at-will',
  'at will': 'at-will',
  encounter: 'encounter',
  daily: 'daily',
  unlimited: 'unlimited',
};

const ACTIONS: Record<string, ActionType> = {
  standard: 'standard',
  move: 'move',
  swift: 'swift',
  minor: 'swift',
  free: 'free',
  counter: 'counter',
  reaction: 'reaction',
  immediate: 'immediate',
  interrupt: 'immediate',
  opportunity: 'opportunity',
  no: 'no-action',
  none: 'no-action',
  special: 'special',
};

const HEADER =
  /^(At[- ]Will|Encounter|Daily|Unlimited)\s+(Attack|Utility)\s+(Feature|(?:Level\s+)?\d+)\s*(?:\(\s*([^)]*?)\s*\)|([A-Za-z ]+?Actions?))?\s*(?:[●•·]\s*(.*))?$/i;

/** Reads a header line such as `At-Will Attack 1 (Standard and Move Action) ● Weapon, Implement`. */
export function readHeader(text: string): Read<PowerHeader> {
  const match = HEADER.exec(text.trim());
  if (!match) {
    return {
      ok: false,
      code: 'bad',
      reason: `Cannot read the power header \`${text}\`: expected frequency, category, level or Feature, then (action).`,
    };
  }
  const [, frequencyText = '', categoryText = '', levelText = '', inParens, bare, tagText] = match;
  const actionText = (inParens ?? bare ?? '').trim();
  const actions = readActions(actionText);
  if (!actions.ok) return actions;
  const feature = /^feature$/i.test(levelText);
  return {
    ok: true,
    value: {
      frequency: FREQUENCIES[frequencyText.toLowerCase()] ?? 'at-will',
      category: categoryText.toLowerCase() === 'attack' ? 'attack' : 'utility',
      level: feature ? null : Number(levelText.replace(/\D/g, '')),
      feature,
      actions: actions.value,
      actionText,
      tags: (tagText ?? '')
        .split(/\s*,\s*/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    },
  };
}

/** Reads the action phrase inside the header's parentheses, e.g. "Standard and Move Action". */
export function readActions(text: string): Read<ActionType[]> {
  if (text === '')
    return {
      ok: false,
      code: 'action',
      reason: 'The power header names no action, e.g. `(**Standard Action**)`.',
    };
  const words = text
    .replace(/\bactions?\b/gi, ' ')
    .split(/\s*(?:,|\/|\band\b|\bor\b|\bthen\b)\s*/i)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const actions: ActionType[] = [];
  for (const word of words) {
    const action = ACTIONS[word.split(/\s+/)[0] ?? ''];
    if (!action)
      return { ok: false, code: 'action', reason: `Unknown action \`${word}\` in \`${text}\`.` };
    if (!actions.includes(action)) actions.push(action);
  }
  if (actions.length === 0)
    return { ok: false, code: 'action', reason: `No action found in \`${text}\`.` };
  return { ok: true, value: actions };
}

const ORIGIN = /^(Melee\s+or\s+Ranged|Melee|Ranged|Near|Far|Self|Special)\b\s*(.*)$/i;
const AREA = /\b(burst|blast|arc|wall|line|zone|aura)\s+(\d+)/i;

/** Whether a line's leading bold text names an origin. */
export function isOriginKind(label: string): boolean {
  return ORIGIN.test(label) && ORIGIN.exec(label)?.[2] === '';
}

/** Reads an origin line such as `Ranged 10, one target` or `Far burst 1 within range 10`. */
export function readOrigin(text: string): Read<{ origin: Origin; targets: string | null }> {
  const raw = text.trim();
  const match = ORIGIN.exec(raw);
  if (!match) return { ok: false, code: 'bad', reason: `Cannot read the origin line \`${raw}\`.` };
  const kind = match[1]!.toLowerCase().replace(/\s+or\s+/, '-or-') as OriginKind;
  const [rangePart = '', ...rest] = splitTopLevel(match[2] ?? '', ',');
  const targets = rest.join(',').trim();
  const area = AREA.exec(rangePart);
  return {
    ok: true,
    value: {
      origin: {
        kind,
        raw,
        area: area ? (area[1]!.toLowerCase() as AreaKind) : null,
        size: area ? Number(area[2]) : null,
        range: readRange(kind, rangePart, area),
        scaling: readParenScaling(rangePart),
      },
      targets: targets === '' ? null : targets,
    },
  };
}

function readRange(
  kind: OriginKind,
  part: string,
  area: RegExpExecArray | null,
): number | string | null {
  const within = /\brange\s+(\d+)/i.exec(part);
  if (within) return Number(within[1]);
  const withoutParens = part.replace(/\([^)]*\)/g, '').trim();
  const leading = /^(\d+)\b/.exec(withoutParens);
  if (leading) return Number(leading[1]);
  if (kind === 'self') return null;
  const words = (area ? withoutParens.slice(0, withoutParens.search(AREA)) : withoutParens)
    .replace(/(?:^|\s+)range$/i, '')
    .trim();
  return words === '' ? null : words;
}

/** Reads `(Level 11: 5; Level 21: 8)` and `(10 at level 11, 15 at level 21)` in origin text. */
export function readParenScaling(text: string): { level: number; text: string }[] {
  const entries: { level: number; text: string }[] = [];
  for (const group of text.matchAll(/\(([^)]*)\)/g)) {
    const inner = group[1] ?? '';
    for (const m of inner.matchAll(/Level\s+(\d+)\s*:\s*([^;,]+)/gi)) {
      entries.push({ level: Number(m[1]), text: m[2]!.trim() });
    }
    for (const m of inner.matchAll(/([^;,]+?)\s+at\s+level\s+(\d+)/gi)) {
      entries.push({ level: Number(m[2]), text: m[1]!.trim() });
    }
  }
  return entries.sort((a, b) => a.level - b.level);
}

const ABILITIES: Record<string, Ability> = {
  strength: 'strength',
  str: 'strength',
  constitution: 'constitution',
  con: 'constitution',
  dexterity: 'dexterity',
  dex: 'dexterity',
  intelligence: 'intelligence',
  int: 'intelligence',
  wisdom: 'wisdom',
  wis: 'wisdom',
  charisma: 'charisma',
  cha: 'charisma',
};

const DEFENSES: Record<string, Defense> = {
  ac: 'AC',
  fortitude: 'Fortitude',
  fort: 'Fortitude',
  reflex: 'Reflex',
  ref: 'Reflex',
  will: 'Will',
};

/** Reads an attack line such as `Strength vs AC` or `Bluff check vs target's passive Insight score`. */
export function readAttack(text: string): Attack {
  const raw = text.trim();
  const match = /^(.+?)\s+vs\.?\s+(.+)$/i.exec(raw);
  if (!match) return { ability: null, check: null, defense: null, raw };
  const left = match[1]!.trim();
  const ability = ABILITIES[left.toLowerCase()] ?? null;
  const defenseWord = /^[A-Za-z]+/.exec(match[2]!)?.[0]?.toLowerCase() ?? '';
  return {
    ability,
    check: ability ? null : left.replace(/\s+check$/i, ''),
    defense: DEFENSES[defenseWord] ?? null,
    raw,
  };
}

/** Splits on a separator that is not inside parentheses. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim());
}
