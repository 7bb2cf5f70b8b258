/**
 * The playground's preview: the compiled document's sections rendered by the
 * site's one section renderer (src/site/render/section.ts), linked against
 * its own terms and the bundled rulebook's, with each section's diagnostics
 * beside it, so a block that could not be read shows as what it stayed (a
 * quote, a paragraph) with the reason next to it. The worker renders it as
 * the author types; the playground page renders the example with it at build
 * time (what readers without JavaScript see).
 */
import type { CompileResult, Diagnostic, Section, Term } from '../../compiler/index.ts';
import { linkSections } from '../../site/chapter.ts';
import { indexRulebook } from '../../site/data.ts';
import { Linker } from '../../site/rich.ts';
import { termPreviews } from '../../site/render/cards.ts';
import { fragment, h, htmlOf } from '../../site/render/html.ts';
import { sections } from '../../site/render/section.ts';
import { powersByName } from '../../site/term-preview-data.ts';
import { termUrl } from '../../site/urls.ts';
import { diagnosticItem } from './diagnostic-item.ts';
import { localizeLinks, localTargets } from './local-links.ts';
import { PREVIEW_DEPTH, PREVIEW_ID_PREFIX, previewSummary } from './preview-options.ts';

/** The section whose heading is the last one at or before `line` (sections are in line order). */
function sectionAt(all: readonly Section[], line: number): Section | undefined {
  let found: Section | undefined;
  for (const section of all) if (section.source.line <= line) found = section;
  return found;
}

const issues = (list: Diagnostic[]) =>
  list.length > 0 &&
  h(
    'aside',
    { class: 'pg-issues', 'aria-label': 'Problems here' },
    h('ul', {}, list.map(diagnosticItem)),
  );

/**
 * The preview of a compile result (`bundledTerms` are the site's own terms,
 * linked after the document's): its HTML, term previews, summary, and the
 * items of the list of problems under the editor.
 */
export function renderPreview(
  result: CompileResult,
  bundledTerms: readonly Term[],
): { html: string; terms: string; summary: string; problems: string } {
  const { data, diagnostics } = result;
  const own = new Set(data.terms.map((term) => term.id));
  const terms = [...data.terms, ...bundledTerms.filter((term) => !own.has(term.id))];
  const linker = new Linker({ ...data, terms });
  const bySection = new Map<Section | undefined, Diagnostic[]>();
  for (const d of diagnostics) {
    const section = sectionAt(data.sections, d.line);
    bySection.set(section, [...(bySection.get(section) ?? []), d]);
  }
  const index = indexRulebook(data);
  const body = sections(linkSections(index, data.sections, linker, PREVIEW_DEPTH), {
    tables: index.tableById,
    idPrefix: PREVIEW_ID_PREFIX,
    after: (section) => issues(bySection.get(section) ?? []),
  });
  const html = localizeLinks(htmlOf(fragment(issues(bySection.get(undefined) ?? []), body)), data);
  const summary = previewSummary(data);
  // The document's own powers give its power-defined terms their card in brief;
  // the definition of one of its own terms is in the preview, the rulebook's on the site.
  const local = localTargets(data);
  const definition = (term: Term) => {
    const url = termUrl(term.section, term);
    return own.has(term.id) ? (local.get(url) ?? url) : url;
  };
  const previews = termPreviews(linker.used(), powersByName(data.powers), definition);
  return {
    html,
    terms: previews ? htmlOf(previews) : '',
    summary,
    problems: htmlOf(diagnostics.map(diagnosticItem)),
  };
}
