/**
 * Input limits that keep the compiler fast and its recursion bounded on any
 * input: an over-long line is blanked and excessive nesting capped before
 * parsing (remark would take minutes), and blocks still nested deeper than a
 * limit are flattened to a paragraph of their text. Both are reported as errors, so the build fails
 * and the author sees where.
 */
import type { Parent, Root, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from './diagnostics.ts';

/** The longest line the compiler parses, in characters. */
export const MAX_LINE_LENGTH = 100_000;
/** The deepest block nesting the compiler keeps (blockquotes, lists, list items). */
export const MAX_DEPTH = 24;

/** The widest leading indentation kept, in characters (deeper list nesting is capped). */
export const MAX_INDENT = 2 * MAX_DEPTH;

/**
 * Guards the text before parsing, keeping line numbers: blanks lines longer
 * than MAX_LINE_LENGTH, and caps leading `>` markers at MAX_DEPTH and leading
 * indentation at MAX_INDENT (remark's time grows steeply with nesting depth).
 * Each change is reported.
 */
export function guardLines(
  file: string,
  text: string,
): { text: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const lines = text.split('\n');
  let changed = false;
  let deep: { line: number; count: number } | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.length > MAX_LINE_LENGTH) {
      const message = `Line ${index + 1} is ${line.length.toLocaleString('en')} characters long (the limit is ${MAX_LINE_LENGTH.toLocaleString('en')}); it was not compiled.`;
      diagnostics.push(
        diagnostic('input/line-too-long', file, { line: index + 1, column: 1 }, message),
      );
      lines[index] = '';
      changed = true;
      continue;
    }
    if (line.trim() === '') continue; // blank (front matter is blanked with spaces)
    const prefix = /^[ \t>]*/.exec(line)![0];
    const quotes = prefix.split('>').length - 1;
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (quotes > MAX_DEPTH || indent > MAX_INDENT) {
      deep = deep ? { line: deep.line, count: deep.count + 1 } : { line: index + 1, count: 1 };
      const kept = quotes > MAX_DEPTH ? '> '.repeat(MAX_DEPTH) : ' '.repeat(MAX_INDENT);
      lines[index] = kept + line.slice(quotes > MAX_DEPTH ? prefix.length : indent);
      changed = true;
    }
  }
  if (deep) {
    const more =
      deep.count > 1 ? ` (and on ${deep.count - 1} more line${deep.count === 2 ? '' : 's'})` : '';
    const message = `Blocks are nested more than ${MAX_DEPTH} levels deep on line ${deep.line}${more}; the extra depth was removed.`;
    diagnostics.push(diagnostic('input/too-deep', file, { line: deep.line, column: 1 }, message));
  }
  return { text: changed ? lines.join('\n') : text, diagnostics };
}

/** Replaces nodes nested deeper than MAX_DEPTH by a paragraph of their text, reporting each. */
export function flattenDeepNesting(file: string, root: Root): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const stack: { node: Parent; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    node.children = node.children.map((child) => {
      if (!('children' in child)) return child;
      if (depth + 1 < MAX_DEPTH) {
        stack.push({ node: child, depth: depth + 1 });
        return child;
      }
      const at = child.position?.start ?? { line: 1, column: 1 };
      diagnostics.push(
        diagnostic(
          'input/too-deep',
          file,
          at,
          `Blocks are nested more than ${MAX_DEPTH} levels deep here; the inner ones were flattened to text.`,
        ),
      );
      return {
        type: 'paragraph',
        children: [{ type: 'text', value: textOf(child) }],
        position: child.position,
      } as RootContent;
    }) as Parent['children'];
  }
  return diagnostics;
}

/** The text of a subtree, collected without recursion. */
function textOf(node: RootContent): string {
  const parts: string[] = [];
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as { value?: unknown; children?: unknown[] };
    if (typeof current.value === 'string') parts.push(current.value);
    if (current.children)
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
