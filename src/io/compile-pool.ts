/**
 * Worker threads for the per-file stage of a compile, so a corpus is parsed
 * on every core. The workers run the JavaScript bundle built at install time
 * (`.build/compile-worker.js`, scripts/build-cli.mjs); a bundle missing or
 * built from other sources than the ones checked out (its recorded compiler
 * version differs) is never used: the work then runs in this thread, with
 * the same result.
 *
 * Jobs are all queued up front and their results taken synchronously, in
 * the order the compile needs them (`Ticket.take` blocks until that result
 * is in): the second stage of a compile walks the files in order in this
 * thread while the workers are still parsing the later ones. Each worker
 * answers on its own message port and bumps a shared counter, which this
 * thread waits on (`Atomics.wait`) and reads with `receiveMessageOnPort`.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  type MessagePort,
} from 'node:worker_threads';
import type { RootContent } from 'mdast';
import type { Chunk, ParseOptions } from '../compiler/parse-markdown.ts';
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
      fastMarkdown?: boolean;
    }
  | { kind: 'chunks'; id: number; chunks: Chunk[]; fastMarkdown?: boolean }
  /** The last message: finish what was sent before, then exit. */
  | { kind: 'close' };

/** A worker's answer to a job (a whole file's result serialized, chunks' nodes cloned). */
export type PoolReply =
  | { id: number; bytes: Uint8Array }
  | { id: number; nodes: RootContent[] }
  | { id: number; error: string };

/** What a worker is started with: the port it answers on and the counter it bumps after each answer. */
export interface PoolWorkerData {
  port: MessagePort;
  signal: SharedArrayBuffer;
}

type Job = PoolJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;

/**
 * Young-generation size of each worker: parsing allocates many short-lived
 * objects, and a fifth of a worker's time goes to collecting them. Larger
 * young generations collect less often but raise the peak RSS past its
 * 400 MB budget (about 490 MB at 192 MB, 310–355 MB at 48 MB on the corpus).
 */
const YOUNG_GENERATION_MB = 48;

/**
 * How long `take` waits for a worker with no answer at all before it gives
 * up on the pool (a worker that died: out of memory, killed); the caller then
 * does the work in this thread.
 */
const STALL_MS = 60_000;

/** How long `close` lets a worker finish the jobs sent before stopping it. */
const CLOSE_MS = 10_000;

/** The worker bundle, if it exists and was built from the current sources; else null. */
export function workerBundle(root = PROJECT_ROOT): string | null {
  const file = join(root, '.build', 'compile-worker.js');
  return existsSync(file) && currentBuildVersion(root) !== null ? file : null;
}

/** A queued job's result; `take` blocks this thread until it is in, and throws if the job failed. */
export interface Ticket<T> {
  take(): T;
}

/** Runs the per-file stage of files, or parses chunks of a large one, on worker threads. */
export interface PreparePool {
  /** The number of workers. */
  readonly size: number;
  /** Queues one file's per-file stage (a file's body, front matter removed). */
  prepare(path: string, body: string, parse?: ParseOptions): Ticket<PreparedFile>;
  /** Queues the parse of consecutive chunks of one file into its top-level nodes (see `parseChunks`). */
  parse(chunks: Chunk[], parse?: ParseOptions): Ticket<RootContent[]>;
  /** Stops the workers, once they have done the jobs queued (or at once if they stopped answering). */
  close(): Promise<void>;
}

/**
 * Workers to start: one per core beyond the first, at most 3 (the main
 * thread works too), and none on 2 cores or fewer: there the one-thread
 * compile already keeps the second core busy with V8's background compiler
 * and collector, and was faster than with a worker in every measured run
 * (docs/benchmarks.md, "Speed on real books"). `RULEBOOK_WORKERS=N` sets
 * another number (0: none).
 */
export function defaultPoolSize(
  env: Record<string, string | undefined> = process.env,
  cores = availableParallelism(),
): number {
  const asked = Number(env['RULEBOOK_WORKERS']);
  if (env['RULEBOOK_WORKERS'] && Number.isInteger(asked) && asked >= 0) return asked;
  return cores <= 2 ? 0 : Math.min(3, cores - 1);
}

/**
 * Starts `size` workers (default: `defaultPoolSize()`), or returns null
 * when there is no usable worker bundle or no worker is asked for.
 */
export function createPreparePool(size = defaultPoolSize()): PreparePool | null {
  const bundle = workerBundle();
  if (!bundle || size < 1) return null;
  const signal = new SharedArrayBuffer(4);
  const counter = new Int32Array(signal);
  const ports: MessagePort[] = [];
  const exits: Promise<void>[] = [];
  const workers = Array.from({ length: size }, () => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1);
    const workerData: PoolWorkerData = { port: port2, signal };
    const worker = new Worker(bundle, {
      workerData,
      transferList: [port2],
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // An error is also seen by `take` (no answer); this keeps it from being unhandled.
    worker.on('error', () => {});
    exits.push(new Promise((resolve) => worker.once('exit', () => resolve())));
    return worker;
  });
  const replies = new Map<number, PoolReply>();
  const load = workers.map(() => 0);
  let nextId = 0;
  let broken = false;
  const drain = () => {
    for (const port of ports)
      for (let got = receiveMessageOnPort(port); got; got = receiveMessageOnPort(port)) {
        const reply = got.message as PoolReply;
        replies.set(reply.id, reply);
      }
  };
  const take = (id: number): PoolReply => {
    for (;;) {
      if (broken) throw new Error('compile worker stopped answering');
      const seen = Atomics.load(counter, 0);
      drain();
      const reply = replies.get(id);
      if (reply) {
        replies.delete(id);
        if ('error' in reply) throw new Error(`compile worker failed: ${reply.error}`);
        return reply;
      }
      if (Atomics.wait(counter, 0, seen, STALL_MS) === 'timed-out') broken = true;
    }
  };
  const queue = (job: Job, bytes: number): number => {
    // The least loaded worker (by bytes queued) takes the job.
    const index = load.indexOf(Math.min(...load));
    load[index]! += bytes;
    const id = nextId++;
    workers[index]!.postMessage({ ...job, id } as PoolJob);
    return id;
  };
  return {
    size,
    prepare(path, body, parse = {}) {
      const id = queue({ kind: 'file', path, body, fastMarkdown: parse.fastMarkdown }, body.length);
      return {
        take: () => deserialize((take(id) as { bytes: Uint8Array }).bytes) as PreparedFile,
      };
    },
    parse(chunks, parse = {}) {
      const bytes = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
      const id = queue({ kind: 'chunks', chunks, fastMarkdown: parse.fastMarkdown }, bytes);
      return { take: () => (take(id) as { nodes: RootContent[] }).nodes };
    },
    async close() {
      // Each worker exits once it has done every job sent before.
      await Promise.all(
        workers.map(async (worker, index) => {
          if (broken) await worker.terminate();
          worker.postMessage({ kind: 'close' } satisfies PoolJob);
          const timer = setTimeout(() => void worker.terminate(), CLOSE_MS);
          await exits[index];
          clearTimeout(timer);
        }),
      );
      for (const port of ports) port.close();
    },
  };
}
