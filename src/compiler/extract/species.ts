/**
 * Species (content-formats §5.2): a heading (level 2) with a bold type line
 * (`**Small natural humanoid (amphibian)**`) and prose, then a `<Name> Traits`
 * child heading whose lines are the species' fields, read by label (not by
 * paragraph): ability score increases, speed, languages, skill bonuses, a
 * vision line, and trait lines `**Name:** text` with their unlabelled
 * continuations. The power blocks of the traits section stay power blocks; the
 * species lists them by id once every file is read (records.ts).
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, PhrasingContent, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf } from '../lines.ts';
import type {
  AbilityScoreIncreases,
  AncestryTrait,
  SkillBonus,
  Species,
  SpeciesLanguages,
  SpeciesSpeed,
  Vision,
} from '../ancestry-types.ts';
import { renderHtml } from '../render.ts';
import { blocksText } from '../text.ts';
import { ABILITIES } from './attack.ts';
import {
  artworkOf,
  italicNames,
  leadingLines,
  lineText,
  richOf,
  type RecordLine,
} from './record-lines.ts';
import type { RecordRead } from './record-read.ts';

/** The fields a species' own lines give (the caller adds id, group, section, source; records.ts the powers). */
export type SpeciesBody = Omit<Species, PlacementKey | 'group'>;

const TRAITS = /^(.+?)\s+traits$/i;
const TYPE_LINE =
  /^(tiny|small|medium|large|huge|gargantuan)\s+(\S+)\s+([^()]+?)\s*(?:\(([^)]*)\))?$/i;
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, a: 1, an: 1 };

/** The heading that opens a species' traits: the first heading after its body, one level down, `<Name> Traits`. */
function traitsHeading(heading: Heading, after: readonly RootContent[]): Heading | null {
  const next = after[0];
  if (next?.type !== 'heading' || next.depth !== heading.depth + 1) return null;
  return TRAITS.test(plainText(next.children).trim()) ? next : null;
}

/** Reads a species when the heading's next heading is its `<Name> Traits` child; null otherwise. */
export function readSpecies(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
  after: readonly RootContent[],
): RecordRead<SpeciesBody> | null {
  const traits = traitsHeading(heading, after);
  if (!traits) return null;
  const diagnostics: Diagnostic[] = [];
  const report = (code: Parameters<typeof diagnostic>[0], at: RootContent, message: string) =>
    diagnostics.push(diagnostic(code, file, pointOf(at), message));
  let consumed = 0;
  while (consumed < body.length && body[consumed]!.type !== 'blockquote') consumed++;
  const own = body.slice(0, consumed);
  const typeIndex = own.findIndex(isBoldLine);
  const typeNode = own[typeIndex];
  const typeLine = typeNode?.type === 'paragraph' ? plainText(typeNode.children).trim() : null;
  const type = typeLine ? TYPE_LINE.exec(typeLine) : null;
  if (!type)
    report(
      'species/bad-type-line',
      typeNode ?? heading,
      typeLine
        ? `Species "${name}": the type line \`${typeLine}\` is not \`size source type (tags)\`; size, source and type are left empty.`
        : `Species "${name}" has a traits section but no bold type line such as \`**Medium natural humanoid**\`.`,
    );
  const prose = own.filter((node, index) => index !== typeIndex && node.type !== 'html');
  const species: SpeciesBody = {
    name,
    typeLine,
    size: type ? capitalize(type[1]!) : null,
    origin: type ? type[2]!.toLowerCase() : null,
    creatureType: type ? type[3]!.toLowerCase() : null,
    tags: type?.[4] ? type[4].split(/\s*,\s*/).filter(Boolean) : [],
    flavor: prose.length ? { text: blocksText(prose), html: renderHtml(prose) } : null,
    artwork: artworkOf(own),
    abilityScores: null,
    speed: null,
    languages: null,
    skillBonuses: [],
    vision: null,
    traits: [],
    powers: [],
    powerChoice: false,
    variants: [],
    notes: [],
  };
  const taken = readTraits(species, file, traitsBody(after), diagnostics);
  const missing = (
    [
      ['abilityScores', 'Ability Score Increases'],
      ['speed', 'Speed'],
      ['languages', 'Languages'],
    ] as const
  ).filter(([key]) => species[key] === null);
  if (missing.length)
    report(
      'species/missing-field',
      traits,
      `Species "${name}" has no ${missing.map(([, label]) => `\`**${label}:**\``).join(', ')} line in its traits.`,
    );
  species.powerChoice = species.traits.some((trait) => trait.powers.length > 1);
  return { record: species, consumed, diagnostics, taken };
}

/** The nodes of the traits section: after its heading, up to the next heading. */
function traitsBody(after: readonly RootContent[]): RootContent[] {
  const end = after.findIndex((node, index) => index > 0 && node.type === 'heading');
  return after.slice(1, end < 0 ? after.length : end);
}

/** A paragraph that is one bold span: the type line. */
function isBoldLine(node: RootContent): boolean {
  if (node.type !== 'paragraph') return false;
  const parts = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  return parts.length === 1 && parts[0]!.type === 'strong';
}

/** Reads the traits section's paragraphs (and lists continuing a trait); returns the nodes read. */
function readTraits(
  species: SpeciesBody,
  file: string,
  nodes: readonly RootContent[],
  diagnostics: Diagnostic[],
): RootContent[] {
  const taken: RootContent[] = [];
  let trait: TraitDraft | null = null;
  const traits: TraitDraft[] = [];
  for (const [index, node] of nodes.entries()) {
    if (node.type === 'list' && trait) {
      trait.extra.push(node);
      taken.push(node);
      continue;
    }
    if (node.type !== 'paragraph') continue;
    taken.push(node);
    for (const line of leadingLines(nodes, index).filter((l) => l.paragraph === index)) {
      const label = line.label?.style === 'bold' ? line.label : null;
      if (label && readCore(species, label.label, line)) {
        trait = null;
        if (/^(low-light vision|darkvision)$/i.test(label.label))
          traits.push((trait = { name: label.label, lines: [label.rest], extra: [] }));
        continue;
      }
      if (label) traits.push((trait = { name: label.label, lines: [label.rest], extra: [] }));
      else if (trait) trait.lines.push(line.nodes);
      else {
        species.notes.push(lineText(line));
        const message = `Species "${species.name}": this line comes before any trait label; it is kept in \`notes\`.`;
        diagnostics.push(diagnostic('species/misplaced-line', file, line.start, message));
      }
    }
  }
  species.traits = traits.map(toTrait);
  return taken;
}

/** A trait while its lines are read: its label, its lines, the lists under it. */
interface TraitDraft {
  name: string;
  lines: PhrasingContent[][];
  extra: RootContent[];
}

/** A trait from its lines and the lists under it. */
function toTrait(trait: TraitDraft): AncestryTrait {
  const rich = richOf(trait.lines);
  const extraText = trait.extra.length ? `\n${blocksText(trait.extra)}` : '';
  return {
    name: trait.name,
    text: rich.text + extraText,
    html: rich.html + (trait.extra.length ? `\n${renderHtml(trait.extra)}` : ''),
    powers: trait.lines.flatMap(italicNames).map((name) => ({ name, id: null })),
  };
}

/** Reads a core field (ability scores, speed, languages, skill bonuses, vision); false for any other label. */
function readCore(species: SpeciesBody, label: string, line: RecordLine): boolean {
  const text = plainText(line.label!.rest).trim();
  if (/^ability scores?( increases?)?$/i.test(label)) species.abilityScores = abilityScores(text);
  else if (/^speed$/i.test(label)) species.speed = speedOf(text);
  else if (/^languages?$/i.test(label)) species.languages = languagesOf(text);
  else if (/^skill bonus(es)?$/i.test(label)) species.skillBonuses = skillBonuses(text);
  else if (/^(low-light vision|darkvision)$/i.test(label))
    species.vision = (/dark/i.test(label) ? 'darkvision' : 'low-light') satisfies Vision;
  else return false;
  return true;
}

/** "Pick two of +2 Dexterity, +2 Wisdom and +2 Charisma." → choose 2 of three, +2. */
export function abilityScores(text: string): AbilityScoreIncreases {
  const options = [...text.matchAll(/\+(\d+)\s+([A-Za-z]+)/g)];
  const abilities = options
    .map((m) => ABILITIES.get(m[2]!.toLowerCase()))
    .filter((a): a is NonNullable<typeof a> => a !== undefined);
  const count = /\b(?:pick|choose|any)\s+(\w+)/i.exec(text)?.[1]?.toLowerCase();
  const chosen = count ? (NUMBERS[count] ?? (Number(count) || null)) : null;
  return {
    text,
    choose: chosen ?? (options.length || null),
    bonus: options[0] ? Number(options[0][1]) : wordBonus(text),
    options: abilities,
  };
}

function wordBonus(text: string): number | null {
  const match = /\+(\d+)|\b(?:by|of)\s+(one|two|three|\d+)\b/i.exec(text);
  if (!match) return null;
  return match[1] ? Number(match[1]) : (NUMBERS[match[2]!.toLowerCase()] ?? Number(match[2]));
}

/** "5 squares, swim 5 squares." → walk 5, other swim 5. */
export function speedOf(text: string): SpeciesSpeed {
  const walk = /^(\d+)\s*squares?/i.exec(text);
  const other = [...text.matchAll(/,\s*([a-z]+)\s+(\d+)\s*squares?/gi)].map((m) => ({
    mode: m[1]!.toLowerCase(),
    squares: Number(m[2]),
  }));
  return { text, walk: walk ? Number(walk[1]) : null, other };
}

const NOT_LANGUAGES = new Set(['You', 'Your', 'The', 'A', 'An', 'In', 'And', 'Pick', 'Choose']);

/** The capitalized language names of the languages line, and the extra languages it lets a player choose. */
export function languagesOf(text: string): SpeciesLanguages {
  const fixed = [...text.matchAll(/\b[A-Z][\p{L}’'-]+/gu)]
    .map((m) => m[0])
    .filter((word) => !NOT_LANGUAGES.has(word));
  const extra = /\b(one|two|three|\d+)\s+(?:other|extra|additional|more)\b[^.]*?\blanguages?/i.exec(
    text,
  );
  return {
    text,
    fixed: [...new Set(fixed)],
    extraChoices: extra ? (NUMBERS[extra[1]!.toLowerCase()] ?? Number(extra[1])) : 0,
  };
}

/** "+2 Nature, +2 Stealth." → two bonuses. */
export function skillBonuses(text: string): SkillBonus[] {
  return [...text.matchAll(/([+-]\d+)\s+([A-Z][\p{L} ’'-]*?)\s*(?=,|\.|;|\band\b|$)/gu)].map(
    (m) => ({ skill: m[2]!, bonus: Number(m[1]) }),
  );
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
