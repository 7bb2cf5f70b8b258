/**
 * Starts `astro dev` on a content directory, for the authoring-loop test and
 * benchmark: Vitest's variables are removed from its environment (they turn
 * the dev server's live reload off), its output goes to a log file (what a
 * failed test prints: a slow start, a hung page or a loader error shows
 * there), and the promise settles once a chapter page is served.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** A running dev server. */
export interface DevServer {
  /** Base URL, without a trailing slash. */
  url: string;
  /** The file the server's standard output and error are written to. */
  logFile: string;
  /** The server's output so far (the log file's text). */
  log(): string;
  /** Stops the server. */
  stop(): void;
}

const root = join(import.meta.dirname, '../..');

/** How long the server may take to listen, and then to serve its first page: two minutes each, for a loaded machine. */
const START_TIMEOUT_MS = 120_000;

/** The environment without Vitest's variables, which would turn the dev server's live reload off. */
function devEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST',
    ),
  );
}

/** What `astro dev` prints once it listens (`┃ Local    http://localhost:4321/`). */
const LISTENING = /\bLocal\s+http:\/\//;

/**
 * Runs `astro dev` on `contentDir` and waits until it listens and
 * `readyPath` answers (up to two minutes in all); rejects at once if the
 * server exits first. Each failure's message ends with the server's output.
 */
export async function startDevServer(
  contentDir: string,
  port: number,
  readyPath = '/rules/conditions/',
): Promise<DevServer> {
  const logFile = join(mkdtempSync(join(tmpdir(), 'rulebook-dev-log-')), 'astro-dev.log');
  writeFileSync(logFile, '');
  const server = spawn(join(root, 'node_modules/.bin/astro'), ['dev', '--port', String(port)], {
    cwd: root,
    env: { ...devEnv(), RULEBOOK_CONTENT: contentDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = () => readFileSync(logFile, 'utf8');
  const url = `http://localhost:${port}`;
  const stop = () => void server.kill('SIGTERM');
  const fail = (why: string) => {
    stop();
    return new Error(`astro dev ${why}. Its output (${logFile}):\n${log()}`);
  };
  // Every line of output goes to the log file as it comes; the first "Local http://" says it listens.
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(fail(`did not listen on port ${port} within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    let seen = '';
    let ready = false;
    const append = (chunk: Buffer) => {
      appendFileSync(logFile, chunk);
      if (ready) return;
      // Colours (a terminal, or FORCE_COLOR in CI) put escape codes between the words.
      seen = (seen + stripVTControlCharacters(chunk.toString('utf8'))).slice(-4096);
      if (!LISTENING.test(seen)) return;
      ready = true;
      clearTimeout(timer);
      resolve();
    };
    server.stdout.on('data', append);
    server.stderr.on('data', append);
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(fail(`exited (${signal ?? `code ${code}`}) before it listened`));
    });
  });
  await listening;
  // The first page waits for the loader's first compile: one request, answered when it is done.
  const response = await fetch(url + readyPath, {
    signal: AbortSignal.timeout(START_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw fail(`did not serve ${readyPath} within ${START_TIMEOUT_MS / 1000} s (${String(error)})`);
  });
  if (!response.ok) throw fail(`answered ${readyPath} with HTTP ${response.status}`);
  return { url, logFile, log, stop };
}
