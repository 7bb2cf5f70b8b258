/** How feats show on the site: prerequisite and tier facts, benefit fields, filters by tier, ability and group. */
import type { Ability, Feat, RulebookData, Tier } from '../compiler/index.ts';
import type { RecordFamily, RecordField } from './record-family.ts';
import { diceMarkedHtml } from '../compiler/helpers.ts';
import { escapeHtml, linkRefs } from './html-text.ts';
import { powerUrl, recordUrl } from './urls.ts';

const TIERS: Record<Tier, string> = {
  adventurer: 'Adventurer',
  prestige: 'Prestige',
  epic: 'Epic',
};

const ABILITY_LABELS: Record<Ability, string> = {
  strength: 'Strength',
  constitution: 'Constitution',
  dexterity: 'Dexterity',
  intelligence: 'Intelligence',
  wisdom: 'Wisdom',
  charisma: 'Charisma',
};

function prerequisiteHtml(feat: Feat): string {
  const prereq = feat.prerequisites!;
  const refs = [
    ...prereq.feats.map((ref) => ({ name: ref.name, url: ref.id && recordUrl('feats', ref.id) })),
    ...prereq.powers.map((ref) => ({ name: ref.name, url: ref.id && powerUrl(ref.id) })),
  ];
  const options = prereq.options.map(
    (o) => `<br><em>${escapeHtml(o.option)}:</em> ${linkRefs(o.requirement, refs)}`,
  );
  return linkRefs(prereq.raw, refs) + options.join('');
}

function powerNames(feat: Feat, data: RulebookData): string {
  return feat.powers
    .map((id) => {
      const power = data.powers.find((p) => p.id === id);
      return power ? `<a href="${powerUrl(id)}">${escapeHtml(power.name)}</a>` : '';
    })
    .filter(Boolean)
    .join(', ');
}

/** The feats family. */
export const featFamily: RecordFamily<Feat> = {
  kind: 'feat',
  collection: 'feats',
  title: 'Feats',
  singular: 'feat',
  description: 'Every feat: prerequisites, benefits, and the tier it opens at.',
  facts: (feat) => [
    { label: 'Tier', html: TIERS[feat.tier] },
    ...(feat.prerequisites ? [{ label: 'Prerequisite', html: prerequisiteHtml(feat) }] : []),
    ...(feat.group ? [{ label: 'Group', html: escapeHtml(feat.group) }] : []),
  ],
  fields: (feat, data) => {
    const fields: RecordField[] = [];
    if (feat.flavor) fields.push({ label: null, html: diceMarkedHtml(feat.flavor), flavor: true });
    fields.push({ label: 'Benefit', html: feat.benefit.html });
    for (const s of feat.levelScaling)
      fields.push({ label: `Level ${s.level}`, html: diceMarkedHtml(s.text) });
    if (feat.critical) fields.push({ label: 'Critical', html: feat.critical.html });
    if (feat.weapon) {
      const w = feat.weapon;
      const stats = [
        w.proficiency !== null ? `proficiency +${w.proficiency}` : '',
        w.damage ? `damage ${w.damage}` : '',
        w.range ? `range ${w.range}` : '',
      ].filter(Boolean);
      fields.push({
        label: 'Weapon',
        html: diceMarkedHtml(`${w.name} (${w.category}): ${stats.join(', ')}`),
      });
    }
    if (feat.special) fields.push({ label: 'Special', html: feat.special.html });
    if (feat.powers.length) fields.push({ label: 'Powers', html: powerNames(feat, data) });
    for (const note of feat.notes) fields.push({ label: null, html: diceMarkedHtml(note) });
    return fields;
  },
  filters: [
    {
      key: 'tier',
      label: 'Tier',
      values: (feat) => [{ value: feat.tier, label: TIERS[feat.tier] }],
    },
    {
      key: 'ability',
      label: 'Prerequisite ability',
      values: (feat) => {
        const abilities = feat.prerequisites?.abilities ?? [];
        return abilities.length
          ? abilities.map((a) => ({ value: a.ability, label: ABILITY_LABELS[a.ability] }))
          : [{ value: 'none', label: 'None' }];
      },
    },
    {
      key: 'group',
      label: 'Group',
      values: (feat) =>
        feat.group
          ? [{ value: feat.group.toLowerCase().replace(/\W+/g, '-'), label: feat.group }]
          : [],
    },
  ],
};
