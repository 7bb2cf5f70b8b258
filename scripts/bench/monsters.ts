/**
 * The bestiary benchmark: the compile of a synthetic bestiary
 * (scripts/bench/bestiary.ts) beside a bare remark parse of the same bytes,
 * each in a fresh process (scripts/bench/bestiary-child.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One measurement. */
export interface BestiarySample {
  ms: number;
  bytes: number;
  maxRssMB: number;
}

const child = fileURLToPath(new URL('./bestiary-child.ts', import.meta.url));

function measure(mode: 'bare' | 'compile', size: number): BestiarySample {
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, mode, String(size)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out) as BestiarySample;
}

/** Bare parse and compile of a bestiary of `size` stat blocks. */
export function benchBestiary(size: number): { bare: BestiarySample; compiled: BestiarySample } {
  return { bare: measure('bare', size), compiled: measure('compile', size) };
}
