/**
 * The thirteen companion files of the library (content-formats §13, §13.3):
 * the example characters (§11.7), house rules (setext headings, §0.5), an
 * experimental class (§6.5), sublime classes and stances (§11.8), a second
 * game's draft rules (§6.5), adventures with creature cards, maps and
 * pictures (§9.4, §13.2; one of them a folder down, one with an extended
 * challenge, §11.3), and a few prose files. Each file has the books'
 * front matter; its `navigation_weight` places it after the five books.
 */
import { prose, table } from './entities.ts';
import { markdownImage, type Picture } from './pictures.ts';
import { powerBlock, powerName, type PowerShape } from './powers.ts';
import { PLACES, sentence, type Random } from './random.ts';
import { isPlainBlock, powerSpans, twoLineLayout } from './blocks.ts';

/** A markdown file of the library: its path in the folder and its text. */
export interface LibraryText {
  path: string;
  text: string;
}

/** What the companion files are made of, decided by library.ts. */
export interface CompanionInputs {
  /** The example characters' power blocks (older two-line header), 29 in all. */
  characterPowers: string[][];
  /** HTML figure lines and markdown images for the three adventures. */
  adventurePictures: { figures: string[]; images: Picture[] }[];
  /** The next free power index (names no book uses). */
  nextPower: () => number;
}

/** The example characters' file name. */
export const CHARACTERS_FILE = 'Example Characters.md';

/** Front matter as the books write it. */
function front(title: string, weight: number): string {
  return `---\nlayout: default\ntitle: ${title}\nnavigation_weight: ${weight}\n---\n`;
}

const CHARACTERS = [
  ['Brisa Fenwick', 'the Lantern Thief', 'Ashblade'],
  ['Odo Harrowgate', 'Keeper of the Bell', 'Wardsinger'],
  ['Yssa Marrow', 'Twice-Drowned', 'Lorekeeper'],
  ['Tavik Stone', 'the Patient Blade', 'Banneret'],
  ['Quorm', 'Who Counts the Stars', 'Hexweaver'],
] as const;

/** The example characters (§11.7): five `# Name, epithet` chapters with a sheet and `## Powers`. */
export function charactersFile(random: Random, powers: readonly string[][]): string {
  const t = () => random.trail();
  const lines = [front('Example Characters', 10), '# Example Characters', '', prose(random, 1), ''];
  const per = Math.ceil(powers.length / CHARACTERS.length);
  CHARACTERS.forEach(([name, epithet, className], c) => {
    lines.push(
      `# ${name}, ${epithet}${t()}`,
      '',
      `*Ancestry:* ${PLACES[c + 3]}born human${t()}`,
      `*Class and Kit:* ${className} who ${['walks the roads', 'guards the bell', 'reads the tides', 'leads the line', 'binds the dark'][c]} (Level 1)${t()}`,
      '',
      `**Abilities:** Str ${12 + c} (+${1 + (c % 2)}), Con 14 (+2), Dex 13 (+1), Int 10 (+0), Wis 12 (+1), Cha ${8 + c} (-1)${t()}`,
      `**HP:** ${26 + c} (Staggered ${13 + Math.floor(c / 2)}), **Recoveries:** ${7 + (c % 2)}${t()}`,
      `**Defenses:** AC ${15 + (c % 3)}, Fort 13, Ref 12, Will 11; **Speed:** 6${t()}`,
      `**Initiative:** +${1 + c}; **Skills:** Athletics +${5 + c}, Insight +4, Stealth +3${t()}`,
      `**Basic melee attack:** longsword +${5 + c} (1d8 + 3)${t()}`,
      `**Basic ranged attack:** sling +3 (1d6 + 1)${t()}`,
      `**Equipment:** chainmail, light shield, longsword, sling, adventurer’s kit${t()}`,
      `**Features:**${t()}`,
      `* **${PLACES[c]} Ward:** ${sentence(random)}${t()}`,
      `* **Steady Hand:** ${sentence(random)}${t()}`,
      '',
    );
    if (c === 1 || c === 3)
      lines.push(
        `**${['GRIMTOOTH', 'ASHWING'][c === 1 ? 0 : 1]}.** Small natural beast; AC 14, HP 12; *bite* +5 (1d6 + 2); *pounce* +4 vs Reflex, the target falls prone.${t()}`,
        '',
      );
    lines.push(
      `## Powers${t()}`,
      '',
      `**Key Ability:** Strength, **Secondary:** Wisdom${t()}`,
      `**Disciplines:** ${['Path', 'Oath', 'Way', 'Art', 'Path'][c]} of the ${PLACES[c]} (class), Bellcraft (kit)${t()}`,
      '',
    );
    for (const block of powers.slice(c * per, (c + 1) * per)) lines.push(...block, '');
    lines.push(`## Feats${t()}`, '', `* Stormglass Reflexes${t()}`, `* Harpoon Training${t()}`, '');
  });
  return lines.join('\n');
}

/** One power block of a companion file with a name no book uses, in the older two-line header when `older`. */
export function ownPower(random: Random, index: number, older: string | null): string[] {
  const shape: PowerShape = { index, level: 1 + random.int(20), lazy: false, qblank: 0.3 };
  for (let tries = 0; ; tries++) {
    const lines = powerBlock(random, shape).split('\n');
    const span = powerSpans([...lines, ''])[0]!;
    if (!older) return lines;
    if (isPlainBlock([...lines, ''], span)) return twoLineLayout(lines, older);
    if (tries > 50) throw new Error(`no plain power block for ${powerName(index)} in 50 draws`);
  }
}

/** House rules (§0.5, §1.2): setext headings, four power blocks, one with `*` before its tags. */
function houseRules(random: Random, next: () => number): string {
  const blocks = [0, 1, 2, 3].map(() => ownPower(random, next(), null));
  const star = blocks[2]!.findIndex((line) => line.includes(' ● **'));
  if (star >= 0) blocks[2]![star] = blocks[2]![star]!.replace(' ● **', ' * **');
  return [
    front('House Rules', 11),
    'House Rules',
    '===========',
    '',
    prose(random, 2),
    '',
    'Resting and Recovery',
    '--------------------',
    '',
    prose(random, 2),
    '',
    'New Powers',
    '----------',
    '',
    ...blocks.flatMap((block) => [...block, '']),
  ].join('\n');
}

/** An experimental class in one file (§6.5): its own discipline section with 15 power blocks. */
function warriorFile(random: Random, next: () => number): string {
  const t = () => random.trail();
  const lines = [
    front('Warrior', 12),
    `# Warrior${t()}`,
    '',
    `**Martial Defender/Striker**${t()}`,
    '',
    prose(random, 1),
    '',
    `## Stats${t()}`,
    '',
    `**Hit Points at 1st Level:** 15 plus your Constitution score.${t()}`,
    `**Additional Hit Points at Higher Levels:** 6 per level above first level.${t()}`,
    `**Recoveries per Long Rest:** 8 plus your Constitution modifier.${t()}`,
    `**Defenses:** +2 Fortitude.${t()}`,
    '',
    `## Proficiency and Training${t()}`,
    '',
    `**Armor Proficiencies:** Cloth, leather, hide, chainmail; light and heavy shields.${t()}`,
    `**Weapon Proficiencies:** Simple and military weapons.${t()}`,
    `**Class Skills:** Athletics, Endure, Intimidate.${t()}`,
    '',
    `## Features${t()}`,
    '',
    `**Shield Wall:** ${sentence(random)}${t()}`,
    '',
    `## Warrior Powers${t()}`,
    '',
    `**Key Ability:** Strength/Dexterity${t()}`,
    '',
  ];
  for (let i = 0; i < 15; i++) lines.push(...ownPower(random, next(), null), '');
  return lines.join('\n');
}

/** Sublime classes and their stances (§6.5, §11.8). */
function sublimeFile(random: Random): string {
  const t = () => random.trail();
  const lines = [
    front('Sublime Classes', 13),
    `# Sublime Swordmaster${t()}`,
    '',
    prose(random, 1),
    '',
  ];
  lines.push(
    `## Stats${t()}`,
    '',
    `**Hit Points at 1st Level:** 15${t()}`,
    `**Hit Points at Higher Levels:** 6${t()}`,
    '',
  );
  lines.push(
    `## Features${t()}`,
    '',
    `**Expertise Dice (Level 1):** ${sentence(random)}${t()}`,
    `*Level 5:* ${sentence(random)}${t()}`,
    '',
  );
  lines.push(`# Sublime Stances${t()}`, '', prose(random, 1), '');
  for (let s = 0; s < 8; s++) {
    lines.push(
      `## ${PLACES[s]} Stance (${['Iron', 'Willow', 'Ember', 'Tide'][s % 4]})${t()}`,
      '',
      `**Effect:** ${sentence(random)}${t()}`,
      '',
      `**Recovery:** ${sentence(random)}${t()}`,
      '',
      `${s === 3 ? '**Strikes: **' : '**Strikes:**'} You can spend expertise dice on these strikes.${t()}`,
      `* ${sentence(random).slice(0, -1)} (1 ED)${t()}`,
      `* ${sentence(random).slice(0, -1)} (2 ED)${t()}`,
      '',
      `From level 6, you can also select:${t()}`,
      `* ${sentence(random).slice(0, -1)} (2 ED)${t()}`,
      '',
      `**Boosts:**${t()}`,
      `* ${sentence(random).slice(0, -1)} (swift action)${t()}`,
      '',
    );
  }
  return lines.join('\n');
}

/** A second game's draft rules (§6.5): 8 classes, powers as paragraphs under tier headings. */
function secondGameFile(random: Random): string {
  const t = () => random.trail();
  const lines = [
    front('Second Game - Draft Rules', 14),
    `# Draft Rules${t()}`,
    '',
    prose(random, 2),
    '',
  ];
  for (let c = 0; c < 8; c++) {
    lines.push(
      `# ${PLACES[c + 10]} Knight (${['arcane', 'divine', 'martial', 'primal'][c % 4]})${t()}`,
      '',
    );
    lines.push(`**Skills:** Athletics, Lore${t()}`, `**Equipment:** spear, shield${t()}`, '');
    for (const tier of ['Heroic', 'Paragon', 'Epic']) {
      lines.push(`### ${tier} powers${t()}`, '');
      for (let p = 0; p < 2; p++)
        lines.push(
          `*${random.word()} ${random.word()}* (${random.pick(['at-will', 'encounter', 'daily'])}). Close. Strength vs. AC. Success: ${sentence(random)} Failure: ${sentence(random)}${t()}`,
          '',
        );
    }
  }
  return lines.join('\n');
}

/** A creature card of an adventure (§9.4): level-4 heading, HP trackers, one-line senses. */
function creatureCard(random: Random, name: string, copies: number): string[] {
  const t = () => random.trail();
  return [
    `#### ${name}${t()}`,
    ...Array.from(
      { length: copies },
      (_, k) => `${['♟', '♞', '♝'][k % 3]}: ☐☐☐☐☐ ☐☐☐☐☐ / ☐☐☐☐☐${t()}`,
    ),
    `**Senses** Perception +4; **Initiative** +3; **Speed** 6${t()}`,
    `**AC** 15; **Fortitude** 13; **Reflex** 14; **Will** 12${t()}`,
    `**Resistance to:** 5 cold${t()}`,
    `<span class="badge">⚔️</span> **Bite** +6 vs. AC; 1d8 + 3 damage ● bite${t()}`,
    ` 🏹 **Spit** +5 vs. Reflex; 1d6 damage ● acid${t()}`,
    '',
    '<div style="page-break-after: always;"></div>',
    '',
  ];
}

/** An adventure: encounters with creature cards, pictures, maps; the first one has an extended challenge (§11.3). */
function adventure(
  random: Random,
  title: string,
  weight: number,
  pictures: { figures: string[]; images: Picture[] },
  challenge: boolean,
): string {
  const t = () => random.trail();
  const lines = [front(title, weight), `# ${title}${t()}`, '', prose(random, 2), ''];
  const figures = [...pictures.figures];
  const images = [...pictures.images];
  for (let e = 0; e < 4; e++) {
    lines.push(
      `## Encounter ${e + 1}: The ${random.word()} ${['Hall', 'Ford', 'Tower', 'Crypt'][e]}${t()}`,
      '',
    );
    if (images.length) lines.push(markdownImage(images.shift()!), '');
    lines.push(prose(random, 1), '');
    lines.push(
      `* 2 ${random.word()} Hounds (Level ${2 + e} Skirmisher)${t()}`,
      `  * one more with 6 or more heroes${t()}`,
      '',
    );
    if (figures.length) lines.push(figures.shift()!, '');
    lines.push(...creatureCard(random, `${random.word()} Hound`, 2));
  }
  lines.push(...figures.flatMap((f) => [f, '']), ...images.flatMap((i) => [markdownImage(i), '']));
  if (challenge)
    lines.push(
      `# Extended Challenges${t()}`,
      '',
      `### The Drowned Bell Rings${t()}`,
      '',
      `**Setup:** ${sentence(random)}${t()}`,
      '',
      `**Level:** 3.${t()}`,
      '',
      `**Successes Required:** 6 before 3 failures.${t()}`,
      '',
      `**Primary Skills:** Athletics (moderate, DC 14), Religion (easy, DC 10)${t()}`,
      '',
      `**Success:** ${sentence(random)}${t()}`,
      '',
      `**Failure:** ${sentence(random)}${t()}`,
      '',
      `#### Reactive Challenges${t()}`,
      '',
      ...[1, 2, 3].flatMap((k) => [
        `**${random.word()} Surge ${k}:** ${sentence(random)}${t()}`,
        '',
      ]),
    );
  return lines.join('\n');
}

/** A prose-only companion file (quickstart, tips, errata, change log, a conversion guide). */
function proseFile(random: Random, title: string, weight: number, tables: number): string {
  const t = () => random.trail();
  const lines = [front(title, weight), `# ${title}${t()}`, '', prose(random, 3), ''];
  for (let s = 0; s < 3; s++) {
    lines.push(`## ${random.word()} ${random.word()}${t()}`, '', prose(random, 2), '');
    if (s < tables) lines.push(table(random, `${title} ${s + 1}`), '');
  }
  return lines.join('\n');
}

/** The 13 companion files, the third adventure one folder down. */
export function companionFiles(random: Random, inputs: CompanionInputs): LibraryText[] {
  const [first, second, third] = inputs.adventurePictures;
  return [
    { path: CHARACTERS_FILE, text: charactersFile(random, inputs.characterPowers) },
    { path: 'House Rules.md', text: houseRules(random, inputs.nextPower) },
    { path: 'Warrior (experimental class).md', text: warriorFile(random, inputs.nextPower) },
    { path: 'Sublime Classes.md', text: sublimeFile(random) },
    { path: 'Second Game - Draft Rules.md', text: secondGameFile(random) },
    {
      path: 'Adventure - Lanterns of Osk.md',
      text: adventure(random, 'Lanterns of Osk', 20, first!, false),
    },
    {
      path: 'Adventure - The Ember Road.md',
      text: adventure(random, 'The Ember Road', 21, second!, false),
    },
    {
      path: 'adventures/The Drowned Bell.md',
      text: adventure(random, 'The Drowned Bell', 22, third!, true),
    },
    { path: 'Quickstart.md', text: proseFile(random, 'Quickstart', 30, 1) },
    { path: 'Game Master Tips.md', text: proseFile(random, 'Game Master Tips', 31, 0) },
    { path: '5e Conversion.md', text: proseFile(random, '5e Conversion', 32, 2) },
    { path: 'Errata.md', text: proseFile(random, 'Errata', 33, 0) },
    { path: 'Changelog.md', text: proseFile(random, 'Changelog', 34, 0) },
  ];
}
