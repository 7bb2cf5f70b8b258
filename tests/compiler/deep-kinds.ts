/**
 * Deep nesting of each inline and block kind that micromark was found to be
 * quadratic on (Hardening II, item 4), for tests/compiler/deep-nesting.test.ts
 * and the fuzz classes in tests/compiler/fuzz.test.ts.
 */

/** Each deep kind: the hostile body at `depth` (written on line 3 of the file). */
export const DEEP_KINDS = {
  brackets: (depth: number) => `${'['.repeat(depth)}x${']'.repeat(depth)}`,
  'brackets with words': (depth: number) => `${'[a '.repeat(depth)}x${']'.repeat(depth)}`,
  images: (depth: number) => `${'!['.repeat(depth)}x${']'.repeat(depth)}`,
  'footnote calls': (depth: number) => `${'[^'.repeat(depth)}x${']'.repeat(depth)}`,
  'brackets over lines': (depth: number) => `${'[a\n'.repeat(depth)}x${'\n]'.repeat(depth)}`,
  'brackets closed in code and tags': (depth: number) =>
    `${'[`]` <b title="]"> '.repeat(depth)}x${']'.repeat(depth)}`,
  'star runs': (depth: number) => `${'*'.repeat(depth)}x${'*'.repeat(depth)}`,
  'underscore runs': (depth: number) => `${'_'.repeat(depth)}x${'_'.repeat(depth)}`,
  'bullet lists on one line': (depth: number) => `${'- '.repeat(depth)}x`,
  'star lists on one line': (depth: number) => `${'* '.repeat(depth)}x`,
  'ordered lists on one line': (depth: number) => `${'1. '.repeat(depth)}x`,
  'lists in quotes on one line': (depth: number) => `${'> - '.repeat(depth)}x`,
} as const;
