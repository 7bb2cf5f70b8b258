/**
 * The monster XP table (content-formats §15): a table captioned
 * `Table - Monster XP` with the columns Level, Mook, Standard, Elite and
 * Boss, read into numbers. A row or cell that is not a number is reported
 * (rules/bad-xp-row) and kept: the row as written, the cell as null.
 */
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { MonsterRank, MonsterXpRow, MonsterXpTable, Table } from '../types.ts';
import { tableRowLines, type RulesSource } from './rules-source.ts';
import { numberValue, WHOLE_NUMBER } from './tables.ts';

/** The caption that marks the table (after `Table -`). */
const CAPTION = /^monster\s+(?:xp|experience)\b/i;
/** An XP figure: thousands with a comma, a fraction for mooks (`31.25`). */
const XP = new RegExp(String.raw`^(?:${WHOLE_NUMBER})(?:\.\d+)?$`);
const RANKS: readonly MonsterRank[] = ['mook', 'standard', 'elite', 'boss'];

/** Reads every monster XP table among the compiled tables. */
export function readMonsterXp(source: RulesSource): {
  tables: MonsterXpTable[];
  diagnostics: Diagnostic[];
} {
  const tables: MonsterXpTable[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const table of source.tables) {
    if (!table.caption || !CAPTION.test(table.caption)) continue;
    const read = readTable(source, table);
    diagnostics.push(...read.diagnostics);
    if (read.table) tables.push(read.table);
  }
  return { tables, diagnostics };
}

function readTable(
  source: RulesSource,
  table: Table,
): { table: MonsterXpTable | null; diagnostics: Diagnostic[] } {
  const { file } = table.source;
  const diagnostics: Diagnostic[] = [];
  const columns = table.columns.map((name) => name.trim().toLowerCase());
  const levelColumn = columns.indexOf('level');
  const rowLines = tableRowLines(source, table);
  const report = (line: number, column: number, message: string) =>
    diagnostics.push(diagnostic('rules/bad-xp-row', file, { line, column }, message));
  if (levelColumn < 0) {
    report(
      table.source.line,
      1,
      `Table "${table.caption}" has no Level column: it is not read as the monster XP table.`,
    );
    return { table: null, diagnostics };
  }
  const rankColumns = RANKS.map((rank) => columns.indexOf(rank));
  const missing = RANKS.filter((_, i) => rankColumns[i]! < 0);
  if (missing.length > 0)
    report(
      table.source.line,
      1,
      `Table "${table.caption}" has no ${missing.join(', ')} column: those XP are unknown.`,
    );
  const rows: MonsterXpRow[] = [];
  const unread: string[] = [];
  table.rows.forEach((cells, index) => {
    const at = rowLines[index] ?? { line: table.source.endLine, text: '' };
    const levelText = cells[levelColumn]?.text.trim() ?? '';
    if (!/^\d+$/.test(levelText)) {
      unread.push(at.text.trim());
      report(
        at.line,
        1,
        `Monster XP row "${at.text.trim()}": the level "${levelText}" is not a whole number; the row is not read.`,
      );
      return;
    }
    const row: MonsterXpRow = {
      level: Number(levelText),
      mook: null,
      standard: null,
      elite: null,
      boss: null,
    };
    RANKS.forEach((rank, i) => {
      const cell = cells[rankColumns[i]!];
      if (!cell) return;
      const text = cell.text.trim();
      if (XP.test(text)) row[rank] = numberValue(text);
      else
        report(
          at.line,
          Math.max(1, at.text.indexOf(text) + 1),
          `Monster XP at level ${row.level}: the ${rank} XP "${text}" is not a number.`,
        );
    });
    rows.push(row);
  });
  const { id, caption, section } = table;
  return {
    table: { id, caption: caption!, section, source: table.source, rows, unread },
    diagnostics,
  };
}
