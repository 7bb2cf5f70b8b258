/**
 * Starts `astro dev` on a content directory, for the authoring-loop test and
 * benchmark: Vitest's variables are removed from its environment (they turn
 * the dev server's live reload off), and the promise settles once a chapter
 * page is served.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** A running dev server. */
export interface DevServer {
  /** Base URL, without a trailing slash. */
  url: string;
  /** Stops the server. */
  stop(): void;
}

const root = join(import.meta.dirname, '../..');

/** The environment without Vitest's variables, which would turn the dev server's live reload off. */
function devEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST',
    ),
  );
}

/** Runs `astro dev` on `contentDir` and waits (up to two minutes, for a loaded machine) until `readyPath` answers. */
export async function startDevServer(
  contentDir: string,
  port: number,
  readyPath = '/rules/conditions/',
): Promise<DevServer> {
  const server = spawn(join(root, 'node_modules/.bin/astro'), ['dev', '--port', String(port)], {
    cwd: root,
    env: { ...devEnv(), RULEBOOK_CONTENT: contentDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const stop = () => void server.kill('SIGTERM');
  for (let attempt = 0; attempt < 240; attempt++) {
    const ok = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, stop };
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`astro dev did not serve ${readyPath} on port ${port} within two minutes`);
}
