/**
 * Tables: GFM tables with the caption taken from a `##### Table – …` heading
 * right above them, and cells parsed into numbers, ranges and modifiers where
 * they are exactly that.
 */
import type { Heading, Table as MdTable } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf } from '../lines.ts';
import type { CellValue, TableCell } from '../types.ts';

const CAPTION = /^Table\s*[–—:-]\s*(.+)$/i;

/** The caption of a `Table – Name` heading, or null when the heading is not a caption. */
export function captionOf(heading: Heading): string | null {
  const match = CAPTION.exec(plainText(heading.children));
  return match ? match[1]!.trim() : null;
}

/** Reads a table's header and rows; a row whose cell count differs from the header is reported. */
export function readTable(
  file: string,
  table: MdTable,
  caption: string | null,
): { columns: string[]; rows: TableCell[][]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const [head, ...body] = table.children;
  const columns = (head?.children ?? []).map((cell) => plainText(cell.children));
  const rows = body.map((row) => {
    if (row.children.length !== columns.length) {
      diagnostics.push(
        diagnostic(
          'table/ragged',
          file,
          pointOf(row),
          `Table${caption ? ` "${caption}"` : ''}: this row has ${row.children.length} cells, the header has ${columns.length}.`,
        ),
      );
    }
    return row.children.map((cell) => {
      const text = plainText(cell.children);
      return { text, value: parseCell(text) };
    });
  });
  return { columns, rows, diagnostics };
}

/**
 * A whole number as the books write it in tables, thousands with a comma or
 * without (`1,500`, `1500`): a regex source, for the readers that build on it.
 */
export const WHOLE_NUMBER = String.raw`\d{1,3}(?:,\d{3})+|\d+`;

const NUMBER_CELL = new RegExp(`^(?:${WHOLE_NUMBER})$`);

/** The value of a number written with {@link WHOLE_NUMBER}'s commas (`1,500` → 1500). */
export function numberValue(text: string): number {
  return Number(text.replace(/,/g, ''));
}

/** Parses a cell that is a plain number (`1,000`), a range (`2-3`) or a signed modifier (`+4`, `-5`). */
export function parseCell(text: string): CellValue | null {
  const value = text.trim().replace(/[−–]/g, (c) => (c === '−' ? '-' : c));
  if (NUMBER_CELL.test(value)) return { kind: 'number', value: numberValue(value) };
  const signed = /^([+-])(\d+)$/.exec(value);
  if (signed) return { kind: 'modifier', value: Number(signed[2]) * (signed[1] === '-' ? -1 : 1) };
  const range = /^(\d+)\s*[-–—]\s*(\d+)$/.exec(value);
  if (range) return { kind: 'range', min: Number(range[1]), max: Number(range[2]) };
  return null;
}
