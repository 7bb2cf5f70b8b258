/**
 * The header of a power block, read from its plain text: the one-line layout
 * (`At-Will Attack 1 (Standard Action) ● Weapon`, level optional, tokens in
 * any bold grouping) and the older two-line layout (`Encounter No Action`,
 * then the descriptor `Human Utility Ancestry ● Tags`), with the layouts of
 * earlier editions (content-formats §14): a descriptor without a kind or
 * without a category, an empty action or a range word in its place, stray
 * `**` left by a bold span that did not close. Pure string functions, each
 * returning a reason instead of throwing when the text cannot be read.
 */
import type { Covers } from '../base-types.ts';
import type { ActionType, Descriptor, Frequency, Power, PowerCategory } from '../types.ts';
import { lineKey } from './labels.ts';
import { ownValue } from './lookup.ts';
import { originKind } from './origin.ts';

/** A parsed header: the power fields it determines. */
export type PowerHeader = Pick<
  Power,
  'frequency' | 'category' | 'level' | 'feature' | 'actions' | 'actionText' | 'tags'
>;

/** Result of a line reader: the value, or why it could not be read. */
export type Read<T> =
  { ok: true; value: T } | { ok: false; reason: string; code: 'bad' | 'action' };

/**
 * A slip in a header that was still read: `*` typed where `●` separates the
 * tags, an action slot naming no action (empty, or a range word such as
 * `Near Action`), a descriptor naming no category (`Strong Bidding 7`).
 */
export type HeaderSlip =
  'star-separator' | 'missing-action' | 'range-as-action' | 'missing-category';

/** A header line read, with the slips found in it. */
export interface HeaderRead {
  header: PowerHeader;
  slips: HeaderSlip[];
  /** The range word written where the action belongs (`Near` in `Near Action`), else null. */
  range: string | null;
}

/** What an action slot holds: the actions (none when it names none) and the range word in its place. */
interface ActionSlot {
  actions: ActionType[];
  slips: HeaderSlip[];
  range: string | null;
}

/** How each frequency is written (lower case, spaces collapsed); one entry per frequency. */
const FREQUENCY_SPELLINGS = {
  'at-will': ['at-will', 'at will'],
  encounter: ['encounter'],
  'twice-per-encounter': ['twice per encounter'],
  daily: ['daily'],
  unlimited: ['unlimited'],
  consumable: ['consumable'],
  mantle: ['mantle'],
} satisfies Record<Frequency, readonly string[]>;

const FREQUENCIES = new Map<string, Frequency>(
  (Object.entries(FREQUENCY_SPELLINGS) as [Frequency, string[]][]).flatMap(([value, spellings]) =>
    spellings.map((spelling) => [spelling, value] as const),
  ),
);

/** Each word an action is written with (lower case) → the action type; every type has one. */
const ACTIONS = {
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
} as const satisfies Record<string, ActionType>;
true satisfies Covers<typeof ACTIONS, ActionType>;

const CATEGORIES = { attack: 'attack', utility: 'utility' } as const satisfies Record<
  string,
  PowerCategory
>;

/** The frequency spellings as a regex group, longest first ("Twice per Encounter" before "Encounter"). */
const FREQUENCY = `(${[...FREQUENCIES.keys()]
  .sort((a, b) => b.length - a.length)
  .map((spelling) => spelling.replace(/ /g, String.raw`\s+`))
  .join('|')})`;
/** Frequency, category and the optional level or `Feature`; the rest is read by `readTail`. */
const HEADER_START = new RegExp(
  String.raw`^${FREQUENCY}\s+(Attack|Utility)\b(?:\s+(Feature|(?:Level\s+)?\d+)\b)?\s*`,
  'i',
);
/** The first line of the two-line layout: frequency then the action. */
const SHORT_HEADER = new RegExp(String.raw`^${FREQUENCY}\s+(.*\bActions?\)?)$`, 'i');
/** The descriptor line of the two-line layout: `<source> <category> [<level|Feature|kind>]`. */
const DESCRIPTOR = /^(.*?)\s*\b(Attack|Utility)\b(?:\s+([^\s●•·*]+))?\s*(.*)$/i;
/** The bold span of a descriptor without a category (an earlier edition's): `<source> <level|Feature>`. */
const SOURCE_LEVEL = /^(.+?)\s+(\d+|Feature)$/i;
/** The separator before the tags: `●` (or `•`, `·`), and `*` as a slip. */
const TAGS = /^([●•·*])\s*(.*)$/;

/**
 * The text of a header line without the `**` a bold span leaves when a space
 * inside it kept it from closing (`**Encounter Standard Action **`, `** Action**`).
 */
const unmarked = (text: string): string => text.replace(/\*\*/g, ' ').replace(/\s+/g, ' ').trim();

const frequencyOf = (text: string): Frequency =>
  FREQUENCIES.get(text.toLowerCase().replace(/\s+/g, ' ')) ?? 'at-will';
const categoryOf = (text: string): PowerCategory =>
  CATEGORIES[text.toLowerCase() as keyof typeof CATEGORIES];

/** Reads a header line such as `At-Will Attack 1 (Standard and Move Action) ● Weapon, Implement`. */
export function readHeader(text: string): Read<HeaderRead> {
  const trimmed = unmarked(text);
  const match = HEADER_START.exec(trimmed);
  if (!match) {
    return {
      ok: false,
      code: 'bad',
      reason: `Cannot read the power header \`${text}\`: expected frequency, category, an optional level or Feature, then (action).`,
    };
  }
  const [whole, frequencyText = '', categoryText = '', levelText = ''] = match;
  const tail = readTail(trimmed.slice(whole.length));
  if (!tail.ok) return tail;
  const { tags, slips } = tail.value;
  const slot = readActionSlot(tail.value.actionText);
  if (!slot.ok) return slot;
  const { actions, range } = slot.value;
  const feature = /^feature$/i.test(levelText);
  const level = feature || levelText === '' ? null : Number(levelText.replace(/\D/g, ''));
  if (level !== null && (level < 1 || level > 30)) {
    return { ok: false, code: 'bad', reason: `The power level ${level} is not between 1 and 30.` };
  }
  return {
    ok: true,
    value: {
      header: {
        frequency: frequencyOf(frequencyText),
        category: categoryOf(categoryText),
        level,
        feature,
        actions,
        actionText: actions.length > 0 ? tail.value.actionText : '',
        tags,
      },
      slips: [...slot.value.slips, ...slips],
      range,
    },
  };
}

/** Reads what follows the level: `(action)` or a bare `… Action`, then optionally `●` and tags. */
function readTail(text: string): Read<{ actionText: string; tags: string[]; slips: HeaderSlip[] }> {
  let actionText = '';
  let rest = text;
  if (rest.startsWith('(')) {
    const close = closingParen(rest);
    actionText = rest.slice(1, close).trim();
    rest = rest.slice(close + 1).trim();
  } else {
    const bare = /^([A-Za-z ]*?Actions?)\b\s*/i.exec(rest);
    if (bare) {
      actionText = bare[1]!.trim();
      rest = rest.slice(bare[0].length);
    }
  }
  if (rest === '') return { ok: true, value: { actionText, tags: [], slips: [] } };
  const tags = TAGS.exec(rest);
  if (!tags) {
    return {
      ok: false,
      code: 'bad',
      reason: `Cannot read \`${rest}\` after the action; write \`●\` then the tags.`,
    };
  }
  return {
    ok: true,
    value: {
      actionText,
      tags: splitTags(tags[2] ?? ''),
      slips: tags[1] === '*' ? ['star-separator'] : [],
    },
  };
}

/** The index of the parenthesis closing the one at index 0 (or the end of the text). */
function closingParen(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  return text.length;
}

function splitTags(text: string): string[] {
  return text
    .split(/\s*,\s*/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Reads the first line of the two-line layout, e.g. `Encounter No Action`. */
export function readShortHeader(
  text: string,
): Read<Pick<PowerHeader, 'frequency' | 'actions' | 'actionText'> & Omit<HeaderRead, 'header'>> {
  const match = SHORT_HEADER.exec(unmarked(text));
  if (!match)
    return { ok: false, code: 'bad', reason: `\`${text}\` is not a frequency and action.` };
  const actionText = match[2]!.replace(/^\(\s*|\s*\)$/g, '').trim();
  const slot = readActionSlot(actionText);
  if (!slot.ok) return slot;
  const { actions, slips, range } = slot.value;
  return {
    ok: true,
    value: {
      frequency: frequencyOf(match[1]!),
      actions,
      actionText: actions.length > 0 ? actionText : '',
      slips,
      range,
    },
  };
}

/**
 * Reads the descriptor line of the two-line layout, e.g. `Crusader Utility
 * Feature ● Divine`, `Ancestry Utility` (no kind) or, when `bold` (the text
 * of the line's leading bold span) holds a source and a level,
 * `Strong Bidding 7 ● Spirit` (no category: the slip `missing-category`,
 * category left to the caller). Requiring one bold span for the last form
 * keeps an origin line (`**Near** burst 10`) from being read as one.
 */
export function readDescriptor(
  text: string,
  bold: string | null = null,
): Read<{
  descriptor: Descriptor;
  fields: Pick<PowerHeader, 'category' | 'level' | 'feature' | 'tags'>;
  slips: HeaderSlip[];
}> {
  const raw = text.trim();
  const parts = descriptorParts(unmarked(raw), bold === null ? null : unmarked(bold));
  if (!parts) return { ok: false, code: 'bad', reason: `\`${raw}\` is not a power descriptor.` };
  const { source, categoryText, kind, rest } = parts;
  const tags = rest === '' ? null : TAGS.exec(rest);
  if (rest !== '' && !tags) return { ok: false, code: 'bad', reason: `Cannot read \`${rest}\`.` };
  const feature = /^feature$/i.test(kind);
  const number = /^\d+$/.test(kind) ? Number(kind) : null;
  if (number !== null && (number < 1 || number > 30)) {
    return { ok: false, code: 'bad', reason: `The power level ${number} is not between 1 and 30.` };
  }
  return {
    ok: true,
    value: {
      descriptor: { raw, source, kind },
      fields: {
        category: categoryText === '' ? 'utility' : categoryOf(categoryText),
        level: number,
        feature,
        tags: splitTags(tags?.[2] ?? ''),
      },
      slips: [
        ...(categoryText === '' ? (['missing-category'] as const) : []),
        ...(tags?.[1] === '*' ? (['star-separator'] as const) : []),
      ],
    },
  };
}

/**
 * Splits a descriptor (without stray `**`) into source, category (empty when
 * it names none), kind and what follows; null when it is not a descriptor.
 * `bold` is its leading bold span, the only place a category-less
 * `<source> <level>` is taken from, and never an origin or a line label.
 */
function descriptorParts(
  plain: string,
  bold: string | null,
): { source: string; categoryText: string; kind: string; rest: string } | null {
  const match = DESCRIPTOR.exec(plain);
  if (match) {
    const [, source = '', categoryText = '', kind = '', rest = ''] = match;
    return source === '' && kind === '' ? null : { source, categoryText, kind, rest };
  }
  const lead = bold !== null && plain.startsWith(bold) ? SOURCE_LEVEL.exec(bold) : null;
  const source = lead?.[1] ?? '';
  if (!lead || originKind(source) !== 'other' || lineKey(source) !== 'other') return null;
  return { source, categoryText: '', kind: lead[2]!, rest: plain.slice(bold!.length).trim() };
}

/** An action phrase without its parenthesised asides and the word `Action`: `Standard and Move`. */
const actionWords = (text: string): string =>
  text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\bactions?\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads the action phrase of a header, e.g. "Standard and Move Action", "Immediate (React) Action". */
export function readActions(text: string): Read<Power['actions']> {
  if (text === '')
    return {
      ok: false,
      code: 'action',
      reason: 'The power header names no action, e.g. `(**Standard Action**)`.',
    };
  const words = actionWords(text)
    .split(/\s*(?:,|\/|\band\b|\bor\b|\bthen\b)\s*/i)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const actions: ActionType[] = [];
  for (const word of words) {
    const action = ownValue(ACTIONS, word.split(/\s+/)[0] ?? '');
    if (!action)
      return { ok: false, code: 'action', reason: `Unknown action \`${word}\` in \`${text}\`.` };
    if (!actions.includes(action)) actions.push(action);
  }
  const [first, ...rest] = actions;
  if (first === undefined)
    return { ok: false, code: 'action', reason: `No action found in \`${text}\`.` };
  return { ok: true, value: [first, ...rest] };
}

/**
 * Reads an action slot: the actions it names, or none with a slip when it
 * names no action (`** Action**`, earlier editions) or a range word
 * (`Near Action`: the range is returned). Text naming no slot at all, or an
 * unknown word, is the error of `readActions`.
 */
export function readActionSlot(text: string): Read<ActionSlot> {
  const read = readActions(text);
  if (read.ok) return { ok: true, value: { actions: read.value, slips: [], range: null } };
  const words = actionWords(text);
  if (text.trim() !== '' && words === '')
    return { ok: true, value: { actions: [], slips: ['missing-action'], range: null } };
  if (words !== '' && originKind(words) !== 'other')
    return { ok: true, value: { actions: [], slips: ['range-as-action'], range: words } };
  return read;
}
