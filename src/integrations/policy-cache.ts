/**
 * The page policies of the last build, by the digest of each page's HTML, so
 * a build writes an unchanged page's Content-Security-Policy without parsing
 * the page again (the parse is most of what the policy costs: a warm build
 * of the library spent about 5 s of CPU on it). Exact: the same bytes parse
 * to the same scripts and styles. The entries are keyed by the compiler
 * version too, which hashes src/io (where the policy is made) and the
 * lockfile (the HTML parser's version), so changed policy code starts over.
 * Kept as one JSON file in Astro's cache directory; a file that is missing,
 * unreadable or of another version counts as empty.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeWhole } from '../io/write-whole.mjs';

/** The file's shape: each distinct policy once, and each page's digest → its policy's index. */
interface PolicyFile {
  version: string;
  policies: string[];
  pages: Record<string, number>;
}

/** The policy cache of one build: looked up page by page, then saved with only this build's pages. */
export class PolicyCache {
  readonly #file: string;
  readonly #version: string;
  readonly #earlier: Map<string, string>;
  readonly #now = new Map<string, string>();
  /** Pages whose policy came from the cache (for tests and the bench). */
  hits = 0;

  /** The cache kept at `file` for policies made by code of `version`. */
  constructor(file: string, version: string) {
    this.#file = file;
    this.#version = version;
    this.#earlier = PolicyCache.#read(file, version);
  }

  static #read(file: string, version: string): Map<string, string> {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as PolicyFile;
      if (data.version !== version) return new Map();
      return new Map(
        Object.entries(data.pages)
          .filter(([, index]) => typeof data.policies[index] === 'string')
          .map(([digest, index]) => [digest, data.policies[index]!]),
      );
    } catch {
      return new Map();
    }
  }

  /** The policy of the page `html`: the cached one, else `make(html)`, remembered. */
  policyOf(html: string, make: (html: string) => string): string {
    const digest = createHash('sha256').update(html).digest('base64url');
    const cached = this.#earlier.get(digest);
    if (cached !== undefined) this.hits++;
    const policy = cached ?? make(html);
    this.#now.set(digest, policy);
    return policy;
  }

  /** Writes this build's policies (replacing the file whole, so a reader never sees half of it). */
  save(): void {
    const policies: string[] = [];
    const indexOf = new Map<string, number>();
    const pages: Record<string, number> = {};
    for (const [digest, policy] of this.#now) {
      let index = indexOf.get(policy);
      if (index === undefined) {
        index = policies.push(policy) - 1;
        indexOf.set(policy, index);
      }
      pages[digest] = index;
    }
    const data: PolicyFile = { version: this.#version, policies, pages };
    mkdirSync(dirname(this.#file), { recursive: true });
    writeWhole(this.#file, [JSON.stringify(data)]);
  }
}
