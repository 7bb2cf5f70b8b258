/**
 * parseYamlDocument: authors' YAML parsed as the `yaml` package parses it, up
 * to MAX_YAML_DEPTH levels of collections; a document nested deeper is
 * reported at its first collection too deep instead of being composed (the
 * package's composition recursed to the stack limit, where a regexp compile
 * could kill the process: yaml-document.ts).
 */
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { splitFrontMatter } from '../../src/compiler/frontmatter.ts';
import { readSiteConfigs } from '../../src/compiler/site-config.ts';
import { MAX_YAML_DEPTH, parseYamlDocument } from '../../src/compiler/yaml-document.ts';

/** `depth` flow sequences inside each other under the key `a` (the mapping is one level more). */
const flow = (depth: number) => `a: ${'['.repeat(depth)}x${']'.repeat(depth)}\n`;
/** `depth` block mappings inside each other, one key per line, each indented one space more. */
const block = (depth: number) =>
  `${Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')} 1\n`;

describe('parseYamlDocument', () => {
  it('gives parseDocument’s value and errors up to MAX_YAML_DEPTH, flow or block', () => {
    for (const text of [
      flow(MAX_YAML_DEPTH - 1),
      block(MAX_YAML_DEPTH),
      '- [a, {b: c}]\n',
      'a: &x [1]\nb: *x\n',
      'a: 1\n---\nb: 2\n---\nc: 3\n',
      'a: [1\nb: : c\n',
      '',
    ]) {
      const doc = parseYamlDocument(text);
      const expected = parseDocument(text, { prettyErrors: false });
      expect(doc.toJS()).toEqual(expected.toJS());
      const errors = (d: typeof doc) => d.errors.map((e) => [e.code, e.pos, e.message]);
      expect(errors(doc)).toEqual(errors(expected));
      expect(doc.errors.length > 0).toBe(text.startsWith('a: 1') || text.startsWith('a: [1'));
    }
  });

  it('reports the first collection nested deeper, without composing the document', () => {
    for (const [text, first] of [
      // the mapping is level 1: the 64th `[` opens level 65
      [flow(MAX_YAML_DEPTH), 3 + MAX_YAML_DEPTH - 1],
      [flow(5_000), 3 + MAX_YAML_DEPTH - 1],
      [block(MAX_YAML_DEPTH + 1), block(MAX_YAML_DEPTH + 1).indexOf(`k${MAX_YAML_DEPTH}:`)],
      [`ok: [1]\n${block(3_000)}`, 8 + block(3_000).indexOf(`k${MAX_YAML_DEPTH}:`)],
    ] as const) {
      const doc = parseYamlDocument(text);
      expect(doc.errors.map((e) => [e.pos[0], e.code, e.message])).toEqual([
        [
          first,
          'RESOURCE_EXHAUSTION',
          `collections are nested more than ${MAX_YAML_DEPTH} levels deep here`,
        ],
      ]);
      expect(doc.toJS()).toBeNull();
    }
  });

  it('fills a line counter as parseDocument does, whether or not the document is too deep', () => {
    for (const text of ['a: 1\nb:\n  - c\n', `x: 1\r\n${flow(100)}y: 2\n`]) {
      const ours = new LineCounter();
      const theirs = new LineCounter();
      parseYamlDocument(text, ours);
      parseDocument(text, { lineCounter: theirs });
      expect(ours.lineStarts).toEqual(theirs.lineStarts);
    }
  });
});

describe('YAML nested too deeply, where authors write it', () => {
  it('is front matter not valid YAML, at the same line and column whatever the stack', () => {
    const { meta, diagnostics } = splitFrontMatter(
      'a.md',
      `---\ntitle: T\n${flow(5_000)}---\n# T\n`,
    );
    expect(meta).toEqual({});
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      `3:${3 + MAX_YAML_DEPTH} frontmatter/invalid-yaml Front matter is not valid YAML: collections are nested more than ${MAX_YAML_DEPTH} levels deep here`,
    ]);
  });

  it('is a _config.yml warning at its line and column, the setting ignored', () => {
    const siteConfig = `title: x\nkramdown: ${'{a: '.repeat(100)}1${'}'.repeat(100)}\n`;
    const { lineBreaks, diagnostics } = readSiteConfigs([{ path: 'book', siteConfig }]);
    expect(lineBreaks.size).toBe(0);
    expect(diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'input/site-config',
        file: 'book/_config.yml',
        line: 2,
        // `kramdown: ` then 63 `{a: `: the 64th `{` opens level 65
        column: 10 + 4 * (MAX_YAML_DEPTH - 1) + 1,
      },
    ]);
    expect(diagnostics[0]!.message).toContain(`nested more than ${MAX_YAML_DEPTH} levels deep`);
  });
});
