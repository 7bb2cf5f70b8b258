/** The fast markdown parser: remark-gfm's exact tree for a subset of markdown, micromark for the rest. */
export { parseFast, type FastParseStats } from './parse.ts';
export { shiftPositions } from './positions.ts';
export { splitSegments, HOSTILE } from './segments.ts';
export { endOfText, sourceLines, type SourceLine } from './source.ts';
