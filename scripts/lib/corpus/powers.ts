/**
 * Power blocks for the benchmark corpus, with the variants and rough
 * frequencies of content-formats.md §1 (counts out of 852 there). The caller
 * (the entity that embeds the block) decides what the real books fix for it:
 * a discipline's sorted level, a species' `Feature` token and missing blank
 * quote line, a poison's `Consumable` frequency, a header anomaly.
 */
import { ADJECTIVES, NOUNS, SENTENCE_PARTS, type Random } from './random.ts';

/** The frequencies of a header. */
export type Frequency = 'At-Will' | 'Encounter' | 'Daily' | 'Consumable';

/** A header anomaly of §1.2: one bold span, merged tokens, merged tokens with a split action (and a leading space), or a flavor line behind an `**Effect**` label above the header. */
export type Anomaly = 'one-span' | 'merged' | 'split-action' | 'misplaced-flavor';

/** Which power to write; every field the caller leaves out is drawn at the books' rates. */
export interface PowerShape {
  /** Running index, for a unique name. */
  index: number;
  /** Level token: a number, `Feature`, or null for no token (two spaces before the action). */
  level?: number | 'Feature' | null;
  frequency?: Frequency;
  category?: 'Attack' | 'Utility';
  /** Chance of the blank `>` line after the name (248 of 852 overall). */
  qblank?: number;
  /** Chance of an italic flavor line (539 of 852 overall). */
  flavor?: number;
  anomaly?: Anomaly;
  /** The older two-line header with colon labels (§1.2, one species power). */
  older?: string;
  /** Lines without `>` (lazy continuation, 56 of 852). */
  lazy?: boolean;
}

const ACTIONS = [
  'Standard Action', 'Standard Action', 'Standard Action', 'Standard Action', 'Standard Action',
  'Swift Action', 'Swift Action', 'Move Action', 'Free Action', 'Counter Action',
  'Reaction Action', 'No Action', 'Special Action',
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
  '**Near** burst 2, each ally',
  '**Far** burst 2 within 10, each enemy',
  '**Self**',
  '**Self**',
  '**Self**',
  '**Melee or Ranged** weapon, one creature',
  '**Self and allies** in a near burst 5',
  '**Special** see text',
]; // prettier-ignore
const DEFENSES = ['AC', 'Fortitude', 'Reflex', 'Will', 'Fortitude or Reflex (whichever is higher)'];
const ABILITIES = ['Strength', 'Dexterity', 'Intelligence', 'Wisdom', 'Charisma', 'Constitution'];

/** A unique power name for index `i` (924 distinct names, then numbered). */
export function powerName(i: number): string {
  const base = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]}`;
  const round = Math.floor(i / (ADJECTIVES.length * NOUNS.length));
  return round ? `${base} ${round + 1}` : base;
}

function sentence(random: Random): string {
  const text = random.pick(SENTENCE_PARTS);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** A frequency at the books' rates, consumables aside (they are the poisons). */
export function drawFrequency(random: Random): Frequency {
  const r = random.next();
  return r < 0.125 ? 'At-Will' : r < 0.56 ? 'Encounter' : 'Daily';
}

/** The header line in its regular form or one of the anomalies. */
function header(
  random: Random,
  freq: string,
  category: string,
  level: string,
  anomaly: Anomaly | undefined,
): string {
  const action = random.chance(0.015) ? 'Standard and Move Action' : random.pick(ACTIONS);
  const tags = random.chance(0.965) ? ` ● **${random.pick(TAGS)}**` : '';
  const token = level || '1';
  if (anomaly === 'one-span') return `**${freq} ${category} ${token} (${action})**${tags}`;
  if (anomaly === 'merged') return `**${freq} ${category}** **${token}** (**${action}**)${tags}`;
  if (anomaly === 'split-action') {
    const [first, ...rest] = action.split(' ');
    return ` **${freq} ${category}** **${token}** (**${first}** **${rest.join(' ')}**)${tags}`;
  }
  const levelToken = level ? ` **${level}** ` : '  ';
  return `**${freq}** **${category}**${levelToken}(**${action}**)${tags}`;
}

/** One power block (a `> ####` quote), as content-formats.md §1 describes it. */
export function powerBlock(random: Random, shape: PowerShape): string {
  const t = () => random.trail();
  const freq = shape.frequency ?? drawFrequency(random);
  const attack = (shape.category ?? (random.chance(0.63) ? 'Attack' : 'Utility')) === 'Attack';
  const lazy = shape.lazy ?? random.chance(0.066);
  const lines: string[] = [`> #### ${powerName(shape.index)}${t()}`];
  if (random.chance(shape.qblank ?? 0.29)) lines.push('>');
  const flavor = `*${sentence(random)}*`;
  if (shape.anomaly === 'misplaced-flavor') lines.push(`> **Effect** ${flavor}${t()}`);
  else if (random.chance(shape.flavor ?? 0.63)) lines.push(`> ${flavor}${t()}`);
  if (shape.older) {
    lines.push(`> **Encounter** **No Action**${t()}`);
    lines.push(`> **${shape.older} Utility Ancestry**${t()}`);
    lines.push(
      `> **Trigger:** ${sentence(random)}${t()}`,
      `> **Effect:** ${sentence(random)}${t()}`,
    );
    return lines.join('\n');
  }
  const level =
    shape.level === undefined
      ? String(1 + random.int(30))
      : shape.level === null
        ? ''
        : String(shape.level);
  const category = attack ? 'Attack' : 'Utility';
  lines.push(`> ${header(random, freq, category, level, shape.anomaly)}${t()}`);
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
  return lines.join('\n');
}

/** The running power index shared by every book, so each power name is unique. */
export interface PowerIds {
  power: number;
}

/** The next power shape's index. */
export function nextIndex(ids: PowerIds): number {
  return ids.power++;
}

/** A run of power blocks separated by blank lines. */
export function powerRun(random: Random, shapes: readonly PowerShape[]): string {
  return shapes.map((shape) => powerBlock(random, shape)).join('\n\n');
}

/**
 * Two power blocks in one quote span (§0.4): the second heading directly after
 * the first block's last line, or after a bare `>` line.
 */
export function sharedQuote(
  random: Random,
  first: PowerShape,
  second: PowerShape,
  bare: boolean,
): string {
  const a = powerBlock(random, { ...first, lazy: false });
  const b = powerBlock(random, { ...second, lazy: false });
  return `${a}\n${bare ? '>\n' : ''}${b}`;
}
