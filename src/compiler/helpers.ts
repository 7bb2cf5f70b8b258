/**
 * The compiler's light entry: the small pure helpers other layers share with
 * it (slugs, record kinds, link targets, picture paths, a monster's ability
 * order, terminal-safe text, diagnostics and their format, monster math, dice
 * marks in plain text, the content's legal chapters), without the compile
 * pipeline, the schemas and ajv that `index.ts` brings. Code the browser runs
 * (src/client/, src/site/, src/character/) imports the compiler only through
 * here, so a page's script carries a few kilobytes instead of the whole
 * compiler; Node tools that only print or link (the server, the CLI's entry)
 * start without loading it either.
 * `index.ts` re-exports all of it.
 */
export { IdRegistry, slugify } from './slug.ts';
export { RECORD_COLLECTIONS } from './record-kinds.ts';
export { isInternalLink, linkTarget } from './links.ts';
export { isProcessed, pictureSitePath, picturePathOf, pictureUrl } from './pictures.ts';
export {
  ABILITY_ORDER,
  expectedModifier,
  expectedStaggered,
  SYMBOL_OF,
} from './extract/monster-format.ts';
export { escapeControls } from './terminal-text.ts';
export { diceMarkedHtml } from './dice-text.ts';
export { legalSections } from './legal.ts';
export {
  DIAGNOSTIC_CODES,
  formatDiagnostic,
  sortDiagnostics,
  type Diagnostic,
  type DiagnosticCode,
  type Severity,
} from './diagnostics.ts';
export {
  atLevel,
  describeDeviation,
  findRole,
  monsterDeviations,
  roleNumbers,
  type Deviation,
  type DeviationStat,
  type RoleNumbers,
} from './role-math.ts';
