/**
 * How classes and their options show on the site: a class's role, stats and
 * proficiencies as facts, its disciplines, talents and features as fields; a
 * discipline's abilities, sources and powers; a kit's features and
 * disciplines; a path's features and powers — every reference a link.
 */
import type {
  CharacterClass,
  ClassPath,
  Discipline,
  FeatPath,
  Kit,
  LevelFeature,
  NamedRef,
  RulebookData,
} from '../compiler/index.ts';
import { diceMarkedHtml } from '../compiler/helpers.ts';
import { escapeHtml } from './html-text.ts';
import type { RecordFact, RecordFamily, RecordField } from './record-family.ts';
import { powerUrl, recordUrl, sectionUrl } from './urls.ts';

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const slug = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');

/** Facts with text values, escaped and their dice marked (a requirement may roll); null values left out. */
function facts(list: [string, string | null | undefined][]): RecordFact[] {
  return list
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([label, text]) => ({ label, html: diceMarkedHtml(text) }));
}

/** Names linked to their records' pages where resolved. */
function refLinks(refs: readonly NamedRef[], collection: string): string {
  return refs
    .map((ref) =>
      ref.id
        ? `<a href="${recordUrl(collection, ref.id)}">${escapeHtml(ref.name)}</a>`
        : escapeHtml(ref.name),
    )
    .join(', ');
}

/** Ids of records linked by name. */
function idLinks(
  ids: readonly string[],
  list: readonly { id: string; name: string }[],
  collection: string,
) {
  return ids
    .map((id) => list.find((r) => r.id === id))
    .filter((r) => r !== undefined)
    .map((r) => `<a href="${recordUrl(collection, r.id)}">${escapeHtml(r.name)}</a>`)
    .join(', ');
}

function powerLinks(ids: readonly string[], data: RulebookData): RecordField[] {
  const links = ids
    .map((id) => data.powers.find((p) => p.id === id))
    .filter((p) => p !== undefined)
    .map((p) => `<a href="${powerUrl(p.id)}">${escapeHtml(p.name)}</a>`);
  return links.length ? [{ label: 'Powers', html: links.join(', ') }] : [];
}

function featureFields(features: readonly LevelFeature[]): RecordField[] {
  return features.map((f) => ({ label: f.label, html: f.text.html }));
}

const notes = (list: readonly string[]): RecordField[] =>
  list.map((note) => ({ label: null, html: diceMarkedHtml(note) }));

/** The classes family. */
export const classFamily: RecordFamily<CharacterClass> = {
  kind: 'class',
  collection: 'classes',
  title: 'Classes',
  singular: 'class',
  description:
    'Every class: role, key ability, stats, proficiencies, disciplines, talents and features.',
  facts: (c) => [
    ...facts([
      ['Role', c.roleLine],
      ['Key ability', c.keyAbilityText],
      ['Talents', c.talentsLine],
      ['Hit points at 1st level', c.hitPointsFirstLevel?.text],
      ['Hit points per level', c.hitPointsPerLevel?.text],
      ['Recoveries', c.recoveries?.text],
      ['Defenses', c.defenses.map((d) => `+${d.bonus} ${d.defense}`).join(', ')],
      ['Armor', [...c.armorProficiencies, ...c.shieldProficiencies].join(', ') || null],
      ['Weapons', c.weaponProficiencies.join(', ') || null],
      ['Focuses', c.focusProficiencies.join(', ') || null],
      ['Trained skills', c.trainedSkills],
      ['Class skills', c.classSkills.join(', ') || null],
    ]),
    ...(c.disciplines.length
      ? [{ label: 'Disciplines', html: refLinks(c.disciplines, 'disciplines') }]
      : []),
  ],
  fields: (c) => [
    ...(c.description ? [{ label: null, html: diceMarkedHtml(c.description) }] : []),
    ...c.talents.map((t) => ({ label: `Talent: ${t.name}`, html: diceMarkedHtml(t.text) })),
    ...c.features.map((f) => ({
      label: 'Feature',
      html: `<a href="${sectionUrl(f.section)}">${escapeHtml(f.name)}</a>${f.levelScaling.length ? ` (scales at level ${f.levelScaling.map((s) => s.level).join(', ')})` : ''}`,
    })),
    ...notes(c.notes),
  ],
  filters: [
    {
      key: 'role',
      label: 'Role',
      values: (c) => c.roles.map((r) => ({ value: slug(r), label: cap(r) })),
    },
    {
      key: 'tradition',
      label: 'Tradition',
      values: (c) => [{ value: slug(c.tradition), label: cap(c.tradition) }],
    },
  ],
};

/** The disciplines family. */
export const disciplineFamily: RecordFamily<Discipline> = {
  kind: 'discipline',
  collection: 'disciplines',
  title: 'Disciplines',
  singular: 'discipline',
  description: 'Every discipline: key and secondary ability, sources, and the powers it lists.',
  facts: (d, data) => [
    ...facts([
      ['Key ability', d.keyAbility && cap(d.keyAbility)],
      ['Secondary ability', d.secondaryAbility && cap(d.secondaryAbility)],
      ['Sources', d.sources.map((s) => (s.kind ? `${s.name} (${s.kind})` : s.name)).join(', ')],
    ]),
    ...(d.classes.length
      ? [{ label: 'Classes', html: idLinks(d.classes, data.classes, 'classes') }]
      : []),
    ...(d.kits.length ? [{ label: 'Kits', html: idLinks(d.kits, data.kits, 'kits') }] : []),
  ],
  fields: (d, data) => [
    ...(d.flavor ? [{ label: null, html: d.flavor.html }] : []),
    ...notes(d.ruleNotes),
    ...powerLinks(d.powers, data),
    ...notes(d.notes),
  ],
  filters: [
    {
      key: 'ability',
      label: 'Key ability',
      values: (d) => (d.keyAbility ? [{ value: d.keyAbility, label: cap(d.keyAbility) }] : []),
    },
  ],
};

/** The kits family. */
export const kitFamily: RecordFamily<Kit> = {
  kind: 'kit',
  collection: 'kits',
  title: 'Kits',
  singular: 'kit',
  description: 'Every kit: requirements, features at levels 1, 5 and 10, and its discipline.',
  facts: (k) => [
    ...facts([
      ['Multiclass', k.multiclass],
      ['Requirements', k.requirements],
    ]),
    ...(k.disciplines.length
      ? [
          {
            label: k.disciplines.length > 1 ? 'Discipline (choose one)' : 'Discipline',
            html: refLinks(k.disciplines, 'disciplines'),
          },
        ]
      : []),
  ],
  fields: (k, data) => [
    ...(k.flavor && !k.multiclass ? [{ label: null, html: k.flavor.html }] : []),
    ...featureFields(k.features),
    ...k.sidebars.map((sidebar) => ({
      label: sidebar.title,
      html: sidebar.text.html,
      sidebar: true,
    })),
    ...powerLinks(k.powers, data),
    ...notes(k.notes),
  ],
  filters: [
    {
      key: 'multiclass',
      label: 'Multiclass',
      values: (k) =>
        k.multiclass
          ? [{ value: slug(k.multiclass), label: k.multiclass }]
          : [{ value: 'none', label: 'None' }],
    },
  ],
};

/** The prestige and epic paths family. */
export const pathFamily: RecordFamily<ClassPath> = {
  kind: 'path',
  collection: 'paths',
  title: 'Prestige and epic paths',
  singular: 'path',
  description: 'Every prestige and epic path: requirements, features, powers and immortality.',
  facts: (p) =>
    facts([
      ['Type', p.type === 'epic' ? 'Epic path' : 'Prestige path'],
      ['Requirements', p.requirements],
    ]),
  fields: (p, data) => [
    ...(p.flavor ? [{ label: null, html: p.flavor.html }] : []),
    ...(p.immortality
      ? [{ label: `Immortality: ${p.immortality.name}`, html: diceMarkedHtml(p.immortality.text) }]
      : []),
    ...featureFields(p.features),
    ...powerLinks(p.powers, data),
    ...notes(p.notes),
  ],
  filters: [
    {
      key: 'type',
      label: 'Type',
      values: (p) => [{ value: p.type, label: p.type === 'epic' ? 'Epic' : 'Prestige' }],
    },
  ],
};

/** The feat paths family. */
export const featPathFamily: RecordFamily<FeatPath> = {
  kind: 'feat-path',
  collection: 'feat-paths',
  title: 'Feat paths',
  singular: 'feat path',
  description: 'Every feat path: the feat to take at each of levels 1, 2, 4, 6, 8 and 10.',
  facts: (p) =>
    p.steps.map((step) => ({
      label: `Level ${step.level}`,
      html: refLinks([step.feat], 'feats'),
    })),
  fields: (p) => notes(p.notes),
  filters: [
    {
      key: 'feat',
      label: 'Feat',
      values: (p) => p.steps.map((s) => ({ value: slug(s.feat.name), label: s.feat.name })),
    },
  ],
};
