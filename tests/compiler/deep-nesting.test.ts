/**
 * Deep nesting that micromark is quadratic on (Hardening II, item 4): one
 * line of 49,999 `[` took 12 s. Each kind found by fuzzing is guarded before
 * the parse (src/compiler/inline-nesting.ts): the build reports it as
 * `input/too-deep` at its file:line:col, every character still shows, and
 * nesting below the limits is left exactly as remark parses it. No
 * wall-clock assertions: the guard firing is what keeps the time linear.
 */
import { describe, expect, it } from 'vitest';
import { compile, validateData } from '../../src/compiler/index.ts';
import { guardLines, MAX_DEPTH } from '../../src/compiler/limits.ts';
import { MAX_BRACKET_DEPTH, MAX_EMPHASIS_RUN } from '../../src/compiler/inline-nesting.ts';
import { parseMarkdown, parseWithRemark } from '../../src/compiler/parse-markdown.ts';
import { DEEP_KINDS } from './deep-kinds.ts';

/** A depth each kind reaches well past its limit (2,000: the old parse took seconds to minutes). */
const DEEP = 2_000;
/** A depth each kind stays under (nesting any book uses, and more). */
const SHALLOW = {
  brackets: MAX_BRACKET_DEPTH,
  runs: MAX_EMPHASIS_RUN / 2,
  lines: Math.floor(MAX_DEPTH / 2),
};

const shallowDepth = (kind: string) =>
  /runs/.test(kind) ? SHALLOW.runs : /lists/.test(kind) ? SHALLOW.lines : SHALLOW.brackets;

/** The characters of a text that are not spaces, line breaks or markdown's `\` escapes, in order. */
const visible = (text: string) => text.replace(/[\s\\]/g, '');

describe('deep nesting (guarded before the parse)', () => {
  it.each(Object.keys(DEEP_KINDS))(
    '%s: reported as input/too-deep at file:line:col, every character kept as text',
    (kind) => {
      const body = DEEP_KINDS[kind as keyof typeof DEEP_KINDS](DEEP);
      const result = compile([{ path: 'deep.md', text: `# T\n\n${body}\n\nAfter.\n` }]);
      expect(validateData(result.data)).toEqual([]);
      const deep = result.diagnostics.filter((d) => d.code === 'input/too-deep');
      expect(deep.length).toBeGreaterThan(0);
      expect(deep[0]).toMatchObject({ file: 'deep.md', severity: 'error' });
      // The guard's own report (the parse may report again where the kept depth is still deep).
      const guard = deep.find((d) => /kept as (plain )?text/.test(d.message));
      expect(guard).toMatchObject({ file: 'deep.md' });
      // Where the kind starts (line 3), or below it where it passes the limit (over lines).
      expect(guard!.line).toBeGreaterThanOrEqual(3);
      // The guard escaped what it found too deep: every character is still in the text parsed.
      const guarded = guardLines('deep.md', `# T\n\n${body}\n`).text;
      expect(visible(guarded)).toBe(visible(`# T\n\n${body}\n`));
      const section = result.data.sections.find((s) => s.id === 't')!;
      expect(section.text).toContain('After.');
      expect(section.text).toContain('x');
    },
  );

  it('points at the first bracket past the limit, and shows the brackets in the page', () => {
    const result = compile([
      { path: 'deep.md', text: `# T\n\nSee ${'['.repeat(DEEP)}x${']'.repeat(DEEP)}\n` },
    ]);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([
      `deep.md:3:${'See '.length + MAX_BRACKET_DEPTH + 1} input/too-deep`,
    ]);
    expect(result.diagnostics[0]!.hint).toContain('`\\[`');
    const text = result.data.sections[0]!.text;
    expect(text).toContain(`${'['.repeat(DEEP)}x${']'.repeat(DEEP)}`);
  });

  it('leaves nesting below the limits as remark parses it, with no diagnostic', () => {
    for (const [kind, make] of Object.entries(DEEP_KINDS)) {
      const text = `# T\n\n${make(shallowDepth(kind))}\n`;
      const guarded = guardLines('ok.md', text);
      expect(guarded.diagnostics, kind).toEqual([]);
      expect(guarded.text, kind).toBe(text);
      expect(parseMarkdown(guarded.text), kind).toEqual(parseWithRemark(text));
    }
  });

  it('leaves fenced code, fill-in lines and thematic breaks alone', () => {
    const text = [
      '# T',
      '',
      '```',
      `${'['.repeat(DEEP)}`,
      `${'- '.repeat(100)}x`,
      '```',
      '',
      `Name: ${'_'.repeat(200)}`,
      '',
      `${'- '.repeat(100)}`,
      '',
      `${'*'.repeat(200)}`,
      '',
      `\`${'['.repeat(DEEP)}\``,
      '',
    ].join('\n');
    const guarded = guardLines('ok.md', text);
    expect(guarded.diagnostics).toEqual([]);
    expect(guarded.text).toBe(text);
  });
});
