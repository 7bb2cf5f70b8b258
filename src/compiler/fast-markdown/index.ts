/**
 * The fast markdown parser: remark-parse + remark-gfm's exact tree for the
 * subset of markdown the books use, remark for the rest (see ../parse-markdown.ts for
 * the entry, segments.ts for what may be parsed apart, blocks.ts, table.ts
 * and inline.ts for the subset).
 */
export { fileDefinitions, parseFast, type FastParseStats, type TextStart } from './parse.ts';
export { shiftPositions } from './positions.ts';
export { splitSegments, HOSTILE, INDENTED } from './segments.ts';
export { endOfText, sourceLines, type SourceLine } from './source.ts';
export { MIRRORED_PACKAGES, type MirroredPackage, type MirroredPin } from './mirrored.ts';
export { definitionsKey, parseWithDefinitions, type Definitions } from './definitions.ts';
