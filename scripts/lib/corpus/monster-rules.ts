/**
 * The rules tables of the corpus's monsters book (content-formats §15), with
 * invented numbers: the monster XP table, the encounter-size rule, six role
 * lines and the damage-by-level table, as a `# Creating New Monsters`
 * chapter; the bestiary's stat blocks (monsters.ts) take their XP, defenses,
 * HP and attack bonuses from the same numbers, but for a few deliberate
 * deviations.
 */

/** A formula of level: `base + perLevel × level`. */
interface Formula {
  base: number;
  perLevel: number;
}

/** One invented role: defenses, HP, attack bonuses vs AC and vs the other defenses. */
export interface CorpusRole {
  ac: number;
  fort: number;
  ref: number;
  will: number;
  hp: Formula;
  vsAc: number;
  vsOther: number;
}

/** The six roles with lines (the bestiary's other roles have none). */
export const CORPUS_ROLES: Readonly<Record<string, CorpusRole>> = {
  Blocker: { ac: 16, fort: 14, ref: 12, will: 13, hp: { base: 26, perLevel: 5 }, vsAc: 7, vsOther: 5 },
  Wrecker: { ac: 14, fort: 15, ref: 12, will: 12, hp: { base: 30, perLevel: 6 }, vsAc: 8, vsOther: 6 },
  Striker: { ac: 15, fort: 13, ref: 14, will: 12, hp: { base: 22, perLevel: 4 }, vsAc: 8, vsOther: 6 },
  Controller: { ac: 14, fort: 12, ref: 13, will: 15, hp: { base: 20, perLevel: 4 }, vsAc: 6, vsOther: 5 },
  Skirmisher: { ac: 15, fort: 12, ref: 15, will: 12, hp: { base: 24, perLevel: 4 }, vsAc: 7, vsOther: 5 },
  Artillery: { ac: 13, fort: 12, ref: 14, will: 13, hp: { base: 18, perLevel: 3 }, vsAc: 7, vsOther: 6 },
}; // prettier-ignore

/** What Elite and Boss multiply a role's HP by (the HP lines say so). */
export const HP_MULTIPLIER = { elite: 2, boss: 4 } as const;

/** The invented XP of one monster of a level and rank (the table's row). */
export function corpusXp(level: number, rank: 'mook' | 'standard' | 'elite' | 'boss'): number {
  return level * { mook: 25, standard: 100, elite: 200, boss: 400 }[rank];
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** The damage table's columns (a designed power's damage, low to high). */
export const DAMAGE_COLUMNS = ['Low', 'Medium', 'High'] as const;

/** The levels of each row of the damage table: 1–3, 4–6, … 28–30. */
export const DAMAGE_TIERS: readonly { min: number; max: number }[] = Array.from(
  { length: 10 },
  (_, i) => ({ min: 3 * i + 1, max: 3 * i + 3 }),
);

/** The invented damage of a designed power of a level, by column (`1d8 + 4`). */
export function corpusDamage(level: number, column: (typeof DAMAGE_COLUMNS)[number]): string {
  const tier = Math.floor((Math.min(Math.max(level, 1), 30) - 1) / 3);
  const dice = {
    Low: `${1 + Math.floor(tier / 4)}d6`,
    Medium: `${1 + Math.floor(tier / 3)}d8`,
    High: `${2 + Math.floor(tier / 3)}d8`,
  }[column];
  const bonus = { Low: 2, Medium: 3, High: 4 }[column] + tier;
  return `${dice} + ${bonus}`;
}

/** The `# Creating New Monsters` chapter: `## Level` (the rule and the XP table), `## Role` and `## Designing Powers` (the damage table). */
export function creatingMonstersChapter(): string {
  const lines = [
    '# Creating New Monsters  ',
    '',
    'A new monster starts from its level, its role and its rank.',
    '',
    '## Level  ',
    '',
    'A monster’s level says how strong it is against characters of the same level.',
    '',
    'A party of four characters of a level is well matched by four Standard monsters of that level. An Elite monster counts as two Standard monsters, a Boss as four or five, and a Mook as a quarter of one.',
    '',
    '##### Table - Monster XP',
    '',
    '| Level | Mook | Standard | Elite | Boss |',
    '|---|---|---|---|---|',
  ];
  for (let level = 1; level <= 30; level++)
    lines.push(
      `| ${level} | ${[corpusXp(level, 'mook'), corpusXp(level, 'standard'), corpusXp(level, 'elite'), corpusXp(level, 'boss')].map(thousands).join(' | ')} |`,
    );
  lines.push(
    '',
    '## Role  ',
    '',
    'Each role sets a monster’s defenses, hit points and attacks.',
    '',
  );
  for (const [name, role] of Object.entries(CORPUS_ROLES))
    lines.push(
      `### ${name}  `,
      '',
      `*AC:* ${role.ac} + level.  `,
      `*Fort:* ${role.fort} + level; *Ref:* ${role.ref} + level; *Will:* ${role.will} + level.  `,
      `*HP:* ${role.hp.base} + (${role.hp.perLevel} * level) (double for Elite, quadruple for Boss)  `,
      `*Attack:* +${role.vsAc} + level vs AC; +${role.vsOther} + level vs Fortitude, Reflex or Will`,
      '',
    );
  lines.push(
    '## Designing Powers  ',
    '',
    'A monster’s attack powers deal the damage of its level: Low for powers that hit many targets or often, Medium for its basic attacks, High for its encounter powers.',
    '',
    '##### Table - Damage by Level',
    '',
    `| Level | ${DAMAGE_COLUMNS.join(' | ')} |`,
    `|---|${DAMAGE_COLUMNS.map(() => '---').join('|')}|`,
    ...DAMAGE_TIERS.map(
      ({ min, max }) =>
        `| ${min}–${max} | ${DAMAGE_COLUMNS.map((column) => corpusDamage(min, column)).join(' | ')} |`,
    ),
    '',
  );
  return lines.join('\n');
}
