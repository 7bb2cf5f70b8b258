/**
 * The stat lines of a monster stat block, between the rank line and the
 * entries: type line, senses and skills, languages, abilities, equipment,
 * initiative and speeds, action points, defenses and saving throws, hit
 * points, immunities, resistances and vulnerabilities. Each field's value is
 * kept with the position of its first number, for the arithmetic checks.
 */
import type { PhrasingContent } from 'mdast';
import { diagnostic, type Diagnostic, type Point } from '../diagnostics.ts';
import { markDice } from '../dice-marks.ts';
import { plainText } from '../lines.ts';
import { renderInline } from '../render.ts';
import type { Monster, MonsterDamageAmount, MonsterSize } from '../types.ts';
import {
  fieldValue,
  pointAt,
  rawText,
  splitFields,
  splitOutsideParens,
  trimNodes,
} from './inline-fields.ts';
import { ABILITY_LABELS, DEFENSE_LABELS, SIZES, statLabel } from './monster-format.ts';

/** The stat fields of a monster (everything between the rank line and the entries). */
export type MonsterStats = Pick<
  Monster,
  | 'size'
  | 'origin'
  | 'type'
  | 'tags'
  | 'alignment'
  | 'senses'
  | 'skills'
  | 'languages'
  | 'abilities'
  | 'equipment'
  | 'initiative'
  | 'speeds'
  | 'actionPoints'
  | 'defenses'
  | 'savingThrows'
  | 'hp'
  | 'staggered'
  | 'hpNote'
  | 'immunities'
  | 'resistances'
  | 'vulnerabilities'
  | 'extras'
>;

/** Where the checked numbers are written. */
export interface StatPositions {
  hp?: Point;
  staggered?: Point;
  /** Where a type line is written (read or not: an unreadable one has its own warning). */
  typeLine?: Point;
  modifiers: Partial<Record<keyof Monster['abilities'], Point>>;
  /** The fields read so far (a repeated one is kept as an extra line, with a warning). */
  seen: Set<string>;
}

/** Empty stats, filled line by line. */
export function emptyStats(): MonsterStats {
  return {
    size: null,
    origin: null,
    type: null,
    tags: [],
    alignment: null,
    senses: { perception: null, other: [], note: null },
    skills: [],
    languages: null,
    abilities: { str: null, con: null, dex: null, int: null, wis: null, cha: null },
    equipment: null,
    initiative: null,
    speeds: { walk: null, modes: [] },
    actionPoints: null,
    defenses: { ac: null, fortitude: null, reflex: null, will: null },
    savingThrows: null,
    hp: null,
    staggered: null,
    hpNote: null,
    immunities: [],
    resistances: [],
    vulnerabilities: [],
    extras: [],
  };
}

/** Reads the type line `Large Elemental Beast ● Fire (Unaligned)`; false when the size is unknown. */
export function readTypeLine(text: string, stats: MonsterStats): boolean {
  const alignment = /\(([^)]*)\)\s*$/.exec(text);
  const body = alignment ? text.slice(0, alignment.index) : text;
  const [main = '', ...tagParts] = body.split(/\s*[●•]\s*/);
  const words = main.trim().split(/\s+/);
  const size = (words[0] ?? '').toLowerCase();
  if (!(SIZES as readonly string[]).includes(size)) return false;
  stats.size = size as MonsterSize;
  stats.origin = words[1] ?? null;
  stats.type = words.slice(2).join(' ') || null;
  stats.tags = tagParts
    .flatMap((part) => part.split(',').map((tag) => tag.trim()))
    .filter((tag) => tag !== '');
  stats.alignment = alignment ? alignment[1]!.trim() : null;
  return true;
}

/** Whether a line is a stat line: its first node is a bold label a stat block uses. */
export function isStatLine(nodes: readonly PhrasingContent[]): boolean {
  const [first] = splitFields(nodes);
  return first !== undefined && first.label !== null && statLabel(first.label) !== null;
}

const NUMBER = /(?:[+\-−–]\s*)?\d+/;

/** The first signed number of a value, with its offset, or null. */
function firstNumber(value: string): { value: number; offset: number } | null {
  const match = NUMBER.exec(value);
  if (!match) return null;
  return { value: Number(match[0].replace(/[−–]/, '-').replace(/\s+/g, '')), offset: match.index };
}

/**
 * Reads one stat line into `stats`: every labelled field in it. Unknown
 * labels become extras (with a warning), values without the expected number
 * a `monster/bad-value` warning; nothing is dropped.
 */
export function readStatLine(
  file: string,
  name: string,
  nodes: PhrasingContent[],
  line: number,
  stats: MonsterStats,
  positions: StatPositions,
  diagnostics: Diagnostic[],
): void {
  const warn = (
    code: 'monster/bad-value' | 'monster/unknown-field' | 'monster/duplicate-field',
    at: Point,
    message: string,
  ) => diagnostics.push(diagnostic(code, file, at, `Monster "${name}": ${message}`));
  for (const field of splitFields(nodes)) {
    const label = field.label ?? '';
    const kind = statLabel(label);
    const value = fieldValue(field);
    const raw = rawText(field.nodes);
    const number = firstNumber(raw);
    const numberAt = number ? pointAt(field.nodes, number.offset) : field.at;
    const key =
      kind === 'ability'
        ? ABILITY_LABELS[label.toLowerCase()]!
        : kind === 'defense'
          ? DEFENSE_LABELS[label.toLowerCase()]!
          : kind;
    if (key !== null && positions.seen.has(key)) {
      warn(
        'monster/duplicate-field',
        field.at,
        `\`${label}\` appears twice; the first is kept, this one is an extra line.`,
      );
      const kept = trimNodes(field.nodes, ';,');
      diagnostics.push(...markDice(file, kept).diagnostics);
      stats.extras.push({ label, text: plainText(kept), html: renderInline(kept), line });
      continue;
    }
    if (key !== null) positions.seen.add(key);
    const needNumber = (): number | null => {
      if (number) return number.value;
      warn('monster/bad-value', field.at, `\`${label}\` has no number (\`${value}\`).`);
      return null;
    };
    switch (kind) {
      case 'ability': {
        const key = ABILITY_LABELS[label.toLowerCase()]!;
        const match = /^(\d+)\s*\(\s*([+\-−–]?\s*\d+)\s*\)/.exec(value);
        if (!match) {
          warn('monster/bad-value', field.at, `\`${label}\` should read \`score (+modifier)\`.`);
          break;
        }
        stats.abilities[key] = {
          score: Number(match[1]),
          modifier: Number(match[2]!.replace(/[−–]/, '-').replace(/\s+/g, '')),
        };
        const paren = raw.indexOf('(');
        const modifierOffset = raw.slice(paren + 1).search(/\S/) + paren + 1;
        positions.modifiers[key] = pointAt(field.nodes, modifierOffset);
        break;
      }
      case 'defense': {
        const key = DEFENSE_LABELS[label.toLowerCase()]!;
        const property = key === 'AC' ? 'ac' : (key.toLowerCase() as 'fortitude');
        stats.defenses[property] = needNumber();
        break;
      }
      case 'senses':
        readSenses(value, stats);
        break;
      case 'skills':
        stats.skills = splitOutsideParens(value, ',')
          .filter((item) => item !== '')
          .map((item) => {
            const match = /^(.*?)\s*([+\-−–]\s*\d+)$/.exec(item);
            return match
              ? {
                  name: match[1]!,
                  bonus: Number(match[2]!.replace(/[−–]/, '-').replace(/\s/g, '')),
                }
              : { name: item, bonus: null };
          });
        break;
      case 'languages':
        stats.languages = splitOutsideParens(value, ',').filter((item) => item !== '');
        break;
      case 'equipment':
        stats.equipment = value;
        break;
      case 'initiative':
        stats.initiative = needNumber();
        break;
      case 'speed':
        readSpeeds(value, stats);
        if (stats.speeds.walk === null && stats.speeds.modes.length === 0)
          warn('monster/bad-value', field.at, `\`Speed\` has no speed (\`${value}\`).`);
        break;
      case 'action points':
        stats.actionPoints = needNumber();
        break;
      case 'saving throws':
        stats.savingThrows = needNumber();
        break;
      case 'hp': {
        stats.hp = needNumber();
        if (number) positions.hp = numberAt;
        const note = splitOutsideParens(value, ';').slice(1).join('; ').trim();
        if (note !== '') stats.hpNote = note;
        break;
      }
      case 'staggered': {
        stats.staggered = needNumber();
        if (number) positions.staggered = numberAt;
        const note = splitOutsideParens(value, ';').slice(1).join('; ').trim();
        if (note !== '') stats.hpNote = note;
        break;
      }
      case 'immune':
        stats.immunities = splitOutsideParens(value, ',').filter((item) => item !== '');
        break;
      case 'resist':
        stats.resistances = amounts(value);
        break;
      case 'vulnerable':
        stats.vulnerabilities = amounts(value);
        break;
      default: {
        const kept = trimNodes(field.nodes, ';,');
        diagnostics.push(...markDice(file, kept).diagnostics);
        if (field.label !== null)
          warn(
            'monster/unknown-field',
            field.at,
            `unknown field \`${label}\`; kept as an extra line.`,
          );
        stats.extras.push({
          label: field.label,
          text: plainText(kept),
          html: renderInline(kept),
          line,
        });
      }
    }
  }
}

function readSenses(value: string, stats: MonsterStats): void {
  const [list = '', ...notes] = splitOutsideParens(value, ';');
  for (const item of splitOutsideParens(list, ',')) {
    const perception = /^Perception\s*([+\-−–]\s*\d+)$/i.exec(item);
    if (perception)
      stats.senses.perception = Number(perception[1]!.replace(/[−–]/, '-').replace(/\s/g, ''));
    else if (item !== '') stats.senses.other.push(item);
  }
  const note = notes.join('; ').trim();
  stats.senses.note = note === '' ? null : note;
}

function readSpeeds(value: string, stats: MonsterStats): void {
  for (const item of splitOutsideParens(value, ',')) {
    if (item === '') continue;
    if (/^\d+$/.test(item) && stats.speeds.walk === null) {
      stats.speeds.walk = Number(item);
      continue;
    }
    const match = /^([A-Za-z][A-Za-z -]*?)\s*(\d+)?\s*(\(([^)]*)\))?$/.exec(item);
    stats.speeds.modes.push({
      mode: (match?.[1] ?? item).toLowerCase(),
      speed: match?.[2] ? Number(match[2]) : null,
      hover: /hover/i.test(match?.[4] ?? ''),
      text: item,
    });
  }
}

function amounts(value: string): MonsterDamageAmount[] {
  return splitOutsideParens(value, ',')
    .filter((item) => item !== '')
    .map((text) => {
      const after = /^(.*?)\s+(\d+)$/.exec(text);
      const before = /^(\d+)\s+(.*)$/.exec(text);
      if (after) return { text, type: after[1]!, amount: Number(after[2]) };
      if (before) return { text, type: before[2]!, amount: Number(before[1]) };
      return { text, type: text, amount: null };
    });
}
