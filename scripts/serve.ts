/** `npm start` (after the build): serves `dist/` on localhost and prints the URL. */
import { existsSync } from 'node:fs';
import { serveStatic } from '../src/io/static-server.ts';

const dir = 'dist';
if (!existsSync(`${dir}/index.html`)) {
  process.stderr.write(
    `Nothing to serve: ${dir}/index.html is missing. Run \`npm run build\` first.\n`,
  );
  process.exit(2);
}
const port = Number(process.env['PORT'] ?? 4321);
const server = await serveStatic(dir, Number.isInteger(port) ? port : 4321);
process.stdout.write(`The rulebook site is running at ${server.url}/ (Ctrl+C to stop)\n`);
