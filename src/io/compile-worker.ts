/**
 * The compiler's worker thread: runs the per-file stage (`prepareFile`:
 * guards, parse, positions, kramdown clean-up, links) of whole files, or
 * parses chunks of a large file, for the jobs the pool sends, in the order
 * they come, and posts each result back on its port (a whole file's after
 * storing it in the persistent cache when the job names an entry), then
 * bumps the pool's counter so a waiting `take` wakes. A file stored in the
 * cache also has its parsed chunks stored, after the answer, so that the
 * first edit of it parses only its edited chunks (compile-content.ts). Built to
 * `.build/compile-worker.js` by scripts/build-cli.mjs; see compile-pool.ts.
 */
import { serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { createChunkCache } from '../compiler/chunk-cache.ts';
import { parseChunks } from '../compiler/parse.ts';
import { prepareFile } from '../compiler/prepare.ts';
import { openCompileCache } from './compile-cache.ts';
import type { PoolJob, PoolReply, PoolWorkerData } from './compile-pool.ts';

const { port, signal } = workerData as PoolWorkerData;
const counter = new Int32Array(signal);

function answer(reply: PoolReply, transfer: ArrayBuffer[] = []): void {
  port.postMessage(reply, transfer);
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
}

parentPort?.on('message', (job: PoolJob) => {
  if (job.kind === 'close') process.exit(0);
  try {
    if (job.kind === 'chunks') answer({ id: job.id, nodes: parseChunks(job.chunks) });
    else {
      const chunks = job.cache ? createChunkCache() : undefined;
      // Serialized once, for the cache and for the main thread (moved, not copied).
      const bytes = serialize(prepareFile(job.path, job.body, chunks));
      const cache = job.cache && openCompileCache(job.cache.dir);
      cache?.setSerialized(job.cache!.key, bytes);
      answer({ id: job.id, bytes }, [bytes.buffer as ArrayBuffer]);
      if (chunks) cache?.set(job.cache!.chunks, chunks.used());
    }
  } catch (error) {
    answer({ id: job.id, error: (error as Error).stack ?? String(error) });
  }
});
