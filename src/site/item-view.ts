/** How magic items show on the site: kind, slot, tier and levels as facts; properties and item powers; filters by kind, slot and tier. */
import type { ItemKind, MagicItem } from '../compiler/index.ts';
import { diceMarkedHtml } from '../compiler/helpers.ts';
import { escapeHtml } from './html-text.ts';
import type { RecordFamily, RecordField } from './record-family.ts';

const KINDS: Record<ItemKind, string> = {
  boost: 'Boost',
  slot: 'Slot item',
  wondrous: 'Wondrous item',
  consumable: 'Consumable',
};
const ROMAN = ['', 'I', 'II', 'III', 'IV'];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The magic items family. */
export const itemFamily: RecordFamily<MagicItem> = {
  kind: 'item',
  collection: 'items',
  title: 'Magic Items',
  singular: 'magic item',
  description: 'Every magic item: boosts, slot items, wondrous items and consumables.',
  facts: (item) => [
    { label: 'Kind', html: KINDS[item.kind] },
    ...(item.slot ? [{ label: 'Slot', html: capital(item.slot) }] : []),
    ...(item.boostTier ? [{ label: 'Boost tier', html: ROMAN[item.boostTier]! }] : []),
    ...(item.levelLine ? [{ label: 'Level', html: escapeHtml(item.levelLine) }] : []),
    ...(item.bonusByLevel.length
      ? [
          {
            label: 'Bonus by level',
            html: item.bonusByLevel.map((b) => `level ${b.level}: +${b.bonus}`).join(', '),
          },
        ]
      : []),
    ...(item.restriction ? [{ label: 'Restriction', html: escapeHtml(item.restriction) }] : []),
    ...(item.minimumEnchantment !== null
      ? [{ label: 'Minimum enchantment', html: `+${item.minimumEnchantment}` }]
      : []),
  ],
  fields: (item) => {
    const fields: RecordField[] = item.properties.map((p) => ({
      label: p.name,
      html: p.html,
    }));
    for (const s of item.scaling)
      fields.push({ label: `Level ${s.level}`, html: diceMarkedHtml(s.text) });
    for (const power of item.itemPowers) {
      const tags = power.tags.length ? ` ● ${escapeHtml(power.tags.join(', '))}` : '';
      fields.push({
        label: `${power.name} (${power.action}, ${power.frequency})`,
        html: `${tags ? `${tags.slice(3)}. ` : ''}${power.effect.html}`,
      });
    }
    if (item.curse) fields.push({ label: 'Curse', html: item.curse.html });
    for (const note of item.notes) fields.push({ label: null, html: diceMarkedHtml(note) });
    return fields;
  },
  filters: [
    {
      key: 'kind',
      label: 'Kind',
      values: (item) => [{ value: item.kind, label: KINDS[item.kind] }],
    },
    {
      key: 'slot',
      label: 'Slot',
      values: (item) => [
        item.slot
          ? { value: item.slot, label: capital(item.slot) }
          : { value: 'none', label: 'None' },
      ],
    },
    {
      key: 'tier',
      label: 'Boost tier',
      values: (item) =>
        item.boostTier ? [{ value: String(item.boostTier), label: ROMAN[item.boostTier]! }] : [],
    },
  ],
};
