/**
 * The entries of a monster stat block, in order: attacks and powers
 * (`‡<TAB>**Name** (standard, at-will) ● **Fire**` then one line
 * `[Range; ][+N vs Defense[ (rider)]; ]effect`), the same without a symbol,
 * traits (`**Name**` alone, then its text), and `*Secondary Attack:*` lines,
 * on their own line or at the end of an attack's line. Dice are marked and
 * checked like power dice.
 */
import type { PhrasingContent } from 'mdast';
import { markDice } from '../dice-marks.ts';
import { diagnostic, type Diagnostic, type Point } from '../diagnostics.ts';
import { plainText } from '../lines.ts';
import { renderInline } from '../render.ts';
import type {
  MonsterAttackRoll,
  MonsterEntry,
  MonsterPowerEntry,
  MonsterSecondary,
} from '../types.ts';
import { rawText, sliceNodes, splitOutsideParens, trimNodes } from './inline-fields.ts';
import {
  ATTACK_SYMBOLS,
  ATTACK_VS,
  ENTRY_ACTIONS,
  readAttackRoll,
  SYMBOL_LINE,
} from './monster-format.ts';

/** A line of the block: its inline nodes and where it starts. */
export interface EntryLine {
  nodes: PhrasingContent[];
  start: Point;
}

/** What an entry's first line is. */
type Opening =
  | { type: 'power'; entry: MonsterPowerEntry; inline: PhrasingContent[] }
  | { type: 'trait'; name: string; inline: PhrasingContent[] }
  | { type: 'secondary' }
  | null;

const RANGE_START = /^(Melee|Ranged|Near|Far|Close|Area|Reach|Aura|Personal|Touch)\b/i;

/** Reads the entry lines of a block, in order. */
export function readEntries(
  file: string,
  name: string,
  lines: readonly EntryLine[],
  diagnostics: Diagnostic[],
): MonsterEntry[] {
  const entries: MonsterEntry[] = [];
  /** The entry whose body line comes next (a header line was just read). */
  let awaiting: MonsterEntry | null = null;
  const unfinished = (entry: MonsterEntry) =>
    diagnostics.push(
      diagnostic(
        'monster/unreadable-entry',
        file,
        { line: entry.line, column: 1 },
        `Monster "${name}": \`${entry.name}\` has no text line after its header.`,
      ),
    );
  for (const line of lines) {
    const opening = openingOf(line);
    if (opening?.type === 'secondary') {
      const owner = [...entries].reverse().find((e) => e.type === 'power');
      if (owner) {
        owner.secondary.push(readSecondary(file, line.nodes, line.start.line, diagnostics));
        awaiting = null;
        continue;
      }
    }
    if (
      opening &&
      opening.type !== 'secondary' &&
      (awaiting === null || opening.type === 'power')
    ) {
      const entry: MonsterEntry =
        opening.type === 'power'
          ? opening.entry
          : {
              type: 'trait',
              name: opening.name,
              text: '',
              html: '',
              dice: [],
              line: line.start.line,
            };
      if (awaiting) unfinished(awaiting);
      entries.push(entry);
      awaiting = entry;
      if (opening.inline.length > 0) {
        fillBody(file, entry, opening.inline, diagnostics);
        awaiting = null;
      }
      continue;
    }
    const target = awaiting ?? entries.at(-1);
    if (!target) {
      const text = plainText(line.nodes);
      diagnostics.push(
        diagnostic(
          'monster/unreadable-entry',
          file,
          line.start,
          `Monster "${name}": the line \`${text.slice(0, 50)}\` is not an attack, power or trait; it is kept as a trait without a name.`,
        ),
      );
      const entry: MonsterEntry = {
        type: 'trait',
        name: '',
        text: '',
        html: '',
        dice: [],
        line: line.start.line,
      };
      entries.push(entry);
      fillBody(file, entry, line.nodes, diagnostics);
      continue;
    }
    fillBody(file, target, line.nodes, diagnostics);
    awaiting = null;
  }
  if (awaiting) unfinished(awaiting);
  return entries;
}

/** What a line opens: an attack or power (symbol or `**Name** (action…)`), a trait, a secondary attack. */
function openingOf(line: EntryLine): Opening {
  const raw = rawText(line.nodes);
  if (/^\s*\*?Secondary Attack\b/i.test(plainText(line.nodes))) return { type: 'secondary' };
  const symbol = SYMBOL_LINE.exec(raw);
  const nodes = symbol ? trimNodes(sliceNodes(line.nodes, symbol[0].length)) : line.nodes;
  const first = nodes[0];
  if (first?.type !== 'strong' && !symbol) return null;
  const name = first?.type === 'strong' ? plainText(first.children) : '';
  const restNodes = first?.type === 'strong' ? nodes.slice(1) : nodes;
  const rest = rawText(restNodes);
  const header = /^\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*(?:[●•]\s*(.*?))?\s*$/.exec(
    rest.replace(/\u00a0/g, ' '),
  );
  if (header || symbol) {
    const { action, frequency } = readParens(header?.[1] ?? '');
    const tags = (header?.[2] ?? '')
      .replace(/\*/g, '')
      .split(/\s*,\s*/)
      .filter((tag) => tag !== '');
    const entry: MonsterPowerEntry = {
      type: 'power',
      kind: symbol ? ATTACK_SYMBOLS[symbol[1]!]! : 'none',
      name: name || plainText(nodes),
      action,
      frequency,
      tags,
      range: null,
      attack: null,
      effect: { text: '', html: '' },
      dice: [],
      secondary: [],
      line: line.start.line,
    };
    // A symbol line that is not `**Name** (…)`: the rest is its body.
    const inline = header || !name ? [] : trimNodes(restNodes);
    return { type: 'power', entry, inline };
  }
  if (first?.type === 'strong' && name !== '' && !/:\s*$/.test(name))
    return { type: 'trait', name, inline: trimNodes(restNodes) };
  return null;
}

/** Reads `standard, refresh 5, 6` into the action and the frequency. */
function readParens(text: string): Pick<MonsterPowerEntry, 'action' | 'frequency'> {
  const [first = '', ...rest] = text.split(',').map((part) => part.trim());
  const hasAction = ENTRY_ACTIONS.test(first);
  const frequencyText = (hasAction ? rest.join(', ') : text).trim();
  return {
    action: hasAction ? first.toLowerCase() : null,
    frequency: frequencyText === '' ? null : readFrequency(frequencyText),
  };
}

function readFrequency(text: string): NonNullable<MonsterPowerEntry['frequency']> {
  const lower = text.toLowerCase();
  const refresh = /^(?:refresh|recharge)\s+([\d,\s or]+)$/i.exec(text);
  if (refresh) {
    const values = [...refresh[1]!.matchAll(/\d+/g)].map((m) => Number(m[0]));
    return { kind: 'recharge', text, recharge: values };
  }
  const kind = /^at[- ]will$/.test(lower)
    ? 'at-will'
    : lower === 'encounter'
      ? 'encounter'
      : lower === 'daily'
        ? 'daily'
        : 'other';
  return { kind, text, recharge: [] };
}

/** Fills an entry's body from its line (or appends a continuation line). */
function fillBody(
  file: string,
  entry: MonsterEntry,
  nodes: PhrasingContent[],
  diagnostics: Diagnostic[],
): void {
  const secondaryAt = nodes.findIndex(
    (node) =>
      (node.type === 'emphasis' || node.type === 'strong') &&
      /^Secondary Attack\s*:?$/i.test(plainText(node.children)),
  );
  const main = secondaryAt > 0 ? trimNodes(nodes.slice(0, secondaryAt)) : nodes;
  if (entry.type === 'trait') {
    const marked = markDice(file, main);
    diagnostics.push(...marked.diagnostics);
    appendText(entry, plainText(main), renderInline(main));
    entry.dice.push(...marked.dice);
  } else if (entry.effect.text === '' && entry.attack === null && entry.range === null) {
    const read = readAttackLine(main);
    entry.range = read.range;
    entry.attack = read.attack;
    const marked = markDice(file, read.effect);
    diagnostics.push(...marked.diagnostics);
    entry.effect = { text: plainText(read.effect), html: renderInline(read.effect) };
    entry.dice.push(...marked.dice);
  } else {
    const marked = markDice(file, main);
    diagnostics.push(...marked.diagnostics);
    appendText(entry.effect, plainText(main), renderInline(main));
    entry.dice.push(...marked.dice);
  }
  if (secondaryAt > 0 && entry.type === 'power')
    entry.secondary.push(
      readSecondary(
        file,
        nodes.slice(secondaryAt),
        nodes[secondaryAt]?.position?.start.line ?? 1,
        diagnostics,
      ),
    );
}

function appendText(target: { text: string; html: string }, text: string, html: string): void {
  target.text = target.text === '' ? text : `${target.text}\n${text}`;
  target.html = target.html === '' ? html : `${target.html}<br>\n${html}`;
}

/** Splits `Ranged 5/10; +8 vs Reflex (rider); effect` into range, attack and effect nodes. */
function readAttackLine(nodes: PhrasingContent[]): {
  range: string | null;
  attack: MonsterAttackRoll | null;
  effect: PhrasingContent[];
} {
  const raw = rawText(nodes);
  const parts = splitOutsideParens(raw, ';');
  let offset = 0;
  const starts = parts.map((part) => {
    const at = raw.indexOf(part, offset);
    offset = at + part.length;
    return at;
  });
  const attackIndex = parts.findIndex((part) => ATTACK_VS.test(part));
  const rangeEnd =
    attackIndex >= 0 ? attackIndex : RANGE_START.test(parts[0] ?? '') && parts.length > 1 ? 1 : 0;
  const effectIndex = attackIndex >= 0 ? attackIndex + 1 : rangeEnd;
  const range = rangeEnd > 0 ? parts.slice(0, rangeEnd).join('; ') : null;
  const attack = attackIndex >= 0 ? readAttackRoll(parts[attackIndex]!) : null;
  const effect =
    effectIndex < parts.length ? trimNodes(sliceNodes(nodes, starts[effectIndex]!)) : [];
  return { range: range === '' ? null : range, attack, effect };
}

/** Reads a `*Secondary Attack:* +8 vs Fortitude; the target falls prone.` line or tail. */
function readSecondary(
  file: string,
  nodes: PhrasingContent[],
  line: number,
  diagnostics: Diagnostic[],
): MonsterSecondary {
  const labelled = nodes[0]?.type === 'emphasis' || nodes[0]?.type === 'strong';
  const body = trimNodes(labelled ? nodes.slice(1) : nodes, ':');
  const raw = rawText(body);
  const [first = ''] = splitOutsideParens(raw, ';');
  const attack = readAttackRoll(first);
  const effect = attack ? trimNodes(sliceNodes(body, raw.indexOf(';') + 1), ';') : body;
  const marked = markDice(file, effect);
  diagnostics.push(...marked.diagnostics);
  return {
    attack,
    text: plainText(attack && raw.indexOf(';') < 0 ? [] : effect),
    html: renderInline(attack && raw.indexOf(';') < 0 ? [] : effect),
    dice: marked.dice,
    line,
  };
}
