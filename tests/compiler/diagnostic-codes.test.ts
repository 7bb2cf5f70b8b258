/**
 * Every diagnostic code is raised by some fixture: the golden fixtures cover
 * most, and the inputs below raise the rest, each at its file:line:col. A new
 * code without a fixture fails the completeness test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedCodes } from './diagnostics-doc.ts';
import {
  compile,
  DIAGNOSTIC_CODES,
  type CompileInput,
  type CompileOptions,
  type DiagnosticCode,
} from '../../src/compiler/index.ts';
import { MAX_DEFINITIONS, MAX_DEPTH, MAX_LINE_LENGTH } from '../../src/compiler/limits.ts';
import {
  pictureDiagnostics,
  withDiagnostics,
  type PictureState,
} from '../../src/compiler/picture-checks.ts';

/** Inputs that raise a code the golden fixtures do not, and where it must point. */
const RAISERS: Partial<
  Record<
    DiagnosticCode,
    {
      inputs: CompileInput[];
      at: { file: string; line: number; column: number };
      /** What the I/O edge found at each picture path (src/io/pictures.ts), for its codes. */
      pictures?: Record<string, PictureState>;
      /** Compile options, for codes raised by what they carry (a content directory's _config.yml). */
      options?: CompileOptions;
    }
  >
> = {
  'picture/missing': {
    inputs: [{ path: 'book/a.md', text: '# Gallery\n\nThe owl: ![owl](pics\\owl.png)\n' }],
    pictures: { 'book/pics/owl.png': { unreadable: 'no such file' } },
    at: { file: 'book/a.md', line: 3, column: 10 },
  },
  'picture/outside': {
    inputs: [{ path: 'book/a.md', text: '# Gallery\n\n![key](../../etc/key.png)\n' }],
    pictures: { '../etc/key.png': 'outside' },
    at: { file: 'book/a.md', line: 3, column: 1 },
  },
  'frontmatter/unclosed': {
    inputs: [{ path: 'a.md', text: '---\ntitle: Open\n# Heading\n\nText.\n' }],
    at: { file: 'a.md', line: 1, column: 1 },
  },
  'power/missing-name': {
    inputs: [
      {
        path: 'a.md',
        text: '# Powers\n\n> ####\n> **At-Will** **Attack** **Feature** (**Standard Action**)  \n> **Melee** 1 creature  \n',
      },
    ],
    at: { file: 'a.md', line: 3, column: 1 },
  },
  'input/invalid-utf8': {
    // "café" saved as Latin-1: the é is the byte 0xE9, at line 3, column 4.
    inputs: [{ path: 'a.md', text: new Uint8Array([...Buffer.from('# Menu\n\ncaf'), 0xe9, 10]) }],
    at: { file: 'a.md', line: 3, column: 4 },
  },
  'input/site-config': {
    inputs: [{ path: 'book/a.md', text: '# Book\n' }],
    options: { contentDirs: [{ path: 'book', siteConfig: 'markdown: kramdown\nkramdown: [\n' }] },
    at: { file: 'book/_config.yml', line: 3, column: 1 },
  },
  'input/unreadable': {
    inputs: [{ path: 'a.md', text: '', unreadable: 'permission denied' }],
    at: { file: 'a.md', line: 1, column: 1 },
  },
  'input/symlink-outside': {
    inputs: [
      {
        path: 'a.md',
        text: '',
        unreadable: 'it is a symbolic link to /etc/passwd, outside the content directories',
        skipped: 'input/symlink-outside',
      },
    ],
    at: { file: 'a.md', line: 1, column: 1 },
  },
  'input/dot-file': {
    inputs: [
      {
        path: '.a.md',
        text: '',
        unreadable: 'its name starts with a dot',
        skipped: 'input/dot-file',
      },
    ],
    at: { file: '.a.md', line: 1, column: 1 },
  },
  'input/too-complex': {
    inputs: [{ path: 'a.md', text: `# Stars\n\n${'*a '.repeat(4001)}\n` }],
    at: { file: 'a.md', line: 3, column: 1 },
  },
  'input/too-many-definitions': {
    // MAX_DEFINITIONS + 1 link definitions from line 3: the last, on line 3 + MAX_DEFINITIONS, is kept as text.
    inputs: [
      {
        path: 'a.md',
        text: `# Links\n\n${Array.from({ length: MAX_DEFINITIONS + 1 }, (_, i) => `[r${i}]: #r\n`).join('')}`,
      },
    ],
    at: { file: 'a.md', line: 3 + MAX_DEFINITIONS, column: 1 },
  },
  'input/duplicate-path': {
    inputs: [
      { path: 'a.md', text: '# One\n' },
      { path: 'a.md', text: '# Two\n' },
    ],
    at: { file: 'a.md', line: 1, column: 1 },
  },
  'input/line-too-long': {
    inputs: [{ path: 'a.md', text: `# Long\n\n${'x'.repeat(MAX_LINE_LENGTH + 1)}\n` }],
    at: { file: 'a.md', line: 3, column: 1 },
  },
  'input/too-deep': {
    inputs: [{ path: 'a.md', text: `# Deep\n\n${'> '.repeat(MAX_DEPTH + 5)}text\n` }],
    at: { file: 'a.md', line: 3, column: 1 },
  },
};

/** Codes in the golden fixtures' expected diagnostics. */
function goldenCodes(): Set<string> {
  const root = join(import.meta.dirname, 'fixtures');
  const codes = new Set<string>();
  for (const name of readdirSync(root)) {
    let expected: { diagnostics?: { code: string }[] };
    try {
      expected = JSON.parse(readFileSync(join(root, name, 'expected.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const d of expected.diagnostics ?? []) codes.add(d.code);
  }
  return codes;
}

describe('diagnostic codes', () => {
  for (const [code, { inputs, at, pictures, options }] of Object.entries(RAISERS)) {
    it(`${code} is raised where the problem is`, () => {
      const compiled = compile(inputs, options);
      const found = pictureDiagnostics(compiled.data.manifest.pictures, (path) => {
        return pictures?.[path] ?? 'ok';
      });
      const { diagnostics } = withDiagnostics(compiled, found);
      // The first report of the code points at the problem (input/too-deep is reported again
      // where the parser still finds the kept depth too deep).
      expect(diagnostics.find((d) => d.code === code)).toEqual(
        expect.objectContaining({
          code,
          ...at,
          severity: DIAGNOSTIC_CODES[code as DiagnosticCode].severity,
        }),
      );
    });
  }

  it('every code (and every code docs/diagnostics.md explains) has a fixture that raises it', () => {
    const raised = new Set([...goldenCodes(), ...Object.keys(RAISERS)]);
    const documented = [...documentedCodes().keys()];
    expect(documented.sort()).toEqual(Object.keys(DIAGNOSTIC_CODES).sort());
    // The schema safety net: no content reaches it (extractors report every limit first);
    // tests/compiler/schema-limits.test.ts raises it directly.
    raised.add('schema/out-of-range');
    expect(Object.keys(DIAGNOSTIC_CODES).filter((code) => !raised.has(code))).toEqual([]);
  });
});
