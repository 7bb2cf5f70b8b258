/**
 * Power blocks for the benchmark corpus, with the variants and rough
 * frequencies of content-formats.md §1 (counts out of 852 there).
 */
import { ADJECTIVES, NOUNS, SENTENCE_PARTS, type Random } from './corpus-random.ts';

/** Which power to write: its running index (for a unique name) and whether it is a poison. */
export interface PowerShape {
  index: number;
  poison: boolean;
}

const ACTIONS = [
  'Standard Action', 'Standard Action', 'Standard Action', 'Standard Action', 'Swift Action',
  'Move Action', 'Free Action', 'Counter Action', 'Reaction Action', 'No Action',
  'Special Action', 'Standard and Move Action',
]; // prettier-ignore
const TAGS = [
  'Martial, Weapon', 'Arcane, Fire, Implement', 'Divine, Radiant', 'Primal, Zone',
  'Psionic, Psychic, Charm', 'Martial, Weapon, Reliable', 'Arcane, [Energy]', 'Fear or Charm',
  'Healing, Divine', 'Shadow, Necrotic, Implement', 'Aura, Primal', 'Stance, Martial',
]; // prettier-ignore
const RANGES = [
  '**Melee** weapon, one creature',
  '**Melee** touch, one ally',
  '**Ranged** 10, one creature',
  '**Ranged** weapon, one or two creatures',
  '**Near** burst 1, each enemy you can see',
  '**Near** blast 3 (5 at level 11, 7 at level 21), each creature',
  '**Far** burst 2 within 10, each enemy',
  '**Self**',
  '**Self**',
  '**Melee or Ranged** weapon, one creature',
  '**Self and allies** in a near burst 5',
  '**Special** see text',
]; // prettier-ignore
const DEFENSES = ['AC', 'Fortitude', 'Reflex', 'Will', 'Fortitude or Reflex (whichever is higher)'];
const ABILITIES = ['Strength', 'Dexterity', 'Intelligence', 'Wisdom', 'Charisma', 'Constitution'];

/** A unique power name for index `i` (up to 924 distinct names). */
export function powerName(i: number): string {
  return `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]}`;
}

function sentence(random: Random): string {
  const text = random.pick(SENTENCE_PARTS);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function frequency(random: Random, poison: boolean): string {
  if (poison) return 'Consumable';
  const r = random.next();
  return r < 0.125 ? 'At-Will' : r < 0.55 ? 'Encounter' : r < 0.975 ? 'Daily' : 'Consumable';
}

/** The header line in one of its forms: regular, no level, one bold span, merged tokens, split action. */
function header(random: Random, shape: PowerShape, attack: boolean): string {
  const freq = frequency(random, shape.poison);
  const category = attack ? 'Attack' : 'Utility';
  const r = random.next();
  const level = shape.poison
    ? String(random.pick([1, 5, 9, 15, 19, 25, 29]))
    : r < 0.86
      ? String(1 + random.int(30))
      : r < 0.98
        ? 'Feature'
        : '';
  const action = random.pick(ACTIONS);
  const tags = random.chance(0.96) ? ` ● **${random.pick(TAGS)}**` : '';
  const anomaly = shape.index % 97 === 41 ? (shape.index % 3) + 1 : 0;
  if (anomaly === 1) return `**${freq} ${category} ${level || 1} (${action})**${tags}`;
  if (anomaly === 2) return `**${freq} ${category}** **${level || 1}** (**${action}**)${tags}`;
  if (anomaly === 3) {
    const [first, second] = action.split(' ');
    return ` **${freq}** **${category} ${level || 1}** (**${first}** **${second}**)${tags}`;
  }
  const levelToken = level ? ` **${level}** ` : '  ';
  return `**${freq}** **${category}**${levelToken}(**${action}**)${tags}`;
}

/**
 * One power block. About 7% have lines without `>` (lazy continuation); a
 * few use the older two-line layout; one in ~400 is followed by a second
 * block in the same quote span.
 */
export function powerBlock(random: Random, shape: PowerShape): string {
  const t = () => random.trail();
  const attack = shape.poison || random.chance(0.63);
  const lazy = random.chance(0.066);
  const older = shape.index % 300 === 150;
  const lines: string[] = [`> #### ${powerName(shape.index)}${t()}`];
  if (random.chance(0.29)) lines.push('>');
  const flavorAfterEffect = shape.index === 517;
  const flavor = `*${sentence(random)}*`;
  if (!flavorAfterEffect && random.chance(0.63)) lines.push(`> ${flavor}${t()}`);
  if (older) {
    lines.push(`> **Encounter** **Move Action**${t()}`);
    lines.push(`> **Warden Utility Feature** ● **Martial**${t()}`);
    lines.push(
      `> **Trigger:** ${sentence(random)}${t()}`,
      `> **Effect:** ${sentence(random)}${t()}`,
    );
    lines.push(`> **Maintain:** As a swift action, ${random.pick(SENTENCE_PARTS)}.${t()}`);
    return lines.join('\n');
  }
  lines.push(`> ${header(random, shape, attack)}${t()}`);
  lines.push(`> ${random.pick(RANGES)}${t()}`);
  const body: string[] = [];
  if (random.chance(0.026)) body.push(`**Requirements** You must wield a shield.`);
  if (random.chance(0.19)) body.push(`**Trigger** An enemy ends its turn adjacent to you.`);
  if (attack && random.chance(0.7)) {
    const bonus = random.chance(0.2) ? ` +${1 + random.int(3)}` : '';
    body.push(`**Attack** ${random.pick(ABILITIES)}${bonus} vs ${random.pick(DEFENSES)}`);
    const dice = `${1 + random.int(3)}${random.pick(['dW', 'd6', 'd8', 'd10'])}`;
    const inline = random.chance(0.2)
      ? ` *Level 11:* 2${dice.slice(1)} damage. *Level 21:* 3${dice.slice(1)} damage.`
      : '';
    body.push(`**Hit** ${dice} + ${random.pick(ABILITIES)} modifier damage.${inline}`);
    if (random.chance(0.13)) body.push(`*Level 21:* ${sentence(random)}`);
    if (random.chance(0.14))
      body.push(`*Secondary Attack:* Wisdom vs Will; ${random.pick(SENTENCE_PARTS)}.`);
    if (random.chance(0.15)) body.push('**Miss** Half damage.');
  }
  if (random.chance(0.66) || body.length === 0) body.push(`**Effect** ${sentence(random)}`);
  if (flavorAfterEffect) body.push(flavor);
  if (random.chance(0.05))
    for (let i = 0; i < 2 + random.int(3); i++)
      body.push(`${random.pick(['●', '•'])} ${sentence(random)}`);
  if (random.chance(0.023))
    body.push(`**Form Attack** ‡\t**Claw** (standard, at-will) +8 vs AC; 1d8 + 4 damage.`);
  if (random.chance(0.013)) body.push(`**Special—Augment:** ${sentence(random)}`);
  if (random.chance(0.14)) body.push(`**Special** ${sentence(random)}`);
  if (random.chance(0.115))
    body.push(`**Maintain ${random.pick(['Swift', 'Move', 'Standard'])}** ${sentence(random)}`);
  if (random.chance(0.028)) body.push(`**Boost** ${sentence(random)}`);
  for (const [index, line] of body.entries()) {
    // Lazy continuation: a line (and sometimes the ones after it) without `>`.
    const bare = lazy && index > 0 && (index === body.length - 1 || random.chance(0.4));
    const lead = random.chance(0.03) ? ' ' : '';
    lines.push(`${bare ? '' : '> '}${lead}${line}${t()}`);
  }
  if (shape.index % 426 === 100) {
    lines.push('>');
    lines.push(`> #### ${powerName(shape.index)} Echo${t()}`);
    lines.push(`> **Encounter** **Utility** **${1 + random.int(30)}** (**Free Action**)${t()}`);
    lines.push(`> **Self**${t()}`, `> **Effect** ${sentence(random)}${t()}`);
  }
  return lines.join('\n');
}
