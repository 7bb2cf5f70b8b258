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
export type { Collections } from './collections.ts';
export type { Monsters, Monster } from './monster.ts';
export type { Feats, Feat } from './feat.ts';
export type { Arts, Art } from './art.ts';
export type { Items, Item } from './item.ts';
export type { Traps, Trap } from './trap.ts';
export type { SpeciesList, Species } from './species.ts';
export type { Cruxes, Crux } from './crux.ts';
export type { Classes, Class } from './class.ts';
export type { Disciplines, Discipline } from './discipline.ts';
export type { Kits, Kit } from './kit.ts';
export type { Paths, Path } from './path.ts';
export type { FeatPaths, FeatPath } from './feat-path.ts';
