/**
 * The compiler's worker thread: runs the per-file stage (`prepareFile`:
 * guards, parse, positions, kramdown clean-up, links) of whole files, and
 * walks them ahead of the compile when asked (`walkAhead`, in one extraction
 * context kept across the files this worker walks), or parses chunks of a
 * large file, for the jobs the pool sends, in the order they come, and posts
 * each result back on its port (a whole file's after storing it in the
 * persistent cache when the job names an entry), then bumps the pool's
 * counter so a waiting `take` wakes. A file stored in the cache also has its
 * parsed chunks stored, after the answer, so that the first edit of it
 * parses only its edited chunks (compile-content.ts). Built to
 * `.build/compile-worker.js` by scripts/build-cli.mjs; see compile-pool.ts.
 */
import { serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { createChunkCache } from '../compiler/chunk-cache.ts';
import { ExtractContext } from '../compiler/extract/context.ts';
import { parseChunks } from '../compiler/parse.ts';
import { prepareFile } from '../compiler/prepare.ts';
import { canWalkAhead, walkAhead } from '../compiler/walk-file.ts';
import { openCompileCache } from './compile-cache.ts';
import type { PoolJob, PoolReply, PoolWorkerData } from './compile-pool.ts';

const { port, signal } = workerData as PoolWorkerData;
const counter = new Int32Array(signal);
/** The ids the files this worker walked claimed, in the order it walked them. */
const ahead = new ExtractContext();

function answer(reply: PoolReply, transfer: ArrayBuffer[] = []): void {
  port.postMessage(reply, transfer);
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
}

parentPort?.on('message', (job: PoolJob) => {
  if (job.kind === 'close') process.exit(0);
  try {
    if (job.kind === 'chunks') return answer({ id: job.id, nodes: parseChunks(job.chunks) });
    if (job.claim && Atomics.compareExchange(new Int32Array(job.claim), 0, 0, 1) !== 0)
      return answer({ id: job.id, bytes: new Uint8Array(0), walked: 'skipped' });
    const chunks = job.cache ? createChunkCache() : undefined;
    const cache = job.cache && openCompileCache(job.cache.dir);
    const prepared = prepareFile(job.path, job.body, chunks);
    // Serialized once, for the cache and for the main thread (moved, not copied).
    const walk = job.walk && canWalkAhead(job.walk.meta) ? job.walk : undefined;
    if (!walk) {
      const bytes = serialize(prepared);
      cache?.setSerialized(job.cache!.key, bytes);
      const walked = job.walk && ('prepared' as const);
      answer({ id: job.id, bytes, ...(walked && { walked }) }, [bytes.buffer as ArrayBuffer]);
    } else {
      // The cache keeps the untouched stage: the walk changes the tree.
      const untouched = cache ? serialize(prepared) : undefined;
      const file = { path: job.path, meta: walk.meta };
      const extraction = walkAhead(ahead, file, prepared, walk.lineBreaks);
      const bytes = extraction ? serialize(extraction) : new Uint8Array(0);
      if (extraction && walk.key) cache?.setSerialized(walk.key, bytes);
      const walked = extraction ? ('extraction' as const) : ('again' as const);
      answer({ id: job.id, bytes, walked }, [bytes.buffer as ArrayBuffer]);
      if (untouched) cache?.setSerialized(job.cache!.key, untouched);
    }
    if (chunks) cache?.set(job.cache!.chunks, chunks.used());
  } catch (error) {
    answer({ id: job.id, error: (error as Error).stack ?? String(error) });
  }
});
