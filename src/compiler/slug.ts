/**
 * Ids: GitHub-style slugs (github-slugger, the same rules readers know from
 * GitHub anchors) and a registry that makes them unique in document order.
 */
import { slug } from 'github-slugger';

/** Slugifies a title; a title with no letters or digits becomes `untitled`. */
export function slugify(title: string): string {
  const value = slug(title.replace(/[’']/g, '')).replace(/^-+|-+$/g, '');
  return value === '' ? 'untitled' : value;
}

/** Hands out unique ids: the first claim of a base gets it as is, later ones `-2`, `-3`, … */
export class IdRegistry {
  readonly #taken = new Set<string>();

  /** Returns `base` or the first free numbered variant, and whether it had to be numbered. */
  claim(base: string): { id: string; duplicate: boolean } {
    if (!this.#taken.has(base)) {
      this.#taken.add(base);
      return { id: base, duplicate: false };
    }
    for (let n = 2; ; n++) {
      const candidate = `${base}-${n}`;
      if (!this.#taken.has(candidate)) {
        this.#taken.add(candidate);
        return { id: candidate, duplicate: true };
      }
    }
  }
}
