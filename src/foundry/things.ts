/**
 * Records that are not powers or creatures: feats, species, classes and
 * paths → `feature` Items; arts → `ritual` Items; magic items →
 * `equipment`, `weapon` or `consumable` as their kind says. Their text is the
 * description (the system has no fields for prerequisites, checks or item
 * powers beyond it); the level is set where the record has one.
 */
import type {
  Art,
  CharacterClass,
  ClassPath,
  Feat,
  MagicItem,
  Species,
} from '../compiler/index.ts';
import type { FoundryItem, ThingSystem } from './documents.ts';
import { escapeHtml, paragraph } from './html.ts';
import { foundryId } from './ids.ts';
import { itemKey } from './powers.ts';
import type { FeatureType, ItemType } from './vocabulary.ts';

/** A top-level Item of `type` for the record `kind:id`. */
function thing(
  kind: string,
  record: { id: string; name: string },
  type: Exclude<ItemType, 'power'>,
  system: ThingSystem,
): FoundryItem {
  const id = foundryId(`${kind}:${record.id}`);
  return { _id: id, _key: itemKey(id), name: record.name, type, system };
}

/** A labelled paragraph of plain text. */
const text = (label: string | null, value: string | null | undefined) =>
  paragraph(label, value ? escapeHtml(value) : null);

/** A `feature` Item. */
function feature(
  kind: string,
  record: { id: string; name: string },
  featureType: FeatureType,
  html: string,
  source: string,
): FoundryItem {
  return thing(kind, record, 'feature', { description: { value: html }, source, featureType });
}

/** A feat → a `feature` Item (`featureType: feat`). */
export function featItem(feat: Feat, source: string): FoundryItem {
  return feature(
    'feat',
    feat,
    'feat',
    [
      feat.flavor ? `<p><em>${escapeHtml(feat.flavor)}</em></p>` : '',
      text('Prerequisites', feat.prerequisites?.raw),
      paragraph('Benefit', feat.benefit.html),
      ...feat.levelScaling.map((s) => text(`Level ${s.level}`, s.text)),
      paragraph('Critical', feat.critical?.html),
      paragraph('Special', feat.special?.html),
      ...feat.notes.map((n) => text(null, n)),
    ].join(''),
    source,
  );
}

/** A species → a `feature` Item (`featureType: race`). */
export function speciesItem(species: Species, source: string): FoundryItem {
  return feature(
    'species',
    species,
    'race',
    [
      paragraph(null, species.flavor?.html),
      text(null, species.typeLine),
      text('Ability scores', species.abilityScores?.text),
      text('Speed', species.speed?.text),
      text('Languages', species.languages?.text),
      ...species.traits.map((t) => text(t.name, t.text)),
      ...species.notes.map((n) => text(null, n)),
    ].join(''),
    source,
  );
}

/** A class → a `feature` Item (`featureType: class`). */
export function classItem(cls: CharacterClass, source: string): FoundryItem {
  return feature(
    'class',
    cls,
    'class',
    [
      text(null, cls.roleLine),
      text(null, cls.description),
      text('Key ability', cls.keyAbilityText),
      text('Hit points at 1st level', cls.hitPointsFirstLevel?.text),
      text('Hit points per level', cls.hitPointsPerLevel?.text),
      text('Recoveries', cls.recoveries?.text),
      text('Trained skills', cls.trainedSkills),
      ...cls.talents.map((t) => text(t.name, t.text)),
      ...cls.features.map((f) => text(f.name, f.text)),
      ...cls.notes.map((n) => text(null, n)),
    ].join(''),
    source,
  );
}

/** A prestige path → a `feature` Item (`path`); an epic path → `destiny`. */
export function pathItem(path: ClassPath, source: string): FoundryItem {
  return feature(
    'path',
    path,
    path.type === 'epic' ? 'destiny' : 'path',
    [
      paragraph(null, path.flavor?.html),
      text('Requirements', path.requirements),
      ...path.features.map((f) => paragraph(f.label, f.text.html)),
      text(path.immortality?.name ?? null, path.immortality?.text),
      ...path.notes.map((n) => text(null, n)),
    ].join(''),
    source,
  );
}

/** An art (incantation or practice) → a `ritual` Item. */
export function ritualItem(art: Art, source: string): FoundryItem {
  return thing('art', art, 'ritual', {
    description: {
      value: [
        text(null, art.typeLine),
        text('Cost to learn', art.costToLearn),
        text('Completion time', art.completionTime),
        text('Components', art.components),
        text('Duration', art.duration),
        text('Skill', art.skill),
        paragraph(null, art.body.html),
        ...art.checks.map((c) => text(`${c.skill} check`, c.text)),
        ...art.notes.map((n) => text(null, n)),
      ].join(''),
    },
    source,
    level: art.level,
  });
}

/** The Item type of a magic item: consumables are consumables, weapon-slot items weapons, the rest equipment. */
export function magicItemType(item: MagicItem): 'equipment' | 'weapon' | 'consumable' {
  if (item.kind === 'consumable') return 'consumable';
  return /\bweapon\b/i.test(item.slot ?? '') ? 'weapon' : 'equipment';
}

/** A magic item → an `equipment`, `weapon` or `consumable` Item at its lowest level. */
export function magicItem(item: MagicItem, source: string): FoundryItem {
  const level = item.levels[0];
  return thing('item', item, magicItemType(item), {
    description: {
      value: [
        text(null, item.levelLine),
        text('Slot', item.slot),
        ...item.bonusByLevel.map((b) => text(`Level ${b.level}`, `+${b.bonus}`)),
        text('Restriction', item.restriction),
        ...item.properties.map((p) => paragraph(p.name, p.html)),
        ...item.itemPowers.map((p) =>
          paragraph(`${p.name} (${p.action}, ${p.frequency})`, p.effect.html),
        ),
        ...item.scaling.map((s) => text(`Level ${s.level}`, s.text)),
        paragraph('Curse', item.curse?.html),
        ...item.notes.map((n) => text(null, n)),
      ].join(''),
    },
    source,
    ...(level !== undefined && { level }),
  });
}
