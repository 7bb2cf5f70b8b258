/** An index's "Book" filter (src/site/books.ts), in a library of one book and of several. */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { bookFilter } from '../../src/site/books.ts';

const files = [
  { path: 'core.md', text: '---\ntitle: Core Rules\n---\n# Combat\n\nText.\n' },
  { path: 'almanac.md', text: '---\ntitle: Fen Almanac\n---\n# Bogs\n\nText.\n' },
  { path: 'extras.md', text: '---\ntitle: House Rules\n---\n# Options\n\nText.\n' },
];

describe('bookFilter', () => {
  it('offers, in a library of several books, the books that hold the records, in library order', () => {
    const { data } = compile(files);
    expect(bookFilter(data, ['extras.md', 'core.md'])).toEqual([
      {
        name: 'book',
        label: 'Book',
        attribute: 'data-book',
        test: 'is',
        options: [
          { value: 'core-rules', label: 'Core Rules' },
          { value: 'house-rules', label: 'House Rules' },
        ],
      },
    ]);
  });

  it('reads the attribute it is given', () => {
    const { data } = compile(files);
    expect(bookFilter(data, ['core.md'], 'data-f-book')[0]!.attribute).toBe('data-f-book');
  });

  it('is absent in a library of one book, and when no book holds the records', () => {
    expect(bookFilter(compile([files[0]!]).data, ['core.md'])).toEqual([]);
    expect(bookFilter(compile(files).data, [])).toEqual([]);
  });
});
