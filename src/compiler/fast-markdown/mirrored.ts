/**
 * The packages whose output the fast parser reproduces, at the versions it
 * was proven against: remark-parse + remark-gfm's tree (the tokenizer, the
 * tree builder and each GFM extension), and the micromark helpers it calls
 * itself. A new version of any of them may change the tree remark
 * gives, and then the fast path would no longer give the same one: they are
 * pinned exactly, `dependency` ones in package.json and the others through
 * package-lock.json, and tests/architecture/mirrored-packages.test.ts fails
 * when one moves. To move one: install the new version, run
 * tests/compiler/fast-markdown*.test.ts (which hold the fast path to remark
 * on the fixtures, the rulebook, the corpus and generated texts), and write
 * the new version here.
 */

/** How a mirrored package is pinned: in package.json, or as a dependency of one that is. */
export type MirroredPin = 'dependency' | 'transitive';

/** One package the fast parser mirrors. */
export interface MirroredPackage {
  /** The exact version the fast path was proven against. */
  version: string;
  pin: MirroredPin;
}

/** Every package the fast parser mirrors, by name. */
export const MIRRORED_PACKAGES: Readonly<Record<string, MirroredPackage>> = {
  'remark-parse': { version: '11.0.0', pin: 'dependency' },
  'remark-gfm': { version: '4.0.1', pin: 'dependency' },
  micromark: { version: '4.0.3', pin: 'transitive' },
  'micromark-core-commonmark': { version: '2.0.4', pin: 'transitive' },
  'mdast-util-from-markdown': { version: '2.1.0', pin: 'transitive' },
  'micromark-extension-gfm': { version: '3.0.0', pin: 'transitive' },
  'mdast-util-gfm': { version: '3.1.0', pin: 'transitive' },
  'micromark-extension-gfm-autolink-literal': { version: '2.1.0', pin: 'dependency' },
  'micromark-extension-gfm-footnote': { version: '2.1.0', pin: 'dependency' },
  'micromark-extension-gfm-strikethrough': { version: '2.1.0', pin: 'dependency' },
  'micromark-extension-gfm-table': { version: '2.1.2', pin: 'dependency' },
  'micromark-extension-gfm-task-list-item': { version: '2.1.0', pin: 'dependency' },
  'mdast-util-gfm-autolink-literal': { version: '2.1.0', pin: 'dependency' },
  'mdast-util-gfm-footnote': { version: '2.1.0', pin: 'dependency' },
  'mdast-util-gfm-strikethrough': { version: '2.0.1', pin: 'dependency' },
  'mdast-util-gfm-table': { version: '2.0.1', pin: 'dependency' },
  'mdast-util-gfm-task-list-item': { version: '2.0.1', pin: 'dependency' },
  'micromark-util-combine-extensions': { version: '2.0.1', pin: 'dependency' },
  'micromark-util-classify-character': { version: '2.0.1', pin: 'dependency' },
  'micromark-util-html-tag-name': { version: '2.0.1', pin: 'dependency' },
  'micromark-util-normalize-identifier': { version: '2.0.1', pin: 'dependency' },
  'decode-named-character-reference': { version: '1.3.0', pin: 'dependency' },
};
