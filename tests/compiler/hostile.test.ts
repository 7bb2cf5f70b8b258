/**
 * Content as authors really save it, and content meant to break things:
 * Windows, classic Mac and mixed line endings, a BOM, invalid UTF-8, deep
 * HTML, YAML alias bombs and cycles, unreadable files, symbolic links, values
 * outside the schemas, 20,000 duplicate headings, and what remark is
 * quadratic on (emphasis runs, thousands of footnote and link definitions). Each is a diagnostic with file:line:col (or no difference at
 * all), the other files still compile, and nothing throws. Hostile content is
 * compiled as the CLI compiles inside a project: through the Node engine with
 * the persistent cache on, in a temporary project's node_modules.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/cli.ts';
import { compile, validateData, type CompileInput } from '../../src/compiler/index.ts';
import { createIncrementalCompiler } from '../../src/compiler/incremental.ts';
import { normalizeText } from '../../src/compiler/encoding.ts';
import { MAX_DEFINITIONS } from '../../src/compiler/limits.ts';
import { MAX_YAML_DEPTH } from '../../src/compiler/yaml-document.ts';
import { defaultCacheDir, openCompileCache } from '../../src/io/compile-cache.ts';
import { createNodeCompiler } from '../../src/io/node-compiler.ts';
import { readContent } from '../../src/io/read-content.ts';
import { serializeData } from '../../src/io/serialize.ts';

const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const good = { path: 'good.md', text: '# Good\n\nRoll 1d20.\n' };
const power = (level: string, extra = '') =>
  `# P\n\n> #### Zap\n> **At-Will** **Attack** **${level}** (**Standard Action**)\n> **Ranged** 10, one creature\n> **Hit** 1d6 damage.\n${extra}`;

/** A temporary project folder: its node_modules holds the persistent cache, as a real project's does. */
let project = '';
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'rulebook-hostile-project-'));
  mkdirSync(join(project, 'node_modules'));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/**
 * Compiles `text` as bad.md beside a good file, as the CLI does inside a
 * project (the Node engine, the persistent cache on, cold for a new text);
 * the good file must come through.
 */
async function compileBeside(text: string | Uint8Array) {
  const dir = defaultCacheDir(project, {});
  if (!dir) throw new Error(`no cache directory for the test project ${project}`);
  const engine = createNodeCompiler(
    { cache: 'disk', threads: 0 },
    { store: openCompileCache(dir) },
  );
  const result = await engine.compile([good, { path: 'bad.md', text }]);
  expect(validateData(result.data)).toEqual([]);
  expect(result.data.sections.map((s) => s.id)).toContain('good');
  return result;
}

const codesAt = (result: Pick<ReturnType<typeof compile>, 'diagnostics'>) =>
  result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`);

describe('compile (line endings and encodings)', () => {
  it('compiles a CRLF copy of the bundled rulebook byte-identical to the LF one', () => {
    const lf = serializeData(compile([{ path: 'content/rulebook.md', text: rulebook }]).data);
    const crlf = rulebook.replace(/\n/g, '\r\n');
    expect(serializeData(compile([{ path: 'content/rulebook.md', text: crlf }]).data)).toEqual(lf);
    const bytes = new TextEncoder().encode(`\uFEFF${crlf}`);
    expect(serializeData(compile([{ path: 'content/rulebook.md', text: bytes }]).data)).toEqual(lf);
  });

  it('reads CR-only, mixed and BOM files like LF ones, front matter included', () => {
    const lf =
      '---\ntitle: Combat\nnavigation_weight: 2\n---\n# Combat\n\nRoll 1d20.\n\n## Next\n\nText.\n';
    const expected = serializeData(compile([{ path: 'a.md', text: lf }]).data);
    for (const text of [
      lf.replace(/\n/g, '\r'),
      lf.replace(/\n/g, '\r\n'),
      lf.replace(/\n/g, (_, i: number) => (['\n', '\r\n', '\r'] as const)[i % 3]!),
      `\uFEFF${lf.replace(/\n/g, '\r\n')}`,
    ]) {
      const result = compile([{ path: 'a.md', text }]);
      expect(result.diagnostics).toEqual([]);
      expect(serializeData(result.data)).toEqual(expected);
      expect(result.data.manifest.files[0]).toMatchObject({ title: 'Combat', weight: 2 });
    }
  });

  it('warns about invalid UTF-8 at the line and column of the first bad byte', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('# Café\r\n\r\nA naïve '),
      0xe9, // Latin-1 é
      ...new TextEncoder().encode('tude, 0xff: '),
      0xff,
      0x0a,
    ]);
    const result = await compileBeside(bytes);
    const warning = result.diagnostics.find((d) => d.code === 'input/invalid-utf8')!;
    expect(warning).toMatchObject({ file: 'bad.md', line: 3, column: 9, severity: 'warning' });
    expect(warning.message).toContain('0xE9');
    expect(warning.hint).toMatch(/UTF-8.*Latin-1/);
    expect(result.diagnostics.filter((d) => d.code === 'input/invalid-utf8')).toHaveLength(1);
    expect(result.data.sections.find((s) => s.id === 'cafe')!.text).toContain(
      'na\u00efve \uFFFDtude',
    );
  });

  it('finds the first bad byte of truncated, overlong and surrogate sequences', () => {
    for (const [bytes, column] of [
      [[0x61, 0xc3], 2], // truncated 2-byte sequence at the end
      [[0x61, 0x62, 0xc0, 0xaf], 3], // overlong '/'
      [[0xed, 0xa0, 0x80], 1], // UTF-16 surrogate
      [[0xe2, 0x82, 0xac, 0xf8], 2], // € then an impossible byte
    ] as const) {
      const { diagnostics } = normalizeText('x.md', new Uint8Array(bytes));
      expect(diagnostics.map((d) => [d.line, d.column])).toEqual([[1, column]]);
    }
  });
});

describe('compile (no internal errors from content)', () => {
  it.each([
    [
      '1,500 nested <div> elements',
      `# T\n\n${'<div>'.repeat(1500)}x${'</div>'.repeat(1500)}\n`,
      'bad.md:3:1 input/too-deep',
    ],
    ['1,500 HTML blocks opening <div>', `# T\n\n${'<div>\n\n'.repeat(1500)}x\n`, 'input/too-deep'],
    [
      'a self-referencing YAML alias',
      '---\na: &a [*a]\n---\n# T\n',
      'bad.md:2:8 frontmatter/invalid-yaml',
    ],
    [
      'a YAML alias bomb',
      `---\na: &a [x, x, x, x, x, x, x, x, x]\n${'bcdefg'
        .split('')
        .map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`)
        .join('\n')}\n---\n# T\n`,
      'bad.md:3:8 frontmatter/invalid-yaml',
    ],
    [
      'deeply nested YAML',
      `---\na: ${'['.repeat(5000)}${']'.repeat(5000)}\n---\n# T\n`,
      `bad.md:2:${3 + MAX_YAML_DEPTH} frontmatter/invalid-yaml`,
    ],
    ['a power at level 0', power('0'), 'bad.md:4:3 power/bad-header'],
    ['a power at level 31', power('31'), 'bad.md:4:3 power/bad-header'],
    [
      'a scaling entry at level 40',
      power('1', '> *Level 40:* 2d6 damage.\n'),
      'bad.md:7:3 power/bad-scaling',
    ],
  ])('reports %s with file:line:col and compiles the other file', async (_, text, expected) => {
    const result = await compileBeside(text);
    expect(codesAt(result).join('\n')).toContain(expected);
    expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });

  it('keeps the text of HTML nested too deep', async () => {
    const result = await compileBeside(
      `# T\n\n${'<div>'.repeat(300)}deep words${'</div>'.repeat(300)}\n`,
    );
    expect(result.data.sections.find((s) => s.id === 't')!.html).toContain('deep words');
  });

  it('gives 20,000 identical headings the ids -2 … -20000 in order (a counter per base, not a search)', async () => {
    const result = await compileBeside(`# T\n\n${'## Same\n\ntext\n\n'.repeat(20_000)}`);
    const ids = result.data.sections.map((s) => s.id).filter((id) => id.startsWith('t/same'));
    expect(ids).toHaveLength(20_000);
    expect(ids.slice(0, 3)).toEqual(['t/same', 't/same-2', 't/same-3']);
    expect(ids.at(-1)).toBe('t/same-20000');
    expect(new Set(ids).size).toBe(20_000);
    const duplicates = result.diagnostics.filter((d) => d.code === 'section/duplicate-id');
    expect(duplicates.length).toBeGreaterThan(0);
  });

  it('keeps every one of 20,000 blockquotes in its section', async () => {
    const result = await compileBeside(`# T\n\n${'> Quoted line.\n\n'.repeat(20_000)}`);
    const section = result.data.sections.find((s) => s.id === 't')!;
    expect(section.html.match(/<blockquote>/g)).toHaveLength(20_000);
  });

  it('reports a block with too many emphasis marks or lines before parsing it, and compiles the rest', async () => {
    const text = `# T\n\nBefore.\n\n${'*a'.repeat(16_000)}\n\n${'line\n'.repeat(6_000)}\nAfter.\n`;
    const result = await compileBeside(text);
    expect(codesAt(result)).toEqual([
      'bad.md:5:1 input/too-complex',
      'bad.md:7:1 input/too-complex',
    ]);
    const section = result.data.sections.find((s) => s.id === 't')!;
    expect(section.text).toContain('Before.');
    expect(section.text).toContain('After.');
    const ok = await compileBeside(`# T\n\n${'*a'.repeat(4_000)}\n`);
    expect(ok.diagnostics).toEqual([]);
  });
});

describe('front matter nested too deeply, in a process of its own', () => {
  // Before the YAML depth guard, yaml composed this front matter until the stack ran out and
  // then tested the tags of an empty value at the limit; once garbage collections had flushed
  // those regexps, V8 compiled them there and its regexp compiler's stack check killed the
  // process ("RegExpCompiler Allocation failed - process out of memory", a CI worker on this
  // file), and the column reported was wherever the stack ran out. The child starts fresh,
  // collects garbage between parses as a long-lived test worker does, and parses it three times.
  it('is reported at the same line and column at any stack size, and the process lives', () => {
    const frontmatter = pathToFileURL(
      join(import.meta.dirname, '../../src/compiler/frontmatter.ts'),
    );
    const script = `import { splitFrontMatter } from ${JSON.stringify(frontmatter.href)};
const deep = '---\\na: ' + '['.repeat(5000) + ']'.repeat(5000) + '\\n---\\n# T\\n';
const seen = new Set();
splitFrontMatter('a.md', '---\\ntitle: T\\n---\\n');
for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 8; j++) globalThis.gc();
  for (const d of splitFrontMatter('bad.md', deep).diagnostics) seen.add(d.line + ':' + d.column + ' ' + d.message);
}
console.log(JSON.stringify([...seen]));`;
    const outputs = [[], ['--stack-size=300']].map((stack) => {
      const run = spawnSync(
        process.execPath,
        ['--expose-gc', ...stack, '--import', 'tsx', '--input-type=module', '-e', script],
        { encoding: 'utf8' },
      );
      expect(run.stderr).not.toContain('FATAL');
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(run.stdout) as string[];
    });
    expect(outputs[0]).toEqual([
      `2:${3 + MAX_YAML_DEPTH} Front matter is not valid YAML: collections are nested more than ${MAX_YAML_DEPTH} levels deep here`,
    ]);
    expect(outputs[1]).toEqual(outputs[0]);
  });
});

describe('words that are keys of every object', () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`fixtures/${name}/input.md`, import.meta.url), 'utf8');

  it('are read as words, not as table entries (a role, a group heading, a deity label)', async () => {
    const monster = await compileBeside(
      fixture('monster-example').replace('Elite Skirmisher', 'Elite Constructor'),
    );
    expect(monster.data.monsters[0]!.role).toBe('Constructor');
    expect(monster.data.monsters[0]!.rank).toBe('elite');
    // as written in markdown (underscores escaped, else they are emphasis) and as read
    for (const [written, word] of [
      ['Constructor', 'constructor'],
      ['\\_\\_proto\\_\\_', '__proto__'],
    ] as const) {
      const items = await compileBeside(
        fixture('item-variants').replace('## Head Items', `## ${written} Items`),
      );
      expect(items.data.items.map((item) => item.slot)).toContain(word);
      await compileBeside(fixture('deity-blocks').replace(/\*\*Symbol:\*\*/, `**${written}:**`));
    }
  });
});

describe('too many definitions (guarded before parsing)', () => {
  it('reads the first MAX_DEFINITIONS footnotes and keeps the rest as text, reported at the first one kept', async () => {
    const n = MAX_DEFINITIONS + 500;
    const text = `# Notes\n\n${Array.from({ length: n }, (_, i) => `Claim ${i}.[^n${i}]\n\n[^n${i}]: Source ${i}.\n`).join('\n')}`;
    const result = await compileBeside(text);
    // Each claim takes 4 lines from line 3: the definition of claim i is on line 5 + 4i.
    expect(codesAt(result)).toEqual([
      `bad.md:${5 + 4 * MAX_DEFINITIONS}:1 input/too-many-definitions`,
    ]);
    expect(result.diagnostics[0]!.message).toContain(`${(500).toLocaleString('en')}, from line`);
    const section = result.data.sections.find((s) => s.id === 'notes')!;
    // a kept footnote is linked; a later one shows its words, nothing is lost
    expect(section.html).toContain('href="#user-content-fn-n0"');
    expect(section.html).not.toContain(`href="#user-content-fn-n${MAX_DEFINITIONS}"`);
    expect(section.text).toContain(`[^n${n - 1}]: Source ${n - 1}.`);
    expect(section.text).toContain(`Claim ${n - 1}.[^n${n - 1}]`);
  });

  it('does the same for link reference definitions, and leaves fenced code alone', async () => {
    const fenced = '```\n[in-code]: #not-counted\n```\n';
    const defs = Array.from({ length: MAX_DEFINITIONS + 1 }, (_, i) => `[r${i}]: #r${i}\n`).join(
      '',
    );
    const result = await compileBeside(
      `# Links\n\n${fenced}\nSee [last][r${MAX_DEFINITIONS}] and [first][r0].\n\n${defs}`,
    );
    expect(codesAt(result)).toEqual([`bad.md:${9 + MAX_DEFINITIONS}:1 input/too-many-definitions`]);
    const section = result.data.sections.find((s) => s.id === 'links')!;
    expect(section.html).toContain('href="#r0"');
    expect(section.text).toContain(`[r${MAX_DEFINITIONS}]: #r${MAX_DEFINITIONS}`);
    expect(section.markdown).toContain('[in-code]: #not-counted');
    // at the limit: no diagnostic
    const ok = await compileBeside(
      `# Links\n\n${defs.split('\n').slice(0, MAX_DEFINITIONS).join('\n')}\n`,
    );
    expect(ok.diagnostics.filter((d) => d.code === 'input/too-many-definitions')).toEqual([]);
  });

  it('counts no definition inside fenced code, where a marker with an info string closes nothing', async () => {
    // "```js" inside the fence is code, not its end: the definitions after it are code too.
    const defs = Array.from({ length: MAX_DEFINITIONS + 1 }, (_, i) => `[r${i}]: #r${i}\n`).join(
      '',
    );
    const result = await compileBeside(
      `# Code\n\n\`\`\`\nbefore\n\`\`\`js\n${defs}\`\`\`\n\nAfter.\n`,
    );
    expect(result.diagnostics.filter((d) => d.code === 'input/too-many-definitions')).toEqual([]);
    const section = result.data.sections.find((s) => s.id === 'code')!;
    expect(section.markdown).toContain(`[r${MAX_DEFINITIONS}]: #r${MAX_DEFINITIONS}`);
    expect(section.html).toContain('<code>');
  });
});

describe('readContent (symbolic links and unreadable files)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rulebook-links-'));
    mkdirSync(join(dir, 'content'));
    mkdirSync(join(dir, 'shared/deeper'), { recursive: true });
    writeFileSync(join(dir, 'content/a.md'), '# A\n\nText.\n');
    writeFileSync(join(dir, 'shared/linked.md'), '# Linked\n\nText.\n');
    writeFileSync(join(dir, 'shared/deeper/inner.md'), '# Inner\n\nText.\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows links to files and directories (out of the content under "follow"), and reports broken links and loops', async () => {
    writeFileSync(join(dir, 'elsewhere.md'), '# Elsewhere\n\nText.\n');
    symlinkSync(join(dir, 'elsewhere.md'), join(dir, 'content/b-linked.md'));
    symlinkSync(join(dir, 'shared'), join(dir, 'content/c-shared'));
    symlinkSync(join(dir, 'nowhere.md'), join(dir, 'content/d-broken.md'));
    symlinkSync(join(dir, 'content'), join(dir, 'shared/deeper/loop'));
    symlinkSync(join(dir, 'content/e-cycle.md'), join(dir, 'content/e-cycle.md'));
    const inputs = await readContent([join(dir, 'content')], { cwd: dir, outsideLinks: 'follow' });
    const result = compile(inputs);
    expect(result.data.manifest.files.map((f) => f.path)).toEqual([
      'content/a.md',
      'content/b-linked.md',
      'content/c-shared/deeper/inner.md',
      'content/c-shared/linked.md',
    ]);
    expect(codesAt(result)).toEqual([
      'content/c-shared/deeper/loop:1:1 input/unreadable',
      'content/d-broken.md:1:1 input/unreadable',
      'content/e-cycle.md:1:1 input/unreadable',
    ]);
    expect(result.diagnostics[0]!.message).toContain('loop');
    expect(result.diagnostics[1]!.message).toContain('broken');
  });

  it('reports an unreadable input the same way through the incremental compiler', () => {
    const inputs: CompileInput[] = [
      good,
      { path: 'x.md', text: '', unreadable: 'permission denied' },
    ];
    const result = createIncrementalCompiler().compile(inputs);
    expect(codesAt(result)).toEqual(['x.md:1:1 input/unreadable']);
    expect(result.diagnostics[0]!.message).toBe('The file x.md cannot be read: permission denied.');
  });
});

describe('main (content that used to crash the CLI)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rulebook-hostile-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 1 with file:line:col diagnostics and no stack trace', async () => {
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'content/a.md'), `# A\n\n${'<div>'.repeat(1500)}x\n`);
    writeFileSync(join(dir, 'content/b.md'), '---\na: &a [*a]\n---\n# B\n');
    writeFileSync(join(dir, 'content/c.md'), power('0'));
    symlinkSync(join(dir, 'gone.md'), join(dir, 'content/d.md'));
    writeFileSync(join(dir, 'content/e.md'), '# E\n\nFine.\n');
    let stderr = '';
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr += String(chunk);
      return true;
    });
    const code = await main(['check', '--content', join(dir, 'content')]).finally(() =>
      spy.mockRestore(),
    );
    expect(code).toBe(1);
    expect(stderr).not.toContain('internal error');
    expect(stderr).not.toMatch(/\n\s+at /);
    for (const expected of [
      /a\.md:3:1: error input\/too-deep/,
      /b\.md:2:8: error frontmatter\/invalid-yaml/,
      /c\.md:4:3: error power\/bad-header/,
      /d\.md:1:1: error input\/unreadable/,
    ])
      expect(stderr).toMatch(expected);
  });
});
