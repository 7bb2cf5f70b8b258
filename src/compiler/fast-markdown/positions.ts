/** Moving the positions of a parsed tree to those of a larger text it was cut from. */
import type { Node, Point } from 'unist';
import { visit } from 'unist-util-visit';

/**
 * Moves every position in a tree down by `lines` lines and `offset`
 * characters, in place; a position object shared by several nodes moves once.
 */
export function shiftPositions(tree: Node, lines: number, offset: number): void {
  const moved = new WeakSet<Point>();
  const move = (point: Point) => {
    if (moved.has(point)) return;
    moved.add(point);
    point.line += lines;
    if (point.offset !== undefined) point.offset += offset;
  };
  visit(tree, (node) => {
    if (!node.position) return;
    move(node.position.start);
    move(node.position.end);
  });
}
