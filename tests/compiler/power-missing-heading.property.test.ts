/**
 * A property test over generated combat-action sections (content-formats
 * §11.4): `### <Name> (<action type>)`, prose, then either a power block with
 * no `> ####` line (header first, lines lazily prefixed or not) or a quote of
 * ordinary prose, which may open with bold words. Every heading-less block is
 * one power named after its action, with one `power/missing-heading` warning
 * at its header line and no word lost; every prose quote stays a quote in its
 * section with no diagnostic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { lostWords } from './power-words.ts';

const name = fc
  .tuple(
    fc.constantFrom('Ram', 'Brace', 'Swerve', 'Bail', 'Take', 'Hold'),
    fc.constantFrom('', ' Hard', ' the Reins', ' Out', ' Fast'),
  )
  .map(([a, b]) => `${a}${b}`);
const actionType = fc.constantFrom(
  'standard action',
  'move action',
  'N/A',
  'special',
  'various actions',
);
const sentence = fc
  .array(fc.constantFrom('the', 'vehicle', 'lurches', 'driver', 'swerves', 'hard', 'into', 'mud'), {
    minLength: 2,
    maxLength: 6,
  })
  .map((words) => `${words.join(' ')}.`);

/** Header lines: the one-line layout in two bold groupings, or the older two-line layout. */
const header = fc
  .record({
    frequency: fc.constantFrom('At-Will', 'Encounter', 'Daily'),
    category: fc.constantFrom('Attack', 'Utility'),
    level: fc.constantFrom('Feature', '5', ''),
    action: fc.constantFrom('Standard Action', 'Move Action', 'Free Action'),
    layout: fc.constantFrom('separate', 'merged', 'two-line'),
    tags: fc.boolean(),
  })
  .map(({ frequency: f, category: c, level: l, action: a, layout, tags }) => {
    const tail = tags ? ' ● **Vehicle**' : '';
    if (layout === 'two-line') return [`**${f}** **${a}**`, `**Human ${c} Feature**${tail}`];
    if (layout === 'merged') return [`**${f} ${c}${l ? ` ${l}` : ''} (${a})**${tail}`];
    return [`**${f}** **${c}** ${l ? `**${l}** ` : ''}(**${a}**)${tail}`];
  });

/** An optional origin line, then labelled lines. */
const body = fc
  .tuple(
    fc.boolean(),
    fc.array(
      fc.oneof(
        fc.constant('**Attack** Driver skill vs Reflex'),
        sentence.map((text) => `**Hit** 2d10 damage, and ${text}`),
        sentence.map((text) => `**Effect** ${text}`),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  )
  .map(([melee, lines]) => [
    ...(melee ? ['**Melee** one creature adjacent to the vehicle'] : []),
    ...lines,
  ]);

/** A quote of prose, which may open with a bold word that is no header (`**At-Will** powers …`). */
const proseQuote = fc
  .tuple(
    fc.constantFrom('', '**At-Will** ', '**Encounter** **Attack** ', '**Brace** yourself: '),
    sentence,
    fc.option(sentence, { nil: null }),
  )
  .map(([lead, first, second]) => [`${lead}${first}`, ...(second ? [second] : [])]);

const action = fc.record({
  name,
  actionType,
  prose: fc.option(sentence, { nil: null }),
  block: fc.oneof(
    fc.tuple(header, body).map(([head, lines]) => ({ power: true, lines: [...head, ...lines] })),
    proseQuote.map((lines) => ({ power: false, lines })),
  ),
  lazy: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
});

describe('compile (heading-less power blocks in combat-action sections)', () => {
  it('reads each heading-less block as a power named after its action, with one warning at its header, and leaves prose quotes alone', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 4 }), (actions) => {
        // Names are made unique per section so ids and names can be compared one to one.
        const named = actions.map((a, i) => ({ ...a, name: `${a.name} ${'I'.repeat(i + 1)}` }));
        let text = '# Vehicles\n\n## New Actions\n\n';
        const headerLines: number[] = [];
        for (const a of named) {
          text += `### ${a.name} (${a.actionType})  \n\n`;
          if (a.prose) text += `${a.prose}\n\n`;
          if (a.block.power) headerLines.push(text.split('\n').length);
          a.block.lines.forEach((line, at) => {
            // The first line keeps its `>`; a later one of a power may be lazy.
            const keep = at === 0 || !a.block.power || !a.lazy[at % a.lazy.length];
            text += keep ? `> ${line}\n` : `${line}\n`;
          });
          text += '\n';
        }
        const { data, diagnostics } = compile([{ path: 'gen.md', text }]);
        const powers = named.filter((a) => a.block.power);
        expect(
          data.powers.map((p) => p.name),
          text,
        ).toEqual(powers.map((a) => a.name));
        expect(diagnostics.map((d) => `${d.code} ${d.line}`).sort(), text).toEqual(
          headerLines.map((line) => `power/missing-heading ${line}`).sort(),
        );
        for (const power of data.powers)
          expect(lostWords(text, power, diagnostics), text).toEqual([]);
        named.forEach((a) => {
          const section = data.sections.find((s) => s.title === `${a.name} (${a.actionType})`)!;
          if (a.block.power) {
            const power = data.powers.find((p) => p.name === a.name)!;
            expect(power.section).toBe(section.id);
            expect(section.html).toContain(`data-id="${power.id}"`);
            expect(section.html).not.toContain('<blockquote>');
          } else {
            expect(section.html).toContain('<blockquote>');
            expect(section.text).toContain(a.block.lines.at(-1)!.replace(/\*\*/g, ''));
          }
        });
      }),
      { seed: 20261122, numRuns: 100 },
    );
  });
});
