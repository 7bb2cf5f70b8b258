/** Splitting section HTML at block placeholders and TOC markers. */
import { describe, expect, it } from 'vitest';
import { headingTag, splitBlocks } from '../../src/site/blocks.ts';

describe('splitBlocks', () => {
  it('interleaves HTML runs with blocks and TOC markers in order', () => {
    const html =
      '<p>Intro</p>\n<div data-block="power" data-id="basic-melee-attack"></div>\n<p>Between</p>\n<div data-toc=""></div><div data-block="table" data-id="table-x"></div>';
    expect(splitBlocks(html)).toEqual([
      { type: 'html', html: '<p>Intro</p>' },
      { type: 'block', kind: 'power', id: 'basic-melee-attack' },
      { type: 'html', html: '<p>Between</p>' },
      { type: 'toc' },
      { type: 'block', kind: 'table', id: 'table-x' },
    ]);
  });
  it('returns plain HTML untouched and nothing for empty HTML', () => {
    expect(splitBlocks('<p>x</p>')).toEqual([{ type: 'html', html: '<p>x</p>' }]);
    expect(splitBlocks('')).toEqual([]);
  });
});

describe('headingTag', () => {
  it('clamps levels to h2–h6', () => {
    expect([0, 2, 4, 9].map(headingTag)).toEqual(['h2', 'h2', 'h4', 'h6']);
  });
});
