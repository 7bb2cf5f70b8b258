/** Monster stat blocks for the benchmark corpus, line by line as monster-format.md describes them. */
import { ADJECTIVES, NOUNS, SENTENCE_PARTS, type Random } from './random.ts';
import { prose } from './entities.ts';
import { CORPUS_ROLES, HP_MULTIPLIER, corpusXp } from './monster-rules.ts';

const ROLES = ['Blocker', 'Wrecker', 'Striker', 'Controller', 'Skirmisher', 'Artillery', 'Lurker', 'Soldier', 'Brute']; // prettier-ignore
const SIZES = ['Tiny', 'Small', 'Medium', 'Medium', 'Large', 'Huge', 'Gargantuan'];
const ORIGINS = ['Natural', 'Elemental', 'Fey', 'Shadow', 'Aberrant', 'Immortal'];
const TYPES = ['Beast', 'Humanoid', 'Animate', 'Magical Beast'];
const SYMBOLS = ['‡', '†', '⤢', '↗', '∢', '⋇'];
const FREQUENCIES = ['at-will', 'at-will', 'encounter', 'daily', 'refresh 5, 6', 'refresh 4, 5, 6'];
const ACTIONS = ['standard', 'standard', 'move', 'swift', 'free', 'counter', 'reaction'];

const mod = (score: number, level: number) => Math.floor((score - 10) / 2) + Math.floor(level / 2);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** One monster stat block and its description paragraph. */
export function monsterBlock(random: Random, index: number): string {
  const t = () => random.trail();
  const level = 1 + random.int(30);
  const rankRoll = random.next();
  const rank =
    index === 77
      ? 'Mook '
      : rankRoll < 0.15
        ? 'Mook '
        : rankRoll < 0.3
          ? 'Elite '
          : rankRoll < 0.37
            ? 'Boss '
            : '';
  const role = random.pick(ROLES);
  const rankRole = index === 77 ? `${role} Mook` : `${rank}${role}`;
  const rankKey =
    rank === '' ? 'standard' : (rank.trim().toLowerCase() as 'mook' | 'elite' | 'boss');
  const xp = String(corpusXp(level, rankKey));
  // Roles with lines (monster-rules.ts) give the numbers, but for a few deliberate deviations.
  const byRole = CORPUS_ROLES[role];
  const acOff = index % 20 === 7 ? 2 : 0;
  const hpShare = index % 20 === 17 ? 0.5 : 1;
  const leader = random.chance(0.08) ? ' (Leader)' : '';
  const scores = Array.from({ length: 6 }, () => 8 + random.int(14));
  const names = ['Str', 'Con', 'Dex', 'Int', 'Wis', 'Cha'];
  const ability = (i: number) =>
    `**${names[i]}:**${index % 53 === 5 && i === 0 ? '' : ' '}${scores[i]} (${signed(mod(scores[i]!, level))})`;
  const drawnHp = rank === 'Mook ' ? 1 : level * 8 + 20 + random.int(20);
  const roleHp = byRole
    ? (byRole.hp.base + byRole.hp.perLevel * level) *
      (rankKey === 'elite' || rankKey === 'boss' ? HP_MULTIPLIER[rankKey] : 1) *
      hpShare
    : null;
  const hp = rank === 'Mook ' || roleHp === null ? drawnHp : Math.floor(roleHp);
  const defenses = byRole
    ? [byRole.ac + level + acOff, byRole.fort + level, byRole.ref + level, byRole.will + level]
    : [level + 14, level + 12, level + 11, level + 12];
  const name = `${ADJECTIVES[(index * 7) % ADJECTIVES.length]} ${NOUNS[index % NOUNS.length]}${index >= NOUNS.length ? ` ${Math.floor(index / NOUNS.length) + 1}` : ''}`;
  const lines = [
    `#### ${name}`,
    `**Level ${level} ${rankRole}**${leader} (${xp} XP)`,
    `${random.pick(SIZES)} ${random.pick(ORIGINS)} ${random.pick(TYPES)}${random.chance(0.3) ? ' ● Fire' : ''} (${random.pick(['Unaligned', 'Evil', 'Good', 'Chaotic Evil'])})`,
    `**Senses:** Perception ${signed(level + random.int(5))}${random.chance(0.4) ? ', darkvision' : ''}${random.chance(0.5) ? `; **Skills:** Stealth ${signed(level + 3)}, Athletics ${signed(level + 1)}` : ''}`,
    ...(random.chance(0.6) ? ['**Languages:** Common, Abyssal'] : []),
    `${ability(0)}, ${ability(1)}, ${ability(2)}`,
    `${ability(3)}, ${ability(4)}, ${ability(5)}`,
    ...(random.chance(0.2) ? ['**Equipment:** chain mail, spear'] : []),
    '',
    `**Initiative:** ${signed(level + random.int(4))}; **Speed:** ${5 + random.int(3)}${random.chance(0.2) ? ', fly 8 (hover)' : ''}${random.chance(0.2) ? ', climb 4' : ''}`,
    ...(rank === 'Elite ' || rank === 'Boss '
      ? [`**Action Points:** ${rank === 'Boss ' ? 2 : 1}`]
      : []),
    `**AC:** ${defenses[0]}; **Fort:** ${defenses[1]}, **Ref:** ${defenses[2]}, **Will:** ${defenses[3]}${rank ? '; **Saving Throws:** +2' : ''}`,
    rank === 'Mook '
      ? `**HP:** 1; a missed attack never damages a mook.`
      : `**HP:** ${hp}, **Staggered:** ${Math.floor(hp / 2)}`,
    ...(random.chance(0.35)
      ? ['**Immune:**&nbsp;disease, **Resist:**&nbsp;fire 10, **Vulnerable:**&nbsp;cold 5']
      : []),
    ...(random.chance(0.3)
      ? [`**Aura of Dread** (aura 2) ${SENTENCE_PARTS[index % SENTENCE_PARTS.length]}.`]
      : []),
    '',
  ];
  const entries = 2 + random.int(4);
  for (let e = 0; e < entries; e++) {
    const kind = random.next();
    const attackName = `${NOUNS[(index + e * 3) % NOUNS.length]} ${ADJECTIVES[(e * 5 + index) % ADJECTIVES.length]}`;
    const usage = `(${random.pick(ACTIONS)}, ${random.pick(FREQUENCIES)})`;
    const tags = random.chance(0.3) ? ' ● **Fire**' : '';
    if (kind < 0.65) {
      lines.push(`${random.pick(SYMBOLS)}\t**${attackName}** ${usage}${tags}`);
      const range = random.chance(0.4)
        ? `${random.pick(['Ranged 5/10', 'Near burst 2', 'Far burst 1 within 10'])}; `
        : '';
      const defense = random.pick(['AC', 'Reflex', 'Fortitude', 'Will']);
      const bonus = byRole ? level + (defense === 'AC' ? byRole.vsAc : byRole.vsOther) : level + 5;
      lines.push(
        `${range}${signed(bonus)} vs ${defense}; ${1 + random.int(3)}d8 + ${Math.ceil(level / 2)} damage.`,
      );
      if (random.chance(0.15))
        lines.push(
          `*Secondary Attack:* ${signed(level + 3)} vs Fortitude; the target falls prone.`,
        );
    } else if (kind < 0.8) {
      lines.push(
        `**${attackName}** ${usage}`,
        `The ${NOUNS[index % NOUNS.length]!.toLowerCase()} shifts ${1 + random.int(4)} squares.`,
      );
    } else {
      lines.push(`**${attackName}**`, `${SENTENCE_PARTS[(index + e) % SENTENCE_PARTS.length]}.`);
    }
  }
  const quoted = lines.map((line) => (line === '' ? '>' : `> ${line}${t()}`)).join('\n');
  return `${quoted}\n\n${prose(random, 1)}`;
}
