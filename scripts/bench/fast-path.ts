/**
 * The fast markdown path on the generated library (rows of the library
 * section, library.ts): per book, the share of characters the fast parser
 * parses itself beside the real books' shares, and a 500 KB classes book
 * split into chunks and parsed with one thread and with two.
 */
import type { CompileInput } from '../../src/compiler/types.ts';
import { parseText, splitIntoChunks } from '../../src/compiler/parse-markdown.ts';
import { createNodeCompiler } from '../../src/io/node-compiler.ts';
import { largeClassesBook } from '../lib/corpus/large-book.ts';
import { LIBRARY_BOOKS, libraryTexts } from '../lib/corpus/library.ts';
import { median } from '../lib/median.ts';

/**
 * The share of characters the fast path parsed in each real book, measured
 * with `parseText`'s counters before a figure line or a definition cost only
 * its own segment (the baseline the generated books are compared with).
 */
export const REAL_BOOK_SHARES: Readonly<Record<string, number>> = {
  'orcus-rulebook.md': 0.67,
  'orcus-player-options.md': 0.99,
  'orcus-advanced-options.md': 0.58,
  'orcus-classes-and-powers.md': 0,
  'orcus-monsters.md': 0.58,
};

/** One generated book's row. */
export interface FastShare {
  path: string;
  bytes: number;
  chunks: number;
  /** Characters the fast parser parsed, over all characters. */
  share: number;
  real: number;
}

/** The fast path's share of each generated book, as the compiler cuts and parses it. */
export function fastShares(): FastShare[] {
  const texts = new Map(libraryTexts().map((text) => [text.path, text.text]));
  return Object.entries(LIBRARY_BOOKS).map(([name, path]) => {
    const text = texts.get(path)!;
    const chunks = splitIntoChunks(text);
    const stats = { fast: 0, total: 0 };
    for (const chunk of chunks) parseText(chunk.text, { stats });
    return {
      path,
      bytes: text.length,
      chunks: chunks.length,
      share: stats.fast / stats.total,
      real: REAL_BOOK_SHARES[name]!,
    };
  });
}

/** The large book's chunks and the median compile time with one and with two threads. */
export interface ThreadsReport {
  bytes: number;
  chunks: number;
  oneThreadMs: number;
  twoThreadsMs: number;
}

/** Compiles a 500 KB classes book `runs` times with 1 and 2 threads (no cache), interleaved. */
export async function benchThreads(runs = 3): Promise<ThreadsReport> {
  const text = largeClassesBook(500_000);
  const inputs: CompileInput[] = [{ path: 'classes.md', text }];
  const times: Record<0 | 1, number[]> = { 0: [], 1: [] };
  for (let i = 0; i < runs; i++)
    for (const workers of [0, 1] as const) {
      const compiler = createNodeCompiler({ cache: 'off', threads: workers });
      const started = performance.now();
      await compiler.compile(inputs);
      times[workers].push(performance.now() - started);
    }
  return {
    bytes: text.length,
    chunks: splitIntoChunks(text).length,
    oneThreadMs: median(times[0]),
    twoThreadsMs: median(times[1]),
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Prints the rows: the shares beside the real books', then the threads row beside one thread. */
export async function printFastPath(): Promise<void> {
  for (const row of fastShares())
    console.log(
      `fast path share of ${row.path} (${(row.bytes / 1000).toFixed(0)} KB, ${row.chunks} chunks) | ${percent(row.share)} | real book before: ${percent(row.real)} |`,
    );
  const t = await benchThreads();
  console.log(
    `500 KB classes book (${(t.bytes / 1000).toFixed(0)} KB), 1 thread | ${t.oneThreadMs.toFixed(0)} ms | 1.00 × | itself`,
  );
  console.log(
    `500 KB classes book, ${t.chunks} chunks on 2 threads | ${t.twoThreadsMs.toFixed(0)} ms | ${(t.twoThreadsMs / t.oneThreadMs).toFixed(2)} × | 1 thread, same run`,
  );
}
