/**
 * The markdown the monster builder copies, read back by the compiler: for every
 * role × rank of the generated library's role lines at levels 1, 10 and 30, the
 * stat block compiles to the same level, rank, XP, defenses, HP, attack bonuses and
 * damage (rollable dice from the damage table), with no warning, whether or not the book sets `hard_wrap`.
 */
import { describe, expect, it } from 'vitest';
import { creatingMonstersChapter } from '../../scripts/lib/corpus/monster-rules.ts';
import { createCompiler, type Monster } from '../../src/compiler/index.ts';
import { BUILDER_RANKS, buildMonster } from '../../src/site/monster-builder.ts';
import { monsterMarkdown } from '../../src/site/monster-markdown.ts';

const engine = createCompiler();
const rules = engine.compileSync([{ path: 'creating.md', text: creatingMonstersChapter() }], {
  lineBreaks: 'hard_wrap',
}).data;

/** The numbers a game master checks. */
const numbers = (m: Monster) => ({
  name: m.name,
  level: m.level,
  rank: m.rank,
  role: m.role,
  xp: m.xp,
  defenses: m.defenses,
  hp: m.hp,
  staggered: m.staggered,
  abilities: m.abilities,
  initiative: m.initiative,
  attacks: m.entries.map((e) =>
    e.type === 'power' ? [e.kind, e.name, e.attack, e.effect, e.dice] : [e.name],
  ),
});

describe('monsterMarkdown', () => {
  const built = rules['monster-roles'].flatMap((role) =>
    BUILDER_RANKS.flatMap((rank) =>
      [1, 10, 30].map((level) => {
        const result = buildMonster(
          { level, role: role.name, rank, name: `${role.name} ${rank} ${level}` },
          rules,
        );
        if (result.kind !== 'monster') throw new Error(result.missing);
        return result.monster;
      }),
    ),
  );

  it('builds every role × rank × level of the library', () => {
    expect(built).toHaveLength(6 * 4 * 3);
  });

  for (const lineBreaks of ['hard_wrap', 'commonmark'] as const)
    it(`writes stat blocks the compiler reads back into the same numbers (${lineBreaks})`, () => {
      const text = ['# Built Monsters', '', ...built.map(monsterMarkdown)].join('\n');
      const { data, diagnostics } = engine.compileSync([{ path: 'built.md', text }], {
        lineBreaks,
      });
      expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
      expect(data.monsters.map(numbers)).toEqual(built.map(numbers));
    });

  it('writes the books’ lines: rank line, defenses, HP and an attack', () => {
    const elite = built.find((m) => m.rank === 'elite' && m.level === 10)!;
    const text = monsterMarkdown(elite);
    expect(text).toContain(
      `> **Level 10 Elite ${elite.role}** (${elite.xp.toLocaleString('en-US')} XP)  `,
    );
    expect(text).toContain(
      `> **AC:** ${elite.defenses.ac}; **Fort:** ${elite.defenses.fortitude}, **Ref:** ${elite.defenses.reflex}, **Will:** ${elite.defenses.will}  `,
    );
    expect(text).toContain(`> **HP:** ${elite.hp}, **Staggered:** ${elite.staggered}  `);
    expect(text).toMatch(/^> ‡\t\*\*Strike\*\* \(standard, at-will\) {2}$/m);
    expect(text).toMatch(/^> \+\d+ vs AC; \d+d\d+ \+ \d+ damage\. {2}$/m);
  });
});
