/**
 * Generated from schemas/frontmatter.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export interface FrontMatter {
  /**
   * The file's title (also names text before its first heading).
   */
  title?: string;
  /**
   * Orders files within a content directory: lower first, then by path.
   */
  navigation_weight?: number;
  /**
   * Ids of powers, deities or tables defined by an earlier file that this file replaces.
   */
  replaces?: string | string[];
  /**
   * Jekyll layout (kept, unused).
   */
  layout?: string;
  /**
   * Whether every line break inside a paragraph is a line break on the page (kramdown's hard_wrap); overrides the configuration's lineBreaks for this file.
   */
  hard_wrap?: boolean;
  [k: string]: unknown | undefined;
}
