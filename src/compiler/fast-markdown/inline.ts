/**
 * Inline markdown for the fast parser: text, soft and hard line breaks,
 * `*emphasis*` and `**strong**`, named character references, inline tags
 * of simple shapes (inline-html.ts) and brackets that cannot form links.
 * Anything else — or any `*` run whose meaning takes
 * more than the simple cases of CommonMark's delimiter algorithm — returns
 * undefined, and the caller falls back to micromark.
 */
import type { PhrasingContent } from 'mdast';
import type { Point } from 'unist';
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { classifyCharacter } from 'micromark-util-classify-character';
import { inlineTagEnd } from './inline-html.ts';
import { nextLineStart, pointAt, type SourceLine } from './source.ts';

/** One line of inline content: `raw.slice(from, to)` of its line, and what ends it. */
export interface InlineLine {
  line: SourceLine;
  /** First character of the content (after leading whitespace). */
  from: number;
  /** End of the content (before trailing whitespace). */
  to: number;
  /** How the line ends: the paragraph's end, a soft line break, or a hard break (2+ spaces). */
  end: 'last' | 'soft' | 'hard';
}

type Token =
  | { kind: 'text'; value: string; start: Point; end: Point }
  | { kind: 'break'; start: Point; end: Point }
  | { kind: 'html'; value: string; start: Point; end: Point }
  | { kind: 'attention'; size: number; open: boolean; close: boolean; start: Point; end: Point };

/** A named character reference such as `&nbsp;` (micromark allows 1 to 31 alphanumerics). */
const NAMED_REFERENCE = /&([A-Za-z0-9]{1,31});/y;
/** A `[` whose label holds a `*` or another `[` before its `]`: emphasis and labels could interact. */
const BRACKET_DOUBT = /\[[^\]]*[*[]/;

/**
 * Parses the inline content of a paragraph, heading or table cell into
 * mdast phrasing nodes with their positions; undefined when the content
 * uses anything outside the subset. The caller has already rejected texts
 * with backslashes, backticks, `<` outside inline tags of the subset, `_`,
 * `~`, `!`+`[`, `](`, `][`, `[^`
 * and autolink-literal triggers (see `HOSTILE` in segments.ts).
 */
export function parseInline(lines: readonly InlineLine[]): PhrasingContent[] | undefined {
  const tokens: Token[] = [];
  let bracket = false;
  for (const piece of lines) {
    const { line, from, to } = piece;
    const raw = line.raw;
    let textStart = from;
    const flush = (end: number) => {
      if (end > textStart)
        pushText(tokens, raw.slice(textStart, end), pointAt(line, textStart), pointAt(line, end));
    };
    for (let index = from; index < to;) {
      const code = raw.charCodeAt(index);
      if (code === 42 /* * */) {
        flush(index);
        let end = index + 1;
        while (end < to && raw.charCodeAt(end) === 42) end++;
        const size = end - index;
        if (size > 2) return undefined;
        const before = index === from ? 1 : classifyCharacter(raw.charCodeAt(index - 1));
        const after = end === to ? 1 : classifyCharacter(raw.charCodeAt(end));
        const open = !after || (after === 2 && Boolean(before));
        const close = !before || (before === 2 && Boolean(after));
        tokens.push({
          kind: 'attention',
          size,
          open,
          close,
          start: pointAt(line, index),
          end: pointAt(line, end),
        });
        index = end;
        textStart = end;
      } else if (code === 60 /* < */) {
        const end = inlineTagEnd(raw, index, to);
        if (end < 0) return undefined;
        flush(index);
        tokens.push({
          kind: 'html',
          value: raw.slice(index, end),
          start: pointAt(line, index),
          end: pointAt(line, end),
        });
        index = end;
        textStart = end;
      } else if (code === 38 /* & */) {
        if (raw.charCodeAt(index + 1) === 35 /* # */) return undefined;
        NAMED_REFERENCE.lastIndex = index;
        const match = NAMED_REFERENCE.exec(raw);
        const decoded =
          match && match.index + match[0].length <= to && decodeNamedCharacterReference(match[1]!);
        if (match && typeof decoded === 'string') {
          flush(index);
          const end = index + match[0].length;
          pushText(tokens, decoded, pointAt(line, index), pointAt(line, end));
          index = end;
          textStart = end;
        } else index++;
      } else {
        if (code === 91 /* [ */) bracket = true;
        index++;
      }
    }
    flush(to);
    if (piece.end === 'soft')
      pushText(tokens, '\n', pointAt(line, raw.length), nextLineStart(line));
    else if (piece.end === 'hard')
      tokens.push({ kind: 'break', start: pointAt(line, to), end: nextLineStart(line) });
  }
  if (
    bracket &&
    BRACKET_DOUBT.test(lines.map((piece) => piece.line.raw.slice(piece.from, piece.to)).join('\n'))
  )
    return undefined;
  const closers = pairAttention(tokens);
  return closers && build(tokens, closers, 0, tokens.length);
}

/** Appends text to the token list, merged with the text before it (as mdast does). */
function pushText(tokens: Token[], value: string, start: Point, end: Point): void {
  const last = tokens[tokens.length - 1];
  if (last?.kind === 'text') {
    last.value += value;
    last.end = end;
  } else tokens.push({ kind: 'text', value, start, end });
}

/**
 * Pairs `*` runs as CommonMark's delimiter algorithm does (micromark's
 * `resolveAllAttention`) where each closer meets the nearest opener and
 * uses it up whole: a run that may close takes the nearest open run, if it
 * has the same length and the rule of 3 allows it; one that may open and
 * found nothing to close waits for a closer. Returns, for each paired
 * opener's index, its closer's index; undefined when the nearest opener has
 * another length (`**a*`, which splits a run) or the rule of 3 passes it
 * over (`*a**b*`): left to micromark.
 */
function pairAttention(tokens: readonly Token[]): Map<number, number> | undefined {
  const closers = new Map<number, number>();
  const openers: number[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.kind !== 'attention') continue;
    if (token.close && openers.length > 0) {
      const opener = tokens[openers[openers.length - 1]!] as typeof token;
      const ruleOfThree =
        (opener.close || token.open) &&
        token.size % 3 !== 0 &&
        (opener.size + token.size) % 3 === 0;
      if (ruleOfThree || opener.size !== token.size) return undefined;
      closers.set(openers.pop()!, index);
    } else if (token.open) openers.push(index);
  }
  return closers;
}

/** The phrasing nodes of tokens `[from, to)`, unpaired `*` runs as text. */
function build(
  tokens: readonly Token[],
  closers: ReadonlyMap<number, number>,
  from: number,
  to: number,
): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  let text: { type: 'text'; value: string; position: { start: Point; end: Point } } | undefined;
  const addText = (value: string, start: Point, end: Point) => {
    if (text) {
      text.value += value;
      text.position.end = { ...end };
    } else {
      text = { type: 'text', value, position: { start: { ...start }, end: { ...end } } };
      nodes.push(text);
    }
  };
  for (let index = from; index < to; index++) {
    const token = tokens[index]!;
    if (token.kind === 'text') addText(token.value, token.start, token.end);
    else if (token.kind === 'break') {
      text = undefined;
      nodes.push({ type: 'break', position: { start: { ...token.start }, end: { ...token.end } } });
    } else if (token.kind === 'html') {
      text = undefined;
      nodes.push({
        type: 'html',
        value: token.value,
        position: { start: { ...token.start }, end: { ...token.end } },
      });
    } else {
      const closer = closers.get(index);
      if (closer === undefined) {
        addText('*'.repeat(token.size), token.start, token.end);
        continue;
      }
      text = undefined;
      nodes.push({
        type: token.size === 2 ? 'strong' : 'emphasis',
        children: build(tokens, closers, index + 1, closer),
        position: { start: { ...token.start }, end: { ...tokens[closer]!.end } },
      });
      index = closer;
    }
  }
  return nodes;
}
