/**
 * The damage-by-level table of the powers-design rules (content-formats
 * §15): a table captioned `Table - Damage by Level` with a Level column
 * (single levels or ranges: `1–3`, `1-3`, `1 to 3`, `1st–3rd`) and one
 * column per kind of damage (`Low | Medium | High`, or per attack kind),
 * cells dice expressions (`1d8 + 4`, `2d6+5`) or flat numbers (`1,200`).
 * A row whose levels or a cell cannot be read is reported
 * (rules/bad-damage-row) and kept: its levels or that cell null, its text as written.
 */
import { findDice } from '../../dice/index.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { DamageRow, DamageTable, DiceRef, Table } from '../types.ts';
import { tableRowLines, type RulesSource } from './rules-source.ts';
import { numberValue, WHOLE_NUMBER } from './tables.ts';

/** The caption that marks the table (after `Table -`). */
const CAPTION = /^damage\s+(?:by|per)\s+level\b/i;
/** The level column's header. */
const LEVEL_HEADER = /^levels?$/i;
/** A level: digits (thousands with a comma), an ordinal suffix allowed (`1st`, `22nd`). */
const LEVEL = String.raw`(${WHOLE_NUMBER})(?:st|nd|rd|th)?`;
/** A level cell: `7`, `Level 7`, `1–3`, `1 - 3`, `1st—3rd`, `Levels 1 to 3`. */
const LEVELS = new RegExp(
  String.raw`^(?:levels?\s+)?${LEVEL}(?:\s*(?:[-–—]|to)\s*${LEVEL})?$`,
  'i',
);
/** A flat damage figure (no dice). */
const FLAT = new RegExp(`^(?:${WHOLE_NUMBER})$`);
/** What may follow a cell's dice expression and still be read (`2d6 + 5 damage`). */
const CELL_TAIL = /^(?:damage)?\.?$/i;

/** Reads every damage-by-level table among the compiled tables; a book without one gives an empty list. */
export function readDamageByLevel(source: RulesSource): {
  tables: DamageTable[];
  diagnostics: Diagnostic[];
} {
  const tables: DamageTable[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const table of source.tables) {
    if (!table.caption || !CAPTION.test(table.caption.trim())) continue;
    const read = readTable(source, table);
    diagnostics.push(...read.diagnostics);
    if (read.table) tables.push(read.table);
  }
  return { tables, diagnostics };
}

/** The levels a cell names, or null: `1st–3rd` → 1 to 3. */
export function levelRange(text: string): { min: number; max: number } | null {
  const match = LEVELS.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const min = numberValue(match[1]!);
  const max = match[2] === undefined ? min : numberValue(match[2]);
  return max >= min ? { min, max } : null;
}

/** A cell's damage: one dice expression (or a flat number) and nothing else but `damage`. */
export function cellDamage(text: string): DiceRef | null {
  const cell = text.trim();
  if (FLAT.test(cell)) return { text: cell, formula: cell.replace(/,/g, '') };
  const { matches } = findDice(cell);
  const [match] = matches;
  if (matches.length !== 1 || !match || cell.slice(0, match.start).trim() !== '') return null;
  return CELL_TAIL.test(cell.slice(match.end).trim())
    ? { text: match.text, formula: match.formula }
    : null;
}

function readTable(
  source: RulesSource,
  table: Table,
): { table: DamageTable | null; diagnostics: Diagnostic[] } {
  const { file } = table.source;
  const diagnostics: Diagnostic[] = [];
  const report = (line: number, column: number, message: string) =>
    diagnostics.push(diagnostic('rules/bad-damage-row', file, { line, column }, message));
  const levelColumn = table.columns.findIndex((name) => LEVEL_HEADER.test(name.trim()));
  if (levelColumn < 0) {
    report(
      table.source.line,
      1,
      `Table "${table.caption}" has no Level column: it is not read as the damage-by-level table.`,
    );
    return { table: null, diagnostics };
  }
  const damageColumns = table.columns
    .map((name, index) => ({ name: name.trim(), index }))
    .filter(({ index }) => index !== levelColumn);
  const rowLines = tableRowLines(source, table);
  const rows: DamageRow[] = table.rows.map((cells, index) => {
    const at = rowLines[index] ?? { line: table.source.endLine, text: '' };
    const written = at.text.trim();
    const column = (text: string) => Math.max(1, at.text.indexOf(text) + 1);
    const levelText = cells[levelColumn]?.text.trim() ?? '';
    const levels = levelRange(levelText);
    if (!levels)
      report(
        at.line,
        column(levelText),
        `Damage by level row "${written}": the level "${levelText}" is not a level or a range such as \`7\`, \`1–3\` or \`1st to 3rd\`; the row is kept without levels.`,
      );
    const damage = damageColumns.map(({ name, index }) => {
      const text = cells[index]?.text.trim() ?? '';
      const read = cellDamage(text);
      if (!read)
        report(
          at.line,
          column(text),
          `Damage by level row "${written}": the ${name} damage "${text}" is not a dice expression such as \`1d8 + 4\`; that damage is unknown.`,
        );
      return read;
    });
    return { levels, text: written, damage };
  });
  const { id, caption, section } = table;
  return {
    table: {
      id,
      caption: caption!,
      section,
      source: table.source,
      columns: damageColumns.map(({ name }) => name),
      rows,
    },
    diagnostics,
  };
}
