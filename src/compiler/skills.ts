/**
 * The skills of the Orcus rulebook: the one list the compiler reads skill
 * names against (skill checks in attack lines, class skill lists). The
 * rulebook's Skills chapter has 17 (content-formats.md §11.6); the books
 * still write a few names of the 4e era, which checks accept.
 */

/** The 17 skills of the rulebook, in alphabetical order. */
export const RULEBOOK_SKILLS = [
  'Acrobatics',
  'Arcana',
  'Athletics',
  'Bluff',
  'Diplomacy',
  'Dungeoneering',
  'Endure',
  'Heal',
  'History',
  'Insight',
  'Intimidate',
  'Nature',
  'Perception',
  'Religion',
  'Sleight of Hand',
  'Stealth',
  'Streetsmarts',
] as const;

/** A skill of the rulebook. */
export type Skill = (typeof RULEBOOK_SKILLS)[number];

/**
 * 4e-era skill names read in skill checks, each with the rulebook skill it
 * became when the rename is plain (Endurance → Endure, Streetwise →
 * Streetsmarts); null where no successor is given (Thievery).
 */
export const OLDER_SKILL_NAMES: ReadonlyMap<string, Skill | null> = new Map<string, Skill | null>([
  ['Endurance', 'Endure'],
  ['Streetwise', 'Streetsmarts'],
  ['Thievery', null],
]);

/** A skill name as compared: trimmed, inner spaces collapsed, lower case. */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The rulebook skill a name spells, whatever its case (`perception` → Perception); null otherwise. */
export function rulebookSkill(name: string): Skill | null {
  const wanted = key(name);
  return RULEBOOK_SKILLS.find((skill) => key(skill) === wanted) ?? null;
}

/** The 4e-era name a name spells, whatever its case, with its successor (see OLDER_SKILL_NAMES); null otherwise. */
export function olderSkill(name: string): { name: string; successor: Skill | null } | null {
  const wanted = key(name);
  for (const [older, successor] of OLDER_SKILL_NAMES)
    if (key(older) === wanted) return { name: older, successor };
  return null;
}

/** The skill a check names, a rulebook skill or a 4e-era name as written in the list; null otherwise. */
export function checkSkill(name: string): string | null {
  return rulebookSkill(name) ?? olderSkill(name)?.name ?? null;
}
