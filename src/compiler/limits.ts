/**
 * Input limits that keep the compiler fast and its recursion bounded on any
 * input: an over-long line is blanked and excessive nesting capped before
 * parsing (remark would take minutes), and blocks still nested deeper than a
 * limit are flattened to a paragraph of their text. Both are reported as errors, so the build fails
 * and the author sees where.
 */
import type { Html, Parent, Root, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import {
  escapeDeepInline,
  markerBeyond,
  MAX_BRACKET_DEPTH,
  MAX_EMPHASIS_RUN,
} from './inline-nesting.ts';

/** The longest line the compiler parses, in characters. */
export const MAX_LINE_LENGTH = 100_000;
/** The deepest block nesting the compiler keeps (blockquotes, lists, list items). */
export const MAX_DEPTH = 24;

/**
 * The most lines one block (a run of lines with no blank line between them)
 * may have; remark's time grows faster than linearly with a block's length.
 */
export const MAX_BLOCK_LINES = 5_000;
/** The most emphasis marks (runs of `*`, `_` or `~`) one block may hold; remark is quadratic in them. */
export const MAX_EMPHASIS_MARKS = 4_000;

/**
 * The most link reference and footnote definitions (`[id]: url`,
 * `[^note]: text`) one file may hold. Definitions apply to the whole file, so
 * it is parsed in one piece, and remark's time grows with definitions times
 * the references and blocks after them: 20,000 footnotes take minutes.
 */
export const MAX_DEFINITIONS = 1_000;

/** A line that starts a link reference or footnote definition (`[id]:`, `[^note]:`), at most 3 spaces in. */
export const DEFINITION_START = /^ {0,3}\[(?:[^\]\\\n]|\\.)+\]:/;

/** A line that opens or closes a fenced code block (its marker in group 1). */
export const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * A blank line to markdown: spaces and tabs only. Not `trim()`, which also
 * strips NBSP, U+2028 and other Unicode spaces: a line of those is a
 * paragraph line (lazy inside a blockquote), not a blank line.
 */
export const BLANK_LINE = /^[ \t]*$/;

/**
 * The fenced-code state after a line that `FENCE` matched (`match`): the
 * open fence's marker, or null outside code. A backtick fence whose info
 * string holds a backtick opens nothing (```` ``` a`b ````); a fence closes
 * on a marker of its character, at least as long, with nothing but spaces
 * after it (```` ``` x ```` does not close). CommonMark's rule, which every
 * line scan before the parse follows.
 */
export function fenceAfter(
  fence: string | null,
  line: string,
  match: RegExpExecArray,
): string | null {
  const marker = match[1]!;
  const rest = line.slice(match[0].length);
  if (fence === null) return marker[0] !== '`' || !rest.includes('`') ? marker : null;
  return marker[0] === fence[0] && marker.length >= fence.length && BLANK_LINE.test(rest)
    ? null
    : fence;
}

/** The deepest nesting of raw HTML elements kept; deeper elements become their text. */
export const MAX_HTML_DEPTH = 100;

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
  diagnostics.push(...guardBlocks(file, lines));
  const nesting = guardDeepNesting(file, lines);
  diagnostics.push(...nesting);
  if (nesting.length > 0) changed = true;
  const definitions = guardDefinitions(file, lines);
  diagnostics.push(...definitions);
  if (definitions.length > 0 || diagnostics.some((d) => d.code === 'input/too-complex'))
    changed = true;
  if (deep) {
    const more =
      deep.count > 1 ? ` (and on ${deep.count - 1} more line${deep.count === 2 ? '' : 's'})` : '';
    const message = `Blocks are nested more than ${MAX_DEPTH} levels deep on line ${deep.line}${more}; the extra depth was removed.`;
    diagnostics.push(diagnostic('input/too-deep', file, { line: deep.line, column: 1 }, message));
  }
  return { text: changed ? lines.join('\n') : text, diagnostics };
}

const EMPHASIS_MARK = /[*_~]+/g;

/**
 * Blanks (in place) every block longer than MAX_BLOCK_LINES or holding more
 * than MAX_EMPHASIS_MARKS emphasis marks, and reports it as
 * `input/too-complex`: parsing it would take remark seconds to minutes.
 */
function guardBlocks(file: string, lines: string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let start = 0;
  let marks = 0;
  const close = (end: number) => {
    const count = end - start;
    if (count > MAX_BLOCK_LINES || marks > MAX_EMPHASIS_MARKS) {
      const what =
        count > MAX_BLOCK_LINES
          ? `${count.toLocaleString('en')} lines without a blank line (the limit is ${MAX_BLOCK_LINES.toLocaleString('en')})`
          : `${marks.toLocaleString('en')} emphasis marks (the limit is ${MAX_EMPHASIS_MARKS.toLocaleString('en')})`;
      const message = `The block starting here has ${what}; lines ${start + 1}–${end} were not compiled.`;
      diagnostics.push(
        diagnostic('input/too-complex', file, { line: start + 1, column: 1 }, message),
      );
      for (let index = start; index < end; index++) lines[index] = '';
    }
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') {
      close(index);
      start = index + 1;
      marks = 0;
      continue;
    }
    if (line.includes('*') || line.includes('_') || line.includes('~'))
      marks += line.match(EMPHASIS_MARK)?.length ?? 0;
  }
  close(lines.length);
  return diagnostics;
}

/** Why a block has a lower bound on its nesting worth a full scan (see `guardDeepNesting`). */
const LONG_RUN = new RegExp(`\\*{${MAX_EMPHASIS_RUN + 1}}|_{${MAX_EMPHASIS_RUN + 1}}`);
const INLINE_HINT = `Nest links, images and footnote calls at most ${MAX_BRACKET_DEPTH} brackets deep and write at most ${MAX_EMPHASIS_RUN} \`*\` or \`_\` in a row; escape the ones meant as text (\`\\[\`, \`\\*\`).`;

/**
 * Escapes (in place) the nesting micromark is quadratic on (inline-nesting.ts),
 * outside fenced code: on each line, list item and blockquote markers after
 * the first MAX_DEPTH (the rest of the line is then text); in each block,
 * brackets open deeper than MAX_BRACKET_DEPTH and emphasis runs longer than
 * MAX_EMPHASIS_RUN. Each is reported as `input/too-deep` where it starts,
 * once per block; the escaped characters still show.
 */
function guardDeepNesting(file: string, lines: string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report = (line: number, column: number, message: string, hint?: string) =>
    diagnostics.push(diagnostic('input/too-deep', file, { line, column }, message, { hint }));
  let fence: string | null = null;
  let start = 0;
  const close = (end: number) => {
    if (end <= start) return;
    const block = lines.slice(start, end).join('\n');
    if (block.split('[').length - 1 <= MAX_BRACKET_DEPTH && !LONG_RUN.test(block)) return;
    const escaped = escapeDeepInline(block);
    if (escaped.text === block) return;
    for (const [at, what] of [
      [
        escaped.bracket,
        `More than ${MAX_BRACKET_DEPTH} brackets (\`[\`) are open inside each other here`,
      ],
      [
        escaped.run,
        `A run of more than ${MAX_EMPHASIS_RUN} \`*\` or \`_\` here may open or close emphasis`,
      ],
    ] as const) {
      if (at < 0) continue;
      const before = block.slice(0, at);
      const line = start + before.split('\n').length;
      const column = at - before.lastIndexOf('\n');
      report(
        line,
        column,
        `${what}; parsing it would take minutes, so it was kept as plain text.`,
        INLINE_HINT,
      );
    }
    lines.splice(start, end - start, ...escaped.text.split('\n'));
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const match = FENCE.exec(line);
    if (match || fence !== null || BLANK_LINE.test(line)) {
      close(index);
      start = index + 1;
      if (match) fence = fenceAfter(fence, line, match);
      continue;
    }
    const at = line.length > MAX_DEPTH ? markerBeyond(line, MAX_DEPTH) : -1;
    if (at < 0) continue;
    lines[index] = `${line.slice(0, at)}\\${line.slice(at)}`;
    report(
      index + 1,
      at + 1,
      `List items and blockquotes are opened more than ${MAX_DEPTH} levels deep on this line; the markers from here on were kept as text.`,
    );
  }
  close(lines.length);
  return diagnostics;
}

/**
 * Keeps the first MAX_DEFINITIONS definitions of a file and turns the others
 * (in place) into plain text by escaping their `[` (`\\[^note]: text`), so
 * their words still show, and reports them once as
 * `input/too-many-definitions` at the first one kept as text. Lines in fenced
 * code blocks are left alone.
 */
function guardDefinitions(file: string, lines: string[]): Diagnostic[] {
  let fence: string | null = null;
  let count = 0;
  let first = -1;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const match = FENCE.exec(line);
    if (match) {
      fence = fenceAfter(fence, line, match);
      continue;
    }
    if (fence !== null || !DEFINITION_START.test(line)) continue;
    count++;
    if (count <= MAX_DEFINITIONS) continue;
    if (first < 0) first = index;
    const at = line.indexOf('[');
    lines[index] = `${line.slice(0, at)}\\${line.slice(at)}`;
  }
  if (first < 0) return [];
  const over = count - MAX_DEFINITIONS;
  const message = `This file has ${count.toLocaleString('en')} link and footnote definitions (the limit is ${MAX_DEFINITIONS.toLocaleString('en')}); the last ${over.toLocaleString('en')}, from line ${first + 1} on, were kept as plain text, so the links and footnotes that use them are not linked.`;
  const column = lines[first]!.indexOf('\\') + 1;
  return [diagnostic('input/too-many-definitions', file, { line: first + 1, column }, message)];
}

/** Replaces nodes nested deeper than MAX_DEPTH by a paragraph of their text, reporting each. */
export function flattenDeepNesting(file: string, root: Root): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Parents and their depths on two stacks, children replaced in place: this walks every node
  // of every file, mostly before V8 has optimised it, so it allocates nothing for a tree that
  // is not too deep.
  const parents: Parent[] = [root];
  const depths: number[] = [0];
  while (parents.length > 0) {
    const node = parents.pop()!;
    const depth = depths.pop()! + 1;
    const children = node.children as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (!('children' in child)) continue;
      if (depth < MAX_DEPTH) {
        parents.push(child);
        depths.push(depth);
        continue;
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
      children[i] = {
        type: 'paragraph',
        children: [{ type: 'text', value: textOf(child) }],
        position: child.position,
      } as RootContent;
    }
  }
  return diagnostics;
}

/** The text of a subtree, values joined by single spaces. */
function textOf(node: RootContent): string {
  return valuesOf(node).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The string `value`s of a unist (mdast or hast) subtree in document order,
 * of the nodes whose type `keep` accepts (all by default), collected without
 * recursion: the trees it serves are the ones too deep for a recursive walk.
 */
export function valuesOf(
  node: unknown,
  keep: (type: string | undefined) => boolean = () => true,
): string[] {
  const parts: string[] = [];
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as { type?: string; value?: unknown; children?: unknown[] };
    if (typeof current.value === 'string' && keep(current.type)) parts.push(current.value);
    if (current.children)
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]);
  }
  return parts;
}

/** Elements that never have content, so never nest. */
const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);
const TAG = /<(\/?)([a-zA-Z][\w-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * Reports raw HTML nested deeper than MAX_HTML_DEPTH (counting open and close
 * tags across the file's HTML, in order), once per file, where the limit is
 * first passed; from there on, the file's raw HTML is replaced by its text
 * (tags removed), so that no recursive HTML tool downstream meets the depth.
 */
export function capHtmlDepth(file: string, root: Root): Diagnostic[] {
  const html: { node: Html; parent: Parent; at: { line: number; column: number } }[] = [];
  const stack: Parent[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of node.children) {
      if (child.type === 'html')
        html.push({
          node: child,
          parent: node,
          at: child.position?.start ?? { line: 1, column: 1 },
        });
      else if ('children' in child) stack.push(child);
    }
  }
  html.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
  let depth = 0;
  for (const [index, { node, at }] of html.entries()) {
    for (const [, close, name, selfClosing] of node.value.matchAll(TAG)) {
      if (VOID_ELEMENTS.has(name!.toLowerCase()) || selfClosing) continue;
      depth = close ? Math.max(0, depth - 1) : depth + 1;
      if (depth <= MAX_HTML_DEPTH) continue;
      for (const rest of html.slice(index)) toText(rest.node, rest.parent);
      const message = `HTML elements are nested more than ${MAX_HTML_DEPTH} levels deep here; from here on, the file's HTML tags were removed and their text kept.`;
      return [diagnostic('input/too-deep', file, at, message)];
    }
  }
  return [];
}

/** Turns a raw HTML node into its text: a text node in a paragraph, or a paragraph at block level. */
function toText(node: Html, parent: Parent): void {
  const value = node.value.replace(TAG, '').replace(/\s+/g, ' ').trim();
  const text = { type: 'text', value, position: node.position };
  const block = ['root', 'blockquote', 'listItem'].includes(parent.type);
  const index = parent.children.indexOf(node as never);
  if (index < 0) return;
  parent.children[index] = (
    block ? { type: 'paragraph', children: [text], position: node.position } : text
  ) as never;
}
