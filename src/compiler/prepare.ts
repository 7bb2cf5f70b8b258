/**
 * The first, per-file stage of a compile: input guards, the markdown parse,
 * exact positions, kramdown clean-up and the file's links. It depends on
 * nothing but the file's path and body, so it can run in a worker thread or
 * come from a cache; the second stage (extraction, ids, terms, manifest)
 * runs over every file in order (see compile.ts).
 */
import type { Nodes, Root } from 'mdast';
import type { ChunkCache } from './cache.ts';
import type { Diagnostic } from './diagnostics.ts';
import { cleanKramdown } from './kramdown.ts';
import { capHtmlDepth, flattenDeepNesting, guardLines } from './limits.ts';
import { linkCollector, type FileLinks } from './links.ts';
import { parseMarkdown, type ParseOptions } from './parse-markdown.ts';
import { pictureRewriter, type PictureRef } from './pictures.ts';
import { splitMultilineText } from './source-positions.ts';
import { readSpacedLinks } from './spaced-links.ts';
import { walkTree } from './walk.ts';

/** A file after the per-file stage: its cleaned tree, its lines, diagnostics and links. */
export interface PreparedFile {
  root: Root;
  /** The guarded body, split at line breaks. */
  lines: string[];
  diagnostics: Diagnostic[];
  links: FileLinks;
  /** The local pictures it references, their `src` rewritten to site paths (pictures.ts). */
  pictures: PictureRef[];
}

/**
 * Runs the per-file stage on a file's body (front matter already split off);
 * `parse` chooses the markdown parser (see `ParseOptions`).
 */
export function prepareFile(
  path: string,
  body: string,
  chunks?: ChunkCache,
  parse?: ParseOptions,
): PreparedFile {
  const guarded = guardFile(path, body);
  return finishPrepared(path, guarded, parseMarkdown(guarded.text, chunks, parse));
}

/** A file's body after the input guards: the text to parse and what the guards reported. */
export interface GuardedFile {
  text: string;
  diagnostics: Diagnostic[];
}

/** The input guards, the step before the parse (see limits.ts). */
export function guardFile(path: string, body: string): GuardedFile {
  return guardLines(path, body);
}

/**
 * The steps after the parse, given the tree parsed from `guarded.text`
 * (which may have been parsed in chunks on several threads, see `parseChunks`).
 */
export function finishPrepared(path: string, guarded: GuardedFile, root: Root): PreparedFile {
  const diagnostics = [...guarded.diagnostics];
  diagnostics.push(...flattenDeepNesting(path, root));
  // Raw HTML comes only from a '<': most books have none, and this saves a walk of the tree.
  if (guarded.text.includes('<')) diagnostics.push(...capHtmlDepth(path, root));
  const lines = guarded.text.split('\n');
  splitMultilineText(root, lines);
  readSpacedLinks(root, guarded.text);
  diagnostics.push(...cleanKramdown(path, root));
  // One walk for the file's links and its pictures. Pictures come only from `![` or an
  // `<img`: most books have none, and the test spares each node a look.
  const links = linkCollector(path);
  const pictures = /!\[|<img/i.test(guarded.text) ? pictureRewriter(path) : null;
  walkTree<Nodes>(
    root,
    pictures
      ? (node) => {
          pictures.visit(node);
          links.visit(node);
        }
      : links.visit,
  );
  const found = pictures?.found ?? { pictures: [], diagnostics: [] };
  diagnostics.push(...found.diagnostics);
  return { root, lines, diagnostics, links: links.finish(), pictures: found.pictures };
}
