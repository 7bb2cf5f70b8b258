/**
 * Where the site documents each diagnostic code: its entry on the site's page
 * for docs/diagnostics.md (src/pages/docs/[doc].astro), by the heading's id.
 */
import { slugify } from '../../compiler/helpers.ts';

/** The site page of a documentation file under docs/ (`diagnostics` → `/docs/diagnostics/`). */
export function docUrl(name: string): string {
  return `/docs/${name}/`;
}

/** The link to a code's entry: its heading on the diagnostics page (headings are the codes). */
export function diagnosticUrl(code: string): string {
  return `${docUrl('diagnostics')}#${slugify(code)}`;
}
