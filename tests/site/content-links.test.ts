/** Links between content files point at the site page and anchor that show their target. */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { buildLinkTargets, rewriteContentLinks, siteUrlOf } from '../../src/site/content-links.ts';
import { homeSections } from '../../src/site/home-content.ts';

const { data, diagnostics } = compile([
  {
    path: 'content/combat.md',
    text: [
      '# Combat',
      '',
      '## Actions',
      '',
      '### Charge',
      '',
      'Move and attack. See [Grapple](#grapple), [Prone](conditions.md#prone) and [all conditions](conditions.md).',
      '',
      '> #### Grapple',
      '> **At-Will** **Attack** **1** (**Standard Action**)',
      '> **Melee** weapon, one creature',
      '> **Hit** The target is grabbed.',
      '',
      '# Movement',
      '',
      'Running works like a [charge](#charge), see the [Épée Rules](#épée-rules).',
      '',
      '## Épée Rules',
      '',
      'Fencing.',
      '',
    ].join('\n'),
  },
  { path: 'content/conditions.md', text: '# Conditions\n\n## Prone\n\nYou are lying down.\n' },
]);
const targets = buildLinkTargets(data);

describe('buildLinkTargets', () => {
  it('indexes sections, power cards and files by where they are shown', () => {
    expect(diagnostics).toEqual([]);
    expect(targets.anchors.get('content/combat.md#charge')).toBe('/rules/combat/#actions--charge');
    expect(targets.anchors.get('content/combat.md#grapple')).toBe('/rules/combat/#power-grapple');
    expect(targets.anchors.get('content/conditions.md#prone')).toBe('/rules/conditions/#prone');
    expect(targets.files.get('content/conditions.md')).toBe('/rules/conditions/');
    expect(targets.sectionFiles.get('movement')).toBe('content/combat.md');
  });
});

describe('siteUrlOf', () => {
  it('resolves the link relative to the file it is written in', () => {
    expect(siteUrlOf('#charge', 'content/combat.md', targets)).toBe(
      '/rules/combat/#actions--charge',
    );
    expect(siteUrlOf('../content/conditions.md#Prone', 'homebrew/x.md', targets)).toBe(
      '/rules/conditions/#prone',
    );
    expect(siteUrlOf('#%C3%89p%C3%A9e%20Rules', 'content/combat.md', targets)).toBe(
      '/rules/movement/#epee-rules',
    );
    expect(siteUrlOf('#nowhere', 'content/combat.md', targets)).toBeNull();
    expect(siteUrlOf('missing.md', 'content/combat.md', targets)).toBeNull();
  });
});

describe('rewriteContentLinks', () => {
  const charge = data.sections.find((s) => s.id === 'combat/actions/charge')!;
  const movement = data.sections.find((s) => s.id === 'movement')!;

  it('points same-file, other-file and whole-file links at their site pages', () => {
    const html = rewriteContentLinks(charge.html, 'content/combat.md', targets);
    expect(html).toContain('<a href="/rules/combat/#power-grapple">Grapple</a>');
    expect(html).toContain('<a href="/rules/conditions/#prone">Prone</a>');
    expect(html).toContain('<a href="/rules/conditions/">all conditions</a>');
    // a heading of the same file on another chapter page
    expect(rewriteContentLinks(movement.html, 'content/combat.md', targets)).toContain(
      '<a href="/rules/combat/#actions--charge">charge</a>',
    );
  });

  it('leaves external links, site links and unknown targets as they are', () => {
    const html =
      '<p><a href="https://example.org/?a=1&#x26;b=2">x</a> <a class="term-link" href="/rules/conditions/#prone">y</a> <a href="#gone">z</a></p>';
    expect(rewriteContentLinks(html, 'content/combat.md', targets)).toBe(html);
  });
});

describe('links to books by file name, and the home page', () => {
  const library = compile(
    [
      {
        path: 'books/index.md',
        text: '# News\n\nOut now: [Rulebook](Orcus Rulebook - current.md), [the fen](Orcus%20Rulebook%20-%20current.md#the-fen) and [a note](notes/Fen Notes.md#tides).\n',
      },
      { path: 'books/Orcus Rulebook - current.md', text: '# Rulebook\n1.1\n\n# The Fen\n\nWet.\n' },
      {
        path: 'books/notes/Fen Notes.md',
        text: '# Fen Notes\n\n## Tides\n\nBack [home](../index.md) or to [the rulebook](../Orcus Rulebook - current.md).\n',
      },
    ],
    { contentDirs: [{ path: 'books' }] },
  );
  const libraryTargets = buildLinkTargets(library.data);

  it('resolves spaces and %20 alike to the book’s first chapter or the anchor’s section', () => {
    expect(library.diagnostics).toEqual([]);
    const home = homeSections(library.data);
    expect(home).toHaveLength(1);
    expect(home[0]!.html).toContain('<h2>News</h2>');
    expect(home[0]!.html).toContain('<a href="/rules/rulebook/">Rulebook</a>');
    expect(home[0]!.html).toContain('<a href="/rules/the-fen/">the fen</a>');
    expect(home[0]!.html).toContain('<a href="/rules/fen-notes/#tides">a note</a>');
  });

  it('sends a link to the home page’s file to the front page', () => {
    const notes = library.data.sections.find((s) => s.id === 'fen-notes/tides')!;
    const html = rewriteContentLinks(notes.html, 'books/notes/Fen Notes.md', libraryTargets);
    expect(html).toContain('<a href="/">home</a>');
    expect(html).toContain('<a href="/rules/rulebook/">the rulebook</a>');
  });

  it('gives no home content without an index.md', () => {
    expect(homeSections(data)).toEqual([]);
  });
});
