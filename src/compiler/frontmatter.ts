/**
 * Front matter: the optional YAML block between `---` lines at the top of a
 * file (Jekyll style). The block is blanked out of the markdown with spaces of
 * the same length, so every line and column after it keeps its position.
 */
import { parseDocument } from 'yaml';
import { diagnostic, type Diagnostic } from './diagnostics.ts';

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
  const lines = text.split('\n');
  if (!FENCE.test(stripCr(lines[0] ?? ''))) return { meta: {}, body: text, diagnostics: [] };
  const close = lines.findIndex((line, index) => index > 0 && FENCE.test(stripCr(line)));
  if (close < 0) {
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
  const yamlText = lines.slice(1, close).join('\n');
  const blanked = lines.slice(0, close + 1).map((line) => line.replace(/[^\r]/g, ' '));
  const body = [...blanked, ...lines.slice(close + 1)].join('\n');
  const doc = parseDocument(yamlText, { prettyErrors: false });
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
  const value: unknown = doc.toJS();
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
