/**
 * Jekyll's `_config.yml` beside the content: authors keep their books in a
 * Jekyll site whose configuration says `markdown: kramdown` and turns on
 * kramdown's `hard_wrap` (content-formats §0.1, §13). What it says about line
 * breaks is the default of its content directory's files, below a file's own
 * front matter and rulebook.config.json's `lineBreaks`. Every other key is
 * Jekyll's business and is ignored. A file that does not parse, or whose
 * `hard_wrap` is not true or false, is a warning and changes nothing.
 */
import { LineCounter } from 'yaml';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { LineBreaks } from './hard-wrap.ts';
import type { ContentDirInput } from './types.ts';
import { MAX_ALIAS_COUNT, parseYamlDocument, type YamlDocument } from './yaml-document.ts';

/**
 * The line-break default each content directory's `_config.yml` chooses (by
 * layer; a directory whose file does not choose is absent), and the warnings.
 * kramdown's own place, `kramdown: { hard_wrap: … }`, wins over a top-level
 * `hard_wrap:` (how the spec's summary words it; read too).
 */
export function readSiteConfigs(dirs: readonly ContentDirInput[]): {
  lineBreaks: Map<number, LineBreaks>;
  diagnostics: Diagnostic[];
} {
  const lineBreaks = new Map<number, LineBreaks>();
  const diagnostics: Diagnostic[] = [];
  for (const [layer, dir] of dirs.entries()) {
    if (dir.siteConfig === undefined) continue;
    const path = siteConfigPath(dir);
    const read = hardWrapOf(dir.siteConfig);
    if ('problem' in read) {
      const message = `${path} ${read.problem}; its line-break setting is ignored.`;
      diagnostics.push(diagnostic('input/site-config', path, read.at, message));
    } else if (read.hardWrap !== undefined) {
      lineBreaks.set(layer, read.hardWrap ? 'hard_wrap' : 'commonmark');
    }
  }
  return { lineBreaks, diagnostics };
}

/** Where a content directory's `_config.yml` is, as diagnostics name it. */
export function siteConfigPath(dir: ContentDirInput): string {
  return dir.path === '' ? '_config.yml' : `${dir.path}/_config.yml`;
}

type Point = { line: number; column: number };

/** The file's `hard_wrap` (undefined when it says nothing), or what is wrong with it. */
function hardWrapOf(
  text: string,
): { hardWrap: boolean | undefined } | { problem: string; at: Point } {
  const lineCounter = new LineCounter();
  const doc = parseYamlDocument(text, lineCounter);
  const at = (offset: number): Point => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const error = doc.errors[0];
  if (error) {
    const message = error.message.split('\n')[0] ?? error.message;
    return { problem: `is not valid YAML: ${message}`, at: at(error.pos[0]) };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (caught) {
    return { problem: `is not valid YAML: ${(caught as Error).message}`, at: at(0) };
  }
  if (value === null || value === undefined) return { hardWrap: undefined };
  if (typeof value !== 'object' || Array.isArray(value))
    return { problem: 'is not a mapping of keys to values', at: at(0) };
  const top = value as Record<string, unknown>;
  const kramdown = top['kramdown'];
  const nested =
    kramdown !== null && typeof kramdown === 'object' && !Array.isArray(kramdown)
      ? (kramdown as Record<string, unknown>)['hard_wrap']
      : undefined;
  const chosen = nested ?? top['hard_wrap'];
  if (chosen === undefined || typeof chosen === 'boolean') return { hardWrap: chosen };
  const key = nested !== undefined ? 'kramdown.hard_wrap' : 'hard_wrap';
  const range = keyRange(doc, nested !== undefined ? ['kramdown', 'hard_wrap'] : ['hard_wrap']);
  return {
    problem: `gives \`${key}\` the value ${JSON.stringify(chosen)}, not true or false`,
    at: at(range ?? 0),
  };
}

/** Where the value at `path` starts in the file, if the document has it. */
function keyRange(doc: YamlDocument, path: string[]): number | undefined {
  const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  return node?.range?.[0];
}
