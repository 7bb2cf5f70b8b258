/** Moving the positions of a parsed tree to those of a larger text it was cut from. */
import type { Node, Point } from 'unist';

/**
 * Moves every position in a tree down by `lines` lines and `offset`
 * characters, in place; a position object shared by several nodes moves once.
 * A plain walk (no visitor): it runs on every chunk of a large file.
 */
export function shiftPositions(tree: Node, lines: number, offset: number): void {
  const moved = new WeakSet<Point>();
  const move = (point: Point) => {
    if (moved.has(point)) return;
    moved.add(point);
    point.line += lines;
    if (point.offset !== undefined) point.offset += offset;
  };
  const walk = (node: Node) => {
    if (node.position) {
      move(node.position.start);
      move(node.position.end);
    }
    const children = (node as { children?: Node[] }).children;
    if (children) for (const child of children) walk(child);
  };
  walk(tree);
}
