/** The rulebook compiler's public API: markdown in, schema-validated JSON data out. */
export { compile } from './compile.ts';
export {
  createIncrementalCompiler,
  type FileResult,
  type FileResultStore,
  type IncrementalCompiler,
} from './incremental.ts';
export {
  validateConfig,
  validateData,
  type ConfigIssue,
  type ValidationIssue,
} from './validate.ts';
export type { LineBreaks } from './hard-wrap.ts';
export { DATA_SCHEMAS, ALL_SCHEMAS, type SchemaDocument } from './schemas.ts';
export { FORMAT_VERSION } from './manifest.ts';
export {
  DIAGNOSTIC_CODES,
  formatDiagnostic,
  sortDiagnostics,
  type Diagnostic,
  type DiagnosticCode,
  type Severity,
} from './diagnostics.ts';
export { isInternalLink, linkTarget } from './links.ts';
export { slugify } from './slug.ts';
export { RECORD_COLLECTIONS } from './record-kinds.ts';
export type * from './types.ts';
