/**
 * The content's legal notice: its chapters titled Legal, License or Open
 * Game License, with their subsections. Open content travels with that
 * notice, so what is published beside the site (the Foundry module and its
 * documents) exists only when the content has one; the one rule both the
 * module and the pages that link to it read.
 */
import type { Section } from './types.ts';

/** Whether a chapter title is the content's legal notice. */
const LEGAL = /^(?:legal|license|open game license)\b/i;

/** The sections of the content's Legal or License chapters (each chapter with its subsections), in order; empty when it has none. */
export function legalSections(sections: readonly Section[]): Section[] {
  const inLegal = new Set<string>();
  return sections.filter((section) => {
    const legal =
      (section.parent !== null && inLegal.has(section.parent)) ||
      (section.level === 1 && LEGAL.test(section.title));
    if (legal) inLegal.add(section.id);
    return legal;
  });
}
