/**
 * docs/diagnostics.md as the tests read it: one entry per code, a heading
 * "### `code`", a blank line, then "error — …" or "warning — …". The one
 * reader of that layout, shared by the tests that hold the doc to the codes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An entry's heading and, when the line after it has the layout, its severity word. */
const ENTRY = /^### `([^`]+)`(?:\n\n(\w+) —)?/gm;

/** Each code documented in docs/diagnostics.md (in doc order) → its stated severity, or null when the entry does not state one in the expected layout. */
export function documentedCodes(): Map<string, string | null> {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/diagnostics.md'), 'utf8');
  return new Map([...doc.matchAll(ENTRY)].map((match) => [match[1]!, match[2] ?? null]));
}
