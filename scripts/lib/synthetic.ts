/**
 * A synthetic rulebook in the real block format, for benchmarks: chapters of
 * prose, power blocks of every shape (flavor, tags, origins, scaling, lazy
 * lines), a table every twenty powers. Deterministic for a given size.
 */

const FREQUENCIES = ['At-Will', 'Encounter', 'Daily'];
const ORIGINS = [
  '**Melee** weapon, one creature',
  '**Ranged** 10, one target',
  '**Near** burst 5 (10 at level 11, 15 at level 21), each enemy',
  '**Far** burst 1 within range 10',
  '**Self**',
];

/** One power block, varied by its index. */
export function syntheticPower(index: number): string {
  const level = (index % 30) + 1;
  const lines = [
    `> #### Power ${index}`,
    index % 3 === 0 ? `> *A flash of steel, number ${index}.*` : null,
    `> **${FREQUENCIES[index % 3]}** **Attack** **${index % 7 === 0 ? 'Feature' : level}** (**Standard Action**) ● **Weapon, Martial**`,
    `> ${ORIGINS[index % ORIGINS.length]}`,
    index % 4 === 0 ? '> **Requirements** You must wield a heavy blade.' : null,
    '> **Attack** Strength vs AC',
    `> **Hit** ${(index % 3) + 1}dW + Strength modifier damage, and the target is dazed until the end of your next turn.`,
    index % 2 === 0
      ? '*Level 21:* 3dW + Strength modifier damage.'
      : '> *Level 11:* 2d8 + Strength modifier damage; *Level 21:* 3d8 + Strength modifier damage.',
    '> **Miss** Half damage.',
    '> **Effect** You shift 1 square and gain a +2 power bonus to AC until the start of your next turn.',
  ];
  return lines.filter((line) => line !== null).join('\n');
}

function prose(index: number): string {
  return (
    `Rules text ${index}. When you attack, roll a d20 and add your modifiers; on a hit, roll the damage, ` +
    `such as 2d6 + 3, and the target takes that much damage. A *critical hit* deals maximum damage, ` +
    `and **prone** creatures grant combat advantage. See the Combat chapter for more.`
  );
}

function table(index: number): string {
  const rows = Array.from(
    { length: 10 },
    (_, row) => `| ${row + 1} | ${row * 2}-${row * 2 + 1} | +${row} | Entry ${index}.${row} |`,
  );
  return [
    `##### Table – Synthetic ${index}`,
    '',
    '| Level | Range | Bonus | Note |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** A rulebook of `powers` power blocks: a chapter per 50 powers, a section per 5. */
export function syntheticRulebook(powers: number): string {
  const parts = ['---', 'title: Synthetic', 'navigation_weight: 1', '---', ''];
  for (let index = 0; index < powers; index++) {
    if (index % 50 === 0) parts.push(`# Chapter ${index / 50 + 1}`, '', prose(index), '');
    if (index % 5 === 0) parts.push(`## Section ${index / 5 + 1}`, '', prose(index), '');
    if (index % 20 === 0) parts.push(table(index), '');
    parts.push(syntheticPower(index), '', prose(index), '');
  }
  return parts.join('\n');
}
