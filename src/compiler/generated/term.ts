/**
 * Generated from schemas/term.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type Terms = Term[];

export interface Term {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  name: string;
  kind:
    | 'condition'
    | 'action'
    | 'keyword'
    | 'glossary'
    | 'monster'
    | 'feat'
    | 'art'
    | 'item'
    | 'trap'
    | 'species'
    | 'crux'
    | 'class'
    | 'discipline'
    | 'kit'
    | 'path'
    | 'feat-path';
  qualifier: string | null;
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  summary: string;
}
