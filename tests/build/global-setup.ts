/** Builds the site into dist/ once before the build-output and browser tests. */
import { spawnSync } from 'node:child_process';

export default function setup(): void {
  if (process.env['SITE_PREBUILT'] === '1') return;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
    encoding: 'utf8',
    env: { ...process.env, RULEBOOK_CONTENT: '' },
  });
  if (result.status !== 0) {
    throw new Error(`The site build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
