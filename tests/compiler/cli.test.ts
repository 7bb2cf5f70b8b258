/**
 * The `rulebook compile` command: exit codes, output, atomic replacement,
 * determinism. The CLI runs in-process (`main` returns the exit code); one
 * test runs the real `rulebook` binary.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../setup/run-cli.ts';
import diagnosticSchema from '../../schemas/diagnostic.schema.json' with { type: 'json' };

const bin = join(import.meta.dirname, '../../scripts/rulebook.js');
const rulebook = join(import.meta.dirname, '../../content/rulebook.md');
let work: string;

/** Runs the CLI in-process in `work`, capturing what it writes. */
const run = (...args: string[]) => runCli(work, ...args);

/** Preloaded into the CLI: `readdir` lists every directory in reverse order. */
const REVERSE_READDIR = `data:text/javascript,${encodeURIComponent(
  "import fs from 'node:fs/promises'; import { syncBuiltinESMExports } from 'node:module';" +
    'const readdir = fs.readdir; fs.readdir = async (...a) => (await readdir(...a)).reverse();' +
    'syncBuiltinESMExports();',
)}`;

/** Runs the real CLI process in `work`; with `reverse`, the file system lists directories in reverse. */
function runProcess(reverse: boolean, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [...(reverse ? ['--import', REVERSE_READDIR] : []), bin, ...args],
    { cwd: work, encoding: 'utf8' },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function readOut(dir = 'out'): Record<string, string> {
  const path = join(work, dir);
  return Object.fromEntries(
    readdirSync(path).map((name) => [name, readFileSync(join(path, name), 'utf8')]),
  );
}

// One persistent compile cache for the file's runs, as an author's machine has
// (node_modules/.cache/rulebook): the bundled rulebook is parsed once. Stubbed before each
// test: the projects' `unstubEnvs` undoes a stub before every test (one set in beforeAll
// never reached a test, and every compile here parsed the rulebook again).
let cacheDir: string;
beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'rulebook-cli-cache-'));
});
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

beforeEach(() => {
  vi.stubEnv('RULEBOOK_CACHE_DIR', cacheDir);
  work = mkdtempSync(join(tmpdir(), 'rulebook-cli-'));
  mkdirSync(join(work, 'content'));
  cpSync(rulebook, join(work, 'content/rulebook.md'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const validateReport = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(
  diagnosticSchema,
);

/** Parses the CLI's --format json output and checks it against schemas/diagnostic.schema.json. */
function jsonReport(stdout: string) {
  const report = JSON.parse(stdout) as { diagnostics: Record<string, unknown>[]; summary: object };
  expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
  return report;
}

describe('main (rulebook compile)', () => {
  it('compiles content/ into out/ and says where the JSON went', async () => {
    const { code, stderr } = await run('compile');
    expect(code).toBe(0);
    expect(stderr).toContain('9 powers, 14 deities, 6 tables');
    expect(stderr).toContain('JSON written to out/');
    expect(Object.keys(readOut()).sort()).toEqual([
      '.rulebook-data', // the marker that lets the next compile replace out/ (output-marker.ts)
      'arts.json',
      'classes.json',
      'cruxes.json',
      'damage-by-level.json',
      'deities.json',
      'disciplines.json',
      'encounter-rules.json',
      'feat-paths.json',
      'feats.json',
      'items.json',
      'kits.json',
      'manifest.json',
      'monster-roles.json',
      'monster-xp.json',
      'monsters.json',
      'paths.json',
      'powers.json',
      'sections.json',
      'species.json',
      'tables.json',
      'terms.json',
      'traps.json',
    ]);
    const manifest = JSON.parse(readOut()['manifest.json']!);
    expect(manifest.files).toEqual([
      expect.objectContaining({ path: 'content/rulebook.md', title: 'Rulebook', weight: 1 }),
    ]);
  });

  it('leaves out/ untouched when nothing changed, and writes it again when a file there did', async () => {
    expect((await run('compile')).code).toBe(0);
    const out = join(work, 'out');
    const stamps = () =>
      readdirSync(out)
        .sort()
        .map((name) => {
          const { ino, mtimeMs } = statSync(join(out, name));
          return { name, ino, mtimeMs };
        });
    const written = readOut();
    const before = stamps();
    // What a killed compile left beside out/ goes, even when out/ itself is left as it is.
    const stale = join(work, '.out.tmp-99999999-x');
    mkdirSync(stale);
    const again = await run('compile');
    expect(existsSync(stale)).toBe(false);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('9 powers, 14 deities, 6 tables');
    expect(again.stderr).toContain('JSON in out/ already up to date');
    // The same files, not rewritten: a tool watching out/ sees no change.
    expect(stamps()).toEqual(before);
    // A file edited, one removed, one added: out/ is written again, exactly the output.
    writeFileSync(join(out, 'powers.json'), '[]\n');
    expect((await run('compile')).code).toBe(0);
    expect(readOut()).toEqual(written);
    rmSync(join(out, 'terms.json'));
    expect((await run('compile')).code).toBe(0);
    expect(readOut()).toEqual(written);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    expect((await run('compile')).code).toBe(0);
    expect(readOut()).toEqual(written);
    // And the stamp follows the new files: the next compile leaves them as they are.
    const after = stamps();
    expect((await run('compile')).code).toBe(0);
    expect(stamps()).toEqual(after);
  });

  it('writes byte-identical output for the same input, whatever the file order', () => {
    // Files in several directories, whose path order differs from their weight order.
    const files: [string, string][] = [
      ['content/rulebook.md', readFileSync(rulebook, 'utf8')],
      ['content/a-extra.md', '---\nnavigation_weight: 5\n---\n# Extra\n\nText with 2d6.\n'],
      [
        'content/z/deep.md',
        '---\nnavigation_weight: 0\n---\n# Deep\n\nSee [Extra](../a-extra.md#extra).\n',
      ],
      ['content/m/n/o.md', '# Unweighted\n\nText.\n'],
      ['content/b.md', '# Also unweighted\n\nText.\n'],
    ];
    const layout = (order: [string, string][]) => {
      rmSync(join(work, 'content'), { recursive: true, force: true });
      for (const [path, text] of order) {
        mkdirSync(join(work, path, '..'), { recursive: true });
        writeFileSync(join(work, path), text);
      }
    };
    layout(files);
    expect(runProcess(false, 'compile', '--out', 'first').code).toBe(0);
    // Created in the opposite order, and listed by the file system in reverse.
    layout([...files].reverse());
    expect(runProcess(true, 'compile', '--out', 'second').code).toBe(0);
    expect(readOut('second')).toEqual(readOut('first'));
    const manifest = JSON.parse(readOut('first')['manifest.json']!) as {
      files: { path: string }[];
    };
    expect(manifest.files.map((file) => file.path)).toEqual([
      'content/z/deep.md',
      'content/rulebook.md',
      'content/a-extra.md',
      'content/b.md',
      'content/m/n/o.md',
    ]);
  });

  it('merges several --content directories', async () => {
    mkdirSync(join(work, 'homebrew'));
    writeFileSync(
      join(work, 'homebrew/extra.md'),
      '# Homebrew\n\n> #### Zap\n> **At-Will** **Attack** **1** (**Standard Action**)\n> **Ranged** 10, one creature\n> **Hit** 1d6 damage.\n',
    );
    expect((await run('compile', '--content', 'content', '--content', 'homebrew')).code).toBe(0);
    const powers = JSON.parse(readOut()['powers.json']!) as {
      id: string;
      source: { file: string };
    }[];
    expect(powers.find((p) => p.id === 'zap')?.source.file).toBe('homebrew/extra.md');
  });

  it('keeps a power revised in a later directory as a second version, naming both places, unless it replaces it', async () => {
    mkdirSync(join(work, 'homebrew'));
    const power = (hit: string) =>
      `# House Rules\n\n> #### Basic Melee Attack\n> **At-Will** **Attack** **Feature** (**Standard Action**) ● **Weapon**\n> **Melee** weapon, one creature\n> **Attack** Strength vs AC\n> **Hit** ${hit}\n`;
    writeFileSync(join(work, 'homebrew/house.md'), power('2dW + Strength modifier damage.'));
    const revised = await run('compile', '--content', 'content', '--content', 'homebrew');
    expect(revised.code).toBe(0);
    expect(revised.stderr).toMatch(
      /homebrew\/house\.md:3:1: warning library\/revision .*also at content\/rulebook\.md:1361 .*`basic-melee-attack-house`/,
    );
    const versions = JSON.parse(readOut()['powers.json']!) as { id: string; versions?: string[] }[];
    expect(
      versions.filter((p) => p.id.startsWith('basic-melee-attack')).map((p) => [p.id, p.versions]),
    ).toEqual([
      ['basic-melee-attack', ['basic-melee-attack-house']],
      ['basic-melee-attack-house', ['basic-melee-attack']],
    ]);
    writeFileSync(
      join(work, 'homebrew/house.md'),
      `---\nreplaces: [basic-melee-attack, no-such-power]\n---\n${power('3dW + Strength modifier damage.')}`,
    );
    const replaced = await run('compile', '--content', 'content', '--content', 'homebrew');
    expect(replaced.code).toBe(0);
    expect(replaced.stderr).toContain('warning frontmatter/unused-replaces');
    const powers = JSON.parse(readOut()['powers.json']!) as {
      id: string;
      source: { file: string };
      lines: { text: string }[];
    }[];
    const melee = powers.filter((p) => p.id.startsWith('basic-melee-attack'));
    expect(melee).toHaveLength(1);
    expect(melee[0]!.source.file).toBe('homebrew/house.md');
    expect(melee[0]!.lines[1]!.text).toBe('3dW + Strength modifier damage.');
    const sections = JSON.parse(readOut()['sections.json']!) as {
      id: string;
      blocks: { id: string }[];
    }[];
    expect(
      sections
        .find((s) => s.id === 'actions-in-combat/basic-attack-standard-action')!
        .blocks.map((b) => b.id),
    ).toEqual(['basic-ranged-attack']);
  });

  it('exits 1 on content errors, prints file:line:col, and still writes everything that could be read', async () => {
    writeFileSync(
      join(work, 'content/broken.md'),
      '# Broken\n\n> #### Oops\n> **Sometimes** **Attack** **1** (**Standard Action**)\n\n> #### Fine\n> **At-Will** **Attack** **1** (**Standard Action**)\n> **Melee** 1, one creature\n> **Hit** 1d6 damage.\n',
    );
    const { code, stderr } = await run('compile');
    expect(code).toBe(1);
    expect(stderr).toContain('content/broken.md:4:3: error power/bad-header');
    expect(stderr).toContain('hint:');
    expect(stderr).toContain('with 1 error, 0 warnings');
    expect(stderr).toContain('JSON written to out/');
    const out = readOut();
    const powers = JSON.parse(out['powers.json']!) as { id: string }[];
    // The rulebook's powers and the readable one; the broken one is prose in its section.
    expect(powers.map((p) => p.id)).toContain('fine');
    expect(powers.map((p) => p.id)).toContain('basic-melee-attack');
    expect(powers.map((p) => p.id)).not.toContain('oops');
    const sections = JSON.parse(out['sections.json']!) as { id: string; text: string }[];
    expect(sections.find((s) => s.id === 'broken')!.text).toContain('Sometimes Attack 1');
    const manifest = JSON.parse(out['manifest.json']!) as {
      counts: { errors: number };
      diagnostics: { code: string; file: string; line: number }[];
    };
    expect(manifest.counts.errors).toBe(1);
    expect(manifest.diagnostics).toEqual([
      expect.objectContaining({ code: 'power/bad-header', file: 'content/broken.md', line: 4 }),
    ]);
    expect(readdirSync(work).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('fails warnings under --strict and reports JSON diagnostics with --format json', async () => {
    writeFileSync(join(work, 'content/ial.md'), '# Attr\n\nText\n{: .note}\n');
    expect((await run('compile')).code).toBe(0);
    const { code, stdout } = await run(
      'compile',
      '--strict',
      '--format',
      'json',
      '--out',
      'strict',
    );
    expect(code).toBe(1);
    const report = jsonReport(stdout);
    expect(report.summary).toEqual({ files: 2, errors: 1, warnings: 0, ok: false, out: 'strict' });
    expect(report.diagnostics[0]).toMatchObject({
      code: 'kramdown/attribute-list',
      file: 'content/ial.md',
      line: 4,
      column: 1,
      severity: 'error',
    });
    // Written all the same: the exit code is what fails a CI.
    expect(Object.keys(readOut('strict'))).toContain('powers.json');
  });

  it('checks without writing: links, errors and exit codes for an author’s CI', async () => {
    expect((await run('check')).code).toBe(0);
    expect(existsSync(join(work, 'out'))).toBe(false);
    writeFileSync(
      join(work, 'content/links.md'),
      '# Links\n\nSee [nothing](#nowhere) and [grapple](rulebook.md#grapple-standard-action).\n',
    );
    const { code, stderr } = await run('check');
    expect(code).toBe(1);
    expect(stderr).toContain('content/links.md:3:5: error link/broken');
    expect(stderr).not.toContain('rulebook.md#grapple');
    expect(stderr).toContain('Check failed');
    const json = await run('check', '--format', 'json');
    expect(jsonReport(json.stdout).summary).toEqual({
      files: 2,
      errors: 1,
      warnings: 0,
      ok: false,
    });
    expect(existsSync(join(work, 'out'))).toBe(false);
  });

  it('reports a successful compile as JSON that matches its schema, with where the JSON went', async () => {
    const report = jsonReport((await run('compile', '--format', 'json')).stdout);
    expect(report).toEqual({
      diagnostics: [],
      summary: { files: 1, errors: 0, warnings: 0, ok: true, out: 'out' },
    });
  });

  it('reads content directories and line breaks from rulebook.config.json; --content overrides', async () => {
    mkdirSync(join(work, 'book'));
    writeFileSync(join(work, 'book/wrapped.md'), '# Wrapped\n\nOne\ntwo\n');
    writeFileSync(
      join(work, 'rulebook.config.json'),
      JSON.stringify({ content: ['book'], lineBreaks: 'hard_wrap' }),
    );
    expect((await run('compile')).code).toBe(0);
    const sections = JSON.parse(readOut()['sections.json']!) as { html: string }[];
    expect(sections.map((section) => section.html)).toEqual(['<p>One<br>\ntwo</p>']);
    expect((await run('compile', '--content', 'content', '--out', 'book-out')).code).toBe(0);
    expect(readOut('book-out')['powers.json']).toContain('"grapple"');
  });

  it('stops at start on a bad rulebook.config.json, naming the key, the problem and the fix', async () => {
    writeFileSync(join(work, 'rulebook.config.json'), JSON.stringify({ ruleset: '5e' }));
    const { code, stderr } = await run('compile');
    expect(code).toBe(2);
    expect(stderr).toContain('rulebook.config.json is invalid');
    expect(stderr).toContain('ruleset: must be one of "orcus"');
    expect(stderr).toContain('Fix:');
    expect(stderr).not.toContain('internal error');
    expect(existsSync(join(work, 'out'))).toBe(false);
  });

  it('exits 2 on usage errors and a missing content directory, and prints help', async () => {
    expect((await run('compile', '--format', 'xml')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
    expect((await run('compile', '--bogus')).code).toBe(2);
    const missing = await run('compile', '--content', 'nowhere');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Content directory "nowhere" does not exist');
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: rulebook compile');
  });

  it('runs as the real `rulebook` binary (the install-time bundle): help, a compile and its exit code', () => {
    const real = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], { cwd: work, encoding: 'utf8' });
    const help = real('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: rulebook compile');
    const compiled = real('compile');
    expect(compiled.status).toBe(0);
    expect(compiled.stderr).toContain('JSON written to out/');
    expect(Object.keys(readOut())).toContain('powers.json');
    expect(real('compile', '--content', 'nowhere').status).toBe(2);
  });
});
