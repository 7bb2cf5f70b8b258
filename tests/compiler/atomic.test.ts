/**
 * Build guarantees of `rulebook compile`: a compile killed at any moment
 * leaves the previous output intact (or, if it got that far, the complete new
 * output — never a mix), and the temporary directories of killed compiles are
 * cleaned up by the next one.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syntheticRulebook } from '../../scripts/lib/synthetic.ts';

const bin = join(import.meta.dirname, '../../scripts/rulebook.js');
const work = mkdtempSync(join(tmpdir(), 'rulebook-kill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function compileOnce(killAfterMs?: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'compile'], { cwd: work, stdio: 'ignore' });
    const timer =
      killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

function snapshot(): Record<string, string> {
  const dir = join(work, 'out');
  return Object.fromEntries(
    readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

describe('main (killed compile)', () => {
  it('leaves either the previous output or the complete new one, whenever it is killed', async () => {
    mkdirSync(join(work, 'content'));
    writeFileSync(join(work, 'content/book.md'), syntheticRulebook(500));
    expect(await compileOnce()).toBe(0);
    const previous = snapshot();
    writeFileSync(join(work, 'content/book.md'), syntheticRulebook(600));
    const outcomes = new Set<string>();
    const killedAfterSwap: Record<string, string>[] = [];
    for (const delay of [100, 250, 500, 800, 1200, 1700, 2300, 3000]) {
      const code = await compileOnce(delay);
      const now = snapshot();
      if (code === 0) {
        expect(JSON.parse(now['manifest.json']!).counts.powers).toBe(600);
        outcomes.add('finished');
        break;
      }
      expect(code).toBeNull();
      // Killed after the output was swapped in (while the cache is written,
      // say): the new output must then be whole, which is checked below
      // against a compile that ran to its end.
      if (JSON.stringify(now) === JSON.stringify(previous)) outcomes.add('killed');
      else killedAfterSwap.push(now);
    }
    expect(outcomes.has('killed')).toBe(true);
    expect(await compileOnce()).toBe(0);
    const complete = snapshot();
    expect(JSON.parse(complete['manifest.json']!).counts.powers).toBe(600);
    for (const now of killedAfterSwap) expect(now).toEqual(complete);
    expect(readdirSync(work).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }, 120_000);
});
