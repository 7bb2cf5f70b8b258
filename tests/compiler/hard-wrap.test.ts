/** kramdown's hard_wrap: line breaks in paragraphs as breaks, per file or by configuration. */
import { describe, expect, it } from 'vitest';
import { compile, type LineBreaks } from '../../src/compiler/index.ts';

const body =
  '# Wrapped\n\nFirst line\nsecond line\n\n> #### Shove  \n> **At-Will** **Attack** **Feature** (**Standard Action**)  \n> **Melee** 1 creature  \n> **Effect** The target falls prone.  \n';

function html(text: string, lineBreaks?: LineBreaks) {
  const { data, diagnostics } = compile([{ path: 'a.md', text }], lineBreaks ? { lineBreaks } : {});
  return { section: data.sections[0]!.html, powers: data.powers, diagnostics };
}

describe('hard_wrap', () => {
  it('keeps CommonMark soft breaks by default', () => {
    expect(html(body).section).toContain('<p>First line\nsecond line</p>');
  });

  it('breaks every line of a paragraph when the file asks in its front matter', () => {
    const { section, diagnostics } = html(`---\nhard_wrap: true\n---\n${body}`);
    expect(section).toContain('<p>First line<br>\nsecond line</p>');
    expect(diagnostics).toEqual([]);
  });

  it('applies the configured default, which a file’s front matter overrides', () => {
    expect(html(body, 'hard_wrap').section).toContain('First line<br>\nsecond line');
    expect(html(`---\nhard_wrap: false\n---\n${body}`, 'hard_wrap').section).toContain(
      'First line\nsecond line',
    );
  });

  it('reads power blocks the same either way', () => {
    expect(html(body, 'hard_wrap').powers).toEqual(html(body).powers);
  });

  it('rejects a front matter hard_wrap that is not a boolean', () => {
    const { diagnostics } = html(`---\nhard_wrap: yes please\n---\n${body}`);
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toContain(
      'frontmatter/invalid-value Front matter key `hard_wrap` must be boolean.',
    );
  });
});
