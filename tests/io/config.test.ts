/** rulebook.config.json: defaults, RULEBOOK_CONTENT, and errors that name the key, the problem and the fix. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import config from '../../schemas/config.schema.json' with { type: 'json' };
import { LINE_BREAKS } from '../../src/compiler/hard-wrap.ts';
import { RULESETS } from '../../src/dice/rulesets.ts';
import { OUTSIDE_LINK_POLICIES } from '../../src/io/content-links.ts';
import { compile } from '../../src/compiler/index.ts';
import { contentDirInputs } from '../../src/io/content-dirs.ts';
import { readContent } from '../../src/io/read-content.ts';
import {
  DEFAULT_CONFIG,
  DEFAULT_LINE_BREAKS,
  loadConfig,
  MAX_LISTED_ISSUES,
  parseConfig,
  RulebookConfigError,
} from '../../src/io/config.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebook-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (value: unknown) =>
  writeFileSync(
    join(dir, 'rulebook.config.json'),
    typeof value === 'string' ? value : JSON.stringify(value),
  );

/** The error message parseConfig throws for a configuration. */
function problem(value: unknown): string {
  try {
    parseConfig(typeof value === 'string' ? value : JSON.stringify(value));
  } catch (error) {
    expect(error).toBeInstanceOf(RulebookConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('the config schema', () => {
  it('lists exactly the dice engine’s rulesets and the compiler’s line-break modes', () => {
    expect(config.properties.ruleset.enum).toEqual(Object.keys(RULESETS));
    expect(config.properties.lineBreaks.enum).toEqual([...LINE_BREAKS]);
    expect(config.properties.symlinksOutsideContent.enum).toEqual([...OUTSIDE_LINK_POLICIES]);
  });

  it('documents the same defaults the module applies', () => {
    expect(config.properties.content.default).toEqual(DEFAULT_CONFIG.content);
    expect(config.properties.site.properties.title.default).toBe(DEFAULT_CONFIG.site.title);
    expect(config.properties.ruleset.default).toBe(DEFAULT_CONFIG.ruleset);
    expect(config.properties.lineBreaks.default).toBe(DEFAULT_LINE_BREAKS);
    expect(config.properties.symlinksOutsideContent.default).toBe(
      DEFAULT_CONFIG.symlinksOutsideContent,
    );
  });
});

describe('loadConfig', () => {
  it('gives the defaults without a file', () => {
    expect(loadConfig({ cwd: dir, env: {} })).toEqual(DEFAULT_CONFIG);
  });

  it('reads the file and completes what it leaves out', () => {
    write({ content: ['book', 'homebrew'], site: { title: 'Five Gods' }, ruleset: 'five-gods' });
    expect(loadConfig({ cwd: dir, env: {} })).toEqual({
      content: ['book', 'homebrew'],
      site: { title: 'Five Gods', url: null },
      ruleset: 'five-gods',
      symlinksOutsideContent: 'skip',
      search: { synonyms: {} },
      markdown: { fastPath: true },
    });
  });

  it('reads search synonyms, and says what is wrong with a bad list', () => {
    write({ search: { synonyms: { 'hit dice': ['recoveries'] } } });
    expect(loadConfig({ cwd: dir, env: {} }).search.synonyms).toEqual({
      'hit dice': ['recoveries'],
    });
    write({ search: { synonyms: { 'hit dice': 'recoveries' } } });
    expect(() => loadConfig({ cwd: dir, env: {} })).toThrow(
      /search\.synonyms\.hit dice: must be of type array/,
    );
  });

  it('lets RULEBOOK_CONTENT override the content directories (an empty one does not)', () => {
    write({ content: ['book'] });
    expect(loadConfig({ cwd: dir, env: { RULEBOOK_CONTENT: 'a, b' } }).content).toEqual(['a', 'b']);
    expect(loadConfig({ cwd: dir, env: { RULEBOOK_CONTENT: ' ' } }).content).toEqual(['book']);
  });

  it('lets RULEBOOK_SITE_URL set the site address, keeping the title; a relative one is refused', () => {
    write({ site: { title: 'Five Gods' } });
    expect(
      loadConfig({ cwd: dir, env: { RULEBOOK_SITE_URL: 'https://rules.example/book/' } }).site,
    ).toEqual({ title: 'Five Gods', url: 'https://rules.example/book/' });
    expect(loadConfig({ cwd: dir, env: { RULEBOOK_SITE_URL: '' } }).site.url).toBeNull();
    expect(() => loadConfig({ cwd: dir, env: { RULEBOOK_SITE_URL: 'rules.example' } })).toThrow(
      /RULEBOOK_SITE_URL: must be an absolute http\(s\) URL.*Fix:/,
    );
  });

  it('reads the file RULEBOOK_CONFIG names instead, and says so when it is missing', () => {
    write({ ruleset: 'orcus' });
    mkdirSync(join(dir, 'fixture'), { recursive: true });
    writeFileSync(join(dir, 'fixture', 'other.json'), JSON.stringify({ ruleset: '13th-age' }));
    const env = { RULEBOOK_CONFIG: 'fixture/other.json' };
    expect(loadConfig({ cwd: dir, env }).ruleset).toBe('13th-age');
    expect(() => loadConfig({ cwd: dir, env: { RULEBOOK_CONFIG: 'nope.json' } })).toThrow(
      /RULEBOOK_CONFIG names nope\.json, which does not exist/,
    );
  });

  it('reads a file saved with a UTF-8 byte order mark', () => {
    write('\ufeff{ "ruleset": "five-gods" }');
    expect(loadConfig({ cwd: dir, env: {} }).ruleset).toBe('five-gods');
  });

  it('refuses a directory in place of the file, naming it', () => {
    mkdirSync(join(dir, 'rulebook.config.json'));
    expect(() => loadConfig({ cwd: dir, env: {} })).toThrow(
      /^rulebook\.config\.json is a directory, not a file\. Fix: /,
    );
    mkdirSync(join(dir, 'settings'));
    expect(() => loadConfig({ cwd: dir, env: { RULEBOOK_CONFIG: 'settings' } })).toThrow(
      /^settings is a directory, not a file\. Fix: give RULEBOOK_CONFIG the path of a configuration file/,
    );
  });

  it('refuses a broken symbolic link, naming it and its missing target, instead of using the defaults', () => {
    symlinkSync('gone.json', join(dir, 'rulebook.config.json'));
    expect(() => loadConfig({ cwd: dir, env: {} })).toThrow(
      /^rulebook\.config\.json is a symbolic link to gone\.json, which does not exist\. Fix: /,
    );
    symlinkSync('also-gone.json', join(dir, 'chosen.json'));
    expect(() => loadConfig({ cwd: dir, env: { RULEBOOK_CONFIG: 'chosen.json' } })).toThrow(
      /^chosen\.json is a symbolic link to also-gone\.json, which does not exist\. Fix: .*unset RULEBOOK_CONFIG/,
    );
  });

  it('names the file RULEBOOK_CONFIG chose when its content is wrong', () => {
    writeFileSync(join(dir, 'other.json'), '{ "ruleset": "5e" }');
    expect(() => loadConfig({ cwd: dir, env: { RULEBOOK_CONFIG: 'other.json' } })).toThrow(
      /^other\.json is invalid:\n {2}ruleset: must be one of/,
    );
  });

  it('throws at once for a bad file', () => {
    write({ ruleset: '5e' });
    expect(() => loadConfig({ cwd: dir, env: {} })).toThrow(RulebookConfigError);
  });
});

describe('parseConfig', () => {
  it('names an unknown ruleset, the allowed values and the fix', () => {
    const message = problem({ ruleset: '5e' });
    expect(message).toContain(
      'ruleset: must be one of "orcus", "13th-age", "five-gods", "4e-summary"',
    );
    expect(message).toContain('Fix:');
  });

  it('names a misspelt key, top level or nested', () => {
    expect(problem({ contents: ['x'] })).toContain('unknown key "contents"');
    expect(problem({ site: { titel: 'x' } })).toContain('unknown key "titel" in site');
  });

  it('names the key of a wrong type, an empty list and a relative URL', () => {
    expect(problem({ content: 'content' })).toContain('content: must be of type array');
    expect(problem({ content: [] })).toContain('content: must list at least 1 item(s)');
    expect(problem({ site: { url: 'rules/' } })).toContain(
      'site.url: must be an absolute http(s) URL',
    );
    expect(problem({ lineBreaks: 'kramdown' })).toContain('lineBreaks: must be one of');
  });

  it('lists the first unknown keys of 100,000 and counts the rest', () => {
    const keys = Array.from({ length: 100_000 }, (_, i) => [`key${i}`, 1]);
    const lines = problem(Object.fromEntries(keys)).split('\n');
    expect(lines).toHaveLength(1 + MAX_LISTED_ISSUES + 1);
    expect(lines[1]).toContain('unknown key "key0"');
    expect(lines[MAX_LISTED_ISSUES]).toContain(`unknown key "key${MAX_LISTED_ISSUES - 1}"`);
    expect(lines.at(-1)).toBe(
      `  …and ${(100_000 - MAX_LISTED_ISSUES).toLocaleString('en')} more (100,000 in all).`,
    );
  });

  it('reports invalid JSON with the fix', () => {
    expect(problem('{ "ruleset": "orcus", }')).toMatch(/is not valid JSON: .*Fix:/);
  });

  it('accepts the bundled rulebook.config.json', () => {
    expect(loadConfig({ env: {} })).toEqual({ ...DEFAULT_CONFIG });
  });
});

describe('line breaks: front matter, then rulebook.config.json, then _config.yml', () => {
  /** Each book's rendered paragraph, compiled from `dir` as the CLI and the site do. */
  async function paragraphs(): Promise<Record<string, string>> {
    const loaded = loadConfig({ cwd: dir, env: {} });
    const dirs = loaded.content.map((name) => join(dir, name));
    const inputs = await readContent(dirs, { cwd: dir });
    const contentDirs = await contentDirInputs(dirs, dir);
    const { data, diagnostics } = compile(inputs, { lineBreaks: loaded.lineBreaks, contentDirs });
    expect(diagnostics.filter((d) => d.code !== 'input/site-config')).toEqual([]);
    return Object.fromEntries(data.sections.map((s) => [s.source.file, s.html]));
  }
  const wrapped = '<p>One<br>\nTwo</p>';
  const soft = '<p>One\nTwo</p>';

  beforeEach(() => {
    for (const name of ['books', 'homebrew']) mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'books', 'book.md'), '# Book\n\nOne\nTwo\n');
    writeFileSync(join(dir, 'books', 'own.md'), '---\nhard_wrap: false\n---\n# Own\n\nOne\nTwo\n');
    writeFileSync(join(dir, 'homebrew', 'extra.md'), '# Extra\n\nOne\nTwo\n');
    writeFileSync(
      join(dir, 'books', '_config.yml'),
      'markdown: kramdown\nkramdown:\n  input: GFM\n  hard_wrap: true\n',
    );
  });

  it('leaves lineBreaks unset when the file does not set it', () => {
    write({ content: ['books'] });
    expect(loadConfig({ cwd: dir, env: {} }).lineBreaks).toBeUndefined();
    write({ lineBreaks: 'hard_wrap' });
    expect(loadConfig({ cwd: dir, env: {} }).lineBreaks).toBe('hard_wrap');
  });

  it('takes a content directory’s _config.yml for its own files when the config does not choose', async () => {
    write({ content: ['books', 'homebrew'] });
    expect(await paragraphs()).toEqual({
      'books/book.md': wrapped,
      'books/own.md': soft,
      'homebrew/extra.md': soft,
    });
  });

  it('lets rulebook.config.json’s lineBreaks win over _config.yml', async () => {
    write({ content: ['books', 'homebrew'], lineBreaks: 'commonmark' });
    expect(await paragraphs()).toEqual({
      'books/book.md': soft,
      'books/own.md': soft,
      'homebrew/extra.md': soft,
    });
    write({ content: ['books', 'homebrew'], lineBreaks: 'hard_wrap' });
    expect((await paragraphs())['homebrew/extra.md']).toBe(wrapped);
  });

  it('warns about a _config.yml that does not parse, and compiles with the default', async () => {
    write({ content: ['books'] });
    writeFileSync(join(dir, 'books', '_config.yml'), 'kramdown:\n  hard_wrap: [true\n');
    const contentDirs = await contentDirInputs([join(dir, 'books')], dir);
    const inputs = await readContent([join(dir, 'books')], { cwd: dir });
    const { data, diagnostics } = compile(inputs, { contentDirs });
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'input/site-config', file: 'books/_config.yml', line: 3 }),
    ]);
    expect(data.sections.find((s) => s.source.file === 'books/book.md')?.html).toBe(soft);
  });
});
