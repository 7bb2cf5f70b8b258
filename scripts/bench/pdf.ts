/**
 * PDF benchmark: `npm run pdf` (both PDFs, the site already built) on the
 * bundled rulebook and on a synthetic rulebook of 1,000 powers, each beside the
 * site build of the same content (the baseline, measured in the same run), with
 * the page counts of both PDFs. Everything is written to a temporary directory,
 * removed afterwards. Run alone with `node --import tsx scripts/bench/pdf.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPdf } from '../lib/pdf-outline.ts';
import { syntheticRulebook } from '../lib/synthetic.ts';

/** Figures of one book. */
export interface PdfBenchRow {
  book: string;
  powers: number;
  buildMs: number;
  pdfMs: number;
  bookPages: number;
  cardSheets: number;
}

function timed(args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env, CI: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return performance.now() - started;
}

async function benchBook(book: string, content: string, work: string): Promise<PdfBenchRow> {
  const dist = join(work, `${book}-dist`);
  const buildMs = timed(['scripts/build-site.ts', '--out', dist], { RULEBOOK_CONTENT: content });
  const pdfMs = timed(['scripts/pdf.ts', '--dist', dist], { RULEBOOK_CONTENT: content });
  const bookPages = (await readPdf(readFileSync(join(dist, 'rulebook.pdf')))).pages;
  const cardSheets = (await readPdf(readFileSync(join(dist, 'cards.pdf')))).pages;
  const powers = (JSON.parse(readFileSync(join(dist, 'data', 'powers.json'), 'utf8')) as unknown[])
    .length;
  return { book, powers, buildMs, pdfMs, bookPages, cardSheets };
}

/** Times `npm run pdf` on the bundled book and a synthetic one of `powers` powers. */
export async function benchPdf(powers = 1000): Promise<PdfBenchRow[]> {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-pdf-bench-'));
  try {
    const content = join(work, 'content');
    mkdirSync(content);
    syntheticRulebook(powers)
      .split(/\n(?=# Chapter)/)
      .forEach((text, index) =>
        writeFileSync(join(content, `part-${String(index).padStart(2, '0')}.md`), text),
      );
    return [
      await benchBook('bundled', 'content', work),
      await benchBook('synthetic', content, work),
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The rows as the benchmark prints them. */
export function formatPdfBench(rows: PdfBenchRow[]): string {
  const lines = [
    'PDF (npm run pdf on a built site: rulebook.pdf and cards.pdf, US Letter)',
    'book | powers | site build ms | npm run pdf ms | pdf / build | rulebook.pdf pages | cards.pdf sheets',
  ];
  for (const r of rows)
    lines.push(
      `${r.book} | ${r.powers} | ${r.buildMs.toFixed(0)} | ${r.pdfMs.toFixed(0)} | ${(r.pdfMs / r.buildMs).toFixed(2)} | ${r.bookPages} | ${r.cardSheets}`,
    );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatPdfBench(await benchPdf(1000)));
}
