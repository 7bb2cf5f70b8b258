/** The incremental compiler's look ahead at whether files will interact (src/compiler/shared-chapters.ts). */
import { describe, expect, it } from 'vitest';
import { likelyInteract } from '../../src/compiler/shared-chapters.ts';

describe('likelyInteract', () => {
  const file = (path: string, text: string) => ({ path, text });

  it('sees a chapter title two files share, as every real book’s Legal', () => {
    expect(
      likelyInteract([
        file('a.md', '# Powers\n\nText.\n\n# Legal\n\nOGL.\n'),
        file('b.md', '# Monsters\n\n# Legal #\n\nOGL again.\n'),
      ]),
    ).toBe(true);
    // The same title twice in one file is that file's own business.
    expect(likelyInteract([file('a.md', '# Legal\n\n# Legal\n'), file('b.md', '# Other\n')])).toBe(
      false,
    );
  });

  it('sees a file that replaces blocks, and nothing in files that share no chapter', () => {
    expect(
      likelyInteract([
        file('a.md', '# Dice\n\nRoll.\n'),
        file('b.md', '---\nreplaces: [grapple]\n---\n# House\n'),
      ]),
    ).toBe(true);
    expect(
      likelyInteract([
        file('a.md', '# Dice\n\n## Legal\n'),
        file('b.md', '# Combat\n\n## Legal\n\n    # Legal in code\n'),
        file('c.md', ''),
        { path: 'd.md', text: '', unreadable: 'permission denied' },
      ]),
    ).toBe(false);
  });
});
