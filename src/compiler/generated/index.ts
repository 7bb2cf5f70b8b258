/**
 * The types generated from the JSON Schemas (`npm run gen:types`), under the
 * names the compiler uses. Hand-written (only re-exports); the modules beside it are generated.
 */
export type { RulebookConfig } from './config.ts';
export type { Deities, Deity } from './deity.ts';
export type { Diagnostic, DiagnosticReport } from './diagnostic.ts';
export type { FrontMatter } from './frontmatter.ts';
export type { Manifest } from './manifest.ts';
export type { Powers, Power } from './power.ts';
export type { Sections, Section } from './section.ts';
export type { Tables, Table } from './table.ts';
export type { Terms, Term } from './term.ts';
export type { Species } from './species.ts';
export type { Crux } from './crux.ts';
export type { Class } from './class.ts';
export type { Discipline } from './discipline.ts';
export type { Kit } from './kit.ts';
export type { Path } from './path.ts';
export type { FeatPath } from './feat-path.ts';
