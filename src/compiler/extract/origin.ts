/**
 * The origin line of a power block (`**Near** burst 5 (10 at level 11), one
 * ally`): the bold origin phrase (the six known kinds typed, any other kept
 * with its words), range, area and its scaling, and the targets exactly as
 * written with the number of attack rolls they call for.
 */
import type { AreaKind, Origin, OriginKind } from '../types.ts';

/** The known origin phrases (lower case, spaces collapsed) → their kind. */
const KINDS = {
  melee: 'melee',
  ranged: 'ranged',
  'melee or ranged': 'melee-or-ranged',
  near: 'near',
  far: 'far',
  self: 'self',
  special: 'special',
} as const satisfies Record<string, Exclude<OriginKind, 'other'>>;

const AREA = /\b(burst|blast|arc|wall|line|zone|aura)\s+(\d+)/i;

/** The kind of a bold origin phrase; `other` when it is not one of the known ones. */
export function originKind(label: string): OriginKind {
  return KINDS[label.toLowerCase().replace(/\s+/g, ' ') as keyof typeof KINDS] ?? 'other';
}

/** An origin line read: the origin, the targets as written and how many attack rolls they call for. */
export interface OriginRead {
  origin: Origin;
  targets: string | null;
  targetCount: number | null;
}

/**
 * Reads an origin line from its bold phrase (`label`) and the words after it
 * (`details`), e.g. `Near` + `burst 5 (10 at level 11), one ally`.
 */
export function readOrigin(label: string, details: string): OriginRead {
  const kind = originKind(label);
  const comma = topLevelIndex(details, ',');
  const rangePart = (comma < 0 ? details : details.slice(0, comma)).trim();
  const targetText = comma < 0 ? '' : details.slice(comma + 1).trim();
  const area = AREA.exec(rangePart);
  const targets = targetText === '' ? null : targetText;
  return {
    origin: {
      kind,
      label,
      details,
      raw: details === '' ? label : `${label} ${details}`,
      area: area ? (area[1]!.toLowerCase() as AreaKind) : null,
      size: area ? Number(area[2]) : null,
      range: readRange(kind, rangePart, area),
      scaling: readParenScaling(rangePart),
    },
    targets,
    targetCount: targetCount(targets),
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
  if (kind === 'self' || kind === 'other') return null;
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

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/**
 * How many attack rolls targets call for: 1 for "one …" or no targets
 * written, N for "two …", "up to 3 …", null when the reader must say
 * ("each enemy", "all creatures").
 */
export function targetCount(targets: string | null): number | null {
  if (!targets) return 1;
  // "one, two or three creatures" leaves the count to the reader.
  const match = /^(?:up to\s+)?(one|two|three|four|five|\d+)\b(?!\s*(?:,|or\b))/i.exec(
    targets.trim(),
  );
  if (!match) return null;
  const word = match[1]!.toLowerCase();
  const count = COUNT_WORDS[word] ?? Number(word);
  return count >= 1 && count <= 99 ? count : null;
}

/** The index of the first `separator` outside parentheses, or -1. */
export function topLevelIndex(text: string, separator: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) return index;
  }
  return -1;
}
