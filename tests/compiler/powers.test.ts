/** Heading-less power blocks (content-formats §11.4): which quotes are one, and the name they take. */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/compiler/parse-markdown.ts';
import { nameFromSection, startsWithHeader } from '../../src/compiler/extract/powers.ts';

const first = (text: string) => parseMarkdown(text).children[0]!;

describe('startsWithHeader', () => {
  it('is true for a quote whose first line is a power header, in either layout', () => {
    expect(startsWithHeader(first('> **At-Will** **Attack** **Feature** (**Standard Action**) ● **Vehicle**\n> **Hit** 2d10 damage.\n'))).toBe(true); // prettier-ignore
    expect(startsWithHeader(first('> **Encounter Utility (Move Action)**\n'))).toBe(true);
    expect(startsWithHeader(first('> **Encounter** **No Action**\n> **Human Utility Ancestry**\n'))).toBe(true); // prettier-ignore
  });

  it('is false for quoted prose, a header below another line, a headed block and a paragraph', () => {
    expect(startsWithHeader(first('> **At-Will** powers can be used again and again.\n'))).toBe(false); // prettier-ignore
    expect(startsWithHeader(first('> Some prose.\n> **At-Will** **Attack** (**Standard Action**)\n'))).toBe(false); // prettier-ignore
    expect(startsWithHeader(first('> #### Ram\n> **At-Will** **Attack** (**Standard Action**)\n'))).toBe(false); // prettier-ignore
    expect(startsWithHeader(first('**At-Will** **Attack** (**Standard Action**)\n'))).toBe(false);
    expect(startsWithHeader(first('> **Encounter** **No Action**\n> More prose.\n'))).toBe(false);
  });
});

describe('nameFromSection', () => {
  it('drops the action type the combat-action headings end with', () => {
    expect(nameFromSection('Ram (standard action)')).toBe('Ram');
    expect(nameFromSection('Take the Reins (N/A)')).toBe('Take the Reins');
    expect(nameFromSection('Delay (special)')).toBe('Delay');
    expect(nameFromSection('Bail Out (various actions)')).toBe('Bail Out');
    expect(nameFromSection(' Brace (Move Action) ')).toBe('Brace');
  });

  it('keeps any other parenthesis and a plain title', () => {
    expect(nameFromSection('Sword of Kas (Artifact)')).toBe('Sword of Kas (Artifact)');
    expect(nameFromSection('Fire Bolt')).toBe('Fire Bolt');
    expect(nameFromSection('')).toBe('');
  });
});
