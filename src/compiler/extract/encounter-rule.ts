/**
 * The encounter-size rule (content-formats §15), read from the prose of a
 * section titled `Level`: the paragraph that names a party and Standard
 * monsters gives the party size (`a party of four characters`) and the
 * Standard monsters that match it (`four Standard monsters`); the section's
 * prose gives what a rank counts as (`an Elite counts as two`, `a Boss as
 * four or five`, `a Mook as a quarter`). Numbers are digits, fractions or
 * words (number-words.ts). A paragraph that names a party and Standard
 * monsters without those two numbers is reported (rules/encounter-unreadable).
 */
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { EncounterRule, RankWeight, Section } from '../types.ts';
import { NUMBER_SOURCE, numberOf } from './number-words.ts';
import { bodyLines, plainProse, type NumberedLine, type RulesSource } from './rules-source.ts';

const N = `(${NUMBER_SOURCE})`;
const PARTY = new RegExp(
  `\\bparty of ${N} (?:player )?(?:characters?|heroes|PCs|adventurers)\\b`,
  'i',
);
const STANDARD = new RegExp(`\\b${N} standard (?:monsters?|creatures?|foes|enemies)\\b`, 'i');
const MENTIONS = /\bparty\b[\s\S]*\bstandard\b|\bstandard\b[\s\S]*\bparty\b/i;
const WEIGHTED_RANKS = ['mook', 'elite', 'boss'] as const;

/** Reads the encounter-size rule from every section titled `Level` that states one. */
export function readEncounterRules(source: RulesSource): {
  rules: EncounterRule[];
  diagnostics: Diagnostic[];
} {
  const rules: EncounterRule[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const section of source.sections) {
    if (!/^levels?$/i.test(section.title.trim())) continue;
    const read = readSection(source, section);
    if (read.rule) rules.push(read.rule);
    diagnostics.push(...read.diagnostics);
  }
  return { rules, diagnostics };
}

function readSection(
  source: RulesSource,
  section: Section,
): { rule: EncounterRule | null; diagnostics: Diagnostic[] } {
  const paragraphs = paragraphsOf(bodyLines(source, section));
  const all = plainProse(paragraphs.map((p) => p.text).join(' '));
  const diagnostics: Diagnostic[] = [];
  for (const paragraph of paragraphs) {
    const text = plainProse(paragraph.text);
    if (!MENTIONS.test(text)) continue;
    const party = PARTY.exec(text);
    const standard = STANDARD.exec(text);
    const partySize = party ? numberOf(party[1]!) : null;
    const standardMonsters = standard ? numberOf(standard[1]!) : null;
    if (partySize && Number.isInteger(partySize) && standardMonsters) {
      const rule: EncounterRule = {
        id: section.id,
        section: section.id,
        source: { file: section.source.file, line: paragraph.line, endLine: paragraph.endLine },
        partySize,
        standardMonsters,
        rankWeights: rankWeights(all),
        text,
      };
      return { rule, diagnostics: [] };
    }
    const lacking = [
      ...(partySize ? [] : ['the party size ("a party of four characters")']),
      ...(standardMonsters
        ? []
        : ['how many Standard monsters match it ("four Standard monsters")']),
    ].join(' and ');
    diagnostics.push(
      diagnostic(
        'rules/encounter-unreadable',
        section.source.file,
        { line: paragraph.line, column: 1 },
        `The encounter-size rule under "${section.title}" cannot be read: ${lacking} is not written as a number. The encounter tools have no budget without it.`,
      ),
    );
  }
  return { rule: null, diagnostics };
}

/** What each rank counts as, where the prose says (`a Boss as four or five`). */
function rankWeights(text: string): EncounterRule['rankWeights'] {
  const weights: EncounterRule['rankWeights'] = {};
  for (const rank of WEIGHTED_RANKS) {
    const pattern = new RegExp(
      `\\b${rank}s?\\b(?: monsters?)?(?: (?:counts?|is worth))? as ${N}(?: (?:or|to) ${N})?`,
      'i',
    );
    const match = pattern.exec(text);
    if (!match) continue;
    const min = numberOf(match[1]!);
    const max = match[2] ? numberOf(match[2]) : min;
    if (min && max)
      weights[rank] = { min: Math.min(min, max), max: Math.max(min, max) } satisfies RankWeight;
  }
  return weights;
}

/** A section body's paragraphs (runs of non-blank lines), with their first and last line. */
function paragraphsOf(lines: NumberedLine[]): { line: number; endLine: number; text: string }[] {
  const paragraphs: { line: number; endLine: number; text: string }[] = [];
  let current: { line: number; endLine: number; text: string } | null = null;
  for (const { line, text } of lines) {
    if (text.trim() === '' || /^\s*[|#>]/.test(text)) current = null;
    else if (current) [current.endLine, current.text] = [line, `${current.text} ${text}`];
    else paragraphs.push((current = { line, endLine: line, text }));
  }
  return paragraphs;
}
