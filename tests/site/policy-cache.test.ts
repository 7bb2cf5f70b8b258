/**
 * The page policies of the last build, by page digest: an unchanged page
 * takes its policy from the cache, a changed one is worked out again, and
 * the cache of other policy code, or one that cannot be read, is not used.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PolicyCache } from '../../src/integrations/policy-cache.ts';
import { pagePolicy } from '../../src/io/security-headers.ts';

const page = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><script>${script}</script></head><body></body></html>`;

describe('PolicyCache', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'policy-cache-'));
    file = join(dir, 'sub', 'policies.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** One build: the policies of `pages` through a cache of `version`, saved; what it made and reused. */
  const build = (pages: string[], version = 'v1') => {
    const cache = new PolicyCache(file, version);
    const make = vi.fn(pagePolicy);
    const policies = pages.map((html) => cache.policyOf(html, make));
    cache.save();
    return { policies, made: make.mock.calls.map(([html]) => html), hits: cache.hits };
  };

  it('gives an unchanged page the policy of the last build without working it out again', () => {
    const first = build([page('a()'), page('b()')]);
    expect(first.made).toHaveLength(2);
    const second = build([page('a()'), page('b()')]);
    expect(second.made).toEqual([]);
    expect(second.hits).toBe(2);
    expect(second.policies).toEqual([pagePolicy(page('a()')), pagePolicy(page('b()'))]);
  });

  it('works out the policy of a changed page again', () => {
    build([page('a()')]);
    const second = build([page('a();changed()')]);
    expect(second.made).toEqual([page('a();changed()')]);
    expect(second.policies).toEqual([pagePolicy(page('a();changed()'))]);
  });

  it('keeps only the pages of the last build', () => {
    build([page('a()')]);
    build([page('b()')]);
    expect(build([page('a()')]).made).toEqual([page('a()')]);
  });

  it('uses nothing from the cache of other policy code', () => {
    build([page('a()')], 'v1');
    expect(build([page('a()')], 'v2').made).toEqual([page('a()')]);
  });

  it('counts a missing or unreadable cache as empty', () => {
    expect(build([page('a()')]).made).toHaveLength(1);
    writeFileSync(file, '{not json');
    expect(build([page('a()')]).made).toHaveLength(1);
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe('v1');
  });
});
