/**
 * Authors' YAML (front matter, Jekyll's `_config.yml`) parsed with its nesting
 * bounded. The `yaml` package composes nested collections recursively and,
 * when a document is nested deeply enough to exhaust the stack, catches the
 * overflow and goes on composing an empty value in the frames at the limit.
 * If V8 must compile a regular expression there (the empty value's tag
 * tests, at their first use, their tier-up from the interpreter, or after a
 * garbage collection flushed them), the regexp compiler's own stack check is
 * fatal: the process dies with "RegExpCompiler Allocation failed - process
 * out of memory" (a CI worker did, on hostile.test.ts's deeply nested front
 * matter). Where the overflow struck also depended on the stack left, so the
 * reported column did too. A document nested deeper than MAX_YAML_DEPTH is
 * therefore never composed: its depth is read first from the package's
 * concrete syntax tree, which it builds without recursion.
 */
import {
  Composer,
  type Document,
  type LineCounter,
  parseDocument,
  Parser,
  YAMLParseError,
  type CST,
} from 'yaml';

/**
 * The deepest nesting of collections (mappings and sequences, block or flow)
 * a YAML document may have. Front matter and `_config.yml` nest a few levels;
 * the package composes some 800 levels before the default stack runs out.
 */
export const MAX_YAML_DEPTH = 64;

/** The most aliases a document may resolve (a few are fine; thousands are an alias bomb). */
export const MAX_ALIAS_COUNT = 100;

/** A parsed document, as `parseDocument` returns it. */
export type YamlDocument = Document.Parsed;

/**
 * Parses `text` as `parseDocument` does (errors in `doc.errors`, none pretty,
 * `lineCounter` filled with the line starts), except that a document nested
 * deeper than MAX_YAML_DEPTH is not composed: it comes back empty with one
 * error, at the first collection too deep. The syntax tree the depth is read
 * from is the one composed (`parseDocument`'s own steps), not parsed twice.
 */
export function parseYamlDocument(text: string, lineCounter?: LineCounter): YamlDocument {
  const tokens = [...new Parser(lineCounter?.addNewLine).parse(text)];
  const at = tooDeepAt(tokens);
  if (at >= 0) {
    const empty = parseDocument('', { prettyErrors: false });
    const message = `collections are nested more than ${MAX_YAML_DEPTH} levels deep here`;
    empty.errors.push(new YAMLParseError([at, at + 1], 'RESOURCE_EXHAUSTION', message));
    return empty;
  }
  let doc: YamlDocument | undefined;
  for (const next of new Composer({ prettyErrors: false }).compose(tokens, true, text.length)) {
    if (!doc) doc = next;
    else {
      const message = 'Source contains multiple documents; please use YAML.parseAllDocuments()';
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', message));
      break;
    }
  }
  return doc!;
}

/**
 * The offset of the first collection nested deeper than MAX_YAML_DEPTH, or
 * -1: the documents' trees walked in document order, without recursion.
 */
function tooDeepAt(tokens: readonly CST.Token[]): number {
  const stack: { token: CST.Token; depth: number }[] = [];
  for (const token of tokens) {
    stack.push({ token, depth: 0 });
    while (stack.length > 0) {
      const { token: current, depth } = stack.pop()!;
      if (current.type === 'document') {
        if (current.value) stack.push({ token: current.value, depth });
        continue;
      }
      if (
        current.type !== 'block-map' &&
        current.type !== 'block-seq' &&
        current.type !== 'flow-collection'
      )
        continue;
      if (depth + 1 > MAX_YAML_DEPTH) return current.offset;
      for (let i = current.items.length - 1; i >= 0; i--) {
        const item = current.items[i]!;
        if (item.value) stack.push({ token: item.value, depth: depth + 1 });
        if ('key' in item && item.key) stack.push({ token: item.key, depth: depth + 1 });
      }
    }
  }
  return -1;
}
