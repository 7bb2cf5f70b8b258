/**
 * The compiler's worker thread: runs the per-file stage (`prepareFile`:
 * guards, parse, positions, kramdown clean-up, links) of whole files, or
 * parses chunks of a large file, for the jobs the pool sends, and posts each
 * result back (a whole file's after storing it in the persistent cache when
 * the job names an entry). Built to `.build/compile-worker.js` by
 * scripts/build-cli.mjs; see compile-pool.ts.
 */
import { serialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { parseChunks } from '../compiler/parse.ts';
import { prepareFile } from '../compiler/prepare.ts';
import { openCompileCache } from './compile-cache.ts';
import type { PoolJob, PoolReply } from './compile-pool.ts';

parentPort?.on('message', (job: PoolJob) => {
  let reply: PoolReply;
  try {
    if (job.kind === 'chunks') {
      reply = { id: job.id, nodes: parseChunks(job.chunks) };
    } else {
      // Serialized once, for the cache and for the main thread (moved, not copied).
      const bytes = serialize(prepareFile(job.path, job.body));
      if (job.cache) openCompileCache(job.cache.dir).setSerialized(job.cache.key, bytes);
      parentPort!.postMessage({ id: job.id, bytes } satisfies PoolReply, [bytes.buffer]);
      return;
    }
  } catch (error) {
    reply = { id: job.id, error: (error as Error).stack ?? String(error) };
  }
  parentPort!.postMessage(reply);
});
