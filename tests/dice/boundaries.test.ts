import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserBundleSize, DICE_BROWSER_BUDGET_BYTES } from '../../scripts/lib/dice-bundle.ts';

const dir = new URL('../../src/dice/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

describe('src/dice boundaries', () => {
  it.each(files)('%s uses no Node-only or DOM APIs', (file) => {
    const code = readFileSync(new URL(file, dir), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/from\s+['"]node:/);
    expect(code).not.toMatch(/from\s+['"](fs|path|crypto|os|zlib|url)['"]/);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).not.toMatch(/\b(document|window|process|Buffer|localStorage)\b/);
    expect(code).not.toMatch(/Math\.random/);
    expect(code.split('\n').length).toBeLessThan(300);
  });

  it('every export has a doc comment', () => {
    for (const file of files) {
      const lines = readFileSync(new URL(file, dir), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/^export (const|function|class|interface|type|async)/.test(line))
          expect(lines[i - 1]!.trim(), `${file}:${i + 1}`).toMatch(/\*\/$/);
      });
    }
  });
});

describe('browserBundleSize', () => {
  it('keeps the browser entry within its budget, min+gzip', async () => {
    const size = await browserBundleSize();
    expect(size.gzipBytes).toBeLessThanOrEqual(DICE_BROWSER_BUDGET_BYTES);
  });
});
