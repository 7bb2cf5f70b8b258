/**
 * Traps and hazards (content-formats §8): a heading, optional artwork, an
 * italic description, the bold level line `**Level 4 Recurring Shooter**
 * (175 XP Trap)`, detection lines (`Perception DC 15: …`, `DC 21: …`),
 * `**Trigger**` and `**Target**` lines, the attack (trap-attack.ts), an
 * optional `**Special**` and the `**Countermeasures**` lines.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, RootContent } from 'mdast';
import { diceIn } from '../dice-marks.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf } from '../lines.ts';
import type { Trap, TrapType } from '../record-types.ts';
import { artworkOf, boldLabel, leadingLines, lineText, type RecordLine } from './record-lines.ts';
import type { RecordRead } from './record-read.ts';
import { readAttackHeader, readRangeLine, readSecondary } from './trap-attack.ts';

/** The fields a trap's own lines give. */
export type TrapBody = Omit<Trap, PlacementKey | 'group'>;

const XP = /\(\s*([\d,]+)\s*XP\s+Trap\s*\)/i;
/** The words of the level line before the XP: level, kind (absent in earlier editions), Elite, role. */
const LEVEL = /^Level\s+(\d+)\s+(?:(One-Off|Hazard|Recurring)\s+)?(Elite\s+)?(\w+)$/i;
const DETECT = /^(?:(.+?)\s+)?DC\s*(\d+)\s*:\s*(.+)$/;
const OUTCOMES = {
  hit: /^hit$/i,
  miss: /^miss$/i,
  effect: /^effect$/i,
  aftereffect: /^after-?effect$/i,
} as const;

type State = 'start' | 'detect' | 'attack' | 'counter';

/** Reads a trap when `body` holds a `(N XP Trap)` level line; null otherwise. */
export function readTrap(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
): RecordRead<TrapBody> | null {
  let from = 0;
  while (body[from]?.type === 'html') from++;
  const lines = leadingLines(body, from);
  const levelAt = lines.findIndex((line) => XP.test(lineText(line)));
  if (levelAt < 0) return null;
  const levelLine = lines[levelAt]!;
  // Bold in the current books, plain text in earlier editions (content-formats §14).
  const level = LEVEL.exec(lineText(levelLine).replace(XP, '').trim());
  if (!level) {
    const message = `Trap "${name}": the level line should read \`**Level N <One-Off|Hazard|Recurring> [Elite] <Role>** (N XP Trap)\`; it is kept as prose.`;
    return {
      record: null,
      consumed: 0,
      diagnostics: [diagnostic('trap/bad-level-line', file, levelLine.start, message)],
    };
  }
  const artwork = artworkOf(body.slice(0, from));
  const trap: TrapBody = {
    name,
    description: null,
    artwork,
    levelLine: lineText(levelLine),
    level: Number(level[1]),
    trapType: (level[2]?.toLowerCase() ?? null) as TrapType | null,
    elite: level[3] !== undefined,
    role: level[4]!,
    xp: Number(XP.exec(lineText(levelLine))![1]!.replace(/,/g, '')),
    detection: [],
    trigger: null,
    target: null,
    attack: null,
    special: null,
    countermeasures: [],
    notes: [],
    dice: [],
  };
  const diagnostics: Diagnostic[] = [];
  if (trap.trapType === null) {
    const message = `Trap "${name}": the level line \`${trap.levelLine}\` names no kind (One-Off, Hazard or Recurring); \`trapType\` is left empty. Write it after the level: \`**Level ${trap.level} One-Off ${trap.elite ? 'Elite ' : ''}${trap.role}** (${trap.xp} XP Trap)\`.`;
    diagnostics.push(diagnostic('trap/missing-field', file, levelLine.start, message));
  }
  let state: State = 'start';
  let last: 'hit' | 'miss' | 'effect' | 'aftereffect' | null = null;
  let end = lines.length;
  let counterParagraph = -1;
  for (const [index, line] of lines.entries()) {
    if (state === 'counter' && line.paragraph !== counterParagraph) {
      end = index;
      break;
    }
    if (index === levelAt) {
      state = 'detect';
      continue;
    }
    const text = lineText(line);
    const label = line.label;
    const whole = line.nodes.length === 1 && line.nodes[0]!.type === 'emphasis';
    const header = state !== 'counter' ? readAttackHeader(text) : null;
    const detect = state === 'detect' && !label ? DETECT.exec(text) : null;
    if (state === 'start' && whole && trap.description === null) trap.description = text;
    else if (detect) {
      const skill = detect[1] ?? trap.detection.at(-1)?.skill ?? null;
      trap.detection.push({ skill, dc: Number(detect[2]), text: detect[3]! });
    } else if (boldLabel(line, /^trigger$/i)) trap.trigger = plainText(label!.rest);
    else if (boldLabel(line, /^targets?$/i)) trap.target = plainText(label!.rest);
    else if (header && line.nodes.some((n) => n.type === 'strong')) {
      trap.attack = header;
      state = 'attack';
    } else if (state === 'attack' && trap.attack && !label && readRangeLine(trap.attack, text)) {
      // the range line
    } else if (
      state === 'attack' &&
      trap.attack &&
      label?.style === 'italic' &&
      outcome(label.label)
    ) {
      last = outcome(label.label)!;
      trap.attack[last] = plainText(label.rest);
    } else if (
      state === 'attack' &&
      trap.attack &&
      label?.style === 'italic' &&
      /^secondary attack$/i.test(label.label)
    ) {
      trap.attack.secondary.push(readSecondary(plainText(label.rest)));
      last = null;
    } else if (state === 'attack' && trap.attack && last && !label) {
      trap.attack[last] = `${trap.attack[last]}\n${text}`;
    } else if (boldLabel(line, /^special$/i)) trap.special = plainText(label!.rest);
    else if (boldLabel(line, /^countermeasures?$/i)) {
      state = 'counter';
      counterParagraph = line.paragraph;
      const rest = plainText(label!.rest);
      if (rest) trap.countermeasures.push(rest);
    } else if (state === 'counter' && !label) trap.countermeasures.push(text);
    else misplaced(trap, line, text, file, diagnostics);
  }
  for (const [field, label] of [
    ['trigger', 'Trigger'],
    ['countermeasures', 'Countermeasures'],
  ] as const) {
    const value = trap[field];
    if (value === null || (Array.isArray(value) && value.length === 0)) {
      const message = `Trap "${name}" has no \`**${label}**\` line.`;
      diagnostics.push(diagnostic('trap/missing-field', file, pointOf(heading), message));
    }
  }
  const consumed = (lines[end - 1]?.paragraph ?? from) + 1;
  // The fields keep plain text; the dice the record reader marked in them are listed.
  trap.dice = diceIn(body.slice(from, consumed));
  return { record: trap, consumed, diagnostics };
}

function outcome(label: string): keyof typeof OUTCOMES | null {
  return (
    (Object.keys(OUTCOMES) as (keyof typeof OUTCOMES)[]).find((key) => OUTCOMES[key].test(label)) ??
    null
  );
}

function misplaced(
  trap: TrapBody,
  line: RecordLine,
  text: string,
  file: string,
  diagnostics: Diagnostic[],
): void {
  trap.notes.push(text);
  const message = `Trap "${trap.name}": this line is not a trap field where it stands; it is kept in \`notes\`.`;
  diagnostics.push(diagnostic('trap/misplaced-line', file, line.start, message));
}
