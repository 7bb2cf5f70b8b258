/** The sentence an index with no records shows points at a section the authoring guide has. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/compiler/slug.ts';
import { NO_RECORDS } from '../../src/site/no-records.ts';

const guide = readFileSync(new URL('../../docs/authoring.md', import.meta.url), 'utf8');
const headingIds = new Set(
  [...guide.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slugify(match[1]!.trim())),
);

describe('NO_RECORDS', () => {
  it.each(Object.entries(NO_RECORDS))(
    'links %s to a section of the authoring guide',
    (_, entry) => {
      expect(headingIds, `#${entry.guide}`).toContain(entry.guide);
    },
  );
});
