/**
 * Cross-linked HTML for a page: every HTML field a page shows goes through one
 * linker, which links defined terms (src/site/terms.ts) and remembers which
 * terms it linked, so the page can render their previews once. A fragment
 * is parsed and linked once per build and data set, its result shared by
 * every page that is none of its terms' targets.
 */
import type { Deity, Monster, Power, RulebookData, Term } from '../compiler/index.ts';
import type { Root } from 'hast';
import { htmlTree } from './html-tree.ts';
import { treeHtml } from './tree-html.ts';
import { splitTree, type BodyPart } from './blocks.ts';
import { buildLinkTargets, rewriteLinksInTree, type LinkTargets } from './content-links.ts';
import {
  anchorGlossaryEntries,
  buildTermIndex,
  glossaryAnchors,
  linkTermsInTree,
  mayMentionTerms,
  type TermIndex,
} from './terms.ts';
import { termAnchor, termUrl } from './urls.ts';
import { oncePer } from './once-per.ts';
import { RECORD_FAMILIES } from './records.ts';
import { COMMON_WORDS } from './common-words.ts';
import { knownPhrases, type SenseSources } from './term-sense.ts';
import { RULESETS } from '../dice/rulesets.ts';

/**
 * What a linker needs of the rulebook data; with the manifest, a term named
 * as one of its books is linked only where it means the term.
 */
export type LinkerData = Pick<RulebookData, 'terms' | 'sections' | 'powers' | 'deities'> &
  Partial<Pick<RulebookData, 'manifest'>>;

/**
 * What tells a term's sense from its mentions: the games' names (every
 * ruleset's) and the books' titles, each record family's words (its page's
 * title and one record's name), the game's phrases and the everyday words.
 */
function senseSources(data: LinkerData): SenseSources {
  const books = (data.manifest?.files ?? []).flatMap((file) => (file.title ? [file.title] : []));
  const families: SenseSources['families'] = Object.fromEntries([
    ['monster', ['monster']],
    ...RECORD_FAMILIES.map((family) => [family.kind, [family.title, family.singular]]),
  ]);
  return {
    titles: [...Object.values(RULESETS).map((ruleset) => ruleset.name), ...books],
    families,
    phrases: knownPhrases(data.terms, data.powers),
    commonWords: COMMON_WORDS,
  };
}

/**
 * A fragment as linked on a page that is none of its terms' targets: the
 * same on every such page, so worked out once per build (a chapter's text is
 * linked on its page, the whole-book pages and its records' pages).
 */
interface Linked<T> {
  result: T;
  /** The ids of the terms it linked, in order of first link. */
  used: readonly string[];
  /** Their URLs: on a page at one of them, the fragment is linked again for that page. */
  urls: ReadonlySet<string>;
}

/** Linked fragments by section (none: `undefined`), then by their HTML. */
type LinkedBySection<T> = Map<string | undefined, Map<string, Linked<T>>>;

/** The indexes a linker works with: built once per data set, shared by every page of a build. */
interface Indexes {
  terms: TermIndex;
  links: LinkTargets;
  /** Per section holding glossary entries: entry label → the entry's anchor. */
  glossary: Map<string, Map<string, string>>;
  /** Every term by id. */
  termById: Map<string, Term>;
  /** The URL each linkable term links to, by id. */
  termUrls: Map<string, string>;
  /** What `Linker.link` and `Linker.body` worked out, for every page of the build. */
  linked: LinkedBySection<string>;
  bodies: LinkedBySection<BodyPart[]>;
}

const indexFor = oncePer((data: LinkerData): Indexes => {
  const bySection = new Map<string, Term[]>();
  for (const term of data.terms)
    if (term.kind === 'glossary')
      bySection.set(term.section, [...(bySection.get(term.section) ?? []), term]);
  const glossary = new Map(
    [...bySection].map(([section, terms]) => [
      section,
      glossaryAnchors(terms, (term) => termAnchor(term.id)),
    ]),
  );
  const terms = buildTermIndex(data.terms, termUrl, senseSources(data));
  return {
    terms,
    links: buildLinkTargets(data),
    glossary,
    termById: new Map(data.terms.map((term) => [term.id, term])),
    termUrls: new Map([...terms.names.values()].map((term) => [term.id, term.url])),
    linked: new Map(),
    bodies: new Map(),
  };
});

/**
 * Rewrites links between content files to site URLs, links terms in HTML, and
 * collects the terms used on the page.
 */
export class Linker {
  readonly #indexes: Indexes;
  readonly #index: TermIndex;
  readonly #used = new Set<string>();

  readonly #pageUrl: string | undefined;

  /** `pageUrl`: the page being built, so a term never links to the page it is on. */
  constructor(data: LinkerData, pageUrl?: string) {
    this.#pageUrl = pageUrl;
    this.#indexes = indexFor(data);
    this.#index = this.#indexes.terms;
  }

  /**
   * Rewrites, in one pass over the parsed HTML, the content links of a
   * fragment that belongs to `section` and links the terms it mentions (none
   * whose URL is `pageUrl`). Returns whether the tree changed and the terms linked.
   */
  #rewrite(
    tree: Root,
    section: string | undefined,
    pageUrl: string | undefined,
  ): { changed: boolean; used: string[] } {
    const { links, glossary: glossaries } = this.#indexes;
    const file = section === undefined ? undefined : links.sectionFiles.get(section);
    const relinked = file !== undefined && rewriteLinksInTree(tree, file, links);
    const used = linkTermsInTree(tree, this.#index, {
      ...(section ? { currentSection: section } : {}),
      ...(pageUrl ? { currentUrl: pageUrl } : {}),
    });
    const glossary = section === undefined ? undefined : glossaries.get(section);
    const anchored = glossary !== undefined && anchorGlossaryEntries(tree, glossary);
    return { changed: relinked || used.length > 0 || anchored, used };
  }

  /**
   * `make`'s result for the parsed `html` of `section` on this page: the
   * build's one result for every page that is none of its terms' targets
   * (linking skips a term only when its URL is the page's, so a page the
   * fragment links to nowhere gets what a page without URL gets), else made
   * again for this page. Records the terms linked.
   */
  #linked<T>(
    memo: LinkedBySection<T>,
    html: string,
    section: string | undefined,
    make: (tree: Root, changed: boolean) => T,
  ): T {
    const work = (pageUrl: string | undefined) => {
      const tree = htmlTree(html);
      const { changed, used } = this.#rewrite(tree, section, pageUrl);
      return { result: make(tree, changed), used };
    };
    let bySection = memo.get(section);
    if (!bySection) memo.set(section, (bySection = new Map()));
    let linked = bySection.get(html);
    if (!linked) {
      const { result, used } = work(undefined);
      const urls = new Set(used.map((id) => this.#indexes.termUrls.get(id)!));
      bySection.set(html, (linked = { result, used, urls }));
    }
    const own = this.#pageUrl !== undefined && linked.urls.has(this.#pageUrl);
    const { result, used } = own ? work(this.#pageUrl) : linked;
    for (const id of used) this.#used.add(id);
    return result;
  }

  /** Whether a fragment surely needs no rewriting (no link, no possible term, no glossary entry), so need not be parsed. */
  #untouched(html: string, section?: string): boolean {
    return (
      !html.includes('<a ') &&
      !mayMentionTerms(html, this.#index) &&
      (section === undefined || !this.#indexes.glossary.has(section))
    );
  }

  /** Links the terms in an HTML fragment that belongs to `section`, and its content links. */
  link(html: string, section?: string): string {
    if (this.#untouched(html, section)) return html;
    return this.#linked(this.#indexes.linked, html, section, (tree, changed) =>
      changed ? treeHtml(tree) : html,
    );
  }

  /**
   * A section's body, linked as {@link link} does and split at its block
   * placeholders and TOC marker in the same pass over the parsed HTML.
   */
  body(html: string, section: string): BodyPart[] {
    if (this.#untouched(html, section) && !html.includes('<div data-')) {
      const trimmed = html.trim();
      return trimmed === '' ? [] : [{ type: 'html', html: trimmed }];
    }
    return this.#linked(this.#indexes.bodies, html, section, (tree) => splitTree(tree));
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

  /** A copy of a monster whose entry, trait, extra and description HTML is linked. */
  monster(monster: Monster): Monster {
    const link = (html: string) => this.link(html, monster.section);
    return {
      ...monster,
      extras: monster.extras.map((extra) => ({ ...extra, html: link(extra.html) })),
      entries: monster.entries.map((entry) =>
        entry.type === 'trait'
          ? { ...entry, html: link(entry.html) }
          : {
              ...entry,
              effect: { ...entry.effect, html: link(entry.effect.html) },
              secondary: entry.secondary.map((s) => ({ ...s, html: link(s.html) })),
            },
      ),
      description: monster.description && {
        ...monster.description,
        html: link(monster.description.html),
      },
    };
  }

  /** The terms linked so far, in index order. */
  used(): Term[] {
    return [...this.#indexes.termById.values()].filter((term) => this.#used.has(term.id));
  }
}
