/** A section whose file and body are those of a section rendered at the last compile takes that rendering. */
import { describe, expect, it } from 'vitest';
import type { SectionDraft } from '../../src/compiler/extract/context.ts';
import type { RenderedBody } from '../../src/compiler/extract/sections.ts';
import {
  createSectionRenderings,
  reuseSectionRenderings,
} from '../../src/compiler/section-renderings.ts';

const draft = (file: string, text: string): SectionDraft =>
  ({
    section: { source: { file } },
    body: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }],
    synthetic: false,
  }) as unknown as SectionDraft;

const rendering = (html: string): RenderedBody => ({ html, text: html, dice: [], diagnostics: [] });

/** One compile: reuses what it can, "renders" the rest, keeps them; returns the drafts it rendered. */
function compileOnce(store: ReturnType<typeof createSectionRenderings>, drafts: SectionDraft[]) {
  const rendered = new Map<SectionDraft, RenderedBody>();
  const keep = reuseSectionRenderings(drafts, rendered, store);
  const fresh = drafts.filter((d) => !rendered.has(d));
  for (const d of fresh) rendered.set(d, rendering(JSON.stringify(d.body)));
  keep();
  return { fresh, rendered };
}

describe('reuseSectionRenderings', () => {
  it('renders again only the sections whose body changed since the file was last walked', () => {
    const store = createSectionRenderings();
    expect(compileOnce(store, [draft('a.md', 'one'), draft('a.md', 'two')]).fresh).toHaveLength(2);
    const again = compileOnce(store, [draft('a.md', 'one'), draft('a.md', 'two, edited')]);
    expect(again.fresh.map((d) => d.body)).toEqual([draft('a.md', 'two, edited').body]);
  });

  it('keeps each file apart: walking another file keeps the first one’s renderings', () => {
    const store = createSectionRenderings();
    compileOnce(store, [draft('a.md', 'one')]);
    compileOnce(store, [draft('b.md', 'one')]);
    expect(compileOnce(store, [draft('a.md', 'one')]).fresh).toHaveLength(0);
  });

  it('does not reuse a rendering for the same body in another file (diagnostics name the file)', () => {
    const store = createSectionRenderings();
    compileOnce(store, [draft('a.md', 'one')]);
    expect(compileOnce(store, [draft('b.md', 'one')]).fresh).toHaveLength(1);
  });

  it('hands out copies: changing one does not change what is kept', () => {
    const store = createSectionRenderings();
    compileOnce(store, [draft('a.md', 'one')]);
    const first = compileOnce(store, [draft('a.md', 'one')]);
    const [kept] = [...first.rendered.values()];
    kept!.dice.push({} as never);
    const [second] = [...compileOnce(store, [draft('a.md', 'one')]).rendered.values()];
    expect(second!.dice).toEqual([]);
  });

  it('leaves alone drafts already rendered (a whole file replayed)', () => {
    const store = createSectionRenderings();
    const known = draft('a.md', 'one');
    const rendered = new Map([[known, rendering('kept')]]);
    reuseSectionRenderings([known], rendered, store)();
    expect(rendered.get(known)!.html).toBe('kept');
    expect(compileOnce(store, [draft('a.md', 'one')]).fresh).toHaveLength(1);
  });
});

describe('createSectionRenderings', () => {
  it('forgets the renderings of files no longer compiled (a deleted book), keeps the others', () => {
    const store = createSectionRenderings();
    compileOnce(store, [draft('a.md', 'one'), draft('b.md', 'two')]);
    expect(store.size()).toBe(2);
    store.retain(new Set(['b.md']));
    expect(store.size()).toBe(1);
    expect(compileOnce(store, [draft('a.md', 'one')]).fresh).toHaveLength(1);
    expect(compileOnce(store, [draft('b.md', 'two')]).fresh).toHaveLength(0);
  });

  it('forgets everything when cleared (the compile options changed)', () => {
    const store = createSectionRenderings();
    compileOnce(store, [draft('a.md', 'one')]);
    store.clear();
    expect(store.size()).toBe(0);
    expect(compileOnce(store, [draft('a.md', 'one')]).fresh).toHaveLength(1);
  });
});
