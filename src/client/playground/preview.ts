/**
 * The playground's preview, built in the worker: the compiled document
 * rendered as the chapter pages render it (src/site/render/), linked against
 * its own terms and the bundled rulebook's, with each section's diagnostics
 * beside it, so a block that could not be read shows as what it stayed (a
 * quote, a paragraph) with the reason next to it.
 */
import type { CompileResult, Diagnostic, Section, Term } from '../../compiler/index.ts';
import { Linker } from '../../site/rich.ts';
import { renderTermPreviews } from '../../site/render/cards.ts';
import { powersByName } from '../../site/term-preview.ts';
import { renderDocument } from '../../site/render/document.ts';
import { el } from '../../site/render/html.ts';
import { termUrl } from '../../site/urls.ts';
import { diagnosticItem } from './diagnostic-item.ts';
import { localizeLinks, localTargets } from './local-links.ts';
import { PREVIEW_DEPTH, PREVIEW_ID_PREFIX, previewSummary } from './preview-options.ts';

/** The section whose heading is the last one at or before `line` (sections are in line order). */
function sectionAt(sections: readonly Section[], line: number): Section | undefined {
  let found: Section | undefined;
  for (const section of sections) if (section.source.line <= line) found = section;
  return found;
}

const issues = (list: Diagnostic[]) =>
  list.length === 0
    ? ''
    : el(
        'aside',
        { class: 'pg-issues', 'aria-label': 'Problems here' },
        el('ul', {}, ...list.map(diagnosticItem)),
      );

/** The preview of a compile result; `bundledTerms` are the site's own terms, linked after the document's. */
export function renderPreview(
  result: CompileResult,
  bundledTerms: readonly Term[],
): { html: string; terms: string; summary: string } {
  const { data, diagnostics } = result;
  const own = new Set(data.terms.map((term) => term.id));
  const terms = [...data.terms, ...bundledTerms.filter((term) => !own.has(term.id))];
  const linker = new Linker({ ...data, terms });
  const bySection = new Map<Section | undefined, Diagnostic[]>();
  for (const d of diagnostics) {
    const section = sectionAt(data.sections, d.line);
    bySection.set(section, [...(bySection.get(section) ?? []), d]);
  }
  const body = renderDocument(data, linker, {
    depth: PREVIEW_DEPTH,
    idPrefix: PREVIEW_ID_PREFIX,
    after: (section) => issues(bySection.get(section) ?? []),
  });
  const html = localizeLinks(issues(bySection.get(undefined) ?? []) + body, data);
  const summary = previewSummary(data);
  // The document's own powers give its power-defined terms their card in brief;
  // the definition of one of its own terms is in the preview, the rulebook's on the site.
  const local = localTargets(data);
  const definition = (term: Term) => {
    const url = termUrl(term.section, term);
    return own.has(term.id) ? (local.get(url) ?? url) : url;
  };
  const previews = renderTermPreviews(linker.used(), powersByName(data.powers), definition);
  return { html, terms: previews, summary };
}
