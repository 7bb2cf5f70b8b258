/**
 * Cross-linked HTML for a page: every HTML field a page shows goes through one
 * linker, which links defined terms (src/site/terms.ts) and remembers which
 * terms it linked, so the page can render their previews once.
 */
import type { Deity, Power, Term } from '../compiler/index.ts';
import { buildTermIndex, linkTerms, type TermIndex } from './terms.ts';
import { sectionUrl } from './urls.ts';

/** One term index per terms list: every page of a build links against the same one. */
const indexes = new WeakMap<Term[], TermIndex>();

function indexFor(terms: Term[]): TermIndex {
  let index = indexes.get(terms);
  if (!index) {
    index = buildTermIndex(terms, sectionUrl);
    indexes.set(terms, index);
  }
  return index;
}

/** Links terms in HTML and collects the terms used on the page. */
export class Linker {
  readonly #index: TermIndex;
  readonly #terms: Map<string, Term>;
  readonly #used = new Set<string>();

  constructor(terms: Term[]) {
    this.#index = indexFor(terms);
    this.#terms = new Map(terms.map((term) => [term.id, term]));
  }

  /** Links the terms in an HTML fragment that belongs to `section`. */
  link(html: string, section?: string): string {
    const result = linkTerms(html, this.#index, section ? { currentSection: section } : {});
    for (const id of result.used) this.#used.add(id);
    return result.html;
  }

  /** A copy of a power whose line and scaling HTML is linked. */
  power(power: Power): Power {
    return {
      ...power,
      lines: power.lines.map((line) => ({
        ...line,
        html: this.link(line.html, power.section),
        scaling: line.scaling.map((entry) => ({
          ...entry,
          html: this.link(entry.html, power.section),
        })),
      })),
    };
  }

  /** A copy of a deity whose description HTML is linked. */
  deity(deity: Deity): Deity {
    return {
      ...deity,
      description: { ...deity.description, html: this.link(deity.description.html, deity.section) },
    };
  }

  /** The terms linked so far, in index order. */
  used(): Term[] {
    return [...this.#terms.values()].filter((term) => this.#used.has(term.id));
  }
}
