/** The record views (feats, …) a section's blocks call for, for its chapter page. */
import type { RulebookData, Section } from '../compiler/index.ts';
import { familyOfKind, recordsOf, recordView, type RecordView } from './records.ts';
import type { Linker } from './rich.ts';

/** The section's record blocks as linked views, by `kind:id`. */
export function recordViewsOf(
  section: Section,
  data: RulebookData,
  linker: Linker,
): Map<string, RecordView> {
  const views = new Map<string, RecordView>();
  for (const block of section.blocks) {
    const kind = block.kind;
    if (kind === 'power' || kind === 'deity' || kind === 'table' || kind === 'monster') continue;
    const family = familyOfKind(kind);
    const record = recordsOf(family, data).find((r) => r.id === block.id);
    if (record) views.set(`${block.kind}:${block.id}`, recordView(family, record, data, linker));
  }
  return views;
}
