/**
 * Front matter: the optional YAML block between `---` lines at the top of a
 * file (Jekyll style). The block is blanked out of the markdown with spaces of
 * the same length, so every line and column after it keeps its position.
 */
import { isAlias, visit, type Document } from 'yaml';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import { MAX_ALIAS_COUNT, parseYamlDocument } from './yaml-document.ts';

/** What `splitFrontMatter` found. */
export interface FrontMatter {
  /** The parsed keys (empty when there is no front matter or it is unreadable). */
  meta: Record<string, unknown>;
  /** The markdown with the front matter replaced by blank lines of equal length. */
  body: string;
  diagnostics: Diagnostic[];
}

const FENCE = /^---[ \t]*$/;

/** Splits and parses a file's YAML front matter; a malformed block is reported, never thrown. */
export function splitFrontMatter(file: string, text: string): FrontMatter {
  const firstEnd = lineEnd(text, 0);
  if (!FENCE.test(stripCr(text.slice(0, firstEnd))))
    return { meta: {}, body: text, diagnostics: [] };
  // The closing fence's line, found without splitting the whole file into lines.
  let closeStart = -1;
  let closeEnd = firstEnd;
  while (closeEnd < text.length) {
    const start = closeEnd + 1;
    closeEnd = lineEnd(text, start);
    if (FENCE.test(stripCr(text.slice(start, closeEnd)))) {
      closeStart = start;
      break;
    }
  }
  if (closeStart < 0) {
    return {
      meta: {},
      body: text,
      diagnostics: [
        diagnostic(
          'frontmatter/unclosed',
          file,
          { line: 1, column: 1 },
          'Front matter opened with `---` is never closed.',
        ),
      ],
    };
  }
  const yamlText = text.slice(firstEnd + 1, Math.max(firstEnd + 1, closeStart - 1));
  const body = text.slice(0, closeEnd).replace(/[^\r\n]/g, ' ') + text.slice(closeEnd);
  const doc = parseYamlDocument(yamlText);
  const diagnostics: Diagnostic[] = [];
  for (const error of doc.errors) {
    const pos = pointIn(yamlText, error.pos[0]);
    diagnostics.push(
      diagnostic(
        'frontmatter/invalid-yaml',
        file,
        { line: pos.line + 1, column: pos.column },
        `Front matter is not valid YAML: ${firstLine(error.message)}`,
      ),
    );
  }
  if (diagnostics.length > 0) return { meta: {}, body, diagnostics };
  const value = aliasSafeValue(doc);
  if (value instanceof AliasProblem) {
    const pos = pointIn(yamlText, firstAliasOffset(doc));
    diagnostics.push(
      diagnostic(
        'frontmatter/invalid-yaml',
        file,
        { line: pos.line + 1, column: pos.column },
        `Front matter is not valid YAML: ${value.message}`,
        {
          hint: 'Write the values out instead of using YAML aliases (`*name`) that repeat or contain themselves.',
        },
      ),
    );
    return { meta: {}, body, diagnostics };
  }
  if (value === null || value === undefined) return { meta: {}, body, diagnostics };
  if (typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(
      diagnostic(
        'frontmatter/not-a-mapping',
        file,
        { line: 2, column: 1 },
        'Front matter must be a mapping of keys to values.',
      ),
    );
    return { meta: {}, body, diagnostics };
  }
  return { meta: value as Record<string, unknown>, body, diagnostics };
}

/** Why front matter aliases could not be resolved. */
class AliasProblem {
  constructor(readonly message: string) {}
}

/** The document's value, or an AliasProblem for an alias bomb or an alias that contains itself. */
function aliasSafeValue(doc: Document): unknown {
  try {
    const value: unknown = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return isCyclic(value)
      ? new AliasProblem('an alias refers to a value that contains it.')
      : value;
  } catch (error) {
    return new AliasProblem(
      error instanceof RangeError
        ? 'it is nested too deeply.'
        : `its aliases expand to too many values (more than ${MAX_ALIAS_COUNT}).`,
    );
  }
}

/** Whether a value refers to itself (a YAML alias inside its own anchor). */
function isCyclic(value: unknown, ancestors = new Set<object>()): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (ancestors.has(value)) return true;
  ancestors.add(value);
  const children = value instanceof Map ? [...value.values()] : Object.values(value);
  const cyclic = children.some((child) => isCyclic(child, ancestors));
  ancestors.delete(value);
  return cyclic;
}

/** Offset of the first alias in the YAML text (0 when there is none). */
function firstAliasOffset(doc: Document): number {
  let offset: number | undefined;
  visit(doc, (_key, node) => {
    if (isAlias(node) && node.range) {
      offset = node.range[0];
      return visit.BREAK;
    }
    return undefined;
  });
  return offset ?? 0;
}

/** Where the line starting at `start` ends: its newline's offset, or the end of the text. */
function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The 1-based line and column of an offset in text. */
function pointIn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
}
