/**
 * What the rules-table readers read from: the compiled sections and tables,
 * and each file's lines (for exact line and column of what they report).
 */
import type { Section, Table } from '../types.ts';

/** The compiled data and file lines the rules-table readers need. */
export interface RulesSource {
  sections: readonly Section[];
  tables: readonly Table[];
  /** Each input file's lines (front matter included), by path. */
  lines: ReadonlyMap<string, readonly string[]>;
}

/** One physical line of a file: 1-based number and its text. */
export interface NumberedLine {
  line: number;
  text: string;
}

/** The lines of a section's body (after its heading, up to its last body line). */
export function bodyLines(source: RulesSource, section: Section): NumberedLine[] {
  const lines = source.lines.get(section.source.file) ?? [];
  const out: NumberedLine[] = [];
  for (let line = section.source.line + 1; line <= section.source.endLine; line++)
    out.push({ line, text: lines[line - 1] ?? '' });
  return out;
}

/** Strips markdown emphasis marks and collapses spaces: the plain text of prose lines. */
export function plainProse(text: string): string {
  return text
    .replace(/[*_`\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The file lines of a table's body rows, in order (after the header and delimiter rows). */
export function tableRowLines(source: RulesSource, table: Table): NumberedLine[] {
  const lines = source.lines.get(table.source.file) ?? [];
  const rows: NumberedLine[] = [];
  for (let line = table.source.line; line <= table.source.endLine; line++) {
    const text = lines[line - 1] ?? '';
    if (text.trim().startsWith('|')) rows.push({ line, text });
  }
  return rows.slice(2);
}
