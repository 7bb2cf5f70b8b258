/**
 * The order in which Vitest hands test files to its workers: on two cores the
 * run ends when its last long file ends, so long files go first and the many
 * short unit files fill the gaps at the end.
 *
 * Vitest's own order, on a fresh clone with no timings cached (as in CI), is
 * each project's files by size: the ten-line layout checks, among the
 * longest, started last. Projects stay in blocks (site, then the others): a
 * worker whose next file belongs to another project is ended and a new one
 * started, which imports every module again and launches another Chromium
 * (a whole run with the projects' files interleaved took 368 s of CPU, in
 * blocks 297 s, both with four workers on a busy machine).
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Long files that need no site of the global setup (tests/build/global-setup.ts, which
 * builds dist/, the shared fixture site and the ruleset site while the first files run):
 * they start at once, so not every worker waits for those builds.
 */
export const STARTED_FIRST = [
  // Builds the generated library's site (tests/browser/library-site.ts), which the search
  // ranking also reads: about a minute and a half of CPU, started beside the global builds.
  'tests/build/library-site.test.ts',
  'tests/io/compile-content.test.ts',
  'tests/browser/harness.test.ts',
] as const;

/**
 * CPU seconds of each long file in a whole run (2026-11-23, 05:29, `VITEST_CPU_PROFILE`:
 * its worker's process tree, Chromium included; tests/setup/cpu-profile.ts), for a run
 * with no timings of its own (a fresh clone, as in CI): a file's size says little of its
 * time (the layout checks are ten lines long), and its wall time in a whole run holds its
 * wait for the global builds. Only the order depends on them; files not named count as short.
 */
export const TYPICAL_SECONDS: Readonly<Record<string, number>> = {
  'tests/browser/search-ranking.test.ts': 40,
  'tests/browser/xss.test.ts': 36,
  'tests/browser/dev.test.ts': 33,
  'tests/browser/cards.test.ts': 25,
  'tests/browser/search.test.ts': 24,
  'tests/browser/layout-desktop.test.ts': 24,
  'tests/browser/monsters.test.ts': 24,
  'tests/browser/records.test.ts': 23,
  'tests/browser/layout-phone.test.ts': 22,
  'tests/browser/site.test.ts': 20,
  'tests/browser/layout.test.ts': 17,
  'tests/browser/playground.test.ts': 15,
  'tests/browser/csp.test.ts': 13,
  'tests/compiler/fast-markdown.test.ts': 12,
  'tests/browser/print.test.ts': 11,
  'tests/browser/stored-state.test.ts': 11,
  'tests/browser/rulesets.test.ts': 9,
  'tests/io/compile-content.test.ts': 9,
  'tests/browser/pdf.test.ts': 9,
  'tests/browser/harness.test.ts': 8,
  'tests/compiler/fuzz.test.ts': 7,
  'tests/browser/term-previews.test.ts': 7,
  'tests/browser/power-variants.test.ts': 6,
  'tests/compiler/fast-markdown-differential.test.ts': 6,
  'tests/browser/homebrew.test.ts': 5,
  'tests/compiler/atomic.test.ts': 4,
};

/**
 * {@link STARTED_FIRST}, then the site project's files, then the others', each
 * the longest first: by the last run's timings when Vitest has them for both
 * files, else by {@link TYPICAL_SECONDS}, then larger files first.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const path = (spec: TestSpecification) => relative(root, spec.moduleId).split('\\').join('/');
    const first = (spec: TestSpecification) => {
      const index = (STARTED_FIRST as readonly string[]).indexOf(path(spec));
      return index === -1 ? STARTED_FIRST.length : index;
    };
    const key = (spec: TestSpecification) => `${spec.project.name}:${path(spec)}`;
    const lastRun = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(key(spec))?.duration;
    const typical = (spec: TestSpecification) => (TYPICAL_SECONDS[path(spec)] ?? 0) * 1000;
    const size = (spec: TestSpecification) => this.ctx.cache.getFileStats(key(spec))?.size ?? 0;
    return [...files].sort((a, b) => {
      if (first(a) !== first(b)) return first(a) - first(b);
      const [sa, sb] = [a.project.name === 'site', b.project.name === 'site'];
      if (sa !== sb) return sa ? -1 : 1;
      const [ra, rb] = [lastRun(a), lastRun(b)];
      if (ra !== undefined && rb !== undefined) return rb - ra;
      return typical(b) - typical(a) || size(b) - size(a);
    });
  }
}
