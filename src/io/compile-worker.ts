/**
 * The compiler's worker thread: runs the per-file stage (`prepareFile`:
 * guards, parse, positions, kramdown clean-up, links) of whole files, or
 * parses chunks of a large file, for the jobs the pool sends, in the order
 * they come, and posts each result back on its port, then bumps the pool's
 * counter so a waiting `take` wakes. Nothing is stored in the persistent
 * cache: a parsed tree costs about as much to read back as to parse again
 * (see compile-content.ts). Built to
 * `.build/compile-worker.js` by scripts/build-cli.mjs; see compile-pool.ts.
 */
import { serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { parseChunks } from '../compiler/parse-markdown.ts';
import { prepareFile } from '../compiler/prepare.ts';
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
    const parse = { fastMarkdown: job.fastMarkdown };
    if (job.kind === 'chunks')
      answer({ id: job.id, nodes: parseChunks(job.chunks, undefined, parse) });
    else {
      // Serialized here so the bytes move to the main thread instead of being copied.
      const bytes = serialize(prepareFile(job.path, job.body, undefined, parse));
      answer({ id: job.id, bytes }, [bytes.buffer as ArrayBuffer]);
    }
  } catch (error) {
    answer({ id: job.id, error: (error as Error).stack ?? String(error) });
  }
});
