/**
 * Markdown parsing, to remark-parse + remark-gfm's tree. Large files are
 * parsed in chunks split at headings (where that cannot change the parse),
 * because remark's parse time grows faster than linearly with file size; each
 * chunk's positions are then shifted to those of the whole file.
 *
 * Each text goes through a fast path first (fast-markdown/): a parser of the
 * plain subset the books are written in (headings, paragraphs, hard breaks,
 * blockquotes, tight lists, tables, `*`/`**` emphasis, named character
 * references, HTML blocks such as figure lines), which builds remark-gfm's
 * exact tree, positions included, for each top-level segment it is sure of,
 * and hands every other segment to remark. It exists for speed (a cold
 * compile of the books as fast as Jekyll's build; remark's micromark
 * tokenizer was about half of the compile's CPU). remark stays the reference: the fast path is proven against
 * it on the fixtures, the bundled rulebook, the benchmark corpus and
 * generated hostile texts (tests/compiler/fast-markdown.test.ts), unknown
 * input falls back to it, and `fastMarkdown: false` (rulebook.config.json's
 * `markdown.fastPath`) parses everything with it.
 */
import type { Root, RootContent } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import type { ChunkCache } from './cache.ts';
import { deepCopy } from './deep-copy.ts';
import { BLANK_LINE, FENCE, fenceAfter } from './limits.ts';
import {
  definitionsKey,
  endOfText,
  fileDefinitions,
  INDENTED,
  parseFast,
  parseWithDefinitions,
  shiftPositions,
  type Definitions,
  type FastParseStats,
  type TextStart,
} from './fast-markdown/index.ts';

type MicromarkExtension = Parameters<typeof combineExtensions>[0][number];
type FromMarkdownExtension = ReturnType<typeof gfmTableFromMarkdown>;

/** One of remark-gfm's syntax extensions, with what a text must contain for it to match anything. */
interface GfmPart {
  /** True when the extension may match somewhere in the text (false only when it cannot). */
  mayMatch: (text: string) => boolean;
  syntax: () => MicromarkExtension;
  tree: () => FromMarkdownExtension;
}

/**
 * remark-gfm's extensions in remark-gfm's order, each with the characters
 * its syntax cannot do without. Each is tried where its characters may start
 * a construct, and some at the start of every block or word: autolink
 * literals at nearly every word (any letter may start an email address),
 * with a tree transform that walks every text node; tables at the start of
 * every paragraph line. A text that lacks an extension's characters parses
 * to the same tree without it (`parseText`; tests/compiler/parse.test.ts
 * checks it on the fixtures, the bundled rulebook, the benchmark corpus and
 * generated texts):
 * - autolink literals need `@`, `www` or `http(s):` (case-insensitive; not
 *   `www.` or `://`: micromark links `www\.` too, the escape giving the dot);
 * - footnote definitions and calls `[^` (a call needs a definition);
 * - strikethrough `~`;
 * - tables a `|`, or a one-cell delimiter row with an alignment colon
 *   (`a` over `:-` is a table with no pipe at all), so `:-` or `-:`;
 * - task list items `[`.
 */
const GFM_PARTS: readonly GfmPart[] = [
  {
    mayMatch: (text) => /@|www|https?:/i.test(text),
    syntax: gfmAutolinkLiteral,
    tree: gfmAutolinkLiteralFromMarkdown,
  },
  { mayMatch: (text) => text.includes('[^'), syntax: gfmFootnote, tree: gfmFootnoteFromMarkdown },
  {
    mayMatch: (text) => text.includes('~'),
    syntax: () => gfmStrikethrough({}),
    tree: gfmStrikethroughFromMarkdown,
  },
  { mayMatch: (text) => /\||:-|-:/.test(text), syntax: gfmTable, tree: gfmTableFromMarkdown },
  {
    mayMatch: (text) => text.includes('['),
    syntax: gfmTaskListItem,
    tree: gfmTaskListItemFromMarkdown,
  },
];

/** Every GFM extension: remark-gfm itself, the reference the subsets are held to. */
const ALL_PARTS = (1 << GFM_PARTS.length) - 1;

/** remark-parse with the GFM extensions of each subset (bit i: `GFM_PARTS[i]`), built when first needed. */
const processors = new Map<number, Processor<Root>>([
  [ALL_PARTS, unified().use(remarkParse).use(remarkGfm) as unknown as Processor<Root>],
]);

function processorFor(parts: number): Processor<Root> {
  let processor = processors.get(parts);
  if (!processor) {
    const chosen = GFM_PARTS.filter((_, index) => parts & (1 << index));
    processor = unified()
      .use(remarkParse)
      .use(function gfmSubset(this: Processor) {
        if (chosen.length === 0) return;
        const data = this.data();
        (data.micromarkExtensions ??= []).push(
          combineExtensions(chosen.map((part) => part.syntax())),
        );
        (data.fromMarkdownExtensions ??= []).push(chosen.map((part) => part.tree()));
      }) as unknown as Processor<Root>;
    processors.set(parts, processor);
  }
  return processor;
}

/** How markdown is parsed (options of `parseMarkdown`, `parseChunks` and `parseText`). */
export interface ParseOptions {
  /**
   * Parse the subset of markdown the fast parser knows with it (default
   * true); false parses every text with remark. The tree is the same either
   * way: the switch is there to rule the fast parser out.
   */
  fastMarkdown?: boolean;
  /** Counts the characters each path parsed (`fast` stays 0 with `fastMarkdown: false`). */
  stats?: FastParseStats;
}

/**
 * Parses one markdown text to remark-parse + remark-gfm's tree: with the
 * fast parser for the subset of markdown it knows (see fast-markdown/), with
 * remark for the rest (`parseWithRemark`), or with remark alone when
 * `options.fastMarkdown` is false. `options.stats` counts the characters
 * each path took; with `start`, positions are those of the file the text was
 * cut from, and `definitions` are that file's link and footnote definitions
 * (null: none; left out, the text's own).
 */
export function parseText(
  text: string,
  options: ParseOptions = {},
  start?: TextStart,
  definitions?: Definitions | null,
): Root {
  const { stats } = options;
  if (options.fastMarkdown !== false)
    return parseFast(text, parseWithRemark, stats, start, definitions);
  if (stats) stats.total += text.length;
  const tree =
    (definitions && parseWithDefinitions(text, parseWithRemark, definitions)) ||
    parseWithRemark(text);
  if (start && (start.line > 1 || start.offset > 0))
    shiftPositions(tree, start.line - 1, start.offset);
  return tree;
}

/**
 * Parses one markdown text with remark-parse + remark-gfm, to remark-gfm's
 * tree, leaving out the GFM extensions the text cannot use (see `GFM_PARTS`).
 */
export function parseWithRemark(text: string): Root {
  let parts = 0;
  GFM_PARTS.forEach((part, index) => {
    if (part.mayMatch(text)) parts |= 1 << index;
  });
  return processorFor(parts).parse(text);
}

/**
 * A fence, or an HTML block that blank lines do not end (`<pre>`, `<!--`…),
 * that is indented or follows a list marker or `>`: it may open inside a
 * list item or blockquote, whose end closes it unseen (a later fence at
 * column 0 then opens code instead of closing it, and an unclosed one ends
 * where its container does), so a file with one is kept whole. Written so
 * that a line matches one way only (the spaces between markers belong to the
 * marker before them; the lookahead asks for an indent or a marker): a run of
 * `> - > - …` otherwise backtracks exponentially.
 */
const INDENTED_FENCE =
  /^(?=[ \t\-*+>\d])[ \t]*(?:(?:[-*+]|\d{1,9}[.)]|>)[ \t]*)*(?:`{3,}|~{3,}|<(?:script|pre|style|textarea)(?:[\s>]|$)|<!|<\?)/im;
/**
 * A line that may open an HTML block, and any fence line: a fence line inside
 * an HTML block opens nothing (the next one then opens code instead of
 * closing it), so a file with both is kept whole.
 */
const HTML_LINE = /^ {0,3}</m;
const ANY_FENCE = /^ {0,3}(?:`{3,}|~{3,})/m;

/** Chunks smaller than this many characters are merged with their neighbour. */
const MIN_CHUNK = 8_192;
/** The start of an HTML block that only its closing tag ends (CommonMark HTML block type 1). */
const RAW_OPEN = /^ {0,3}<(script|pre|style|textarea)(?:[\s>]|$)/i;

/**
 * Parses markdown into one mdast root whose positions are those of `text`.
 * With a chunk cache, chunks whose text was parsed before are copied from the
 * cache instead of parsed again.
 */
export function parseMarkdown(text: string, cache?: ChunkCache, options?: ParseOptions): Root {
  return rootOf(text, parseChunks(splitIntoChunks(text), cache, options));
}

/**
 * Parses chunks of one file (see `splitIntoChunks`) into the top-level nodes
 * of its tree, with the file's positions. Consecutive chunks may be parsed
 * apart (on different threads) and their nodes joined: the result is the same.
 */
export function parseChunks(
  chunks: readonly Chunk[],
  cache?: ChunkCache,
  options: ParseOptions = {},
): RootContent[] {
  const children: RootContent[] = [];
  for (const chunk of chunks) {
    const lines = chunk.startLine - 1;
    let tree: Root;
    if (cache) {
      // The file's definitions are part of what the chunk's tree depends on.
      const key = definitionsKey(chunk.definitions) + chunk.text;
      let cached = cache.get(key);
      if (!cached) {
        cached = parseText(chunk.text, options, undefined, chunk.definitions);
        cache.set(key, cached);
      }
      // The cached tree stays as parsed: extraction edits (and positions move) on a copy.
      tree = deepCopy(cached);
      if (lines > 0) shiftPositions(tree, lines, chunk.startOffset);
    } else {
      tree = parseText(
        chunk.text,
        options,
        { line: chunk.startLine, offset: chunk.startOffset },
        chunk.definitions,
      );
    }
    children.push(...tree.children);
  }
  return children;
}

/** The root of a file's tree from its top-level nodes (see `parseChunks`). */
export function rootOf(text: string, children: RootContent[]): Root {
  return {
    type: 'root',
    children,
    // micromark counts no column or offset for a leading BOM.
    position: {
      start: { line: 1, column: 1, offset: 0 },
      end: endOfText(text.startsWith('\ufeff') ? text.slice(1) : text),
    },
  };
}

/** A slice of the source that starts at a line boundary. */
export interface Chunk {
  /** 1-based line where the chunk starts. */
  startLine: number;
  /** Offset of the chunk's first character in the file. */
  startOffset: number;
  text: string;
  /**
   * The link and footnote definitions of the whole file, when it was split
   * and has any (a definition applies across chunks); left out, the chunk's
   * own text is searched for them.
   */
  definitions?: Definitions;
}

/** A line that starts a chunk after a blank line: an ATX heading, or a blockquote at column 0. */
const CHUNK_START = /^(?:#{1,6}(?:[ \t]|$)|>)/;

/**
 * Splits text before ATX headings (`#` to `######` at column 0) and before
 * blockquotes (`>` at column 0) that follow a blank line, where a chunk
 * boundary cannot change the parse: the blank line has closed any paragraph,
 * blockquote or HTML block, a line at column 0 ends any list, and the line
 * starts a new block. Never inside a fenced code block, an HTML comment,
 * processing instruction, declaration or CDATA section, or a
 * `<script>`/`<pre>`/`<style>`/`<textarea>` block (which blank lines do not
 * end), nor right after indented code (micromark reads the block after it as
 * if it interrupted it). A file's link and footnote definitions apply
 * across it: every chunk carries them (`Chunk.definitions`). Splitting before blockquotes keeps a
 * long run of power or stat blocks under one heading linear: remark's parse
 * of thousands of sibling blockquotes is quadratic. Chunks are at least
 * `minChunk` characters (the last one aside).
 */
export function splitIntoChunks(text: string, minChunk = MIN_CHUNK): Chunk[] {
  // micromark counts no offset for a leading BOM: chunks after it would be one off.
  const whole = [{ startLine: 1, startOffset: 0, text }];
  if (
    text.startsWith('\ufeff') ||
    INDENTED_FENCE.test(text) ||
    (HTML_LINE.test(text) && ANY_FENCE.test(text))
  )
    return whole;
  const definitions = fileDefinitions(text, parseWithRemark);
  if (definitions === undefined) return whole;
  const lines = text.split('\n');
  const chunks: Chunk[] = [];
  let start = 0;
  let startOffset = 0;
  let offset = 0;
  let size = 0;
  let fence: string | null = null;
  let htmlEnd: string | null = null;
  let rawTag: string | null = null;
  // After indented code, micromark reads the next block as if it interrupted it (see INDENTED).
  let afterIndented = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const fenceMatch = FENCE.exec(line);
    const rawOpen: RegExpExecArray | null =
      fence === null && rawTag === null ? RAW_OPEN.exec(line) : null;
    if (htmlEnd !== null) {
      if (line.includes(htmlEnd)) htmlEnd = null;
    } else if (rawTag !== null) {
      if (line.toLowerCase().includes(`</${rawTag}>`)) rawTag = null;
    } else if (fence === null && (htmlEnd = unclosedHtml(line)) !== null) {
      // inside a comment, processing instruction, declaration or CDATA until its end marker
    } else if (rawOpen && !line.toLowerCase().includes(`</${rawOpen[1]!.toLowerCase()}>`)) {
      rawTag = rawOpen[1]!.toLowerCase();
    } else if (fenceMatch) {
      fence = fenceAfter(fence, line, fenceMatch);
    } else if (
      fence === null &&
      CHUNK_START.test(line) &&
      BLANK_LINE.test(lines[index - 1] ?? '') &&
      !afterIndented &&
      index > start &&
      size >= minChunk
    ) {
      chunks.push({
        startLine: start + 1,
        startOffset,
        text: lines.slice(start, index).join('\n'),
        ...(definitions && { definitions }),
      });
      start = index;
      startOffset = offset;
      size = 0;
    }
    size += line.length + 1;
    offset += line.length + 1;
    if (!BLANK_LINE.test(line)) afterIndented = INDENTED.test(line);
  }
  chunks.push({
    startLine: start + 1,
    startOffset,
    text: lines.slice(start).join('\n'),
    ...(definitions && { definitions }),
  });
  return chunks;
}

/**
 * The end marker of an HTML comment, processing instruction, CDATA section or
 * declaration (CommonMark HTML blocks 2–5, which blank lines do not end) that
 * opens on this line and does not close on it; null when there is none.
 * Conservative: an inline one also counts, which only means fewer chunks.
 */
function unclosedHtml(line: string): string | null {
  for (const [open, close] of HTML_SPANS) {
    const at = line.lastIndexOf(open);
    if (at >= 0 && line.indexOf(close, at + open.length) < 0) return close;
  }
  return null;
}

const HTML_SPANS: readonly (readonly [string, string])[] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['<!', '>'],
];
