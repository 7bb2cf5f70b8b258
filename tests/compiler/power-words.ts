/**
 * The "nothing lost" check for power blocks and records (feats, …): every
 * word of a block's source must appear in its JSON (for a power: name, flavor,
 * header fields, origin, lines, scaling) unless a diagnostic names the line it is on.
 */
import type { Diagnostic, SourceRange } from '../../src/compiler/index.ts';

/** What the check needs of a power or a record: its name, its source lines, and its JSON. */
type Block = { name: string; source: SourceRange };

/** Keys whose values are not the block's words (ids, headings around it, markup, positions). */
const NOT_WORDS = new Set(['id', 'section', 'context', 'source', 'html', 'line', 'formula']);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The label words of record fields: a record keeps the field a label
 * introduces (its key), not the label as written, so a non-empty field
 * accounts for the words of its labels' spellings.
 */
const FIELD_LABELS: Record<string, string[]> = {
  prerequisites: ['prerequisite', 'prerequisites', 'requirement', 'requirements'],
  benefit: ['benefit', 'benefits'],
  special: ['special'],
  critical: ['critical', 'crit'],
  weapon: ['proficiency', 'damage', 'range'],
  costToLearn: ['cost', 'to', 'learn'],
  completionTime: ['completion', 'time'],
  components: ['components', 'component'],
  duration: ['duration'],
  checks: ['check'],
  minimumEnchantment: ['minimum', 'enchantment'],
  curse: ['curse'],
  trigger: ['trigger'],
  target: ['target', 'targets'],
  attack: ['attack'],
  hit: ['hit'],
  miss: ['miss'],
  effect: ['effect'],
  secondary: ['secondary', 'attack'],
  aftereffect: ['aftereffect'],
  countermeasures: ['countermeasures', 'countermeasure'],
  detection: ['dc'],
  defense: ['vs'],
  abilityScores: ['ability', 'score', 'scores', 'increase', 'increases'],
  speed: ['speed'],
  languages: ['languages', 'language'],
  skillBonuses: ['skill', 'bonus', 'bonuses'],
  traits: ['traits'],
  hitPointsFirstLevel: ['stats', 'hit', 'points', 'at', '1st', 'level'],
  hitPointsPerLevel: ['additional', 'hit', 'points', 'at', 'higher', 'levels'],
  recoveries: ['recoveries', 'per', 'long', 'rest'],
  defenses: ['defenses'],
  armorProficiencies: ['proficiency', 'and', 'training', 'armor', 'proficiencies'],
  weaponProficiencies: ['weapon', 'proficiencies'],
  focusProficiencies: ['focus', 'proficiencies'],
  trainedSkills: ['trained', 'skills'],
  classSkills: ['class', 'skills'],
  disciplines: ['associated', 'discipline', 'disciplines'],
  requirements: ['requirements', 'requirement', 'prerequisite', 'prerequisites'],
  features: ['class', 'features'],
  immortality: ['immortality'],
  steps: ['level'],
  keyAbility: ['key', 'ability'],
  keyAbilityText: ['key', 'ability', 'abilities'],
  talentsLine: ['talents', 'and', 'secondary', 'abilities'],
  secondaryAbility: ['secondary', 'ability'],
  sources: ['source', 'sources', 'classes', 'kits', 'cruxes', 'feats'],
};

/** The lower-cased words the power's JSON holds; `Level N` for each numeric `level` field. */
export function powerWords(power: Block, fieldLabels = false): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const [word] of text.matchAll(WORD)) words.add(word.toLowerCase());
  };
  const walk = (value: unknown, key: string): void => {
    if (NOT_WORDS.has(key)) return;
    if (fieldLabels && value !== null && value !== undefined)
      FIELD_LABELS[key]?.forEach((word) => words.add(word));
    if (typeof value === 'string') add(value);
    else if (typeof value === 'number') add(key === 'level' ? `Level ${value}` : String(value));
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(power, '');
  return words;
}

/** A word of a block's source found neither in its power's JSON nor on a line a diagnostic names. */
export interface LostWord {
  power: string;
  line: number;
  word: string;
}

/** The words of `power`'s source lines (in `text`) that are not accounted for. */
/** `record`: the block is a record (feat, …), whose non-empty fields account for their labels' words. */
export function lostWords(
  text: string,
  power: Block,
  diagnostics: Diagnostic[],
  record = false,
): LostWord[] {
  const lines = text.split(/\r?\n/);
  const named = new Set(diagnostics.filter((d) => d.file === power.source.file).map((d) => d.line));
  const have = powerWords(power, record);
  const lost: LostWord[] = [];
  for (let line = power.source.line; line <= power.source.endLine; line++) {
    if (named.has(line)) continue;
    // Raw HTML is sanitized by design (docs/authoring.md, "Raw HTML"): tags and script/style bodies are not words.
    const source = (lines[line - 1] ?? '')
      .replace(/^\s*>?\s*#*/, '')
      .replace(/<(script|style)\b[^>]*>.*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      // Character references (`&nbsp;`) are markup for one character, not words.
      .replace(/&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/gi, ' ');
    for (const [word] of source.matchAll(WORD))
      if (!have.has(word.toLowerCase())) lost.push({ power: power.name, line, word });
  }
  return lost;
}
