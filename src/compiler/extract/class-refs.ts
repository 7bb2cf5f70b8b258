/**
 * Cross-references of classes and their options, resolved once every file is
 * read: a class's disciplines and feature sections, a discipline's powers and
 * the classes and kits that name it, a kit's disciplines and powers, a path's
 * powers; and the terms that link their names.
 */
import type { Section, Term } from '../types.ts';
import { summarize } from '../text.ts';
import { indexSections, type ExtractContext, type RecordLists } from './context.ts';
import { byName, key } from './record-names.ts';

/** Fills in the ids the class families refer to by name or by section. */
export function resolveClassRefs(ctx: ExtractContext): void {
  const { byId, childrenOf: children } = indexSections(ctx.drafts);
  const powersOf = (section: Section | undefined) =>
    (section?.blocks ?? []).filter((b) => b.kind === 'power').map((b) => b.id);
  const disciplines = byName(ctx.records.disciplines);
  const { classes, kits, paths } = ctx.records;
  for (const one of classes) {
    for (const ref of one.disciplines) ref.id = disciplines.get(key(ref.name)) ?? null;
    const features = children(one.section).find((s) => /^features$/i.test(s.title.trim()));
    const under = features ? children(features.id) : [];
    for (const feature of one.features) {
      const section = under.find((s) => s.title.trim() === feature.name);
      feature.section = section?.id ?? one.section;
      feature.powers = powersOf(section);
    }
  }
  for (const kit of kits) {
    for (const ref of kit.disciplines) ref.id = disciplines.get(key(ref.name)) ?? null;
    kit.powers = powersOf(byId.get(kit.section));
  }
  for (const path of paths) {
    const own = powersOf(byId.get(path.section));
    const listed = children(path.section)
      .filter((s) => /^powers?$/i.test(s.title.trim()))
      .flatMap((s) => powersOf(s));
    path.powers = [...own, ...listed];
  }
  const feats = byName(ctx.records.feats);
  for (const path of ctx.records['feat-paths'])
    for (const step of path.steps) step.feat.id = feats.get(key(step.feat.name)) ?? null;
  for (const discipline of ctx.records.disciplines) {
    discipline.powers = powersOf(byId.get(discipline.section));
    discipline.classes = classes
      .filter((c) => c.disciplines.some((ref) => ref.id === discipline.id))
      .map((c) => c.id);
    discipline.kits = kits
      .filter((k) => k.disciplines.some((ref) => ref.id === discipline.id))
      .map((k) => k.id);
  }
}

/** Terms for the class families' names, with a summary for the preview. */
export function classTerms(records: RecordLists): Term[] {
  const term = (kind: Term['kind'], id: string, name: string, section: string, text: string) => ({
    id: `${kind}-${id}`,
    name,
    kind,
    qualifier: null,
    section,
    summary: summarize(text, 240),
  });
  return [
    ...records.classes.map((c) =>
      term('class', c.id, c.name, c.section, `${c.roleLine}. ${c.keyAbilityText ?? ''}`),
    ),
    ...records.disciplines.map((d) =>
      term('discipline', d.id, d.name, d.section, d.flavor?.text ?? `${d.powers.length} powers`),
    ),
    ...records.kits.map((k) =>
      term('kit', k.id, k.name, k.section, k.flavor?.text ?? k.features[0]?.text.text ?? ''),
    ),
    ...records['feat-paths'].map((p) =>
      term(
        'feat-path',
        p.id,
        p.name,
        p.section,
        p.steps.map((s) => `Level ${s.level}: ${s.feat.name}`).join(', '),
      ),
    ),
    ...records.paths.map((p) =>
      term('path', p.id, p.name, p.section, p.flavor?.text ?? p.features[0]?.text.text ?? ''),
    ),
  ];
}
