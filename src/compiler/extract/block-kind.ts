/**
 * Telling blocks apart by their content: a blockquote that starts with an h4
 * (`> #### Name`) is a monster when its next line is a rank line, and a power
 * otherwise — unless it looks much more like a stat block than a power (a
 * `Level … XP` line that does not read, or stat labels such as HP and AC),
 * then it is reported as an unreadable monster instead of a bad power header.
 */
import type { Blockquote } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import { readRankLine } from './monster-format.ts';
import { isPowerCandidate, startsWithHeader } from './powers.ts';
import type { QuotePart } from './quote-blocks.ts';

/** What a quote part is: not a block (quoted prose), a monster, a power, or a block that cannot be read as either. */
export type BlockClass =
  | { kind: 'none' | 'monster' | 'power'; node: Blockquote }
  | { kind: 'unrecognized'; node: Blockquote; diagnostic: Diagnostic };

/** Stat labels whose presence makes a block look like a stat block. */
const STAT_CUES = /\b(HP|AC|Fort|Ref|Will|Senses|Initiative|Speed|Str|Dex)\s*:/g;

/**
 * Classifies a part of a quote span (quote-blocks.ts): a power when a part
 * with no heading starts with a power header line, a monster when an h4 is
 * followed by a rank line, else a stat-block look-alike (unrecognized), else a
 * power when powers.ts takes it for one, else quoted prose. `file` is for the
 * diagnostic of an unrecognized block.
 */
export function classifyBlock(file: string, part: QuotePart): BlockClass {
  const node = part.block;
  const heading = part.heading;
  if (!heading) return { kind: startsWithHeader(node) ? 'power' : 'none', node };
  if (heading.depth !== 4) return { kind: isPowerCandidate(node) ? 'power' : 'none', node };
  const name = plainText(heading.children);
  const second = node.children[node.children.indexOf(heading) + 1];
  const lines = second?.type === 'paragraph' ? splitLines(second) : [];
  const firstText = lines[0] ? plainText(lines[0].nodes) : '';
  if (readRankLine(firstText)) return { kind: 'monster', node };
  const reason = monsterLikeness(node, firstText);
  if (reason === null) return { kind: isPowerCandidate(node) ? 'power' : 'none', node };
  const at = lines[0]?.start ?? pointOf(node);
  return {
    kind: 'unrecognized',
    node,
    diagnostic: diagnostic(
      'block/unrecognized',
      file,
      at,
      `Block "${name}" looks like a monster stat block (${reason}), but the line after its name is not a rank line: \`${firstText.slice(0, 60)}\`. It is kept as a quote.`,
    ),
  };
}

/** Why a block that is not a monster still looks like one, or null when it looks like a power. */
function monsterLikeness(node: Blockquote, firstText: string): string | null {
  if (/^Level\s+\d+\b/i.test(firstText) && /\bXP\b/i.test(firstText))
    return 'it starts with a `Level … XP` line';
  const text = node.children
    .slice(1)
    .map((child) => (child.type === 'paragraph' ? plainText(child.children) : ''))
    .join(' ');
  const cues = new Set([...text.matchAll(STAT_CUES)].map((match) => match[1]));
  if (cues.size >= 3) return `it has the stat lines ${[...cues].slice(0, 4).join(', ')}`;
  return null;
}
