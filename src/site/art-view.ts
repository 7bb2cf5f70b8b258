/** How arts show on the site: type, costs and time as facts; body and checks; filters by level, school and skill. */
import type { Art } from '../compiler/index.ts';
import { diceMarkedHtml } from '../compiler/helpers.ts';
import { escapeHtml } from './html-text.ts';
import type { RecordFamily } from './record-family.ts';

const KINDS = { incantation: 'Incantation', practice: 'Practice' } as const;

/** The arts family. */
export const artFamily: RecordFamily<Art> = {
  kind: 'art',
  collection: 'arts',
  title: 'Arts',
  singular: 'art',
  description: 'Every incantation and practice: level, school, key skill, costs and time.',
  facts: (art) =>
    [
      { label: 'Type', html: art.typeLine },
      { label: 'Cost to learn', html: art.costToLearn },
      { label: 'Completion time', html: art.completionTime },
      { label: 'Components', html: art.components },
      { label: 'Duration', html: art.duration },
    ]
      .filter((fact): fact is { label: string; html: string } => fact.html !== null)
      .map((fact) => ({ ...fact, html: escapeHtml(fact.html) })),
  fields: (art) => [
    { label: null, html: art.body.html },
    ...art.checks.map((check) => ({
      label: `${check.skill} check`,
      html: diceMarkedHtml(check.text),
    })),
  ],
  filters: [
    {
      key: 'level',
      label: 'Level',
      values: (art) => [{ value: String(art.level), label: `Level ${art.level}` }],
    },
    {
      key: 'kind',
      label: 'Kind',
      values: (art) => [{ value: art.kind, label: KINDS[art.kind] }],
    },
    {
      key: 'school',
      label: 'School',
      values: (art) => [{ value: art.school.toLowerCase(), label: art.school }],
    },
    {
      key: 'skill',
      label: 'Skill',
      values: (art) => [
        art.skill
          ? { value: art.skill.toLowerCase().replace(/\W+/g, '-'), label: art.skill }
          : { value: 'none', label: 'None' },
      ],
    },
  ],
};
