/**
 * The unit and site projects share each worker's module cache (vitest.config.ts,
 * `isolate: false`), where `vi.mock` would silently act on nothing once another
 * file has imported the module: every test file that mocks a module must be an
 * `*.isolated.test.ts` file, which runs in the isolated project.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TESTS = join(import.meta.dirname, '..');

describe('test files that mock modules', () => {
  it('are *.isolated.test.ts files', () => {
    const files = readdirSync(TESTS, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.test.ts') && !name.includes('node_modules'));
    const mocking = files.filter((name) =>
      /\bvi\.(?:mock|doMock)\(/.test(readFileSync(join(TESTS, name), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((name) => !name.endsWith('.isolated.test.ts'))).toEqual([]);
  });
});
