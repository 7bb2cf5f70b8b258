/**
 * The library's link reference definitions: three, in the classes book,
 * each used in prose before and after the block that defines them (a
 * definition applies to its whole file, wherever it stands). Invented
 * labels and addresses; what they exercise is CommonMark's rule that a
 * `[label]` anywhere is a link once a definition names it.
 */

/** One reference definition and the sentences that use it. */
interface Reference {
  label: string;
  url: string;
  title: string | null;
  /** A sentence using the label, before the definitions and after them. */
  uses: readonly [string, string];
}

/** The three definitions and their uses (shortcut, collapsed and full references). */
export const REFERENCES: readonly Reference[] = [
  {
    label: 'SRD',
    url: 'https://example.org/orcus/srd',
    title: 'Orcus SRD',
    uses: ['The full rules are in the [SRD].', 'Every term here is defined in the [srd].'],
  },
  {
    label: 'errata',
    url: 'https://example.org/orcus/errata',
    title: null,
    uses: ['Corrections are listed in the [errata][].', 'Check the [Errata][] before play.'],
  },
  {
    label: 'character sheet',
    url: 'https://example.org/orcus/character%20sheet.pdf',
    title: null,
    uses: [
      'Print a [blank sheet][character sheet] for each hero.',
      'Keep your powers on your [character  sheet].',
    ],
  },
];

/** The definition lines of `REFERENCES`, as an author writes them. */
export function definitionLines(): string[] {
  return REFERENCES.map(
    ({ label, url, title }) => `[${label}]: ${url}${title ? ` "${title}"` : ''}`,
  );
}

/**
 * The lines with the references added: each use a paragraph of its own and
 * the definitions one block, inserted (with a blank line after each) before
 * the lines at `spots` (indices of lines that start a section after a blank
 * line; at least seven): the first uses at the first three spots, the
 * definitions at the middle one, the second uses at the last three.
 */
export function withReferences(lines: readonly string[], spots: readonly number[]): string[] {
  if (spots.length < 7) throw new Error(`only ${spots.length} spots for the references`);
  const middle = Math.floor(spots.length / 2);
  const at = new Map<number, string[]>();
  REFERENCES.forEach((reference, i) => {
    at.set(spots[i]!, [reference.uses[0]]);
    at.set(spots[spots.length - 3 + i]!, [reference.uses[1]]);
  });
  at.set(spots[middle]!, definitionLines());
  return lines.flatMap((line, i) => (at.has(i) ? [...at.get(i)!, '', line] : [line]));
}
