/**
 * Generated from schemas/diagnostic.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export interface DiagnosticReport {
  diagnostics: Diagnostic[];
  summary: {
    files: number;
    errors: number;
    warnings: number;
    ok: boolean;
    out?: string;
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
