/**
 * Builds the site into dist/ once before the build-output and browser tests,
 * and beside it (an Astro build keeps about one core busy) the shared fixture
 * site of tests/browser/fixture-site.ts.
 */
import { spawn } from 'node:child_process';
import { buildSharedFixtureSite } from '../browser/fixture-site.ts';

function buildDist(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
      env: { ...process.env, RULEBOOK_CONTENT: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`The site build failed:\n${output}`)),
    );
  });
}

export default async function setup(): Promise<void> {
  if (process.env['SITE_PREBUILT'] === '1') return;
  await Promise.all([buildDist(), buildSharedFixtureSite()]);
}
