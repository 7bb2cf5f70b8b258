/** `npm start` (after the build): serves `dist/` on localhost and prints the URL. */
import { existsSync } from 'node:fs';
import { escapeControls } from '../src/compiler/helpers.ts';
import { ServeError, serveStatic } from '../src/io/static-server.ts';

const dir = 'dist';
if (!existsSync(`${dir}/index.html`)) {
  process.stderr.write(
    `Nothing to serve: ${dir}/index.html is missing. Run \`npm run build\` first.\n`,
  );
  process.exit(2);
}
const raw = process.env['PORT']?.trim() || '4321';
const port = Number(raw);
if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
  process.stderr.write(
    `PORT must be a port number from 1 to 65535, not "${escapeControls(raw)}".\n`,
  );
  process.exit(2);
}
try {
  const server = await serveStatic(dir, port);
  process.stdout.write(`The rulebook site is running at ${server.url}/ (Ctrl+C to stop)\n`);
} catch (error) {
  if (!(error instanceof ServeError)) throw error;
  process.stderr.write(`Cannot serve the site: ${escapeControls(error.message)}\n`);
  process.exit(2);
}
