/**
 * The library's pictures (content-formats §13.2): 65 distinct pictures
 * referenced from 9 files in three shapes: one-line HTML figures written by
 * a Windows editor (backslash paths, a `zoom` style, and their variants),
 * markdown images in companion files, and one absolute URL on the home page.
 * File names have spaces and parentheses; formats are png, jpg, webp and two
 * `.bmp`. The image files are real (valid PNG, JPEG, WebP and BMP bytes at
 * realistic dimensions, drawn deterministically from the seed) so a site
 * build copies, measures or converts what an author's `pics/` folder holds.
 */
import sharp from 'sharp';
import { ADJECTIVES, NOUNS, PLACES, createRandom, type Random } from './random.ts';

/** An image format a library's pictures come in. */
export type PictureFormat = 'png' | 'jpg' | 'webp' | 'bmp';

/** One picture of the `pics/` folder. */
export interface Picture {
  /** File name in `pics/`, e.g. `Quiet Owl (2).png`. */
  name: string;
  format: PictureFormat;
  /** Dimensions at scale 1 (a few hundred to about 1500 px). */
  width: number;
  height: number;
  /** Alt text, repeated as the figure's caption. */
  alt: string;
}

/** How many pictures of each shape (§13.2). */
export const PICTURE_COUNTS = {
  /** HTML figure lines in all (some pictures are shown twice). */
  figureUses: 70,
  /** Distinct pictures shown by HTML figures. */
  figurePictures: 54,
  /** Markdown images in companion files, each a distinct picture (two of them `.bmp`). */
  markdownImages: 10,
  /** The home page's picture on the web. */
  urls: 1,
} as const;

/** The one picture referenced by absolute URL (home page). */
export const PICTURE_URL = 'https://example.org/orcus/banner%20art.png';

const ARTISTS = ['A. Painter', 'R. Quill', 'M. Ochre', 'T. Umber', 'S. Vellum'];

/** The pictures: first those of the HTML figures, then those of the markdown images. */
export function picturePlan(random: Random): Picture[] {
  const pictures: Picture[] = [];
  const used = new Set<string>();
  const total = PICTURE_COUNTS.figurePictures + PICTURE_COUNTS.markdownImages;
  for (let i = 0; pictures.length < total; i++) {
    const markdown = pictures.length >= PICTURE_COUNTS.figurePictures;
    const k = pictures.length - PICTURE_COUNTS.figurePictures;
    const format: PictureFormat = markdown
      ? k < 2
        ? 'bmp'
        : 'webp'
      : (['png', 'png', 'jpg', 'webp'] as const)[i % 4]!;
    const subject = `${ADJECTIVES[(i * 5) % ADJECTIVES.length]} ${NOUNS[(i * 3) % NOUNS.length]}`;
    const stem = markdown
      ? `${PLACES[k % PLACES.length]!.toLowerCase()}-${k < 2 ? 'handout' : 'map'}${k > 6 ? ` (${k})` : ''}`
      : i % 3 === 0
        ? `${subject} (${1 + (i % 4)})`
        : subject;
    const name = `${stem}.${format}`;
    if (used.has(name)) continue;
    used.add(name);
    const width = 300 + random.int(1200);
    const height = Math.round(width * (0.6 + random.next() * 0.9));
    const alt = markdown
      ? `${k < 2 ? 'handout' : 'map'} of ${PLACES[k % PLACES.length]}`
      : `${subject} by ${random.pick(ARTISTS)}`;
    pictures.push({ name, format, width, height: Math.min(height, 1600), alt });
  }
  return pictures;
}

const ZOOMS = [20, 25, 30, 33, 40, 50, 60, 67, 75, 80, 100];

/**
 * One HTML figure line as a Windows editor writes it: `pics\Name.png`, a
 * `zoom` style (20–100 %, with or without a space after the colon), double
 * or single quotes, sometimes a doubled space inside the tag.
 */
export function figureLine(random: Random, picture: Picture): string {
  const q = random.chance(0.8) ? '"' : "'";
  const zoom = `zoom:${random.chance(0.7) ? ' ' : ''}${random.pick(ZOOMS)}%;`;
  const gap = random.chance(0.15) ? '  ' : ' ';
  const src = `src=${q}pics\\${picture.name}${q}`;
  return `<figure><img${gap}${src} alt=${q}${picture.alt}${q} style=${q}${zoom}${q} /><figcaption>${picture.alt}</figcaption></figure>`;
}

/** One markdown image of a companion file: `![map of Osk](pics\osk-map.webp)`. */
export function markdownImage(picture: Picture): string {
  return `![${picture.alt}](pics\\${picture.name})`;
}

/** The picture's bytes at `scale` (1: its full size; at least 8 px a side), the same for the same seed. */
export async function pictureBytes(picture: Picture, seed: number, scale = 1): Promise<Buffer> {
  const width = Math.max(8, Math.round(picture.width * scale));
  const height = Math.max(8, Math.round(picture.height * scale));
  const pixels = paint(createRandom(seed), width, height);
  if (picture.format === 'bmp') return bmp(pixels, width, height);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (picture.format === 'png') return image.png({ compressionLevel: 6 }).toBuffer();
  if (picture.format === 'jpg') return image.jpeg({ quality: 82 }).toBuffer();
  return image.webp({ quality: 80 }).toBuffer();
}

/**
 * RGB pixels: soft colour fields in flat bands (as painted art has) with a
 * coarse brush grain, compressing about as well as the books' art does.
 */
function paint(random: Random, width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const base = [0, 1, 2].map(() => 40 + random.int(160));
  const wave = (n: number) =>
    [0, 1, 2].map(() => {
      const f = 0.002 + random.next() * 0.02;
      return Float64Array.from({ length: n }, (_, i) => 30 * Math.sin(i * f));
    });
  const [across, down] = [wave(width), wave(height)];
  const salt = random.int(1 << 30);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The grain is drawn per 8×8 cell, as brush strokes are wider than a pixel.
      const cell = Math.imul(((x >> 3) * 73856093) ^ ((y >> 3) * 19349663) ^ salt, 1103515245);
      const grain = ((cell >>> 20) & 15) - 8;
      for (let c = 0; c < 3; c++) {
        const value = base[c]! + across[c]![x]! + down[c]![y]! + grain;
        const band = Math.round(value / 6) * 6;
        pixels[(y * width + x) * 3 + c] = band < 0 ? 0 : band > 255 ? 255 : band;
      }
    }
  return pixels;
}

/** A 24-bit uncompressed BMP of RGB pixels (rows bottom-up, BGR, padded to 4 bytes). */
function bmp(pixels: Buffer, width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + row * height);
  out.write('BM', 0, 'ascii');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(row * height, 34);
  out.writeInt32LE(2835, 38);
  out.writeInt32LE(2835, 42);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = 54 + (height - 1 - y) * row + x * 3;
      out[to] = pixels[from + 2]!;
      out[to + 1] = pixels[from + 1]!;
      out[to + 2] = pixels[from]!;
    }
  return out;
}
