/**
 * The order in which Vitest hands test files to its workers: on two cores the
 * run ends when its last long file ends, so long files go first within each
 * project's block. The unit files come before the site files: the global setup
 * builds the sites one at a time (tests/build/global-setup.ts), and a site file
 * that waits for its site holds a worker idle, while unit files wait for nothing.
 *
 * Vitest's own order, on a fresh clone with no timings cached (as in CI), is
 * each project's files by size: the ten-line layout checks, among the
 * longest, started last. Projects stay in blocks (the others, then site): a
 * worker whose next file belongs to another project is ended and a new one
 * started, which imports every module again and launches another Chromium
 * (a whole run with the projects' files interleaved took 368 s of CPU, in
 * blocks 297 s, both with four workers on a busy machine).
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Long files that need no site of the global setup (tests/build/global-setup.ts, which
 * builds the library's site, then dist/, the shared fixture site and the ruleset site
 * while the first files run): they start at once, whatever their project.
 */
export const STARTED_FIRST = [
  'tests/io/compile-content.test.ts',
  'tests/browser/harness.test.ts',
] as const;

/**
 * CPU seconds of every file of the site project and of each long unit file in a whole run
 * (2026-11-28 10:18, `CI=true npx vitest run` on a copy of the tree with no caches, as in CI,
 * `VITEST_CPU_PROFILE`: its worker's process tree, Chromium included;
 * tests/setup/cpu-profile.ts), for a run with no timings of its own (a fresh clone, as in CI):
 * a file's size says little of its time (the layout checks are ten lines long, the long
 * chapter's rollers a hundred), and its wall time in a whole run holds its wait for the
 * global builds. Only the order depends on them. Every site file is named
 * (tests/architecture/sequencer.test.ts): one without a hint would count as short and could
 * start last, alone at the end of the run; unit files not named count as short.
 */
export const TYPICAL_SECONDS: Readonly<Record<string, number>> = {
  'tests/browser/dev.test.ts': 37,
  'tests/browser/xss.test.ts': 35,
  'tests/compiler/fast-markdown.test.ts': 25,
  'tests/browser/search-ranking.test.ts': 24,
  'tests/browser/cards.test.ts': 22,
  'tests/browser/layout-desktop.test.ts': 21,
  'tests/browser/layout-phone.test.ts': 20,
  'tests/compiler/fuzz.test.ts': 19,
  'tests/browser/pdf.test.ts': 18,
  'tests/browser/playground.test.ts': 18,
  'tests/browser/search.test.ts': 16,
  'tests/browser/power-index.test.ts': 15,
  'tests/io/compile-content.test.ts': 15,
  'tests/compiler/fast-markdown-differential.test.ts': 14,
  'tests/browser/chapter-rollers.test.ts': 13,
  'tests/browser/monsters.test.ts': 13,
  'tests/browser/chapter-power-rollers.test.ts': 12,
  'tests/browser/records.test.ts': 12,
  'tests/browser/site.test.ts': 12,
  'tests/browser/print.test.ts': 11,
  'tests/compiler/library-corpus.test.ts': 11,
  'tests/compiler/hostile.test.ts': 10,
  'tests/browser/monster-builder.test.ts': 9,
  'tests/browser/encounter-play.test.ts': 8,
  'tests/browser/phone-keyboard.test.ts': 8,
  'tests/browser/rulesets.test.ts': 8,
  'tests/browser/stored-state.test.ts': 8,
  'tests/build/failed-build.test.ts': 8,
  'tests/build/library-site.test.ts': 8,
  'tests/build/record-dice.test.ts': 8,
  'tests/compiler/parse.test.ts': 8,
  'tests/compiler/fast-markdown-spec.test.ts': 7,
  'tests/browser/csp.test.ts': 6,
  'tests/browser/layout.test.ts': 6,
  'tests/browser/skipped-cards-axe.test.ts': 6,
  'tests/compiler/atomic.test.ts': 6,
  'tests/compiler/corpus.test.ts': 6,
  'tests/io/config-errors.test.ts': 6,
  'tests/browser/fetched-card-states.test.ts': 5,
  'tests/browser/fetched-cards.test.ts': 5,
  'tests/browser/harness.test.ts': 5,
  'tests/compiler/generated-types.test.ts': 5,
  'tests/compiler/render.test.ts': 4,
  'tests/browser/homebrew.test.ts': 3,
  'tests/browser/hosting.test.ts': 3,
  'tests/browser/long-chapter.test.ts': 3,
  'tests/browser/term-previews.test.ts': 3,
  'tests/build/output.test.ts': 3,
  'tests/browser/library-search.test.ts': 2,
  'tests/browser/power-variants.test.ts': 2,
  'tests/browser/record-dice.test.ts': 1,
  'tests/build/headings.test.ts': 1,
  'tests/build/home-page.test.ts': 1,
  'tests/build/library.test.ts': 1,
  'tests/build/monster-math.test.ts': 1,
  'tests/build/pictures.test.ts': 1,
  'tests/build/sharing.test.ts': 1,
  'tests/build/site-contents.test.ts': 1,
  'tests/browser/built-html.test.ts': 1,
};

/** What the order of a test file is decided on. */
export interface QueuedFile {
  /** The file, relative to the project root, with forward slashes. */
  path: string;
  /** Its Vitest project (`unit`, `isolated`, `site`). */
  project: string;
  /** Its wall time in the last run (ms), when Vitest has it. */
  lastRun: number | undefined;
  /** Its size in bytes (0 when unknown). */
  size: number;
}

/**
 * The queue's order: {@link STARTED_FIRST}; then the files of the projects that
 * wait for no site (unit, isolated), which keep both cores busy while the global
 * setup builds the sites one at a time (the library's first, a minute or more);
 * then the site project's files, most of which wait for one of those sites. Each
 * group the longest first: by the last run's timings when Vitest has them for
 * both files, else by {@link TYPICAL_SECONDS}, then larger files first.
 */
export function compareQueued(a: QueuedFile, b: QueuedFile): number {
  const first = (file: QueuedFile) => {
    const index = (STARTED_FIRST as readonly string[]).indexOf(file.path);
    return index === -1 ? STARTED_FIRST.length : index;
  };
  if (first(a) !== first(b)) return first(a) - first(b);
  const [sa, sb] = [a.project === 'site', b.project === 'site'];
  if (sa !== sb) return sa ? 1 : -1;
  if (a.lastRun !== undefined && b.lastRun !== undefined) return b.lastRun - a.lastRun;
  const typical = (file: QueuedFile) => (TYPICAL_SECONDS[file.path] ?? 0) * 1000;
  return typical(b) - typical(a) || b.size - a.size;
}

/** Hands Vitest's workers the test files in the order of {@link compareQueued}. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const queued = (spec: TestSpecification): QueuedFile => {
      const path = relative(root, spec.moduleId).split('\\').join('/');
      const key = `${spec.project.name}:${path}`;
      return {
        path,
        project: spec.project.name,
        lastRun: this.ctx.cache.getFileTestResults(key)?.duration,
        size: this.ctx.cache.getFileStats(key)?.size ?? 0,
      };
    };
    return [...files]
      .map((spec) => ({ spec, file: queued(spec) }))
      .sort((a, b) => compareQueued(a.file, b.file))
      .map(({ spec }) => spec);
  }
}
