/**
 * Disciplines (content-formats §7.3): a heading under the `Disciplines`
 * chapter with `**Key Ability:**`,
 * `**Secondary Ability:**` and `**Source:**`/`**Sources:**` lines directly
 * under it (a cantrip list has only the sources line), flavor, `**Note:**`
 * paragraphs, then a flat run of power blocks the discipline lists by id.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, RootContent } from 'mdast';
import type { Discipline, DisciplineSource } from '../class-types.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, splitLines } from '../lines.ts';
import { renderHtml } from '../render.ts';
import { blocksText } from '../text.ts';
import { abilitiesIn } from './classes.ts';
import { leadingLabel } from './labels.ts';
import type { RecordRead } from './record-read.ts';

/** The fields a discipline's own lines give (the caller adds id, group, section, source; records.ts the powers). */
export type DisciplineBody = Omit<Discipline, PlacementKey | 'group'>;

/** A header line: its label (however the asterisks around it are written) and value. */
const HEADER = /^[*_\s]*(key ability|secondary ability|sources?)\s*:[*_]*\s*(.*)$/i;

/** The chapter disciplines stand under. */
const GROUP = /^disciplines$/i;

/**
 * Reads a discipline when the heading stands under `Disciplines` (`group`)
 * and the first line under it is one of its header lines; null otherwise. An
 * example character's `## Powers` section opens with `**Key Ability:**` too
 * (content-formats §11.7): its chapter is the character, so it is not one.
 */
export function readDiscipline(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
  group: string | null,
): RecordRead<DisciplineBody> | null {
  const first = body[0];
  if (heading.depth < 2 || !group || !GROUP.test(group.trim()) || first?.type !== 'paragraph')
    return null;
  const lines = splitLines(first);
  const raw = (index: number) => plainText(lines[index]?.nodes ?? []).trim();
  if (!HEADER.test(raw(0))) return null;
  const diagnostics: Diagnostic[] = [];
  const record: DisciplineBody = {
    name,
    keyAbility: null,
    secondaryAbility: null,
    sources: [],
    flavor: null,
    ruleNotes: [],
    powers: [],
    classes: [],
    kits: [],
    notes: [],
  };
  lines.forEach((line, index) => {
    const text = raw(index);
    const header = HEADER.exec(text);
    if (!header) {
      record.notes.push(plainText(line.nodes));
      const message = `Discipline "${name}": this line is not a header line (Key Ability, Secondary Ability, Sources); it is kept in \`notes\`.`;
      diagnostics.push(diagnostic('discipline/misplaced-line', file, line.start, message));
      return;
    }
    if (leadingLabel(line.nodes)?.style !== 'bold') {
      const message = `Discipline "${name}": the label of \`${text}\` is not written \`**${header[1]}:**\`; it is read as that label.`;
      diagnostics.push(diagnostic('discipline/malformed-label', file, line.start, message));
    }
    const value = header[2]!.trim();
    const label = header[1]!.toLowerCase();
    if (label === 'key ability') record.keyAbility = abilitiesIn(value)[0] ?? null;
    else if (label === 'secondary ability') record.secondaryAbility = abilitiesIn(value)[0] ?? null;
    else record.sources = parseSources(value);
  });
  let consumed = 1;
  while (consumed < body.length && body[consumed]!.type !== 'blockquote') consumed++;
  const rest = body.slice(1, consumed).filter((n) => n.type !== 'html');
  const noteAt = rest.findIndex((n) => /^\s*note\s*:/i.test(blocksText([n])));
  const flavor = noteAt < 0 ? rest : rest.slice(0, noteAt);
  record.flavor = flavor.length ? { text: blocksText(flavor), html: renderHtml(flavor) } : null;
  record.ruleNotes = noteAt < 0 ? [] : rest.slice(noteAt).map((n) => blocksText([n]));
  return { record, consumed, diagnostics };
}

/** "A, B (classes), C (kit)" → A and B are classes, C a kit; a name with no kind after it has kind null. */
export function parseSources(text: string): DisciplineSource[] {
  const out: DisciplineSource[] = [];
  let pending: string[] = [];
  for (const part of text.replace(/\.\s*$/, '').split(/,(?![^()]*\))/)) {
    const match = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(part.trim());
    if (!match) {
      if (part.trim()) pending.push(part.trim());
      continue;
    }
    const kind = singular(match[2]!.trim().toLowerCase());
    for (const name of [...pending, match[1]!.trim()]) out.push({ name, kind });
    pending = [];
  }
  return [...out, ...pending.map((name) => ({ name, kind: null }))];
}

/** "classes" → "class", "kits" → "kit", "cruxes" → "crux"; "class" stays. */
function singular(word: string): string {
  if (/(ss|x)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}
