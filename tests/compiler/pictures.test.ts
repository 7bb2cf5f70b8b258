/**
 * Pictures (content-formats §13.2): the compiler lists each local picture with
 * its place and site path, and renders a figure with its caption once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkTree } from '../../src/compiler/walk.ts';
import { compile } from '../../src/compiler/index.ts';
import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import {
  imgTags,
  pictureSitePath,
  pictureTarget,
  picturePathOf,
  pictureUrl,
} from '../../src/compiler/pictures.ts';
import {
  pathFromFile,
  pictureDiagnostics,
  withDiagnostics,
} from '../../src/compiler/picture-checks.ts';

const input = readFileSync(join(import.meta.dirname, 'fixtures/pictures/input.md'), 'utf8');

describe('pictures', () => {
  it('lists every local picture of the fixture with its place and site path', () => {
    const { data } = compile([{ path: 'books/gallery.md', text: input }]);
    expect(data.manifest.pictures).toEqual([
      {
        path: 'books/pics/Quiet Owl (2).png',
        url: '/pictures/books/pics/Quiet%20Owl%20(2).png',
        file: 'books/gallery.md',
        line: 5,
        column: 9,
      },
      {
        path: 'books/pics/Lantern Heron.jpg',
        url: '/pictures/books/pics/Lantern%20Heron.jpg',
        file: 'books/gallery.md',
        line: 9,
        column: 9,
      },
      expect.objectContaining({ path: 'books/pics/ruin-map.webp', line: 13, column: 1 }),
      expect.objectContaining({ path: 'art/marsh path.png', line: 15, column: 40 }),
      expect.objectContaining({ path: 'books/pics/old-seal.bmp', line: 17, column: 14 }),
    ]);
  });

  it('renders a figure once: the image with its alt text, the caption as the caption', () => {
    const { data } = compile([{ path: 'books/gallery.md', text: input }]);
    const html = data.sections[0]!.html;
    expect(html.match(/Owl by A\. Painter/g)).toHaveLength(2); // alt + caption, no third copy
    expect(html).toContain(
      '<figure><img src="/pictures/books/pics/Quiet%20Owl%20(2).png" alt="Owl by A. Painter"><figcaption>Owl by A. Painter</figcaption></figure>',
    );
    expect(html).not.toContain('style=');
  });

  it('normalises backslashes, percent escapes and `..`, and maps site paths back', () => {
    expect(pictureTarget('a/b/c.md', 'pics\\x y.png')).toEqual({
      kind: 'local',
      path: 'a/b/pics/x y.png',
      url: '/pictures/a/b/pics/x%20y.png',
    });
    expect(pictureTarget('a/c.md', '..\\..\\..\\x.png')).toMatchObject({ path: '../../x.png' });
    expect(pictureTarget('a/c.md', 'https://example.org/x.png')).toMatchObject({
      kind: 'remote',
      host: 'example.org',
    });
    expect(pictureTarget('a/c.md', 'data:image/png;base64,AAAA')).toBeNull();
    expect(picturePathOf(pictureUrl('a/pics/Quiet Owl (2).png'))).toBe('a/pics/Quiet Owl (2).png');
  });

  it('serves the pictures of a library outside the project inside the site, not above it', () => {
    const target = pictureTarget('../../srd/Orcus Rulebook.md', 'pics\\map.png');
    expect(target).toMatchObject({
      path: '../../srd/pics/map.png',
      url: '/pictures/srd/pics/map.png',
    });
    expect(picturePathOf(pictureUrl('../../srd/pics/map.png'))).toBe('srd/pics/map.png');
    expect(pictureSitePath('../srd/pics/a..b.png')).toBe('srd/pics/a..b.png');
  });

  it('adds the I/O edge’s findings as warnings at each reference, counted in the manifest', () => {
    const compiled = compile([
      { path: 'b.md', text: '# B\n\n![a](pics/a.png) ![a](pics/a.png)\n' },
    ]);
    const found = pictureDiagnostics(compiled.data.manifest.pictures, () => ({
      unreadable: 'no such file',
    }));
    const { data, diagnostics } = withDiagnostics(compiled, found);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['picture/missing', 3, 1],
      ['picture/missing', 3, 18],
    ]);
    expect(data.manifest.counts.warnings).toBe(2);
    expect(data.manifest.diagnostics).toEqual(diagnostics);
  });
});

describe('pathFromFile', () => {
  it('gives the path an author writes from the markdown file’s folder', () => {
    expect(pathFromFile('adventures/keep.md', 'pics/x.png')).toBe('../pics/x.png');
    expect(pathFromFile('book.md', 'pics/x.png')).toBe('pics/x.png');
    expect(pathFromFile('srd/a/b.md', 'srd/pics/x.png')).toBe('../pics/x.png');
    expect(pathFromFile('a/b/c.md', 'a/b/x.png')).toBe('x.png');
  });
});

describe('imgTags', () => {
  /** The `<img>` elements parse5 finds, with their offsets and places. */
  function parse5Imgs(html: string) {
    const found: {
      properties: Element['properties'];
      offset: number;
      line: number;
      column: number;
    }[] = [];
    walkTree<HastRoot | HastRoot['children'][number]>(
      fromHtml(html, { fragment: true }),
      (node) => {
        if (node.type !== 'element' || node.tagName !== 'img') return;
        const { offset, line, column } = node.position!.start;
        found.push({ properties: node.properties, offset: offset!, line, column });
      },
    );
    return found;
  }

  it('finds the pictures of figure lines where parse5 finds them, with the same attributes', () => {
    const texts = [
      '<figure><img src="pics\\Quiet Owl (2).png" alt="Owl by A. Painter" style="zoom: 33%;" /><figcaption>Owl</figcaption></figure>',
      "<figure><img src='pics\\Ember Ward.webp' alt='Ember Ward' style='zoom:30%;' /><figcaption>Ember Ward</figcaption></figure>",
      '<div>\n  <IMG SRC=pics/a.png class="wide left" width=300>\n<img alt="" src="b.jpg"></div>',
      '<figure><img src="a.png"', // unclosed: parse5 still finds no img in an unfinished tag
      '<p>a <img src="x.png"> 😀 <img src="y.png"></p>', // an astral character: parse5's own reading
      '<figure><img src="a&amp;b.png"></figure>', // a character reference: parse5's own reading
      '<table><img src="t.png"></table>', // foster parenting: parse5's own reading
    ];
    for (const html of texts) {
      const tags = imgTags(html).map(({ img, offset, place }) => ({
        properties: img.properties,
        offset,
        line: place.line,
        column: place.column,
      }));
      expect(tags, html).toEqual(parse5Imgs(html));
    }
    expect(imgTags(texts[2]!)).toHaveLength(2);
  });
});
