/**
 * Feats (content-formats §2): a heading, an optional flavor line, an optional
 * `**Prerequisite:**` line (with `*option:*` sub-lines), the `**Benefit:**`
 * line and its continuations (`*Level N:*`, `*Critical:*`, a weapon line),
 * and an optional `**Special:**` line. Power blocks, tables and prose after
 * the feat stay in its section. An entry with a prerequisite and no Benefit
 * line (earlier editions' `**_Requirements:_**` entries, content-formats
 * §14) is read with an empty benefit, its other lines kept in `notes`.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, PhrasingContent, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { Feat, FeatWeapon, Prerequisites, Tier } from '../record-types.ts';
import { ABILITIES } from './attack.ts';
import { scalingLevel } from './labels.ts';
import {
  boldLabel,
  italicNames,
  leadingLines,
  lineText,
  richOf,
  type RecordLine,
} from './record-lines.ts';
import type { RecordRead } from './record-read.ts';

/** The fields a feat's own lines give (the caller adds id, group, section, source). */
export type FeatBody = Omit<Feat, PlacementKey | 'group' | 'powers'>;

const PREREQ = /^(?:prerequisites?|requirements?)$/i;
const BENEFIT = /^benefits?$/i;
const SPECIAL = /^special$/i;
const RANKS = /^(improved|master|expert|advanced|greater|superior|dualclass)$/i;

/** Reads a feat when `body` (a heading's body) is one; null when it does not look like a feat. */
export function readFeat(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
): RecordRead<FeatBody> | null {
  const lines = leadingLines(body);
  const hasBenefit = lines.some((line) => boldLabel(line, BENEFIT));
  if (hasBenefit) return new FeatReader(file, name).read(lines);
  const prereq = lines.find((line) => boldLabel(line, PREREQ));
  if (!prereq || heading.depth < 2) return null;
  const read = new FeatReader(file, name, false).read(lines);
  const message = `Feat "${name}" has a \`${prereq.label!.label}\` line but no \`**Benefit:**\` line; its benefit is left empty and the lines after it are kept in \`notes\`. Write \`**Benefit:**\` before what the feat gives.`;
  read.diagnostics.unshift(diagnostic('feat/missing-benefit', file, prereq.start, message));
  return read;
}

type State = 'start' | 'prereq' | 'benefit' | 'special';

class FeatReader {
  readonly #diagnostics: Diagnostic[] = [];
  #state: State = 'start';
  #flavor: string | null = null;
  #prereq: Prerequisites | null = null;
  readonly #benefit: PhrasingContent[][] = [];
  readonly #special: PhrasingContent[][] = [];
  readonly #critical: PhrasingContent[][] = [];
  readonly #scaling: { level: number; text: string }[] = [];
  readonly #notes: string[] = [];
  #weapon: FeatWeapon | null = null;
  #weaponName: { name: string; category: string } | null = null;

  /**
   * @param hasBenefit false for an entry without a Benefit line: its unlabelled
   * lines after the prerequisite go to `notes` without a warning each (the
   * caller's `feat/missing-benefit` covers them).
   */
  constructor(
    readonly file: string,
    readonly name: string,
    readonly hasBenefit = true,
  ) {}

  read(lines: RecordLine[]): RecordRead<FeatBody> {
    let last = lines[0]?.paragraph ?? 0;
    for (const [index, line] of lines.entries()) {
      if (this.#state === 'special' && line.paragraph !== last && !line.label) break;
      last = line.paragraph;
      this.#line(line, lines[index + 1]);
    }
    const { baseName, qualifier } = splitQualifier(this.name);
    const special = this.#special.length ? richOf(this.#special) : null;
    const minLevel = this.#prereq?.minLevel ?? null;
    return {
      record: {
        name: this.name,
        baseName,
        qualifier,
        flavor: this.#flavor,
        prerequisites: this.#prereq,
        benefit: richOf(this.#benefit),
        levelScaling: this.#scaling,
        critical: this.#critical.length ? richOf(this.#critical) : null,
        special,
        repeatable:
          special !== null &&
          /\b(twice|more than once|multiple times|several times|again)\b/i.test(special.text),
        weapon: this.#weapon,
        tier: tierOf(minLevel),
        notes: this.#notes,
      },
      consumed: last + 1,
      diagnostics: this.#diagnostics,
    };
  }

  #line(line: RecordLine, next: RecordLine | undefined): void {
    const label = line.label;
    const rest = label?.rest ?? line.nodes;
    if (boldLabel(line, PREREQ) && this.#state === 'start') {
      this.#state = 'prereq';
      this.#prereq = parsePrerequisites(lineText({ ...line, nodes: rest }), italicNames(rest));
      return;
    }
    if (boldLabel(line, BENEFIT) && (this.#state === 'start' || this.#state === 'prereq')) {
      this.#state = 'benefit';
      this.#benefit.push(rest);
      return;
    }
    if (boldLabel(line, SPECIAL) && this.#state === 'benefit') {
      this.#state = 'special';
      this.#special.push(rest);
      return;
    }
    if (this.#state === 'prereq' && label?.style === 'italic' && this.#prereq) {
      this.#prereq.options.push({
        option: label.label,
        requirement: lineText({ ...line, nodes: rest }),
      });
      return;
    }
    if (this.#state === 'benefit' || this.#state === 'special') {
      const level = label?.style === 'italic' ? scalingLevel(label.label) : null;
      if (level !== null)
        return void this.#scaling.push({ level, text: lineText({ ...line, nodes: rest }) });
      if (label?.style === 'italic' && /^crit(ical)?$/i.test(label.label))
        return void this.#critical.push(rest);
      if (this.#readWeapon(line, next)) return;
      if (!label || label.style === 'italic' || this.#state === 'special') {
        (this.#state === 'special' ? this.#special : this.#benefit).push(line.nodes);
        return;
      }
    }
    if (this.#state === 'start' && !label && this.#flavor === null) {
      this.#flavor = lineText(line);
      return;
    }
    this.#notes.push(lineText(line));
    if (!this.hasBenefit && this.#state === 'prereq' && !label) return;
    const message = `Feat "${this.name}": this line is not a feat field where it stands; it is kept in \`notes\`.`;
    this.#diagnostics.push(diagnostic('feat/misplaced-line', this.file, line.start, message));
  }

  /** A weapon line (`Name (category), **Proficiency:** +N, …`), or its first half before such a line. */
  #readWeapon(line: RecordLine, next: RecordLine | undefined): boolean {
    const text = lineText(line);
    const stats =
      /\bProficiency:?\s*\+?(\d+)(?:\s*,\s*Damage:?\s*([^,]+?))?(?:\s*,\s*Range:?\s*(\S+?))?\s*$/i.exec(
        text,
      );
    if (!stats) {
      const named = /^(.+?)\s*\(([^)]+)\)$/.exec(text);
      if (!named || !next || !/^\**Proficiency/i.test(lineText(next))) return false;
      this.#weaponName = { name: named[1]!, category: named[2]! };
      return true;
    }
    const head = /^(.+?)\s*\(([^)]+)\)\s*,?\s*(?=Proficiency)/i.exec(text);
    const named = head ? { name: head[1]!, category: head[2]! } : this.#weaponName;
    if (!named) return false;
    this.#weapon = {
      ...named,
      proficiency: Number(stats[1]),
      damage: stats[2] ?? null,
      range: stats[3] ?? null,
    };
    return true;
  }
}

/** "Harpoon Training (Improved)" → base "Harpoon Training", qualifier "Improved"; also "Base, Improved". */
export function splitQualifier(name: string): { baseName: string; qualifier: string | null } {
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(name);
  if (paren) return { baseName: paren[1]!, qualifier: paren[2]! };
  const comma = /^(.+?),\s*(\S+)$/.exec(name);
  if (comma && RANKS.test(comma[2]!)) return { baseName: comma[1]!, qualifier: comma[2]! };
  return { baseName: name, qualifier: null };
}

/** The tier a minimum level puts a feat in (no level: adventurer). */
export function tierOf(level: number | null): Tier {
  return level === null || level < 11 ? 'adventurer' : level < 21 ? 'prestige' : 'epic';
}

/**
 * Splits a prerequisite line at commas and semicolons (not inside parentheses)
 * into a level, ability minimums, italic power names and the rest; feat and power names are
 * resolved to ids later, once every feat and power is known.
 */
export function parsePrerequisites(raw: string, italics: readonly string[] = []): Prerequisites {
  const out: Prerequisites = {
    raw,
    minLevel: null,
    abilities: [],
    feats: [],
    powers: [],
    other: [],
    options: [],
  };
  for (const part of splitOutsideParens(raw.replace(/\.\s*$/, ''))) {
    const level = /^(?:(\d+)(?:st|nd|rd|th)[ -]level|level\s+(\d+))$/i.exec(part);
    const ability = /^([A-Za-z]+)\s+(\d+)$/.exec(part);
    const abilityName = ability ? ABILITIES.get(ability[1]!.toLowerCase()) : undefined;
    const power = /^(.+?)\s+powers?$/i.exec(part);
    if (power && italics.includes(power[1]!)) out.powers.push({ name: power[1]!, id: null });
    else if (level) out.minLevel = Math.max(out.minLevel ?? 0, Number(level[1] ?? level[2]));
    else if (ability && abilityName)
      out.abilities.push({ ability: abilityName, min: Number(ability[2]) });
    else out.other.push(part);
  }
  return out;
}

function splitOutsideParens(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if ((char === ',' || char === ';') && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
