/** Which file changes make the dev server run the rulebook loader again. */
import { describe, expect, it } from 'vitest';
import { isContentChange } from '../../src/integrations/rulebook-refresh.ts';

describe('isContentChange', () => {
  const roots = ['/book/content', '/book/homebrew/'];

  it('accepts markdown files anywhere inside a content directory', () => {
    expect(isContentChange('/book/content/rulebook.md', roots)).toBe(true);
    expect(isContentChange('/book/content/chapters/Feats.MD', roots)).toBe(true);
    expect(isContentChange('/book/homebrew/house.md', roots)).toBe(true);
  });

  it('ignores other files, and directories that only share a prefix', () => {
    expect(isContentChange('/book/content/cover.png', roots)).toBe(false);
    expect(isContentChange('/book/content-old/rulebook.md', roots)).toBe(false);
    expect(isContentChange('/book/src/pages/index.md', roots)).toBe(false);
  });
});
