#!/usr/bin/env node
/**
 * Runs shell commands at the same time and fails if any fails: `npm test`'s
 * checks (formatting, astro check, the import layers) are each single-threaded, so on two
 * cores they take about half the time side by side. Each command's output is
 * printed whole when it ends, so outputs never interleave.
 *
 * Usage: node scripts/parallel.mjs "<command>" "<command>" ...
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  process.stderr.write('Usage: node scripts/parallel.mjs "<command>" "<command>" ...\n');
  process.exit(2);
}

const codes = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const status = code ?? 1;
          process.stdout.write(
            `\n> ${command}${status === 0 ? '' : ` (failed: ${signal ?? `exit ${code}`})`}\n`,
          );
          process.stdout.write(Buffer.concat(output));
          resolve(status);
        });
      }),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
