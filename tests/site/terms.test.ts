/** Cross-linking of rules prose to the terms index, checked on the real rulebook and small cases. */
import { readFileSync } from 'node:fs';
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { compile, type Term } from '../../src/compiler/index.ts';
import { buildTermIndex, linkTerms } from '../../src/site/terms.ts';
import { sectionUrl } from '../../src/site/urls.ts';

const text = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const { data } = compile([{ path: 'content/rulebook.md', text }]);
const index = buildTermIndex(data.terms, sectionUrl);
const section = (id: string) => {
  const found = data.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

/** The text a reader sees: every text node of the parsed fragment, tags stripped. */
function textOf(html: string): string {
  const collect = (node: Nodes): string =>
    node.type === 'text'
      ? node.value
      : 'children' in node
        ? node.children.map((c) => collect(c as Nodes)).join('')
        : '';
  return collect(fromHtml(html, { fragment: true }));
}

/** The term links of some HTML, as `[text, data-term, href]`. */
function links(html: string): [string, string, string][] {
  return [
    ...html.matchAll(/<a class="term-link" href="([^"]*)" data-term="([^"]*)">([^<]*)<\/a>/g),
  ].map((m) => [m[3]!, m[2]!, m[1]!]);
}

const term = (over: Partial<Term> & Pick<Term, 'id' | 'name' | 'kind' | 'section'>): Term => ({
  qualifier: null,
  summary: `Summary of ${over.name}.`,
  ...over,
});

describe('buildTermIndex', () => {
  it('links "prone" and "Prone" to the Prone condition, at its section URL', () => {
    const entry = index.names.get('prone');
    expect(entry).toMatchObject({ id: 'condition-prone', kind: 'condition' });
    expect(entry?.url).toBe('/rules/conditions/#prone');
    expect(linkTerms('<p>Prone</p>', index).used).toEqual(['condition-prone']);
  });

  it('resolves a name shared by a condition or action and a glossary entry to the condition or action', () => {
    expect(index.names.get('controlled')?.id).toBe('condition-controlled');
    expect(index.names.get('immobile')?.id).toBe('condition-immobile');
    expect(index.names.get('rally')?.id).toBe('action-rally');
    expect(index.names.get('dash')?.id).toBe('action-dash');
    expect(index.names.get('conjuration')?.id).toBe('keyword-conjuration');
  });

  it('skips a name shared by two terms of the top kind in different sections', () => {
    const small = buildTermIndex(
      [
        term({ id: 'condition-marked-a', name: 'Marked', kind: 'condition', section: 'a/marked' }),
        term({ id: 'condition-marked-b', name: 'Marked', kind: 'condition', section: 'b/marked' }),
        term({ id: 'glossary-marked', name: 'Marked', kind: 'glossary', section: 'glossary' }),
        term({ id: 'condition-slowed', name: 'Slowed', kind: 'condition', section: 'c/slowed' }),
      ],
      sectionUrl,
    );
    expect(small.names.has('marked')).toBe(false);
    expect(links(linkTerms('<p>Marked and slowed.</p>', small).html)).toEqual([
      ['slowed', 'condition-slowed', '/rules/c/#slowed'],
    ]);
  });

  it('keeps a name shared by terms of the same section', () => {
    const small = buildTermIndex(
      [
        term({ id: 'keyword-aura', name: 'Aura', kind: 'keyword', section: 'p/aura' }),
        term({ id: 'glossary-aura', name: 'Aura', kind: 'glossary', section: 'p/aura' }),
      ],
      sectionUrl,
    );
    expect(small.names.get('aura')?.id).toBe('keyword-aura');
  });

  it('skips names shorter than 4 characters and generic words', () => {
    for (const name of ['kit', 'far', 'arc', 'form', 'source', 'tags', 'near', 'walk', 'ready']) {
      expect(index.names.has(name), name).toBe(false);
    }
    expect(linkTerms('<p>Pick a kit in another form, near the source.</p>', index).used).toEqual(
      [],
    );
  });

  it('keeps the qualified phrase of a stopped glossary name ("Endure skill", "Adventurer tier")', () => {
    expect(index.names.get('endure skill')?.id).toBe('glossary-endure-skill');
    expect(index.names.get('adventurer tier')?.id).toBe('glossary-adventurer-tier');
    expect(index.names.has('endure')).toBe(false);
  });

  it('matches simple plural and singular forms, but does not inflect conditions', () => {
    expect(index.names.get('basic attacks')?.id).toBe('action-basic-attack');
    expect(index.names.get('recovery')?.id).toBe('glossary-recoveries');
    expect(index.names.get('immediate action')?.id).toBe('glossary-immediate-actions');
    expect(index.names.has('prones')).toBe(false);
  });

  it('prefers an exact name over another term’s inflected form', () => {
    const small = buildTermIndex(
      [
        term({ id: 'glossary-shade', name: 'Shade', kind: 'glossary', section: 'g' }),
        term({ id: 'keyword-shades', name: 'Shades', kind: 'keyword', section: 'k/shades' }),
      ],
      sectionUrl,
    );
    // "Shades" is the keyword's own name and also the glossary entry's plural.
    expect(small.names.get('shades')?.id).toBe('keyword-shades');
    expect(small.names.get('shade')?.id).toBe('glossary-shade');
  });

  it('has no matcher when nothing is linkable', () => {
    const empty = buildTermIndex([], sectionUrl);
    expect(empty.matcher).toBeNull();
    expect(linkTerms('<p>Prone</p>', empty)).toEqual({ html: '<p>Prone</p>', used: [] });
  });
});

describe('linkTerms', () => {
  it('links "prone" in a paragraph to the Prone condition’s section', () => {
    const out = linkTerms('<p>The target falls prone.</p>', index);
    expect(out.html).toBe(
      '<p>The target falls <a class="term-link" href="/rules/conditions/#prone" data-term="condition-prone">prone</a>.</p>',
    );
    expect(out.used).toEqual(['condition-prone']);
  });

  it('links a term once per paragraph, again in the next paragraph', () => {
    const out = linkTerms(
      '<p>You fall prone. While prone, you crawl.</p><p>Standing up ends prone.</p>',
      index,
    );
    expect(links(out.html).map(([t, id]) => [t, id])).toEqual([
      ['prone', 'condition-prone'],
      ['crawl', 'action-crawl'],
      ['prone', 'condition-prone'],
    ]);
    expect(out.used).toEqual(['condition-prone', 'action-crawl']);
  });

  it('treats list items, table cells and nested blocks as separate paragraphs', () => {
    const out = linkTerms(
      '<ul><li>prone<ul><li>prone</li></ul></li></ul><table><tr><td>prone</td><td>prone</td></tr></table>',
      index,
    );
    expect(links(out.html)).toHaveLength(4);
  });

  it('counts every form of a term as that term', () => {
    const out = linkTerms('<p>Spend a recovery; recoveries return after a long rest.</p>', index);
    expect(links(out.html).map(([t]) => t)).toEqual(['recovery', 'long rest']);
  });

  it('matches case-insensitively, whole words only, and multiword names across line breaks', () => {
    const out = linkTerms('<p>PRONE, proneness, non-prone, prone’s; a five-foot\nstep.</p>', index);
    expect(links(out.html).map(([t, id]) => [t, id])).toEqual([
      ['PRONE', 'condition-prone'],
      ['five-foot\nstep', 'action-five-foot-step'],
    ]);
  });

  it('prefers the longest name ("Stand Up from Prone" over "Prone")', () => {
    const out = linkTerms('<p>Use Stand Up from Prone.</p>', index);
    expect(links(out.html).map(([t, id]) => [t, id])).toEqual([
      ['Stand Up from Prone', 'action-stand-up-from-prone'],
    ]);
  });

  it('links nothing inside headings, links, code, dice spans, buttons or block placeholders', () => {
    const html = [
      '<h3>Prone</h3>',
      '<p><a href="/x">prone</a> <code>prone</code> <span class="dice" data-dice="1d6">1d6 prone</span></p>',
      '<p><button>prone</button></p>',
      '<div data-block="power" data-id="grapple">prone</div>',
      '<pre>prone</pre>',
    ].join('');
    expect(linkTerms(html, index)).toEqual({ html, used: [] });
  });

  it('still links inside emphasis within a paragraph', () => {
    const out = linkTerms('<p><em>Dazed</em> and <strong>slowed</strong></p>', index);
    expect(out.used).toEqual(['condition-dazed', 'condition-slowed']);
  });

  it('does not link a term inside its own section', () => {
    const prone = section('conditions/prone');
    expect(prone.html).toMatch(/prone/);
    const out = linkTerms(prone.html, index, { currentSection: prone.id });
    expect(out.used).not.toContain('condition-prone');
    expect(out.used).toContain('action-crawl');
    // The glossary defines "Long rest" and uses it in the "Streak" entry.
    const glossary = section('glossary-of-new-terms/general-terms');
    expect(glossary.text).toMatch(/long rest/);
    const linked = linkTerms(glossary.html, index, { currentSection: glossary.id }).used;
    expect(linked).not.toContain('glossary-long-rest');
    expect(linked).not.toContain('glossary-recovery-value');
  });

  it('links the same fragment for each page on its own terms (a build scans each text once)', () => {
    const prone = section('conditions/prone');
    const elsewhere = linkTerms(prone.html, index);
    const own = linkTerms(prone.html, index, { currentSection: prone.id });
    const again = linkTerms(prone.html, index);
    expect(elsewhere.used).toContain('condition-prone');
    expect(own.used).not.toContain('condition-prone');
    expect(again).toEqual(elsewhere);
    const proneUrl = sectionUrl(prone.id);
    expect(linkTerms(prone.html, index, { currentUrl: proneUrl }).used).not.toContain(
      'condition-prone',
    );
  });

  it('keeps text unchanged and HTML well-formed on every section of the rulebook', () => {
    let total = 0;
    for (const s of data.sections) {
      const out = linkTerms(s.html, index, { currentSection: s.id });
      total += out.used.length;
      expect(textOf(out.html), s.id).toBe(textOf(s.html));
      // Well-formed: re-parsing and re-serialising gives the same markup.
      expect(toHtml(fromHtml(out.html, { fragment: true })), s.id).toBe(out.html);
      expect(out.html, s.id).not.toMatch(/<a [^>]*>[^<]*<a /);
      expect(out.html, s.id).not.toMatch(/<h\d[^>]*>[^<]*<a class="term-link"/);
      expect(new Set(out.used).size).toBe(out.used.length);
      expect(
        links(out.html)
          .map(([, id]) => id)
          .sort(),
      ).toEqual(expect.arrayContaining([...out.used].sort()));
    }
    expect(total).toBeGreaterThan(50);
  });

  it('returns HTML without mentions unchanged', () => {
    const html = '<p>Nothing&nbsp;to   see &amp; here.</p>';
    expect(linkTerms(html, index)).toEqual({ html, used: [] });
  });

  // Its speed is a row of `npm run bench` (scripts/bench/linear.ts), not a timed test.
  it('links the whole rulebook (≈100 KB) at once', () => {
    const all = data.sections.map((s) => s.html).join('\n');
    const out = linkTerms(all, index);
    expect(out.used.length).toBeGreaterThan(30);
  });
});
