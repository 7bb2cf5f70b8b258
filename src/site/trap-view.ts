/**
 * How traps show on the site: level line, detection and trigger as facts; the
 * attack and countermeasures; filters by level, type and role. The text fields
 * are plain strings in the JSON: their dice are marked here with the compiler's
 * one cut (`diceMarkedHtml`), as prose's are at compile time.
 */
import type { Trap, TrapType } from '../compiler/index.ts';
import { diceMarkedHtml } from '../compiler/helpers.ts';
import { escapeHtml } from './html-text.ts';
import type { RecordFamily, RecordField } from './record-family.ts';

const TYPES: Record<TrapType, string> = {
  'one-off': 'One-Off',
  hazard: 'Hazard',
  recurring: 'Recurring',
};

function attackFields(trap: Trap): RecordField[] {
  const attack = trap.attack;
  if (!attack) return [];
  const tags = attack.tags.length ? ` ● ${attack.tags.join(', ')}` : '';
  const roll =
    attack.bonus !== null
      ? `${attack.rangeText ? `${attack.rangeText}; ` : ''}+${attack.bonus} vs ${attack.defense}`
      : '';
  const fields: RecordField[] = [
    { label: `${attack.symbol ? `${attack.symbol} ` : ''}Attack${tags}`, html: escapeHtml(roll) },
  ];
  const lines: [string, string | null][] = [
    ['Hit', attack.hit],
    ['Miss', attack.miss],
    ['Effect', attack.effect],
  ];
  for (const [label, text] of lines)
    if (text) fields.push({ label, html: diceMarkedHtml(text).replace(/\n/g, '<br>') });
  for (const s of attack.secondary)
    fields.push({
      label: 'Secondary attack',
      html: diceMarkedHtml(s.bonus !== null ? `+${s.bonus} vs ${s.defense}; ${s.text}` : s.text),
    });
  if (attack.aftereffect)
    fields.push({ label: 'Aftereffect', html: diceMarkedHtml(attack.aftereffect) });
  return fields;
}

/** The traps family. */
export const trapFamily: RecordFamily<Trap> = {
  kind: 'trap',
  collection: 'traps',
  title: 'Traps',
  singular: 'trap',
  description: 'Every trap and hazard: level, role, detection, attack and countermeasures.',
  facts: (trap) => [
    { label: 'Level', html: escapeHtml(trap.levelLine) },
    ...trap.detection.map((d) => ({
      label: 'Detect',
      html: diceMarkedHtml(`${d.skill ? `${d.skill} ` : ''}DC ${d.dc}: ${d.text}`),
    })),
    ...(trap.trigger ? [{ label: 'Trigger', html: diceMarkedHtml(trap.trigger) }] : []),
    ...(trap.target ? [{ label: 'Target', html: diceMarkedHtml(trap.target) }] : []),
  ],
  fields: (trap) => [
    ...(trap.description
      ? [{ label: null, html: diceMarkedHtml(trap.description), flavor: true }]
      : []),
    ...attackFields(trap),
    ...(trap.special ? [{ label: 'Special', html: diceMarkedHtml(trap.special) }] : []),
    ...(trap.countermeasures.length
      ? [
          {
            label: 'Countermeasures',
            html: trap.countermeasures.map((c) => `<br>${diceMarkedHtml(c)}`).join(''),
          },
        ]
      : []),
    ...trap.notes.map((note) => ({ label: null, html: diceMarkedHtml(note) })),
  ],
  filters: [
    {
      key: 'level',
      label: 'Level',
      values: (trap) => [{ value: String(trap.level), label: `Level ${trap.level}` }],
    },
    {
      key: 'type',
      label: 'Type',
      values: (trap) => [
        ...(trap.trapType ? [{ value: trap.trapType, label: TYPES[trap.trapType] }] : []),
        ...(trap.elite ? [{ value: 'elite', label: 'Elite' }] : []),
      ],
    },
    {
      key: 'role',
      label: 'Role',
      values: (trap) => [{ value: trap.role.toLowerCase(), label: trap.role }],
    },
  ],
};
