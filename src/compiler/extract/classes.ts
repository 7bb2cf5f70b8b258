/**
 * Classes (content-formats §6): a level-1 heading, the bold role line
 * (`**Divine Defender**`), the key-ability lines, then child sections read by
 * title — `Stats` and `Proficiency and Training` (labelled lines, taken into
 * the class's card), and under `Features` the `Powers` section's
 * `**Class Disciplines:**` line, the `Talents` bullets, the class features and
 * `Dualclass` (read, and left as prose in their sections).
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, RootContent } from 'mdast';
import type { Ability } from '../base-types.ts';
import type { CharacterClass, ClassTalent } from '../class-types.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import { olderSkill, RULEBOOK_SKILLS, rulebookSkill } from '../skills.ts';
import { blocksText } from '../text.ts';
import { ABILITIES } from './attack.ts';
import { leadingLabel, scalingLevel } from './labels.ts';
import type { RecordRead } from './record-read.ts';

/** The fields a class's own lines give (the caller adds id, group, section, source). */
export type ClassBody = Omit<CharacterClass, PlacementKey | 'group'>;

const ROLE =
  /^(\S+)\s+((?:leader|striker|defender|controller)(?:\s*\/\s*(?:leader|striker|defender|controller))*)$/i;
const SKIP_FEATURES = /^(powers|talents|dualclass)$/i;

/** Abilities named in a text, in order, without repeats. */
export function abilitiesIn(text: string): Ability[] {
  const found = [...text.matchAll(/[A-Za-z]+/g)]
    .map((m) => ABILITIES.get(m[0].toLowerCase()))
    .filter((a): a is Ability => a !== undefined);
  return [...new Set(found)];
}

/** Splits a list at commas, semicolons and a final "and"/"or"; drops the final period. */
export function splitList(text: string): string[] {
  return text
    .replace(/\.+\s*$/, '')
    .split(/\s*[,;]\s*|\s+(?:and|or)\s+/)
    .map((part) => part.replace(/^(?:and|or)\s+/i, '').trim())
    .filter(Boolean);
}

/** Splits a list of names at commas and semicolons only (names may hold "and": `Wick and Flame`); drops a leading "and"/"or" and the final period. */
export function splitNames(text: string): string[] {
  return text
    .replace(/\.+\s*$/, '')
    .split(/\s*[,;]\s*/)
    .map((part) => part.replace(/^(?:and|or)\s+/i, '').trim())
    .filter(Boolean);
}

/** The labelled lines of paragraphs: `[label, value, node]`; unlabelled lines have label null. */
function labelledLines(nodes: readonly RootContent[]) {
  return nodes.flatMap((node) =>
    node.type === 'paragraph'
      ? splitLines(node).map((line) => {
          const label = leadingLabel(line.nodes);
          return {
            label: label?.style === 'bold' ? label.label : null,
            value: plainText(label?.style === 'bold' ? label.rest : line.nodes).trim(),
            start: line.start,
          };
        })
      : [],
  );
}

/** Child sections of a level-1 heading in `after`: title, depth, heading and body nodes. */
function childSections(after: readonly RootContent[], depth: number) {
  const out: { title: string; depth: number; heading: Heading; body: RootContent[] }[] = [];
  for (const node of after) {
    if (node.type === 'heading') {
      if (node.depth <= depth) break;
      out.push({
        title: plainText(node.children).trim(),
        depth: node.depth,
        heading: node,
        body: [],
      });
    } else out.at(-1)?.body.push(node);
  }
  return out;
}

/** The message for a class skill that is not a rulebook skill: the name, and the skill to write instead when the name is a plain 4e-era one. */
function unknownSkill(className: string, skill: string): string {
  const successor = olderSkill(skill)?.successor;
  const fix = successor
    ? `it is the 4e-era name of ${successor}; write \`${successor}\``
    : `write one of ${RULEBOOK_SKILLS.join(', ')}`;
  return `Class "${className}": the class skill "${skill}" is not a skill of the rulebook; it is kept as written. ${fix[0]!.toUpperCase()}${fix.slice(1)}.`;
}

const stat = (text: string) => {
  const match = /\d+/.exec(text);
  return { base: match ? Number(match[0]) : null, text };
};

/** Reads a class when a level-1 heading's first line is a bold role line; null otherwise. */
export function readClass(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
  after: readonly RootContent[],
): RecordRead<ClassBody> | null {
  const first = body[0];
  if (heading.depth !== 1 || first?.type !== 'paragraph') return null;
  const parts = first.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  const roleLine = parts.length === 1 && parts[0]!.type === 'strong' ? plainText(parts) : '';
  const role = ROLE.exec(roleLine.trim());
  if (!role) return null;
  const diagnostics: Diagnostic[] = [];
  const record: ClassBody = {
    name,
    roleLine: roleLine.trim(),
    tradition: role[1]!,
    roles: role[2]!.split(/\s*\/\s*/),
    keyAbility: null,
    keyAbilityText: null,
    talentsLine: null,
    description: null,
    hitPointsFirstLevel: null,
    hitPointsPerLevel: null,
    recoveries: null,
    defenses: [],
    armorProficiencies: [],
    shieldProficiencies: [],
    weaponProficiencies: [],
    focusProficiencies: [],
    trainedSkills: null,
    classSkills: [],
    disciplines: [],
    talents: [],
    features: [],
    dualclass: null,
    notes: [],
  };
  let consumed = 1;
  while (consumed < body.length && body[consumed]!.type === 'paragraph') consumed++;
  const description: string[] = [];
  for (const line of labelledLines(body.slice(1, consumed))) {
    if (line.label && /^key abilit(y|ies)$/i.test(line.label)) {
      record.keyAbilityText = line.value;
      record.keyAbility = abilitiesIn(line.value)[0] ?? null;
    } else if (line.label && /^talents?\b/i.test(line.label)) record.talentsLine = line.value;
    else description.push(line.label ? `${line.label}: ${line.value}` : line.value);
  }
  record.description = description.join('\n') || null;
  const taken: RootContent[] = [];
  const children = childSections(after, heading.depth);
  const misplaced = (start: { line: number; column: number }, text: string, where: string) => {
    record.notes.push(text);
    const message = `Class "${name}": this line is not a ${where} field; it is kept in \`notes\`.`;
    diagnostics.push(diagnostic('class/misplaced-line', file, start, message));
  };
  const stats = children.find((c) => /^stats$/i.test(c.title));
  const prof = children.find((c) => /^proficienc(y|ies)\b/i.test(c.title));
  for (const line of labelledLines(stats?.body ?? [])) {
    const label = line.label ?? '';
    if (/^hit points at 1st level$/i.test(label)) record.hitPointsFirstLevel = stat(line.value);
    else if (/hit points at higher levels$/i.test(label))
      record.hitPointsPerLevel = stat(line.value);
    else if (/^recoveries\b/i.test(label)) record.recoveries = stat(line.value);
    else if (/^defen[cs]es$/i.test(label))
      record.defenses = [...line.value.matchAll(/\+(\d+)\s+([A-Za-z]+)/g)].map((m) => ({
        defense: m[2]!,
        bonus: Number(m[1]),
      }));
    else misplaced(line.start, line.label ? `${line.label}: ${line.value}` : line.value, 'stats');
  }
  for (const line of labelledLines(prof?.body ?? [])) {
    const label = line.label ?? '';
    if (/^armou?r proficienc/i.test(label)) {
      const [armor, shields] = line.value.split(';');
      record.armorProficiencies = splitList(armor ?? '');
      record.shieldProficiencies = splitList(shields ?? '');
    } else if (/^weapon proficienc/i.test(label))
      record.weaponProficiencies = splitList(line.value);
    else if (/^(focus|implement) proficienc/i.test(label))
      record.focusProficiencies = splitList(line.value);
    else if (/^trained skills?$/i.test(label)) record.trainedSkills = line.value;
    else if (/^class skills?$/i.test(label)) {
      record.classSkills = splitList(line.value);
      for (const skill of record.classSkills.filter((s) => rulebookSkill(s) === null))
        diagnostics.push(
          diagnostic('class/unknown-skill', file, line.start, unknownSkill(name, skill)),
        );
    } else
      misplaced(
        line.start,
        line.label ? `${line.label}: ${line.value}` : line.value,
        'proficiency and training',
      );
  }
  for (const section of [stats, prof])
    if (section) taken.push(...section.body.filter((n) => n.type === 'paragraph'));
  const missing = [stats ? null : 'Stats', prof ? null : 'Proficiency and Training'].filter(
    (m): m is string => m !== null,
  );
  if (missing.length) {
    const message = `Class "${name}" has no ${missing.map((m) => `\`## ${m}\``).join(' or ')} section; its fields there are empty.`;
    diagnostics.push(diagnostic('class/missing-section', file, pointOf(heading), message));
  }
  readFeatures(record, children);
  return { record, consumed, diagnostics, taken };
}

/** Disciplines, talents, features and dualclass from the sections under `## Features`. */
function readFeatures(record: ClassBody, children: ReturnType<typeof childSections>): void {
  const featuresAt = children.findIndex((c) => /^features$/i.test(c.title));
  if (featuresAt < 0) return;
  const depth = children[featuresAt]!.depth;
  const under = [];
  for (const child of children.slice(featuresAt + 1)) {
    if (child.depth <= depth) break;
    if (child.depth === depth + 1) under.push(child);
  }
  for (const child of under) {
    if (/^powers$/i.test(child.title)) {
      const line = labelledLines(child.body).find((l) => l.label && /disciplines?$/i.test(l.label));
      record.disciplines = line ? splitNames(line.value).map((n) => ({ name: n, id: null })) : [];
    } else if (/^talents$/i.test(child.title)) {
      record.talents = child.body.flatMap((node) =>
        node.type === 'list' ? node.children.map((item) => talentOf(item)) : [],
      );
    } else if (/^dualclass$/i.test(child.title)) {
      record.dualclass = blocksText(child.body.filter((n) => n.type !== 'blockquote')) || null;
    } else if (!SKIP_FEATURES.test(child.title)) {
      const prose = child.body.filter((n) => n.type !== 'blockquote');
      record.features.push({
        name: child.title,
        section: '',
        text: blocksText(prose),
        levelScaling: labelledScaling(prose),
        powers: [],
      });
    }
  }
}

function talentOf(item: { children: RootContent[] }): ClassTalent {
  const first = item.children[0];
  const nodes = first?.type === 'paragraph' ? first.children : [];
  const label = leadingLabel(nodes);
  const text = blocksText(item.children);
  const secondary = /secondary ability is ([^.]+)/i.exec(text);
  return {
    name: label?.label ?? text.split(/[.:]/)[0]!.trim(),
    text: label ? plainText(label.rest).trim() : text,
    secondaryAbilities: secondary ? abilitiesIn(secondary[1]!) : [],
  };
}

function labelledScaling(nodes: readonly RootContent[]) {
  return nodes.flatMap((node) =>
    node.type === 'paragraph'
      ? splitLines(node).flatMap((line) => {
          const label = leadingLabel(line.nodes);
          const level = label?.style === 'italic' ? scalingLevel(label.label) : null;
          return level === null ? [] : [{ level, text: plainText(label!.rest).trim() }];
        })
      : [],
  );
}
