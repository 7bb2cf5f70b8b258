/**
 * The library's home page and its author's settings (content-formats §13.3):
 * `index.md` at the top of a content directory is the front page's content,
 * not a book; a content directory's Jekyll `_config.yml` gives its files'
 * line-break default.
 */
import { describe, expect, it } from 'vitest';
import { compile, type CompileInput, type CompileOptions } from '../../src/compiler/index.ts';
import { createIncrementalCompiler } from '../../src/compiler/incremental.ts';

const HOME = [
  '---',
  'layout: home',
  'title: Home',
  '---',
  '',
  'The Fen Almanac is out: read it beside the rulebook.',
  '',
  '## Books',
  '',
  '- [Rulebook](Orcus Rulebook - current.md)',
  '- [Fen Almanac](Fen%20Almanac.md#tides)',
  '- [Rulebook as a PDF](https://example.org/orcus-rulebook.pdf)',
  '- [Bestiary](Orcus Bestiary.md)',
  '',
].join('\n');

const library: CompileInput[] = [
  { path: 'books/index.md', text: HOME },
  { path: 'books/Orcus Rulebook - current.md', text: '# Rulebook\n1.1\n\n# Combat\n\nRoll.\n' },
  { path: 'books/Fen Almanac.md', text: '# Fen Almanac\n\n## Tides\n\nTwice a day.\n' },
  { path: 'books/adventures/index.md', text: '# Adventures\n\nThe list of adventures.\n' },
];
const dirs: CompileOptions = { contentDirs: [{ path: 'books' }] };

describe('index.md at the top of a content directory', () => {
  const { data, diagnostics } = compile(library, dirs);

  it('is the front page’s content, not a book: no section comes from it', () => {
    expect(data.sections.some((s) => s.source.file === 'books/index.md')).toBe(false);
    expect(data.manifest.home).toEqual([
      { file: 'books/index.md', html: expect.stringContaining('The Fen Almanac is out') },
    ]);
    const html = data.manifest.home![0]!.html;
    expect(html).toContain('<h2>Books</h2>');
    expect(html).toContain('<a href="Orcus%20Rulebook%20-%20current.md">Rulebook</a>');
    expect(html).toContain('<a href="https://example.org/orcus-rulebook.pdf">');
    // Still an input of the library.
    expect(data.manifest.files.map((f) => f.path)).toContain('books/index.md');
  });

  it('has its links checked like any file’s, at file:line:col', () => {
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'link/broken',
        file: 'books/index.md',
        line: 13,
        column: 3,
        message: expect.stringContaining('no content file books/Orcus Bestiary.md'),
      }),
    ]);
  });

  it('in a subfolder is an ordinary file, with its chapters', () => {
    expect(data.sections.find((s) => s.source.file === 'books/adventures/index.md')?.title).toBe(
      'Adventures',
    );
  });

  it('without content directories given, is home at the top level only', () => {
    const top = compile([{ path: 'index.md', text: 'Welcome.\n' }]);
    expect(top.data.sections).toEqual([]);
    expect(top.diagnostics).toEqual([]);
    expect(top.data.manifest.home).toEqual([{ file: 'index.md', html: '<p>Welcome.</p>' }]);
    expect(compile([{ path: 'x/index.md', text: '# X\n' }]).data.manifest.home).toBeUndefined();
  });

  it('compiles the same incrementally, after an edit too', () => {
    const incremental = createIncrementalCompiler();
    expect(incremental.compile(library, dirs)).toEqual(compile(library, dirs));
    const edited = library.map((input, i) =>
      i === 0 ? { ...input, text: HOME.replace('is out', 'is here') } : input,
    );
    expect(incremental.compile(edited, dirs)).toEqual(compile(edited, dirs));
  });
});

describe('a content directory’s _config.yml', () => {
  const book: CompileInput = { path: 'a/book.md', text: '# Book\n\nOne\nTwo\n' };
  const htmlOf = (inputs: CompileInput[], options: CompileOptions) =>
    compile(inputs, options).data.sections.map((s) => s.html);
  const wrapped = '<p>One<br>\nTwo</p>';
  const soft = '<p>One\nTwo</p>';

  it('turns hard_wrap on for its files, in kramdown’s place or at the top level', () => {
    const nested = 'markdown: kramdown\nkramdown:\n  input: GFM\n  hard_wrap: true\n';
    expect(htmlOf([book], { contentDirs: [{ path: 'a', siteConfig: nested }] })).toEqual([wrapped]);
    const top = 'markdown: kramdown\nhard_wrap: true\n';
    expect(htmlOf([book], { contentDirs: [{ path: 'a', siteConfig: top }] })).toEqual([wrapped]);
    expect(htmlOf([book], { contentDirs: [{ path: 'a', siteConfig: 'title: Orcus\n' }] })).toEqual([
      soft,
    ]);
  });

  it('yields to rulebook.config.json’s lineBreaks and to a file’s front matter', () => {
    const contentDirs = [{ path: 'a', siteConfig: 'kramdown:\n  hard_wrap: true\n' }];
    expect(htmlOf([book], { lineBreaks: 'commonmark', contentDirs })).toEqual([soft]);
    const own = { path: 'a/own.md', text: '---\nhard_wrap: false\n---\n# Own\n\nOne\nTwo\n' };
    expect(htmlOf([own], { contentDirs })).toEqual([soft]);
  });

  it('holds for its own directory only', () => {
    const other: CompileInput = { path: 'b/other.md', text: '# Other\n\nOne\nTwo\n', layer: 1 };
    const contentDirs = [
      { path: 'a', siteConfig: 'kramdown: { hard_wrap: true }\n' },
      { path: 'b' },
    ];
    expect(htmlOf([book, other], { contentDirs })).toEqual([wrapped, soft]);
  });

  it('that does not parse, or says neither true nor false, is a warning naming the line', () => {
    const broken = compile([book], {
      contentDirs: [{ path: 'a', siteConfig: 'markdown: kramdown\nkramdown: [hard_wrap\n' }],
    });
    expect(broken.data.sections.map((s) => s.html)).toEqual([soft]);
    expect(broken.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'input/site-config',
        file: 'a/_config.yml',
        line: 3,
        message: expect.stringMatching(
          /^a\/_config\.yml is not valid YAML: .*; its line-break setting is ignored\.$/,
        ),
      }),
    ]);
    const word = compile([book], {
      contentDirs: [{ path: 'a', siteConfig: 'kramdown:\n  hard_wrap: yes please\n' }],
    });
    expect(word.diagnostics).toEqual([
      expect.objectContaining({
        code: 'input/site-config',
        line: 2,
        column: 14,
        message:
          'a/_config.yml gives `kramdown.hard_wrap` the value "yes please", not true or false; its line-break setting is ignored.',
      }),
    ]);
  });

  it('is reported once by the incremental compiler, whatever the number of files', () => {
    const inputs = [book, { path: 'a/more.md', text: '# More\n' }];
    const options = { contentDirs: [{ path: 'a', siteConfig: 'kramdown: [\n' }] };
    const result = createIncrementalCompiler().compile(inputs, options);
    expect(result).toEqual(compile(inputs, options));
    expect(result.diagnostics.filter((d) => d.code === 'input/site-config')).toHaveLength(1);
  });
});
