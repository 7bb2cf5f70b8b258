/**
 * The fast path's correctness check shared by its differential tests: a
 * text parses with `parseText` to exactly remark-parse + remark-gfm's tree,
 * whole and cut into the smallest chunks `splitIntoChunks` would ever cut.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { FastParseStats } from '../../src/compiler/fast-markdown/index.ts';
import {
  parseChunks,
  parseText,
  rootOf,
  splitIntoChunks,
} from '../../src/compiler/parse-markdown.ts';

const gfm = unified().use(remarkParse).use(remarkGfm);

/** True when the fast path's tree is remark-gfm's (key order aside), whole and cut in chunks. */
export function sameTree(text: string, stats?: FastParseStats): boolean {
  // remark parses each text once: it costs more than both of the fast path's parses.
  const tree = gfm.parse(text) as Root & { checked?: unknown };
  const reference = JSON.stringify(sortKeys(tree));
  if (JSON.stringify(sortKeys(parseText(text, { stats }))) !== reference) return false;
  // The smallest chunks: a cut at every place `splitIntoChunks` would ever cut.
  // The root's own fields aside: a quirk of the task list extension can set
  // `checked` on remark's root, which `rootOf` does not copy (no words are in it).
  const chunked = rootOf(text, parseChunks(splitIntoChunks(text, 1)));
  const { checked, ...root } = tree;
  const rootReference = checked === undefined ? reference : JSON.stringify(sortKeys(root));
  return JSON.stringify(sortKeys(chunked)) === rootReference;
}

/** A value with every object's keys sorted (key order is not part of a tree). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}
