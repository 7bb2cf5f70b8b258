/**
 * The site's pictures through Astro's image pipeline: each picture the
 * loader stored (src/loaders/rulebook.ts) is shown as a `<picture>` with
 * WebP sources in several widths, and an `<img>` with its width,
 * height, `loading="lazy"` and `decoding="async"`. Astro processes each
 * transform once per build and keeps the results in its cache directory
 * (`assets/`) between builds. A picture the pipeline cannot convert (`.bmp`)
 * is served as it is, from /pictures/<path> (src/pages/pictures/[...path].ts).
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { pictureUrl } from '../compiler/helpers.ts';
import { h, htmlOf } from './render/html.ts';
import type { PictureTag, ShowPicture } from './render/pictures.ts';

/**
 * The stored pictures: by site path (the manifest's `pictures[].url` after `/pictures/`, decoded), the file
 * as Astro's content layer imports it (`__ASTRO_IMAGE_` and its absolute
 * path: read back, the image's metadata for astro:assets) for a format the
 * image pipeline converts, else the absolute path of the file, served as it is.
 * The rulebook loader stores them (src/loaders/rulebook.ts); src/loaders/site-data.ts
 * reads them back for the pages.
 */
export interface StoredPictures {
  images: Record<string, unknown>;
  files: Record<string, string>;
  /** The width and height of each picture served as it is (not in `images`), when readable. */
  sizes: Record<string, { width: number; height: number }>;
}

/** The widths a picture is offered in (those below its own), besides its own. */
const WIDTHS = [320, 640, 960, 1280] as const;

/** How wide a picture is shown: the text column at most. */
const SIZES = '(min-width: 48rem) 46rem, 100vw';

/**
 * Modern formats, best first: a `<source>` each. WebP only: every current
 * browser reads it, and AVIF took about 15 × WebP's CPU time to encode (sharp,
 * the library's pictures at 320 and 640 px: 10.4 s against 0.7 s) for about
 * half the bytes, which made a cold build of a library with 64 pictures
 * mostly picture encoding (docs/benchmarks.md › Site build).
 */
const FORMATS = ['webp'] as const;

/** A {@link ShowPicture} for the stored pictures (each processed once, whatever page asks). */
export function pictureShower(stored: StoredPictures): ShowPicture {
  return async (tag) => {
    const image = stored.images[tag.path] as ImageMetadata | undefined;
    if (image && typeof image === 'object') return pictureHtml(image, tag);
    if (tag.path in stored.files) {
      const size = stored.sizes[tag.path];
      return htmlOf(
        h('img', {
          src: pictureUrl(tag.path),
          alt: tag.alt,
          ...(size ? { width: String(size.width), height: String(size.height) } : {}),
          loading: 'lazy',
          decoding: 'async',
        }),
      );
    }
    return null;
  };
}

const shown = new Map<string, Promise<string>>();

/** The `<picture>` of an image (kept per path and alt text: the book page shows every picture again). */
function pictureHtml(image: ImageMetadata, tag: PictureTag): Promise<string> {
  const key = `${tag.path}\0${tag.alt}`;
  let html = shown.get(key);
  if (!html) shown.set(key, (html = render(image, tag)));
  return html;
}

async function render(image: ImageMetadata, tag: PictureTag): Promise<string> {
  const widths = [...WIDTHS.filter((w) => w < image.width), image.width];
  const sources = await Promise.all(
    FORMATS.map(async (format) => {
      const result = await getImage({ src: image, widths, sizes: SIZES, format });
      return h('source', {
        type: `image/${format}`,
        srcset: result.srcSet.attribute,
        sizes: SIZES,
      });
    }),
  );
  // The fallback keeps the picture's own format, for browsers with neither AVIF nor WebP.
  const fallback = await getImage({ src: image, widths, sizes: SIZES, format: image.format });
  const img = h('img', {
    src: fallback.src,
    srcset: fallback.srcSet.attribute,
    sizes: SIZES,
    alt: tag.alt,
    width: image.width,
    height: image.height,
    loading: 'lazy',
    decoding: 'async',
  });
  return htmlOf(h('picture', {}, sources, img));
}
