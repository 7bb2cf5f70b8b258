/**
 * How species, cruxes and heritages show on the site: type, ability scores,
 * speed, languages and skills as facts; traits as fields, their italic power
 * names linked to the powers' pages; filters by size, source and type (species)
 * and by kind and skill (cruxes and heritages).
 */
import type { AncestryTrait, Crux, RulebookData, Species } from '../compiler/index.ts';
import { diceMarkedHtml } from '../compiler/helpers.ts';
import { escapeHtml } from './html-text.ts';
import type { RecordFamily, RecordField } from './record-family.ts';
import { powerUrl } from './urls.ts';

/** A trait's HTML with each power it names in italics linked to that power's page. */
function traitHtml(trait: AncestryTrait): string {
  let html = trait.html;
  for (const ref of trait.powers) {
    if (!ref.id) continue;
    const em = `<em>${escapeHtml(ref.name)}</em>`;
    html = html.replace(em, `<em><a href="${powerUrl(ref.id)}">${escapeHtml(ref.name)}</a></em>`);
  }
  return html;
}

/** The "Powers" field: links to the power cards the record lists by id. */
function powersField(ids: readonly string[], data: RulebookData, label = 'Powers'): RecordField[] {
  const links = ids
    .map((id) => data.powers.find((p) => p.id === id))
    .filter((p) => p !== undefined)
    .map((p) => `<a href="${powerUrl(p.id)}">${escapeHtml(p.name)}</a>`);
  return links.length ? [{ label, html: links.join(', ') }] : [];
}

const slug = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');

/** The species family. */
export const speciesFamily: RecordFamily<Species> = {
  kind: 'species',
  collection: 'species',
  title: 'Species',
  singular: 'species',
  description: 'Every species: size and type, ability scores, speed, languages, traits and powers.',
  facts: (species) =>
    [
      { label: 'Type', html: species.typeLine },
      { label: 'Ability scores', html: species.abilityScores?.text ?? null },
      { label: 'Speed', html: species.speed?.text ?? null },
      { label: 'Languages', html: species.languages?.text ?? null },
      {
        label: 'Skill bonuses',
        html: species.skillBonuses.length
          ? species.skillBonuses.map((b) => `+${b.bonus} ${b.skill}`).join(', ')
          : null,
      },
    ]
      .filter((fact): fact is { label: string; html: string } => fact.html !== null)
      .map((fact) => ({ ...fact, html: escapeHtml(fact.html) })),
  fields: (species, data) => [
    ...(species.flavor ? [{ label: null, html: species.flavor.html }] : []),
    ...species.traits.map((trait) => ({ label: trait.name, html: traitHtml(trait) })),
    ...powersField(species.powers, data),
    ...species.variants.flatMap((variant) =>
      powersField(variant.powers, data, `Variant: ${variant.name}`),
    ),
    ...species.notes.map((note) => ({ label: null, html: diceMarkedHtml(note) })),
  ],
  filters: [
    {
      key: 'size',
      label: 'Size',
      values: (s) => (s.size ? [{ value: s.size.toLowerCase(), label: s.size }] : []),
    },
    {
      key: 'source',
      label: 'Source',
      values: (s) => (s.origin ? [{ value: s.origin, label: capitalize(s.origin) }] : []),
    },
    {
      key: 'type',
      label: 'Type',
      values: (s) =>
        s.creatureType ? [{ value: s.creatureType, label: capitalize(s.creatureType) }] : [],
    },
  ],
};

const CRUX_TYPES = { crux: 'Crux', heritage: 'Heritage' } as const;

/** The cruxes-and-heritages family. */
export const cruxFamily: RecordFamily<Crux> = {
  kind: 'crux',
  collection: 'cruxes',
  title: 'Cruxes and heritages',
  singular: 'crux',
  description: 'Every crux and heritage: its skill bonus, traits and powers.',
  facts: (crux) => [
    { label: 'Kind', html: CRUX_TYPES[crux.type] },
    ...(crux.skillBonus
      ? [
          {
            label: 'Skill bonus',
            html: escapeHtml(`+${crux.skillBonus.bonus} ${crux.skillBonus.skill}`),
          },
        ]
      : []),
  ],
  fields: (crux, data) => [
    ...(crux.flavor ? [{ label: null, html: crux.flavor.html }] : []),
    ...crux.traits.map((trait) => ({ label: trait.name, html: traitHtml(trait) })),
    ...powersField(crux.powers, data),
    ...crux.notes.map((note) => ({ label: null, html: diceMarkedHtml(note) })),
  ],
  filters: [
    {
      key: 'kind',
      label: 'Kind',
      values: (crux) => [{ value: crux.type, label: CRUX_TYPES[crux.type] }],
    },
    {
      key: 'skill',
      label: 'Skill',
      values: (crux) =>
        crux.skillBonus
          ? [{ value: slug(crux.skillBonus.skill), label: crux.skillBonus.skill }]
          : [],
    },
  ],
};

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
