/**
 * The library mode of the corpus (content-formats §13): a whole author's
 * folder, a Jekyll site of the five books (books.ts, renamed as authors name
 * them) and thirteen companion files (companions.ts; 18 markdown files, one
 * a folder down), an `index.md` home page linking each book by its file
 * name, a `_config.yml` (kramdown, `hard_wrap: true`) and `pics/` with real
 * image files (pictures.ts). What makes it a library:
 *
 * - 35 power names with a block in more than one file (§13.1): 22 shared by
 *   the example characters and the classes book, 9 by the two options books,
 *   2 by those three files together, 2 by the example characters and one
 *   options book; 5 of the 35 are reprints (the same lines), 30 revisions
 *   (a number changed or a clause added);
 * - repeated chapter titles: `# Legal` ends four books, `# Vehicles` and
 *   `# Extended Challenges` stand in two files each;
 * - 65 distinct pictures in three shapes (§13.2), from 9 files;
 * - three link reference definitions in the classes book, each used before
 *   and after them (references.ts);
 * - the treasure and variant headings that misled readers (§13.4).
 *
 * `editions` adds a file with the layouts of earlier editions (§14).
 * Deterministic: the same options give the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CORPUS_BOOK_TITLES, corpusBooks } from './books.ts';
import {
  isPlainBlock,
  powerSpans,
  revise,
  twoLineLayout,
  type BlockSpan,
  type Revision,
} from './blocks.ts';
import { companionFiles, ownPower, type LibraryText } from './companions.ts';
import { editionsFile } from './editions.ts';
import { treasureHeadings, variantHeadings } from './misreadings.ts';
import {
  PICTURE_COUNTS,
  PICTURE_URL,
  figureLine,
  pictureBytes,
  picturePlan,
  type Picture,
} from './pictures.ts';
import { prose } from './entities.ts';
import { withReferences } from './references.ts';
import { CLASSES } from './classes.ts';
import { createRandom, type Random } from './random.ts';

export type { LibraryText } from './companions.ts';

/** A file of the library: markdown or YAML text, or an image's bytes. */
export type LibraryEntry = LibraryText | { path: string; bytes: Buffer };

/** Options of the library. */
export interface LibraryOptions {
  /** Seed of every random choice (default 1). */
  seed?: number;
  /** Size of the pictures relative to their real dimensions (default 1; tests use less). */
  scale?: number;
  /** Add `editions/` with the layouts of earlier editions of the books (§14; default false). */
  editions?: boolean;
}

/** The books' file names in an author's folder (as `index.md` links them), by the generator's names. */
export const LIBRARY_BOOKS: Readonly<Record<string, string>> = {
  'orcus-rulebook.md': 'Orcus Rulebook - current.md',
  'orcus-player-options.md': 'Orcus Player Options - current.md',
  'orcus-advanced-options.md': 'Orcus Advanced Options - current.md',
  'orcus-classes-and-powers.md': 'Orcus Classes and Powers - current.md',
  'orcus-monsters.md': 'Orcus Monsters - current.md',
};

/** The books' titles (their front matter and first chapter), in LIBRARY_BOOKS's order. */
export const LIBRARY_BOOK_TITLES: readonly string[] = Object.keys(LIBRARY_BOOKS).map((name) =>
  CORPUS_BOOK_TITLES.get(name)!,
);

/** How the 35 shared names are split (§13.1). */
export const SHARED_COUNTS = {
  charactersAndClasses: 22,
  optionsBooks: 9,
  charactersAndOptionsBooks: 2,
  charactersAndOneOptionsBook: 2,
  reprints: 5,
} as const;

/** The spans of `lines` under the level-1 chapter `title` that `isPlainBlock` accepts. */
function plainSpansIn(lines: readonly string[], title: string): BlockSpan[] {
  const start = lines.findIndex((line) => line.trimEnd() === `# ${title}`);
  const end = lines.findIndex((line, i) => i > start && /^# \S/.test(line));
  return powerSpans(lines).filter(
    (span) => span.start > start && (end < 0 || span.start < end) && isPlainBlock(lines, span),
  );
}

/** `count` of `list` spread evenly (deterministic, in order). */
function spread<T>(list: readonly T[], count: number, offset: number): T[] {
  if (list.length < count) throw new Error(`only ${list.length} blocks to pick ${count} from`);
  return Array.from(
    { length: count },
    (_, i) => list[(offset + Math.floor((i * list.length) / count)) % list.length]!,
  );
}

/** Lines of a book with blocks replaced (`[span, new lines]`), bottom-up so indices hold. */
function replaced(lines: string[], edits: [BlockSpan, string[]][]): string[] {
  const out = [...lines];
  for (const [span, block] of [...edits].sort((a, b) => b[0].start - a[0].start))
    out.splice(span.start, span.end - span.start, ...block);
  return out;
}

/**
 * Makes the shared names in the books' lines (keyed by generator name) and
 * returns the example characters' 29 blocks (older header).
 */
function shareNames(
  random: Random,
  books: Map<string, string[]>,
  nextPower: () => number,
): string[][] {
  const po = books.get('orcus-player-options.md')!;
  const ao = books.get('orcus-advanced-options.md')!;
  const cp = books.get('orcus-classes-and-powers.md')!;
  const block = (lines: string[], span: BlockSpan) => lines.slice(span.start, span.end);
  const how = (i: number): Revision => (i % 2 ? 'number' : 'clause');
  const classOf = (i: number) => CLASSES[i % CLASSES.length]![0];
  const characters: string[][] = [];
  // 22 class powers shown again in the example characters, revised.
  for (const [i, span] of spread(
    plainSpansIn(cp, 'Disciplines'),
    SHARED_COUNTS.charactersAndClasses,
    3,
  ).entries())
    characters.push(twoLineLayout(revise(block(cp, span), how(i)), classOf(i)));
  // 11 species powers of the advanced options also in the player options (over ancestry powers).
  const pairs = SHARED_COUNTS.optionsBooks + SHARED_COUNTS.charactersAndOptionsBooks;
  const species = spread(plainSpansIn(ao, 'Species'), pairs, 1);
  const targets = powerSpans(po).filter((span) => {
    const chapter = [...po.slice(0, span.start)].reverse().find((line) => /^# \S/.test(line));
    return chapter?.trimEnd() === '# Ancestries';
  });
  const poEdits: [BlockSpan, string[]][] = species.map((span, i) => {
    const lines = block(ao, span);
    return [targets[i]!, i < SHARED_COUNTS.reprints ? lines : revise(lines, how(i))];
  });
  // The last two are in the example characters too, revised once more.
  for (const span of species.slice(SHARED_COUNTS.optionsBooks))
    characters.push(twoLineLayout(revise(revise(block(ao, span), 'clause'), 'number'), 'Reedling'));
  // 2 player-options feat powers in the example characters.
  for (const span of spread(
    plainSpansIn(po, 'Feats'),
    SHARED_COUNTS.charactersAndOneOptionsBook,
    0,
  ))
    characters.push(twoLineLayout(revise(block(po, span), 'number'), 'Skyrunner'));
  books.set('orcus-player-options.md', replaced(po, poEdits));
  // 3 of the characters' own.
  for (let i = 0; i < 3; i++) characters.push(ownPower(random, nextPower(), 'Banneret'));
  return characters;
}

/** Books that show HTML figures, and how many each (60 of the 70; the adventures show the rest). */
const BOOK_FIGURES = 12;

/** Indices of the `##`/`###` headings after a blank line (not right after a blockquote). */
function headingSpots(lines: readonly string[]): number[] {
  return lines.flatMap((line, i) =>
    line === '' && /^#{2,3} \S/.test(lines[i + 1] ?? '') && !lines[i - 1]?.startsWith('>')
      ? [i + 1]
      : [],
  );
}

/** The book's lines with a figure line (and a blank line) before `figures.length` of its `##`/`###` headings. */
function withFigures(lines: readonly string[], figures: readonly string[]): string[] {
  const spots = headingSpots(lines);
  const at = new Map(spread(spots, figures.length, 0).map((spot, k) => [spot, figures[k]!]));
  return lines.flatMap((line, i) => (at.has(i) ? [at.get(i)!, '', line] : [line]));
}

/** The 70 figure lines: every figure picture once, then 16 of them a second time. */
function figureUses(random: Random, pictures: readonly Picture[]): string[] {
  const shown = pictures.slice(0, PICTURE_COUNTS.figurePictures);
  return Array.from({ length: PICTURE_COUNTS.figureUses }, (_, i) =>
    figureLine(random, shown[i < shown.length ? i : ((i - shown.length) * 3) % shown.length]!),
  );
}

/** The home page (§13.3): announcement prose, a link to each book by its file name, PDFs and a picture on the web. */
function indexPage(random: Random): string {
  const titles = LIBRARY_BOOK_TITLES;
  return [
    '---',
    'layout: home',
    'title: Home',
    '---',
    '',
    '# Welcome to Orcus',
    '',
    `![Orcus banner](${PICTURE_URL})`,
    '',
    prose(random, 2),
    '',
    '## The Books',
    '',
    ...Object.values(LIBRARY_BOOKS).map((file, i) => `* [${titles[i]}](${file})`),
    '',
    '## PDFs',
    '',
    ...titles.map(
      (title) =>
        `* [${title} (PDF)](https://example.org/orcus/${title.replaceAll(' ', '%20')}.pdf)`,
    ),
    '',
  ].join('\n');
}

/** The site configuration authors keep beside the books. */
const CONFIG =
  'title: Orcus\nmarkdown: kramdown\nkramdown:\n  input: GFM\n  hard_wrap: true\nexclude:\n  - pics/originals\n';

/** The pictures of the library of `seed` (their own random source, so texts and bytes agree). */
const planOf = (seed: number) => picturePlan(createRandom(seed * 7919 + 13));

/** The library's markdown and YAML files (no pictures): the same texts for the same seed. */
export function libraryTexts(
  options: Pick<LibraryOptions, 'seed' | 'editions'> = {},
): LibraryText[] {
  const seed = options.seed ?? 1;
  const random = createRandom(seed * 7919 + 17);
  const generated = corpusBooks(seed);
  const books = new Map(generated.map((book) => [book.name, book.text.split('\n')]));
  let power = 2000;
  const nextPower = () => power++;
  const characterPowers = shareNames(random, books, nextPower);
  const ao = 'orcus-advanced-options.md';
  const mo = 'orcus-monsters.md';
  books.set(ao, treasureHeadings(random, books.get(ao)!));
  books.set(mo, variantHeadings(random, books.get(mo)!));
  // `# Legal` ends four books: the monsters book has none.
  const monsters = books.get(mo)!;
  books.set(mo, monsters.slice(0, monsters.lastIndexOf('# Legal  ')));
  const pictures = planOf(seed);
  const figures = figureUses(random, pictures);
  // The three reference definitions are the classes book's.
  const cp = books.get('orcus-classes-and-powers.md')!;
  books.set('orcus-classes-and-powers.md', withReferences(cp, headingSpots(cp)));
  const texts: LibraryText[] = generated.map((book, b) => ({
    path: LIBRARY_BOOKS[book.name]!,
    text: withFigures(
      books.get(book.name)!,
      figures.slice(b * BOOK_FIGURES, (b + 1) * BOOK_FIGURES),
    ).join('\n'),
  }));
  const rest = figures.slice(generated.length * BOOK_FIGURES);
  const images = pictures.slice(PICTURE_COUNTS.figurePictures);
  const adventurePictures = [0, 1, 2].map((a) => ({
    figures: rest.filter((_, k) => k % 3 === a),
    images: images.filter((_, k) => k % 3 === a),
  }));
  texts.push(...companionFiles(random, { characterPowers, adventurePictures, nextPower }));
  texts.push({ path: 'index.md', text: indexPage(random) }, { path: '_config.yml', text: CONFIG });
  if (options.editions)
    texts.push({
      path: 'editions/Orcus Player Options - 2022.md',
      text: editionsFile(random, nextPower),
    });
  return texts;
}

/** The library's pictures (`pics/…`) at `scale`, the same bytes for the same seed. */
export async function libraryPictures(
  options: Pick<LibraryOptions, 'seed' | 'scale'> = {},
): Promise<LibraryEntry[]> {
  const seed = options.seed ?? 1;
  const pictures = planOf(seed);
  return Promise.all(
    pictures.map(async (picture, i) => ({
      path: `pics/${picture.name}`,
      bytes: await pictureBytes(picture, seed * 1000 + i, options.scale ?? 1),
    })),
  );
}

/** The whole library: its texts, then its pictures. */
export async function libraryFiles(options: LibraryOptions = {}): Promise<LibraryEntry[]> {
  return [...libraryTexts(options), ...(await libraryPictures(options))];
}

/** Writes library entries into `dir` (created if needed); returns the written paths. */
export function writeEntries(dir: string, entries: readonly LibraryEntry[]): string[] {
  return entries.map((entry) => {
    const path = join(dir, entry.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'text' in entry ? entry.text : entry.bytes);
    return path;
  });
}

/** Writes the library into `dir` (created if needed); returns the written paths. */
export async function writeLibrary(dir: string, options: LibraryOptions = {}): Promise<string[]> {
  return writeEntries(dir, await libraryFiles(options));
}
