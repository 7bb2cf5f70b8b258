// The benchmark's way to run the `rulebook` command: exactly scripts/rulebook.js,
// then the process's peak RSS (worker threads included) written to
// BENCH_RSS_FILE in KB.
import { writeFileSync } from 'node:fs';

process.argv.splice(1, 1, new URL('../rulebook.js', import.meta.url).pathname);
process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE)
    writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS));
});
await import('../rulebook.js');
