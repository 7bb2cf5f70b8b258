/**
 * A cheap look, before compiling, at whether files will interact: two files
 * with a level-1 heading of the same title define the same chapter id (every
 * real book has its `Legal` chapter), and a file with `replaces` changes
 * another's blocks. The incremental compiler then compiles the files together
 * from its first call instead of first compiling each alone to find out. A
 * wrong guess costs time, never output: both ways give `compile`'s.
 */
import { replacesOf } from './compile.ts';
import { normalizeText } from './encoding.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { slugify } from './slug.ts';
import type { CompileInput } from './types.ts';

/** An ATX level-1 heading line: `# Title`, closing hashes allowed. */
const CHAPTER = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm;

/** Whether `inputs` likely interact: a chapter title in two files, or a file that `replaces`. */
export function likelyInteract(inputs: readonly CompileInput[]): boolean {
  const chapters = new Map<string, string>();
  for (const input of inputs) {
    if (input.unreadable !== undefined) continue;
    const text = normalizeText(input.path, input.text).text;
    const { body, meta } = splitFrontMatter(input.path, text);
    if (replacesOf(meta).size > 0) return true;
    for (const [, title] of body.matchAll(CHAPTER)) {
      const id = slugify(title!);
      const other = chapters.get(id);
      if (other !== undefined && other !== input.path) return true;
      chapters.set(id, input.path);
    }
  }
  return false;
}
