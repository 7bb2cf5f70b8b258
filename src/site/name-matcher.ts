/**
 * Finds the mentions of many names in a text in one pass over it: a trie of
 * the names, walked from each position where a word may start. It matches as
 * the regular expression `(?<!W)(?:n1|n2|…)(?!W)` with the `giu` flags would,
 * the names sorted longest first (W a word character: letter, mark, digit,
 * apostrophe or hyphen; a space in a name matching any run of whitespace; a
 * straight apostrophe also matching a curly one), but in time proportional
 * to the text: V8 tries each alternative of such an expression at each
 * position, and with the two thousand names of a full SRD that was 3 s of a
 * 1,692-page site build (profile in docs/benchmarks.md › Site build).
 *
 * Hand-written: the libraries that match many strings at once (Aho–Corasick
 * ports) match raw substrings, without the word boundaries, whitespace runs
 * and case folding the rules prose needs.
 */

/** A node of a {@link NameTrie}: the next characters, and the name that ends here, if any. */
interface TrieNode {
  readonly next: Map<string, TrieNode>;
  name?: string;
}

/** The names a matcher finds, as a trie of their characters. Build it with {@link buildNameTrie}. */
export interface NameTrie {
  readonly root: TrieNode;
}

/** One mention: where it starts and ends in the text, and the name it matched. */
export interface NameMatch {
  readonly index: number;
  readonly end: number;
  /** The name as it was given to {@link buildNameTrie}. */
  readonly name: string;
}

/** Word characters: a name never starts or ends inside a word. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}'’-]/u;

/** Whitespace as the `\s` of a regular expression. */
const SPACE = /\s/;

/** Word characters among the first 128 code points, by code. */
const ASCII_WORD = Array.from({ length: 128 }, (_, code) =>
  WORD_CHAR.test(String.fromCharCode(code)),
);

/** Whether the code point at `i` of `text` is a word character (false at the end). */
function wordAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (Number.isNaN(code)) return false;
  if (code < 128) return ASCII_WORD[code]!;
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Whether the code point that ends just before `i` is a word character (false at the start). */
function wordBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const code = text.charCodeAt(i - 1);
  if (code < 128) return ASCII_WORD[code]!;
  // The second half of a surrogate pair: the code point starts one unit earlier.
  const high = i >= 2 ? text.charCodeAt(i - 2) : 0;
  const pair = code >= 0xdc00 && code <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return wordAt(text, pair ? i - 2 : i - 1);
}

function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    (code > 127 && SPACE.test(String.fromCharCode(code)))
  );
}

/** The code of an ASCII character as case-insensitive matching compares it: capitals as small letters. */
function foldAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/**
 * A character (one code point) as a case-insensitive regular expression
 * (flags `iu`) compares it, Unicode's simple case folding: the lowercase of
 * its uppercase when that is one character ("ſ" and "S" → "s", "ς" and "Σ" →
 * "σ"), else its lowercase; a curly apostrophe as a straight one. The dotted
 * capital and the dotless small i have no simple folding and stay as they are.
 */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 128) return String.fromCharCode(foldAscii(code));
  if (char === '’') return "'";
  if (char === 'İ' || char === 'ı') return char;
  const upper = char.toUpperCase();
  return [...upper].length === 1 ? upper.toLowerCase() : char.toLowerCase();
}

/**
 * A name's characters as the trie holds them: each folded as case-insensitive
 * matching compares it (see foldChar), a straight apostrophe for a curly one,
 * one space for each run of whitespace, none at either end.
 */
export function normaliseName(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded.replace(/\s+/g, ' ').trim();
}

/** A trie of `names` (each normalised with {@link normaliseName}; empty names are left out). */
export function buildNameTrie(names: Iterable<string>): NameTrie {
  const root: TrieNode = { next: new Map() };
  for (const name of names) {
    const chars = normaliseName(name);
    if (chars === '') continue;
    let node = root;
    for (const char of chars) {
      let child = node.next.get(char);
      if (!child) node.next.set(char, (child = { next: new Map() }));
      node = child;
    }
    node.name ??= name;
  }
  return { root };
}

/**
 * The longest name starting at `start` and ending before a non-word
 * character, as [end, name]; undefined if none does.
 */
function longestAt(text: string, start: number, root: TrieNode): [number, string] | undefined {
  let node: TrieNode | undefined = root;
  let found: [number, string] | undefined;
  let i = start;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    let step: string;
    if (isSpace(code)) {
      // No name starts with a space: a run of whitespace is not walked from each of its positions.
      if (!node.next.has(' ')) return found;
      step = ' ';
      do i++;
      while (i < text.length && isSpace(text.charCodeAt(i)));
    } else if (code < 128) {
      step = String.fromCharCode(foldAscii(code)); // the common case, without a string per character
      i++;
    } else {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      step = foldChar(char);
      i += char.length;
    }
    if (step.length === 1) node = node.next.get(step);
    else for (const char of step) node = node?.next.get(char);
    if (!node) return found;
    if (node.name !== undefined && !wordAt(text, i)) found = [i, node.name];
  }
  return found;
}

/**
 * Every mention of the trie's names in `text`, left to right, none
 * overlapping: at each position where a word may start, the longest name
 * there; the search goes on after it. `limit` stops it after that many.
 */
export function matchNames(text: string, trie: NameTrie, limit = Infinity): NameMatch[] {
  const { root } = trie;
  const matches: NameMatch[] = [];
  for (let i = 0; i < text.length && matches.length < limit;) {
    if (!wordBefore(text, i)) {
      const found = longestAt(text, i, root);
      if (found) {
        matches.push({ index: i, end: found[0], name: found[1] });
        i = found[0];
        continue;
      }
    }
    i++;
  }
  return matches;
}
