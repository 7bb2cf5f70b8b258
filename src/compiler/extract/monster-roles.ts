/**
 * The monster roles' lines (content-formats §15): each section under a
 * section titled `Role` (or `Roles`) whose body has italic-labelled lines,
 * `*AC:* 13 + level.`, `*Fort:* 12 + level; *Ref:* 14 + level; *Will:* 11 + level.`,
 * `*HP:* 22 + (4 * level) (double for Elite, quadruple for Boss)` and
 * `*Attack:* +6 + level vs AC; +4 + level vs Fortitude, Reflex or Will`,
 * read into formulas (`{ base: 13, perLevel: 1 }`). A value that cannot be
 * read is reported (rules/bad-role-line) and kept as written in `unread`;
 * other labels are kept in `other`.
 */
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { Defense, LevelFormula, MonsterRole, RoleAttack, RoleHp, Section } from '../types.ts';
import { NUMBER_SOURCE, numberOf } from './number-words.ts';
import { bodyLines, type RulesSource } from './rules-source.ts';

/** An italic (or bold) label with the colon inside or after the marks: `*AC:*`, `_Fort_:`. */
const LABEL = /([*_]{1,2})([A-Za-z][A-Za-z ]*?)(?::\1|\1:)\s*/g;
const DEFENSE_LABELS: Record<string, keyof MonsterRole['defenses']> = {
  ac: 'ac', fort: 'fortitude', fortitude: 'fortitude', ref: 'reflex', reflex: 'reflex', will: 'will',
}; // prettier-ignore
const DEFENSE_NAMES: Record<string, Defense> = {
  ac: 'AC', fort: 'Fortitude', fortitude: 'Fortitude', ref: 'Reflex', reflex: 'Reflex', will: 'Will',
}; // prettier-ignore
const HP_LABELS = new Set(['hp', 'hit points']);
const ATTACK_LABELS = new Set(['attack', 'attacks', 'attack bonus']);
/** `13 + level`, `+6 + level`, `22 + (4 * level)`, `22 + 4 × level`, `level + 13`, `13`. */
const FORMULA =
  /^([+-]?\d+)(?:\s*\+\s*\(?\s*(?:(\d+)\s*[*×x]\s*)?level(?:\s*[*×x]\s*(\d+))?\s*\)?)?$|^level\s*\+\s*(\d+)$/i;
const MULTIPLIER = new RegExp(
  `^(${NUMBER_SOURCE}|[×x]\\s*\\d+|\\d+\\s*times)\\s+(?:for|at|as)\\s+(?:an?\\s+)?(elite|boss)(?:es|s)?$`,
  'i',
);

/** Reads every role under a `Role` section. */
export function readMonsterRoles(source: RulesSource): {
  roles: MonsterRole[];
  diagnostics: Diagnostic[];
} {
  const byId = new Map(source.sections.map((section) => [section.id, section]));
  const roles: MonsterRole[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const section of source.sections) {
    const parent = section.parent ? byId.get(section.parent) : undefined;
    if (!parent || !/^roles?$/i.test(parent.title.trim())) continue;
    const read = readRole(source, section);
    if (read.role) roles.push(read.role);
    diagnostics.push(...read.diagnostics);
  }
  return { roles, diagnostics };
}

function readRole(
  source: RulesSource,
  section: Section,
): { role: MonsterRole | null; diagnostics: Diagnostic[] } {
  const role: MonsterRole = {
    id: section.id,
    name: section.title.trim(),
    section: section.id,
    source: section.source,
    defenses: { ac: null, fortitude: null, reflex: null, will: null },
    hp: null,
    attacks: [],
    other: [],
    unread: [],
  };
  const diagnostics: Diagnostic[] = [];
  let known = 0;
  for (const { line, text } of bodyLines(source, section)) {
    for (const { label, value, column } of labelledParts(text)) {
      const key = label.toLowerCase();
      const read = readValue(role, key, value);
      if (read === 'other') {
        role.other.push({ label, text: value });
        continue;
      }
      known++;
      if (read) continue;
      role.unread.push(`${label}: ${value}`);
      diagnostics.push(
        diagnostic(
          'rules/bad-role-line',
          section.source.file,
          { line, column },
          `Role "${role.name}": the ${label} value "${value}" cannot be read as numbers of level; it is kept as written.`,
        ),
      );
    }
  }
  return known > 0 ? { role, diagnostics } : { role: null, diagnostics: [] };
}

/** Reads one labelled value into the role: true when read, false when not, `other` for another label. */
function readValue(role: MonsterRole, key: string, value: string): boolean | 'other' {
  const defense = DEFENSE_LABELS[key];
  if (defense) {
    const formula = formulaOf(value);
    if (formula) role.defenses[defense] = formula;
    return formula !== null;
  }
  if (HP_LABELS.has(key)) {
    const hp = hpOf(value);
    if (hp) role.hp = hp;
    return hp !== null;
  }
  if (ATTACK_LABELS.has(key)) {
    const attacks = attacksOf(value);
    if (attacks) role.attacks.push(...attacks);
    return attacks !== null;
  }
  return 'other';
}

/** A line's labelled parts: `*Fort:* 12 + level; *Ref:* 14 + level.` → two parts. Only lines starting with a label. */
function labelledParts(text: string): { label: string; value: string; column: number }[] {
  const matches = [...text.matchAll(LABEL)];
  if (matches.length === 0 || text.slice(0, matches[0]!.index).trim() !== '') return [];
  return matches.map((match, i) => {
    const end = matches[i + 1]?.index ?? text.length;
    const value = text
      .slice(match.index + match[0].length, end)
      .trim()
      .replace(/\\$/, '')
      .replace(/[.;,]\s*$/, '')
      .trim();
    return { label: match[2]!.trim(), value, column: match.index + 1 };
  });
}

/** `13 + level` → `{ base: 13, perLevel: 1 }`; null when the text is not such a formula. */
export function formulaOf(text: string): LevelFormula | null {
  const match = FORMULA.exec(text.trim().replace(/[−–]/g, '-'));
  if (!match) return null;
  if (match[4]) return { base: Number(match[4]), perLevel: 1 };
  const hasLevel = /level/i.test(text);
  const perLevel = hasLevel ? Number(match[2] ?? match[3] ?? 1) : 0;
  return { base: Number(match[1]), perLevel };
}

/** `22 + (4 * level) (double for Elite, quadruple for Boss)` → formula and multipliers. */
function hpOf(value: string): RoleHp | null {
  const rider = /^(.*?)\s*\(([^()]*\b(?:elite|boss)\b[^()]*)\)$/i.exec(value);
  const formula = formulaOf(rider ? rider[1]! : value);
  if (!formula) return null;
  const rankMultiplier: RoleHp['rankMultiplier'] = {};
  for (const part of rider ? rider[2]!.split(/,|;|\band\b/i) : []) {
    const match = MULTIPLIER.exec(part.trim());
    const times = match ? numberOf(match[1]!.replace(/^[×x]\s*|\s*times$/gi, '')) : null;
    if (!match || !times) return null;
    rankMultiplier[match[2]!.toLowerCase() as 'elite' | 'boss'] = times;
  }
  return { ...formula, rankMultiplier };
}

/** `+6 + level vs AC; +4 + level vs Fortitude, Reflex or Will` → one bonus per part. */
function attacksOf(value: string): RoleAttack[] | null {
  const attacks: RoleAttack[] = [];
  for (const part of value.split(';')) {
    const match = /^(.*?)\s+vs\.?\s+(.+)$/i.exec(part.trim());
    const formula = match ? formulaOf(match[1]!) : null;
    if (!match || !formula) return null;
    const names = match[2]!.split(/,|\bor\b|\band\b|\//i).map((name) => name.trim().toLowerCase());
    const defenses = names.filter((name) => name !== '').map((name) => DEFENSE_NAMES[name]);
    if (defenses.length === 0 || defenses.some((d) => !d)) return null;
    attacks.push({ ...formula, defenses: defenses as Defense[] });
  }
  return attacks;
}
