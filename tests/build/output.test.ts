/**
 * The built site in dist/ (built once by global-setup.ts): every page exists,
 * no internal link or anchor is broken, the JSON served is the compiler's
 * output byte for byte, and the JavaScript each page type ships stays in budget.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { readContent } from '../../src/io/read-content.ts';
import { DATA_FILES, serializeData } from '../../src/io/serialize.ts';
import {
  ownScriptBytes,
  shippedScriptBytes,
  shippedScripts,
  WORKER_SCRIPT,
} from '../../scripts/lib/js-bytes.ts';
import { workerFileName } from '../../src/integrations/playground-worker.ts';
import { distSite } from '../browser/fixture-site.ts';

// The global setup may still be building dist/.
const dist = await distSite();
const { data } = compile(await readContent(['content']));

/** Every HTML page of dist/ by URL path (`/powers/grapple/`). */
const pages = new Map<string, Root>();
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  const rel = posix.normalize(file.slice(dist.length).split('\\').join('/'));
  const url = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
  pages.set(url, fromHtml(readFileSync(file, 'utf8')));
}

function elements(tree: Root | Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}

const idsOf = new Map(
  [...pages].map(([url, tree]) => [
    url,
    new Set(
      elements(tree, (el) => el.properties['id'] !== undefined).map((el) =>
        String(el.properties['id']),
      ),
    ),
  ]),
);

describe('pages', () => {
  it('generates the fixed pages', () => {
    for (const url of [
      '/',
      '/rules/',
      '/powers/',
      '/deities/',
      '/data/',
      '/search/',
      '/404.html',
    ]) {
      expect(pages.has(url), url).toBe(true);
    }
  });
  it('generates a page per chapter, power and deity', () => {
    for (const chapter of data.sections.filter((s) => s.parent === null))
      expect(pages.has(`/rules/${chapter.id}/`), chapter.id).toBe(true);
    for (const power of data.powers) expect(pages.has(`/powers/${power.id}/`), power.id).toBe(true);
    for (const deity of data.deities)
      expect(pages.has(`/deities/${deity.id}/`), deity.id).toBe(true);
    expect(data.powers).toHaveLength(9);
    expect(data.deities).toHaveLength(14);
  });
  it('shows no Monsters nav item when the content has no stat blocks', () => {
    expect(data.monsters).toEqual([]);
    const home = pages.get('/')!;
    let monstersLink = false;
    visit(home, 'element', (node: Element) => {
      if (node.tagName === 'a' && node.properties['href'] === '/monsters/') monstersLink = true;
    });
    expect(monstersLink).toBe(false);
  });
  it('says on /monsters/ that the rulebook has no stat blocks yet, with no filters or table of nothing', () => {
    const page = pages.get('/monsters/')!;
    const note = elements(page, (el) => el.properties['dataNoRecords'] === 'monsters');
    expect(note).toHaveLength(1);
    expect(textOf(note[0]!)).toMatch(/has no monster stat blocks yet/);
    const link = elements(note[0]!, (el) => el.tagName === 'a')[0]!;
    expect(link.properties['href']).toBe('/docs/authoring/#monster-stat-blocks');
    expect(pages.has('/docs/authoring/')).toBe(true);
    const main = elements(page, (el) => el.tagName === 'main')[0]!;
    expect(elements(main, (el) => ['form', 'table', 'select'].includes(el.tagName))).toEqual([]);
  });
  it('gives every page one h1, a title, a skip link, landmarks and lang', () => {
    for (const [url, tree] of pages) {
      expect(
        elements(tree, (el) => el.tagName === 'h1'),
        url,
      ).toHaveLength(1);
      expect(elements(tree, (el) => el.tagName === 'title')[0], url).toBeDefined();
      expect(
        elements(tree, (el) => el.tagName === 'main'),
        url,
      ).toHaveLength(1);
      expect(
        elements(tree, (el) => el.tagName === 'a' && el.properties['href'] === '#main'),
        url,
      ).toHaveLength(1);
      expect(elements(tree, (el) => el.tagName === 'html')[0]?.properties['lang'], url).toBe('en');
    }
  });
  it('renders the chapter’s power blocks as cards and its headings with anchors', () => {
    const chapter = pages.get('/rules/actions-in-combat/')!;
    const cards = elements(
      chapter,
      (el) => el.tagName === 'article' && String(el.properties['className']).includes('power-card'),
    );
    expect(cards.map((c) => c.properties['dataPower'])).toEqual(data.powers.map((p) => p.id));
    const grapple = elements(
      chapter,
      (el) => el.properties['id'] === 'grapple-standard-action',
    )[0]!;
    expect(grapple.tagName).toBe('h2');
    expect(
      elements({ type: 'root', children: [grapple] }, (el) => el.tagName === 'a')[0]?.properties[
        'href'
      ],
    ).toBe('#grapple-standard-action');
  });
  it('renders tables with captions and column headers', () => {
    const abilities = pages.get('/rules/abilities/')!;
    const captions = elements(abilities, (el) => el.tagName === 'caption');
    expect(captions.length).toBeGreaterThan(0);
    const headers = elements(
      abilities,
      (el) => el.tagName === 'th' && el.properties['scope'] === 'col',
    );
    expect(headers.length).toBeGreaterThanOrEqual(2);
  });
});

describe('links', () => {
  it('has no broken internal link or anchor anywhere in dist/', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const [url, tree] of pages) {
      for (const link of elements(
        tree,
        (el) => el.tagName === 'a' && typeof el.properties['href'] === 'string',
      )) {
        const href = String(link.properties['href']);
        if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
        checked++;
        const [pathPart = '', fragment] = href.split('#');
        const target =
          pathPart === '' ? url : posix.resolve(posix.dirname(`${url}x`), pathPart.split('?')[0]!);
        const key = target.endsWith('/') || target.endsWith('.html') ? target : `${target}/`;
        const isFile = !pages.has(key) && existsSync(join(dist, target));
        if (!pages.has(key) && !isFile) {
          broken.push(`${url} → ${href} (no page)`);
          continue;
        }
        if (fragment && !isFile && !idsOf.get(key)?.has(decodeURIComponent(fragment)))
          broken.push(`${url} → ${href} (no #${fragment})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
  it('links defined terms from rules text to their definitions', () => {
    const chapter = pages.get('/rules/combat/')!;
    const terms = elements(
      chapter,
      (el) => el.tagName === 'a' && String(el.properties['className']).includes('term-link'),
    );
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.some((a) => String(a.properties['href']).startsWith('/rules/conditions/#'))).toBe(
      true,
    );
  });
});

/** The text of a hast element. */
function textOf(node: Element): string {
  return node.children
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '',
    )
    .join('');
}

describe('term previews', () => {
  it('gives every term link on every page a preview with more than the term’s name', () => {
    const empty: string[] = [];
    let links = 0;
    for (const [url, tree] of pages) {
      const previews = new Map(
        elements(tree, (el) => String(el.properties['id'] ?? '').startsWith('term-preview-')).map(
          (el) => [String(el.properties['id']), el],
        ),
      );
      for (const link of elements(
        tree,
        (el) => el.tagName === 'a' && el.properties['dataTerm'] !== undefined,
      )) {
        links++;
        const id = String(link.properties['dataTerm']);
        const preview = previews.get(`term-preview-${id}`);
        // What the preview says besides its heading (name, kind) and its "Read the definition" link.
        const body = preview
          ? elements(preview, (el) => el.tagName === 'p')
              .map(textOf)
              .join(' ')
              .trim()
          : '';
        if (body === '') empty.push(`${url}: ${id}`);
      }
    }
    expect(links).toBeGreaterThan(200);
    expect([...new Set(empty)]).toEqual([]);
  });

  it('previews an action defined by a power card with that card', () => {
    const chapter = pages.get('/rules/combat/')!;
    for (const name of ['Feint', 'Rally']) {
      const preview = elements(
        chapter,
        (el) => el.properties['id'] === `term-preview-action-${name.toLowerCase()}`,
      )[0];
      expect(preview, name).toBeDefined();
      const text = textOf(preview!);
      expect(text, name).toMatch(/Encounter|At-Will|Daily/);
      expect(text, name).toMatch(/Standard Action|Minor Action|Move Action/i);
    }
  });

  it('links every glossary term to its own entry, not to the top of its section', () => {
    const glossary = data.terms.filter((term) => term.kind === 'glossary');
    expect(glossary.length).toBeGreaterThan(20);
    const hrefs = new Map<string, string>();
    for (const tree of pages.values())
      for (const link of elements(
        tree,
        (el) =>
          el.tagName === 'a' && String(el.properties['dataTerm'] ?? '').startsWith('glossary-'),
      ))
        hrefs.set(String(link.properties['dataTerm']), String(link.properties['href']));
    expect(hrefs.size).toBeGreaterThan(10);
    for (const [id, href] of hrefs) {
      expect(href, id).toBe(`/rules/glossary-of-new-terms/#term-${id}`);
      expect(idsOf.get('/rules/glossary-of-new-terms/')?.has(`term-${id}`), id).toBe(true);
    }
  });
});

describe('data', () => {
  it('serves the JSON byte-identical to the compiler’s output', () => {
    const expected = serializeData(data);
    for (const file of Object.values(DATA_FILES)) {
      expect(readFileSync(join(dist, 'data', file), 'utf8'), file).toBe(expected[file]);
    }
  });
  it('serves every schema byte-identical to schemas/', () => {
    const dir = join(import.meta.dirname, '../../schemas');
    for (const file of readdirSync(dir)) {
      expect(readFileSync(join(dist, 'schemas', file), 'utf8'), file).toBe(
        readFileSync(join(dir, file), 'utf8'),
      );
    }
  });
});

describe('javascript budget', () => {
  const shippedBytes = (url: string, lazy = false) =>
    shippedScriptBytes(dist, `${url}index.html`, lazy);
  it('keeps what a rules chapter page loads up front at or under 10 KB gzipped', () => {
    const bytes = shippedBytes('/rules/actions-in-combat/');
    expect(bytes).toBeGreaterThan(500);
    expect(bytes).toBeLessThanOrEqual(10 * 1024);
  });
  it('keeps the powers index at or under 30 KB gzipped', () => {
    expect(shippedBytes('/powers/')).toBeLessThanOrEqual(30 * 1024);
  });
  it('keeps the playground’s own code, its compile worker included, at or under 250 KB gzipped', () => {
    const others = ['/rules/actions-in-combat/', '/powers/', '/powers/basic-melee-attack/'];
    const own = ownScriptBytes(
      dist,
      'playground/index.html',
      others.map((url) => `${url}index.html`),
    );
    // The worker holds the compiler: far more than any page's scripts.
    expect(own).toBeGreaterThan(shippedBytes('/playground/') + 100 * 1024);
    expect(own).toBeLessThanOrEqual(250 * 1024);
  });
  it('ships the compile worker the playground starts: the bundle kept in the build’s cache, named by its content', () => {
    const scripts = [...shippedScripts(dist, 'playground/index.html').keys()];
    const workers = scripts.flatMap((src) =>
      src.startsWith('inline:')
        ? []
        : [...readFileSync(join(dist, src), 'utf8').matchAll(WORKER_SCRIPT)].map((m) => m[1]!),
    );
    expect(workers).toHaveLength(1);
    const code = readFileSync(join(dist, workers[0]!), 'utf8');
    expect(workers[0]).toBe(`/${workerFileName('_astro', code)}`);
    const cached = join(
      import.meta.dirname,
      '../../node_modules/.cache/rulebook-playground-worker/bundle.js',
    );
    expect(code).toBe(readFileSync(cached, 'utf8'));
  });
  it('stays within the page budget plus 15 KB gzipped of widget code loaded on demand', () => {
    const budgets: [string, number][] = [
      ['/rules/actions-in-combat/', 10],
      ['/powers/', 30],
      ['/powers/basic-melee-attack/', 10],
    ];
    for (const [url, budget] of budgets) {
      const all = shippedBytes(url, true);
      expect(all, url).toBeGreaterThan(shippedBytes(url));
      expect(all, url).toBeLessThanOrEqual((budget + 15) * 1024);
    }
  });
});
