/**
 * Ids: GitHub-style slugs (github-slugger, the same rules readers know from
 * GitHub anchors) and a registry that makes them unique in document order.
 */
import { slug } from 'github-slugger';

/**
 * Slugifies a title to lowercase ASCII letters, digits and hyphens (accents
 * dropped, underscores and other characters turned into hyphens); a title
 * with nothing left becomes `untitled`.
 */
export function slugify(title: string): string {
  const value = slug(title.replace(/[’']/g, ''))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return value === '' ? 'untitled' : value;
}

/**
 * Hands out unique ids: the first claim of a base gets it as is, later ones
 * `-2`, `-3`, … (the lowest number not taken). A counter per base makes each
 * claim O(1) amortized, however often a name repeats: numbers below it are
 * all taken, and ids are never released.
 */
export class IdRegistry {
  readonly #taken = new Set<string>();
  readonly #next = new Map<string, number>();

  /** Whether `id` has been handed out. */
  has(id: string): boolean {
    return this.#taken.has(id);
  }

  /** Returns `base` or the first free numbered variant, and whether it had to be numbered. */
  claim(base: string): { id: string; duplicate: boolean } {
    if (!this.#taken.has(base)) {
      this.#taken.add(base);
      return { id: base, duplicate: false };
    }
    for (let n = this.#next.get(base) ?? 2; ; n++) {
      const candidate = `${base}-${n}`;
      if (!this.#taken.has(candidate)) {
        this.#taken.add(candidate);
        this.#next.set(base, n + 1);
        return { id: candidate, duplicate: true };
      }
    }
  }
}
