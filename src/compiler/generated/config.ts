/**
 * Generated from schemas/config.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export interface RulebookConfig {
  /**
   * The schema, for editor completion.
   */
  $schema?: string;
  /**
   * Content directories, merged in order (later ones may `replaces` blocks of earlier ones). RULEBOOK_CONTENT (comma-separated) overrides it; the CLI's --content overrides both.
   *
   * @minItems 1
   */
  content?: [string, ...string[]];
  /**
   * The website.
   */
  site?: {
    /**
     * The site's name: in the header and after every page title.
     */
    title?: string;
    /**
     * Where the site is published (absolute http(s) URL), for canonical links and the sitemap; null when unknown.
     */
    url?: string | null;
  };
  /**
   * The rules profile dice widgets and attack rolls follow (see docs/dice.md).
   */
  ruleset?: 'orcus' | '13th-age' | 'five-gods' | '4e-summary';
  /**
   * How a line break inside a paragraph renders, for files whose front matter does not set `hard_wrap`: "commonmark" (a space, as in CommonMark and GitHub) or "hard_wrap" (a line break, as kramdown's hard_wrap option did for the books). Unset: each content directory's Jekyll _config.yml chooses (`kramdown: { hard_wrap: true }`), else "commonmark".
   */
  lineBreaks?: 'commonmark' | 'hard_wrap';
  /**
   * Symbolic links in a content directory that resolve outside every content directory: "skip" (not read; a warning, input/symlink-outside, names each, so contributed content cannot publish the build machine's files) or "follow" (read like any file: only for content you trust). Links that stay inside the content directories are always followed.
   */
  symlinksOutsideContent?: 'skip' | 'follow';
  /**
   * The site's search.
   */
  search?: {
    /**
     * What a reader may type (a word or a phrase of up to three words; case, punctuation and a final plural s do not matter) → the phrases searched in its place, each in turn, their results merged. Merged over the default list (src/client/search-synonyms.ts: abbreviations such as AoO, GM, HP, and 4e names such as bloodied → staggered, minion → mook): an entry replaces the default of the same words, an empty list removes it. List the typed words themselves among the phrases when a book writes them.
     */
    synonyms?: {
      [k: string]: string[] | undefined;
    };
  };
  /**
   * How markdown is parsed.
   */
  markdown?: {
    /**
     * Parse the plain markdown the books use (headings, paragraphs, blockquotes, tight lists, tables, `*` emphasis) with the fast parser of src/compiler/fast-markdown/, which gives remark-gfm's exact tree, and everything else with remark (true); or every file with remark (false: slower, the same output, e.g. to rule the fast parser out when a page looks wrong).
     */
    fastPath?: boolean;
  };
}
