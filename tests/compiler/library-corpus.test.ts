/**
 * The corpus generator's library mode (scripts/lib/corpus/library.ts)
 * against the survey of a whole author's folder (content-formats §13): the
 * counts are read back from the generated text, then the library is compiled
 * (once a test run: tests/setup/compiled-once.ts) and must give no error, every power name in the
 * powers, the revisions side by side and the reprints as one record.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { blockWords, powerBlocks } from '../../scripts/lib/corpus/blocks.ts';
import {
  LIBRARY_BOOKS,
  LIBRARY_BOOK_TITLES,
  libraryPictures,
  libraryTexts,
  type LibraryEntry,
} from '../../scripts/lib/corpus/library.ts';
import { picturePlan } from '../../scripts/lib/corpus/pictures.ts';
import { createRandom } from '../../scripts/lib/corpus/random.ts';
import { compiledLibrary, compiledOnce } from '../setup/compiled-once.ts';

const texts = libraryTexts();
const markdown = texts.filter((t) => t.path.endsWith('.md'));
const books = Object.values(LIBRARY_BOOKS);
const CHARACTERS = 'Example Characters.md';
const [PO, AO, CP] = [books[1]!, books[2]!, books[3]!];
const { data, diagnostics } = compiledLibrary();

/** Power blocks (not monster stat blocks) of each file: name → lines. */
const blocksOf = new Map(markdown.map((t) => [t.path, powerBlocks(t.text)] as const));

/** Power names with a block in more than one file: name → the files. */
function sharedNames(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const [path, blocks] of blocksOf)
    for (const name of new Set(blocks.map((b) => b.name)))
      files.set(name, [...(files.get(name) ?? []), path]);
  return new Map([...files].filter(([, where]) => where.length > 1));
}

/** The versions of a shared name: its block's words in each file. */
const wordsIn = (name: string, files: string[]) =>
  files.map((file) => blockWords(blocksOf.get(file)!.find((b) => b.name === name)!.lines));

const FIGURE =
  /^<figure><img {1,2}src=(["'])pics\\([^"']+)\1 alt=\1([^"']+)\1 style=\1zoom: ?(\d+)%;\1 \/><figcaption>([^<]+)<\/figcaption><\/figure>$/;
const IMAGE = /!\[([^\]]*)\]\((.+?\.(?:png|jpe?g|webp|bmp))\)/g;

/** A picture reference: its shape, file, target (the name in pics/ or the URL), line and figure match. */
interface Reference {
  shape: 'figure' | 'markdown' | 'url';
  file: string;
  target: string;
  line: string;
  figure: RegExpExecArray | null;
}

/** Every picture reference of the markdown files. */
const references: Reference[] = markdown.flatMap((t) =>
  t.text.split('\n').flatMap((line): Reference[] => {
    const figure = FIGURE.exec(line);
    if (figure) return [{ shape: 'figure', file: t.path, target: figure[2]!, line, figure }];
    return [...line.matchAll(IMAGE)].map((m) => ({
      shape: /^https?:/.test(m[2]!) ? ('url' as const) : ('markdown' as const),
      file: t.path,
      target: m[2]!.replace(/^pics\\/, ''),
      line,
      figure: null,
    }));
  }),
);

describe('libraryTexts', () => {
  it('writes the five books and 13 companion files (18 markdown files, one a folder down), index.md and _config.yml', () => {
    expect(markdown.filter((t) => t.path !== 'index.md')).toHaveLength(18);
    expect(books.every((book) => texts.some((t) => t.path === book))).toBe(true);
    expect(markdown.filter((t) => t.path.includes('/')).map((t) => t.path)).toEqual([
      'adventures/The Drowned Bell.md',
    ]);
    const config = texts.find((t) => t.path === '_config.yml')!.text;
    expect(config).toMatch(/^markdown: kramdown$/m);
    expect(config).toMatch(/^ {2}hard_wrap: true$/m);
    expect(libraryTexts().map((t) => t.text)).toEqual(texts.map((t) => t.text));
    expect(libraryTexts({ seed: 2 })[0]!.text).not.toEqual(texts[0]!.text);
  });

  it('has a home page titled Home that links each book by its file name with spaces', () => {
    const index = texts.find((t) => t.path === 'index.md')!.text;
    expect(index).toMatch(/^---\n(.*\n)*title: Home\n(.*\n)*---\n/);
    const links = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => m[1]);
    expect(links).toEqual(books);
    expect(links.every((link) => link!.includes(' '))).toBe(true);
  });

  it('has 35 power names in several files, split as §13.1 counts them, 5 reprints and 30 revisions', () => {
    const shared = sharedNames();
    expect(shared.size).toBe(35);
    const split: Record<string, number> = {};
    for (const files of shared.values()) {
      const key = [...files].sort().join(' + ');
      split[key] = (split[key] ?? 0) + 1;
    }
    expect(split).toEqual({
      [[CHARACTERS, CP].sort().join(' + ')]: 22,
      [[AO, PO].sort().join(' + ')]: 9,
      [[CHARACTERS, AO, PO].sort().join(' + ')]: 2,
      [[CHARACTERS, PO].sort().join(' + ')]: 2,
    });
    const same = [...shared].filter(([name, files]) => new Set(wordsIn(name, files)).size === 1);
    expect(same).toHaveLength(5);
    // A reprint is the same lines; a revision differs by a few words.
    for (const [name, files] of shared) {
      const versions = wordsIn(name, files);
      if (new Set(versions).size === 1) continue;
      const words = versions.map((v) => v.split(/\s+/));
      const changed = words[1]!.filter((w) => !words[0]!.includes(w)).length;
      expect(changed, name).toBeGreaterThan(0);
      expect(changed, name).toBeLessThanOrEqual(8);
    }
  });

  it('gives the example characters 29 power blocks in the older two-line header', () => {
    const blocks = blocksOf.get(CHARACTERS)!;
    expect(blocks).toHaveLength(29);
    for (const block of blocks) {
      expect(block.lines.some((l) => /^> \*\*\w+(-\w+)?\*\* \*\*[\w ]+Action\*\*$/.test(l))).toBe(
        true,
      );
      expect(block.lines.some((l) => /^> \*\*\w+ (Attack|Utility) (\d+|Feature)\*\*/.test(l))).toBe(
        true,
      );
    }
    const chapters = texts.find((t) => t.path === CHARACTERS)!.text.match(/^# .+, .+$/gm);
    expect(chapters).toHaveLength(5);
  });

  it('repeats chapter titles: Legal ends four books, Vehicles and Extended Challenges stand in two files', () => {
    const filesWith = (title: string) =>
      markdown.filter((t) => t.text.split('\n').some((l) => l.trimEnd() === `# ${title}`));
    const legal = filesWith('Legal');
    expect(legal).toHaveLength(4);
    for (const book of legal)
      expect(
        book.text
          .split('\n')
          .filter((l) => /^# /.test(l))
          .at(-1)!
          .trimEnd(),
      ).toBe('# Legal');
    expect(filesWith('Vehicles')).toHaveLength(2);
    expect(filesWith('Extended Challenges')).toHaveLength(2);
    const titles = LIBRARY_BOOK_TITLES;
    for (const [i, book] of books.entries()) {
      const body = texts.find((t) => t.path === book)!.text.split('\n---\n')[1]!;
      expect(
        body
          .split('\n')
          .slice(1, 7)
          .map((l) => l.trimEnd()),
      ).toEqual([`# ${titles[i]}`, '', '1.1', '', '* TOC', '{:toc}']);
    }
  });

  it('references 65 distinct pictures from 9 files in the three shapes of §13.2, with their variants', () => {
    const figures = references.filter((r) => r.shape === 'figure');
    expect(figures).toHaveLength(70);
    const images = references.filter((r) => r.shape === 'markdown');
    expect(images.length).toBeGreaterThan(0);
    const imageFiles = images.map((r) => r.file);
    const inBooks = imageFiles.filter((file) => books.includes(file));
    expect(inBooks, 'markdown images in a book file').toEqual([]);
    expect(imageFiles, 'markdown images in index.md').not.toContain('index.md');
    const urls = references.filter((r) => r.shape === 'url');
    expect(urls.map((r) => r.file)).toEqual(['index.md']);
    expect(new Set(references.map((r) => r.target)).size).toBe(65);
    expect(new Set(references.map((r) => r.file)).size).toBe(9);
    // Variants: zoom 20–100 %, both quotes, with and without a space after the colon, a doubled space.
    const zooms = figures.map((r) => Number(r.figure![4]));
    expect(Math.min(...zooms)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...zooms)).toBeLessThanOrEqual(100);
    expect(new Set(figures.map((r) => r.figure![1]))).toEqual(new Set(['"', "'"]));
    // no space after the colon
    expect(figures.map((r) => r.line)).toContainEqual(expect.stringMatching(/zoom:\d/));
    expect(figures.some((r) => r.line.includes('zoom: '))).toBe(true);
    expect(figures.some((r) => r.line.includes('<img  src'))).toBe(true);
    expect(figures.every((r) => r.figure![3] === r.figure![5])).toBe(true);
    const names = references.filter((r) => r.shape !== 'url').map((r) => r.target);
    const copies = names.filter((n) => n.includes(' ') && /\(\d+\)/.test(n));
    expect(copies, 'names with a space and a copy number, e.g. "orc (2).png"').not.toEqual([]);
    const formats = new Set(names.map((n) => n.split('.').pop()));
    expect(formats).toEqual(new Set(['png', 'jpg', 'webp', 'bmp']));
    expect(names.filter((n) => n.endsWith('.bmp'))).toHaveLength(2);
  });
});

const pictures: LibraryEntry[] = await libraryPictures({ scale: 0.1 });

describe('libraryPictures', () => {
  it('writes every referenced picture into pics/ as a real image file of its format, deterministically', async () => {
    const local = new Set(references.filter((r) => r.shape !== 'url').map((r) => r.target));
    expect(new Set(pictures.map((p) => p.path))).toEqual(
      new Set([...local].map((name) => `pics/${name}`)),
    );
    for (const picture of pictures) {
      if (!('bytes' in picture)) throw new Error(`${picture.path} has no bytes`);
      const extension = picture.path.split('.').pop();
      if (extension === 'bmp') expect(picture.bytes.subarray(0, 2).toString()).toBe('BM');
      else {
        const meta = await sharp(picture.bytes).metadata();
        expect(meta.format, picture.path).toBe(extension === 'jpg' ? 'jpeg' : extension);
      }
    }
    const again = await libraryPictures({ scale: 0.1 });
    expect(again).toEqual(pictures);
  });

  it('draws the pictures at real sizes: a few hundred to about 1500 px a side at scale 1', () => {
    const plan = picturePlan(createRandom(1 * 7919 + 13));
    for (const p of plan) {
      expect(Math.min(p.width, p.height)).toBeGreaterThanOrEqual(180);
      expect(Math.max(p.width, p.height)).toBeLessThanOrEqual(1600);
    }
    expect(plan.some((p) => p.width >= 1000)).toBe(true);
  });
});

describe('compile() of the library', () => {
  it('gives no error, and only the warnings a whole library gives', () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(new Set(diagnostics.map((d) => d.code))).toEqual(
      new Set([
        // The bestiary's deliberate deviations from its roles (notes: rules-tables.test.ts).
        'monster/role-deviation',
        // The books' own slips, as in corpus.test.ts.
        'class/unknown-skill',
        'discipline/malformed-label',
        'power/misplaced-line',
        'power/missing-heading',
        // Legal, Vehicles and Extended Challenges repeat (§13.1).
        'section/duplicate-id',
        // 30 names revised: 32 warnings (a name in three files is revised twice).
        'library/revision',
        // The house rules' `*` before the tags (§1.2).
        'power/tag-separator',
        // The two `.bmp` pictures and the home page's picture on the web (§13.2).
        'picture/format',
        'picture/remote',
      ]),
    );
    expect(diagnostics.filter((d) => d.code === 'library/revision')).toHaveLength(32);
  });

  it('has every power name of every file in the powers, the revisions side by side, the reprints once', () => {
    const names = new Set(data.powers.map((p) => p.name));
    const missing = [...blocksOf.values()].flat().filter((b) => !names.has(b.name));
    expect(missing.map((b) => b.name)).toEqual([]);
    const shared = sharedNames();
    let reprints = 0;
    let revisions = 0;
    for (const [name, files] of shared) {
      const records = data.powers.filter((p) => p.name === name);
      const versions = new Set(wordsIn(name, files)).size;
      if (versions === 1) {
        reprints++;
        expect(records, name).toHaveLength(1);
        expect(records[0]!.alsoIn.map((place) => place.source.file)).toEqual(
          files.slice(1).map((file) => `library/${file}`),
        );
        continue;
      }
      revisions++;
      expect(records, name).toHaveLength(files.length);
      const ids = records.map((r) => r.id);
      for (const record of records)
        expect(record.versions.sort(), name).toEqual(ids.filter((id) => id !== record.id).sort());
    }
    expect([reprints, revisions]).toEqual([5, 30]);
  });

  it('reads the §13.4 headings as they are meant: no treasure item, the variants under `Variants`', () => {
    expect(data.items).toHaveLength(137);
    expect(data.monsters).toHaveLength(220);
    const variants = data.sections.filter((s) => s.title === 'Variants');
    expect(variants).toHaveLength(16);
    expect(variants.every((s) => s.children.length === 2)).toBe(true);
  });

  // §13.3: a character's `## Powers` is its power list, not a discipline.
  it('reads no discipline from the example characters (§13.3)', () => {
    const fromCharacters = data.disciplines.filter((d) => d.source.file.endsWith(CHARACTERS));
    expect(fromCharacters).toEqual([]);
  });

  // §14: `editions` adds an older copy of the player options with every layout of the §14 table.
  // A whole compile of its own (once a run): longer than a test's default on a busy machine.
  it('compiles the earlier editions with no error (§14)', { timeout: 120_000 }, () => {
    const editions = libraryTexts({ editions: true }).filter((t) => t.path.endsWith('.md'));
    const result = compiledOnce(
      editions.map((t) => ({ path: `library/${t.path}`, text: t.text })),
      { lineBreaks: 'hard_wrap' },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
