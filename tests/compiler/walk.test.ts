/**
 * The compiler's tree walk stands in for unist-util-visit in its hot passes:
 * it must meet the same nodes in the same order with the same indexes and
 * parents, and honour skip, stop and go-on-at-index the same way.
 */
import type { Nodes, Parent, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, EXIT, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { SKIP_CHILDREN, STOP, walkTree } from '../../src/compiler/walk.ts';
import { readFileSync } from 'node:fs';

const parse = (text: string) => unified().use(remarkParse).use(remarkGfm).parse(text) as Root;
const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');

type Seen = [string, number | undefined, string | undefined];
const seen = (node: Nodes, index: number | undefined, parent: Nodes | undefined): Seen => [
  node.type,
  index,
  parent?.type,
];

describe('walkTree', () => {
  it('meets every node of the bundled rulebook as unist-util-visit does: order, index, parent', () => {
    const tree = parse(rulebook);
    const expected: Seen[] = [];
    visit(tree, (node, index, parent) => void expected.push(seen(node, index, parent)));
    const got: Seen[] = [];
    expect(walkTree<Nodes>(tree, (n, i, p) => void got.push(seen(n, i, p)))).toBe(true);
    expect(got.length).toBeGreaterThan(1000);
    expect(got).toEqual(expected);
  });

  it('skips children, stops, and goes on at the index a splicing visitor returns, as visit does', () => {
    const text = '# A *b*\n\nOne *two* three\nfour\n\n- x **y**\n- z\n\n> q *r*\n';
    const run = (walker: 'walk' | 'visit') => {
      const tree = parse(text);
      const log: string[] = [];
      const visitor = (node: Nodes, index: number | undefined, parent: Nodes | undefined) => {
        log.push(node.type + ('value' in node ? `:${node.value}` : ''));
        if (node.type === 'heading') return SKIP_CHILDREN;
        if (node.type === 'blockquote') return STOP;
        if (node.type === 'text' && parent && index !== undefined && node.value.includes('\n')) {
          const pieces = node.value.split('\n').map((value) => ({ type: 'text' as const, value }));
          (parent as Parent).children.splice(index, 1, ...pieces);
          return index + pieces.length;
        }
        return undefined;
      };
      const finished =
        walker === 'walk'
          ? walkTree<Nodes>(tree, visitor)
          : (visit(tree, (node, index, parent) => {
              const step = visitor(node, index, parent);
              return step === SKIP_CHILDREN ? SKIP : step === STOP ? EXIT : step;
            }),
            null);
      return { log, tree, finished };
    };
    const walked = run('walk');
    const visited = run('visit');
    expect(walked.log).toEqual(visited.log);
    expect(walked.tree).toEqual(visited.tree);
    expect(walked.finished).toBe(false);
    // The heading's emphasis is skipped, the paragraph's met.
    expect(walked.log.filter((entry) => entry === 'emphasis')).toHaveLength(1);
    expect(walked.log.at(-1)).toBe('blockquote');
    // The split pieces are not met again.
    expect(walked.log).toContain('text: three\nfour');
    expect(walked.log).not.toContain('text:four');
  });
});
