/**
 * The rulebook compiler's public API: markdown in, schema-validated JSON data
 * out. Two ways to compile, one engine: `compile` is the simple call (the
 * engine with every layer off: no cache, no thread, no state kept), and
 * `createCompiler` the engine with its layers chosen (cache, threads,
 * incremental; in Node, src/io/node-compiler.ts gives it the disk cache and
 * the worker pool). The layers' own modules (incremental.ts, cache.ts) are
 * not entries: the engine composes them.
 */
export { compile } from './compile.ts';
export {
  createCompiler,
  type CacheMode,
  type Compiler,
  type CompilerOptions,
  type CompileStats,
  type EngineLayers,
  type EngineResult,
  type ServedBy,
  type Threads,
} from './engine.ts';
export {
  checkedByCompile,
  COMPILE_CHECKED_KINDS,
  validateConfig,
  validateData,
  type ConfigIssue,
  type ValidationIssue,
} from './validate.ts';
export type { LineBreaks } from './hard-wrap.ts';
export { DATA_SCHEMAS, ALL_SCHEMAS, type SchemaDocument } from './schemas.ts';
export { FORMAT_VERSION } from './manifest.ts';
export { pictureDiagnostics, withDiagnostics, type PictureState } from './picture-checks.ts';
/** The light helpers (slugs, record kinds, links, picture paths, terminal text): see helpers.ts. */
export * from './helpers.ts';
export type * from './types.ts';
