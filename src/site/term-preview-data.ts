/**
 * What a term's preview shows (TermPreviews.astro): its summary, or, for a
 * term whose definition is a power card (the actions Feint, Deter, Rally,
 * Shove and Unnerve are defined by one, so their summary is empty), that
 * card in brief: its header and every line as text. Pure.
 */
import type { Power, Term } from '../compiler/index.ts';
import { normaliseName } from './name-matcher.ts';
import { oncePer } from './once-per.ts';

/** A power card in brief, for a preview. */
export interface PowerBrief {
  name: string;
  /** The header as written ("At-Will Attack Feature (Standard Action)"). */
  header: string;
  /** The origin and targets line, if any ("Melee touch, one enemy …"). */
  origin: string | null;
  lines: { label: string; text: string }[];
}

/** A preview's content: the summary, or the brief of the power card that defines the term. */
export type PreviewContent =
  { type: 'summary'; text: string } | { type: 'power'; power: PowerBrief } | { type: 'none' };

/**
 * Powers by normalised name, for {@link previewContent}; built once for each
 * list of powers (every page of a build asks for the same one).
 */
export const powersByName = oncePer((powers: readonly Power[]): ReadonlyMap<string, Power> => {
  const byName = new Map<string, Power>();
  for (const power of powers)
    if (!byName.has(normaliseName(power.name))) byName.set(normaliseName(power.name), power);
  return byName;
});

/** A power card in brief. */
export function powerBrief(power: Power): PowerBrief {
  return {
    name: power.name,
    header: power.headerText,
    origin: power.origin?.raw ?? null,
    lines: power.lines
      .filter((line) => line.text.trim() !== '')
      .map((line) => ({ label: line.label, text: line.text.trim() })),
  };
}

/**
 * The preview of a term: its summary when it has one; else the power card of
 * the same name; else nothing (the build-output test finds none such).
 */
export function previewContent(term: Term, powers: ReadonlyMap<string, Power>): PreviewContent {
  if (term.summary.trim() !== '') return { type: 'summary', text: term.summary.trim() };
  const power = powers.get(normaliseName(term.name));
  return power ? { type: 'power', power: powerBrief(power) } : { type: 'none' };
}
