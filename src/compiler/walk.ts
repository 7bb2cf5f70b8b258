/**
 * A plain preorder tree walk for the compiler's hot passes (positions, links,
 * dice, the plain-markup check). unist-util-visit builds a parents array and
 * a type test per node; over the corpus's million nodes its walks cost more
 * than the work they carry. This walk does what those passes need and no
 * more: a node, its index and its parent, in document order, with the same
 * return values (skip the node's children, stop, or go on at an index after
 * splicing the parent's children). Recursive like unist-util-visit: trees
 * reach it with their nesting capped (limits.ts).
 */

/** A node with or without children (mdast, hast). */
interface WalkNode {
  type: string;
  children?: WalkNode[];
}

/**
 * What a visitor returns: nothing to go on, `SKIP_CHILDREN` to leave out the
 * node's children, `STOP` to end the walk, or the index in the parent's
 * children to go on at (after replacing the node by several).
 */
export type WalkStep = void | typeof SKIP_CHILDREN | typeof STOP | number;

/** Returned by a visitor: do not walk this node's children. */
export const SKIP_CHILDREN = 'skip';
/** Returned by a visitor: end the walk. */
export const STOP = 'stop';

/**
 * Calls `visitor` on `root` and every node below it, parents before their
 * children; returns false when a visitor stopped the walk.
 */
export function walkTree<N extends WalkNode>(
  root: N,
  visitor: (node: N, index: number | undefined, parent: N | undefined) => WalkStep,
): boolean {
  const step = visitor(root, undefined, undefined);
  if (step === STOP) return false;
  return step === SKIP_CHILDREN || walkChildren(root, visitor);
}

function walkChildren<N extends WalkNode>(
  parent: N,
  visitor: (node: N, index: number | undefined, parent: N | undefined) => WalkStep,
): boolean {
  let index = 0;
  // The children are read at each step: a visitor may splice them.
  while (parent.children && index < parent.children.length) {
    const node = parent.children[index] as N;
    const step = visitor(node, index, parent);
    if (step === STOP) return false;
    if (step !== SKIP_CHILDREN && node.children && !walkChildren(node, visitor)) return false;
    index = typeof step === 'number' ? step : index + 1;
  }
  return true;
}
