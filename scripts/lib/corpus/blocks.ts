/**
 * Power blocks found in generated text, for the library (library.ts): where
 * each `> ####` block stands, and the two ways a library shows a power a
 * second time (content-formats §13.1): a reprint (the same lines) or a
 * revision (a number changed or a clause reworded), optionally in the
 * example characters' older two-line header (§1.2, §11.7).
 */

/** One power block of a text: its name and its lines `[start, end)`. */
export interface BlockSpan {
  name: string;
  start: number;
  end: number;
}

/** A power block's heading line inside a quote. */
const HEADING = /^> #### (.+?)\s*$/;

/**
 * The one-line header as the generator writes it when no anomaly is drawn:
 * frequency, category, level or `Feature`, action, optional tags.
 */
const REGULAR_HEADER =
  /^> \*\*(At-Will|Encounter|Daily)\*\* \*\*(Attack|Utility)\*\* \*\*(\d+|Feature)\*\* \(\*\*([^*]+)\*\*\)(?: ● \*\*([^*]+)\*\*)?\s*$/;

/** The block labels that take a colon in the older layout. */
const LABEL = /^> \*\*(Requirements|Trigger|Attack|Hit|Miss|Effect|Special|Boost)\*\* /;
const MAINTAIN = /^> \*\*Maintain (\w+)\*\* (.*?)\s*$/;

/** Every `> ####` power block of `lines`: it ends at a blank line or the next heading. */
export function powerSpans(lines: readonly string[]): BlockSpan[] {
  const spans: BlockSpan[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heading = HEADING.exec(lines[i]!);
    if (!heading) continue;
    let end = i + 1;
    while (end < lines.length && lines[end]!.trim() !== '' && !HEADING.test(lines[end]!)) end++;
    spans.push({ name: heading[1]!, start: i, end });
  }
  return spans;
}

/** A monster stat block's title line carries its XP (`Level 3 Soldier (150 XP)`). */
const MONSTER_XP = /\(\d[\d.]* XP\)/;

/** The power blocks of a text (monster stat blocks left out): each block's name and lines. */
export function powerBlocks(text: string): { name: string; lines: string[] }[] {
  const lines = text.split('\n');
  return powerSpans(lines)
    .map((span) => ({ name: span.name, lines: lines.slice(span.start, span.end) }))
    .filter((block) => !block.lines.some((line) => MONSTER_XP.test(line)));
}

/**
 * Whether a block can be shown again in another file as it stands: a regular
 * one-line header, every line quoted (no lazy continuation), a blank line
 * after it (not one of two blocks sharing a quote span).
 */
export function isPlainBlock(lines: readonly string[], span: BlockSpan): boolean {
  const block = lines.slice(span.start, span.end);
  if (lines[span.end]?.trim() !== '' || block.at(-1) === '>') return false;
  if (!block.every((line) => line.startsWith('>'))) return false;
  const header = block.findIndex((line) => REGULAR_HEADER.test(line));
  return header > 0 && header <= 3 && !block.some((line) => line.includes('**Form Attack**'));
}

/** How a revision differs from the version before it. */
export type Revision = 'number' | 'clause';

/**
 * A revision of a block: its last line with its first standalone number
 * raised by one (`number`, when it has one) or a clause added (`clause`).
 */
export function revise(block: readonly string[], how: Revision): string[] {
  const out = [...block];
  const last = out.length - 1;
  const line = out[last]!.trimEnd();
  const trail = out[last]!.slice(line.length);
  const body = line.replace(/^> (\*\*[^*]+\*\* )?/, '');
  const number = /(?<![\w+–-])(\d+)(?![\w])/.exec(body);
  let revised: string;
  if (how === 'number' && number) {
    const at = line.length - body.length + number.index;
    revised = `${line.slice(0, at)}${Number(number[1]) + 1}${line.slice(at + number[1]!.length)}`;
  } else if (line.endsWith('.')) revised = `${line.slice(0, -1)}, and you may shift 1 square.`;
  else revised = `${line} You may shift 1 square.`;
  out[last] = `${revised}${trail}`;
  return out;
}

/**
 * The block in the older two-line header the example characters use
 * (§1.2): `**Encounter** **Move Action**`, then the descriptor
 * `**<Class> Utility Feature** ● **tags**`; labels with colons, and
 * `Maintain:` with the action inside the text. The block must be plain
 * (`isPlainBlock`).
 */
export function twoLineLayout(block: readonly string[], source: string): string[] {
  return block.flatMap((line) => {
    const header = REGULAR_HEADER.exec(line);
    if (header) {
      const [, frequency, category, level, action, tags] = header;
      const descriptor = `**${source} ${category} ${level}**${tags ? ` ● **${tags}**` : ''}`;
      return [`> **${frequency}** **${action}**`, `> ${descriptor}`];
    }
    const maintain = MAINTAIN.exec(line);
    if (maintain) {
      const [, action, text] = maintain;
      return [`> **Maintain:** ${action} action: ${text![0]!.toLowerCase()}${text!.slice(1)}`];
    }
    return [line.replace(LABEL, '> **$1:** ')];
  });
}

/** The words of a block below its header, without markup, labels' colons or trailing spaces: what a reader compares. */
export function blockWords(block: readonly string[]): string {
  const header = block.findIndex(
    (line) => REGULAR_HEADER.test(line) || /^> \*\*[\w-]+\*\* \*\*[\w ]+Action\*\*\s*$/.test(line),
  );
  const two = header >= 0 && !REGULAR_HEADER.test(block[header]!);
  return block
    .slice(header + (two ? 2 : 1))
    .map((line) =>
      line
        .replace(/^>\s?/, '')
        .replace(
          /\*\*Maintain:\*\* (\w+) action: (.)/,
          (_, a: string, c: string) => `Maintain ${a} ${c.toUpperCase()}`,
        )
        .replace(/[*:]/g, '')
        .trim(),
    )
    .join('\n');
}
