/**
 * Generated from schemas/manifest.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export interface Manifest {
  formatVersion: string;
  schemas: {
    sections: string;
    powers: string;
    deities: string;
    monsters: string;
    tables: string;
    terms: string;
    feats: string;
    arts: string;
    items: string;
    traps: string;
    species: string;
    cruxes: string;
    classes: string;
    disciplines: string;
    kits: string;
    paths: string;
    'feat-paths': string;
    'monster-xp': string;
    'encounter-rules': string;
    'monster-roles': string;
    'damage-by-level': string;
    manifest: string;
  };
  files: {
    path: string;
    sha256: string;
    bytes: number;
    title: string | null;
    weight: number | null;
    /**
     * The book's version line (`1.1`, `Version 1.1` gives `1.1`): the first line under its first heading, or null when that line is no version.
     */
    version: string | null;
    /**
     * The file's front matter as written.
     */
    meta: {};
  }[];
  /**
   * Every local picture the content references, in file, line and column order (one entry per reference): its path relative to the working directory, like a file's `path`, and the site path it is served at. Pictures on other hosts are not listed (the diagnostic `picture/remote` names them).
   */
  pictures: {
    /**
     * The picture's file, resolved against the file that references it (backslashes read as `/`, percent escapes decoded).
     */
    path: string;
    /**
     * The site path: `/pictures/` followed by `path`, each segment percent-encoded.
     */
    url: string;
    /**
     * The content file that references the picture.
     */
    file: string;
    line: number;
    column: number;
  }[];
  /**
   * The front page's content: each content directory's top-level index.md (content-formats §13.3), rendered whole, in content-directory order. A home page is not a book: it has no sections, and its links stay as written (relative to `file`). Absent when no content directory has one.
   */
  home?: {
    file: string;
    /**
     * The file's body as sanitized HTML, like a section's `html`.
     */
    html: string;
  }[];
  /**
   * Every error and warning of the compile, in file, line and column order: the data holds everything that could be read, and a block that could not is kept as prose in its section.
   */
  diagnostics: Diagnostic[];
  counts: {
    sections: number;
    powers: number;
    deities: number;
    monsters: number;
    tables: number;
    terms: number;
    feats: number;
    arts: number;
    items: number;
    traps: number;
    species: number;
    cruxes: number;
    classes: number;
    disciplines: number;
    kits: number;
    paths: number;
    'feat-paths': number;
    'monster-xp': number;
    'encounter-rules': number;
    'monster-roles': number;
    'damage-by-level': number;
    manifest: number;
    errors: number;
    warnings: number;
  };
}
export interface Diagnostic {
  severity: 'error' | 'warning' | 'info';
  /**
   * The diagnostic code (docs/diagnostics.md): one of the codes the compiler emits, DIAGNOSTIC_CODES in src/compiler/diagnostics.ts.
   */
  code:
    | 'frontmatter/invalid-yaml'
    | 'frontmatter/not-a-mapping'
    | 'frontmatter/unclosed'
    | 'frontmatter/invalid-value'
    | 'frontmatter/unused-replaces'
    | 'kramdown/attribute-list'
    | 'section/content-before-heading'
    | 'section/duplicate-id'
    | 'power/missing-name'
    | 'power/missing-heading'
    | 'power/missing-header'
    | 'power/bad-header'
    | 'power/unknown-action'
    | 'power/missing-action'
    | 'power/missing-category'
    | 'power/heading-level'
    | 'power/misplaced-line'
    | 'power/tag-separator'
    | 'power/unknown-label'
    | 'power/orphan-scaling'
    | 'power/bad-scaling'
    | 'power/duplicate-id'
    | 'block/unrecognized'
    | 'monster/bad-type-line'
    | 'monster/bad-value'
    | 'monster/unknown-field'
    | 'monster/duplicate-field'
    | 'monster/unreadable-entry'
    | 'monster/missing-field'
    | 'monster/staggered-mismatch'
    | 'monster/modifier-mismatch'
    | 'monster/mook-hp'
    | 'monster/duplicate-id'
    | 'monster/role-deviation'
    | 'deity/missing-field'
    | 'deity/duplicate-field'
    | 'deity/duplicate-id'
    | 'feat/missing-benefit'
    | 'feat/misplaced-line'
    | 'feat/duplicate-id'
    | 'art/bad-type-line'
    | 'art/missing-field'
    | 'art/duplicate-id'
    | 'item/empty'
    | 'item/bad-level-line'
    | 'item/duplicate-id'
    | 'trap/bad-level-line'
    | 'trap/missing-field'
    | 'trap/misplaced-line'
    | 'trap/duplicate-id'
    | 'species/bad-type-line'
    | 'species/missing-field'
    | 'species/misplaced-line'
    | 'species/duplicate-id'
    | 'crux/missing-skill-bonus'
    | 'crux/misplaced-line'
    | 'crux/duplicate-id'
    | 'class/missing-section'
    | 'class/misplaced-line'
    | 'class/unknown-skill'
    | 'class/duplicate-id'
    | 'discipline/malformed-label'
    | 'discipline/misplaced-line'
    | 'discipline/duplicate-id'
    | 'kit/missing-discipline'
    | 'kit/misplaced-line'
    | 'kit/duplicate-id'
    | 'path/duplicate-id'
    | 'feat-path/no-steps'
    | 'feat-path/duplicate-id'
    | 'table/ragged'
    | 'table/duplicate-id'
    | 'rules/bad-xp-row'
    | 'rules/encounter-unreadable'
    | 'rules/bad-role-line'
    | 'rules/bad-damage-row'
    | 'library/revision'
    | 'dice/unreadable'
    | 'link/broken'
    | 'picture/missing'
    | 'picture/outside'
    | 'picture/remote'
    | 'picture/format'
    | 'input/line-too-long'
    | 'input/too-deep'
    | 'input/invalid-utf8'
    | 'input/unreadable'
    | 'input/symlink-outside'
    | 'input/dot-file'
    | 'input/site-config'
    | 'input/too-complex'
    | 'input/too-many-definitions'
    | 'schema/out-of-range'
    | 'input/duplicate-path';
  message: string;
  hint: string;
  file: string;
  line: number;
  column: number;
}
