/**
 * The first and second stage of a compile shared between one worker thread
 * and this one (compile-content.ts, on 2 cores). The worker takes the files
 * in compile order and walks each ahead of the compile (parse, clean-up and
 * extraction, in one extraction context kept across its files; see
 * walk-file.ts), and this thread replays the recorded extractions, which hold
 * because the worker's context saw the same earlier files. While this thread
 * waits for the worker, it takes files back from the end of the queue
 * (those the worker has not started) and prepares them itself; it walks them
 * in their turn, after the worker's files. A file cannot be walked ahead here
 * in the same way: it would not see the ids the worker's files claim (every
 * book has a `Legal` chapter).
 */
import type { CachedExtraction } from '../compiler/compile.ts';
import type { LineBreaks } from '../compiler/hard-wrap.ts';
import { prepareFile, type PreparedFile } from '../compiler/prepare.ts';
import type { CompileCache } from './compile-cache.ts';
import { chunksKey } from './compile-keys.ts';
import type { PreparePool, StealableTicket, WalkedAhead } from './compile-pool.ts';

/** A file to compile, as the plan needs it. */
export interface PlannedFile {
  path: string;
  body: string;
  meta: Record<string, unknown>;
  /** Its first stage's and its extraction's keys in the persistent cache. */
  key: string;
  extractKey: string;
}

/**
 * One file's planned work: `ahead()` gives its recorded extraction when the
 * worker walked it (else undefined), `result()` its first stage (prepared
 * here when the worker did not keep it untouched); `here` tells whether this
 * thread took the file back from the worker.
 */
export interface WalkPlan {
  file: PlannedFile;
  ahead(): CachedExtraction | undefined;
  result(): PreparedFile;
  readonly here: boolean;
}

/**
 * Queues every file (in compile order) on the pool's worker, to be walked
 * ahead, and returns each file's plan. Files must be taken in compile order
 * (`ahead` or `result`); waiting on one takes files back from the end and
 * prepares them with `prepareHere` (which keeps them in the cache, if any),
 * unless `takeBack` is false.
 */
export function planWalksAhead(
  pool: PreparePool,
  files: readonly PlannedFile[],
  cache: CompileCache | null,
  version: string,
  lineBreaks: LineBreaks | undefined,
  prepareHere: (file: PlannedFile) => PreparedFile,
  takeBack = true,
): Map<string, WalkPlan> {
  const queued = files.map((file) => {
    const walk = { meta: file.meta, lineBreaks, ...(cache && { key: file.extractKey }) };
    const entry = cache && { dir: cache.dir, key: file.key, chunks: chunksKey(version, file.path) };
    return { file, ticket: pool.extract(file.path, file.body, walk, entry ?? undefined) };
  });
  const kept = new Map<number, PreparedFile>();
  /** The last file not taken back yet; this thread takes files back from there down. */
  let back = takeBack ? queued.length - 1 : -1;
  const answers = new Map<number, WalkedAhead>();
  const answer = (index: number): WalkedAhead => {
    const known = answers.get(index);
    if (known) return known;
    const { ticket } = queued[index]!;
    while (back > index && !ticket.ready() && stealFrom(queued[back]!.ticket, back)) back--;
    const got = kept.has(index) ? { prepared: kept.get(index)! } : takeOr(ticket);
    answers.set(index, got);
    return got;
  };
  const stealFrom = (ticket: StealableTicket<WalkedAhead>, index: number): boolean => {
    if (!ticket.steal()) return false;
    const { file } = queued[index]!;
    kept.set(index, prepareHere(file));
    return true;
  };
  return new Map(
    queued.map(({ file }, index) => [
      file.path,
      {
        file,
        get here() {
          return kept.has(index);
        },
        ahead: () => {
          const got = answer(index);
          return 'extraction' in got ? got.extraction : undefined;
        },
        result: () => {
          const got = answer(index);
          return ('prepared' in got && got.prepared) || prepareFile(file.path, file.body);
        },
      },
    ]),
  );
}

/** A worker's answer, or nothing if the worker died or failed (the file is then prepared here). */
function takeOr(ticket: StealableTicket<WalkedAhead>): WalkedAhead {
  try {
    return ticket.take();
  } catch {
    return { prepared: null };
  }
}
