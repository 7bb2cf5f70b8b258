/**
 * What the site's server side calls of the compiler and its Node I/O: the
 * rulebook loader (src/loaders/rulebook.ts) and the playground page, which
 * compiles its example at build time. One module, so that a site build can
 * import all of it as one prebuilt bundle instead of Vite transforming the
 * compiler's modules one by one: scripts/build-cli.mjs bundles this file
 * into `.build/site-compiler.js`, and src/integrations/site-compiler.ts
 * resolves imports of it there while that bundle is current.
 */
export {
  compile,
  createIncrementalCompiler,
  formatDiagnostic,
  validateData,
} from '../compiler/index.ts';
export { cachedFileResults, cachedPreparedOf, compileContent } from './compile-content.ts';
export { loadConfig } from './config.ts';
export { readContent } from './read-content.ts';
