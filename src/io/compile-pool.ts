/**
 * Worker threads for the per-file stage of a compile, so a corpus is parsed
 * on every core. The workers run the JavaScript bundle built at install time
 * (`.build/compile-worker.js`, scripts/build-cli.mjs); a bundle missing or
 * built from other sources than the ones checked out (its recorded compiler
 * version differs) is never used: the work then runs in this thread, with
 * the same result.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { RootContent } from 'mdast';
import type { Chunk } from '../compiler/parse.ts';
import type { PreparedFile } from '../compiler/prepare.ts';
import { currentBuildVersion } from './compiler-version.mjs';
import { PROJECT_ROOT } from './project-version.ts';

/** A job sent to a worker: a whole file's per-file stage, or the parse of chunks of one file. */
export type PoolJob =
  | {
      kind: 'file';
      id: number;
      path: string;
      body: string;
      /** Where to store the result in the persistent cache, if anywhere. */
      cache?: { dir: string; key: string };
    }
  | { kind: 'chunks'; id: number; chunks: Chunk[] };

/** A worker's answer to a job. */
export type PoolReply =
  | { id: number; bytes: Uint8Array }
  | { id: number; nodes: RootContent[] }
  | { id: number; error: string };

type Job = PoolJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;

/**
 * Young-generation size of each worker: parsing allocates many short-lived
 * objects, and a fifth of a worker's time goes to collecting them. Larger
 * young generations collect less often but raise the peak RSS past its
 * 400 MB budget (about 490 MB at 192 MB, 310–355 MB at 48 MB on the corpus).
 */
const YOUNG_GENERATION_MB = 48;

/** The worker bundle, if it exists and was built from the current sources; else null. */
export function workerBundle(root = PROJECT_ROOT): string | null {
  const file = join(root, '.build', 'compile-worker.js');
  return existsSync(file) && currentBuildVersion(root) !== null ? file : null;
}

/** Runs the per-file stage of several files, or parses chunks of a large one, on worker threads. */
export interface PreparePool {
  /** The number of workers. */
  readonly size: number;
  /** Prepares one file (a file's body, front matter removed). */
  prepare(path: string, body: string, cache?: { dir: string; key: string }): Promise<PreparedFile>;
  /** Parses consecutive chunks of one file into its top-level nodes (see `parseChunks`). */
  parse(chunks: Chunk[]): Promise<RootContent[]>;
  /** Stops the workers. */
  close(): Promise<void>;
}

/**
 * Workers to start: one per core beyond the first, at most 3 (the main
 * thread parses too); `RULEBOOK_WORKERS=N` sets another number (0: none).
 */
export function defaultPoolSize(env: Record<string, string | undefined> = process.env): number {
  const asked = Number(env['RULEBOOK_WORKERS']);
  return env['RULEBOOK_WORKERS'] && Number.isInteger(asked) && asked >= 0
    ? asked
    : Math.min(3, availableParallelism() - 1);
}

/**
 * Starts `size` workers (default: `defaultPoolSize()`), or returns null
 * when there is no usable worker bundle or no worker is asked for.
 */
export function createPreparePool(size = defaultPoolSize()): PreparePool | null {
  const bundle = workerBundle();
  if (!bundle || size < 1) return null;
  const workers = Array.from(
    { length: size },
    () => new Worker(bundle, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
  );
  const pending = new Map<
    number,
    { resolve: (reply: PoolReply) => void; reject: (e: Error) => void }
  >();
  const load = workers.map(() => 0);
  let nextId = 0;
  for (const worker of workers) {
    worker.on('message', (reply: PoolReply) => {
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) job?.reject(new Error(`compile worker failed: ${reply.error}`));
      else job?.resolve(reply);
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
  }
  const run = (job: Job, bytes: number): Promise<PoolReply> => {
    // The least loaded worker (by bytes queued) takes the job.
    const index = load.indexOf(Math.min(...load));
    load[index]! += bytes;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, {
        resolve: (reply) => {
          load[index]! -= bytes;
          resolve(reply);
        },
        reject,
      });
      workers[index]!.postMessage({ ...job, id } as PoolJob);
    });
  };
  return {
    size,
    async prepare(path, body, cache) {
      const reply = await run({ kind: 'file', path, body, cache }, body.length);
      return deserialize((reply as { bytes: Uint8Array }).bytes) as PreparedFile;
    },
    async parse(chunks) {
      const bytes = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
      const reply = await run({ kind: 'chunks', chunks }, bytes);
      return (reply as { nodes: RootContent[] }).nodes;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
