/**
 * Pictures in the built site (content-formats §13.2), from the homebrew
 * fixture's `pics/` folder in the shared fixture site: each local picture goes
 * through Astro's image pipeline (width and height, AVIF and WebP sources in a
 * srcset, lazy loading) and shows its caption once; one the pipeline cannot
 * convert (`.bmp`) is served as it is, at the site path the JSON names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { all, attribute, builtPage, textOf } from '../browser/built-html.ts';
import { sharedFixtureSite } from '../browser/fixture-site.ts';

let site = '';
beforeAll(async () => void (site = await sharedFixtureSite()), 240_000);

const PICS = 'tests/browser/fixtures/homebrew/pics';

describe('pictures on the house rules page', () => {
  it('shows each converted picture with its size, modern formats and lazy loading', () => {
    const page = builtPage(site, 'rules/house-rules');
    const pictures = all(page, 'main picture');
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      const types = all(picture, 'source').map((s) => attribute(s, 'type'));
      expect(types).toEqual(['image/webp']);
      for (const source of all(picture, 'source'))
        expect(String(source.properties['srcSet'])).toMatch(/^\/_astro\/\S+ \d+w/);
      const [img] = all(picture, 'img');
      expect(Number(attribute(img!, 'width'))).toBeGreaterThan(0);
      expect(Number(attribute(img!, 'height'))).toBeGreaterThan(0);
      expect(attribute(img!, 'loading')).toBe('lazy');
      expect(attribute(img!, 'decoding')).toBe('async');
      expect(attribute(img!, 'src')).toMatch(/^\/_astro\//);
      const file = join(site, decodeURI(attribute(img!, 'src')!));
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('shows a figure’s caption once, the alt text as alt', () => {
    const page = builtPage(site, 'rules/house-rules');
    const figures = all(page, 'main figure');
    expect(figures.map((f) => all(f, 'figcaption').map(textOf))).toEqual([
      ['Owl by A. Painter'],
      ['Heron by B. Inkwell'],
    ]);
    const [owl] = all(figures[0]!, 'img');
    expect(attribute(owl!, 'alt')).toBe('Owl by A. Painter');
    expect(textOf(figures[0]!)).toBe('Owl by A. Painter');
  });

  it('serves a picture it cannot convert as it is, at its site path', () => {
    const page = builtPage(site, 'rules/house-rules');
    const bmp = all(page, 'main img').find((img) => attribute(img, 'alt') === 'the old seal');
    expect(attribute(bmp!, 'src')).toBe(`/pictures/${PICS}/old-seal.bmp`);
    expect(attribute(bmp!, 'loading')).toBe('lazy');
    const served = readFileSync(join(site, 'pictures', PICS, 'old-seal.bmp'));
    expect(served.equals(readFileSync(join(PICS, 'old-seal.bmp')))).toBe(true);
  });

  it('shows the pictures in the whole-book page (printed to PDF) too', () => {
    const book = builtPage(site, 'book');
    const alts = all(book, 'main picture img').map((img) => attribute(img, 'alt'));
    expect(alts).toEqual(['Owl by A. Painter', 'Heron by B. Inkwell', 'map of the ruin']);
  });
});
