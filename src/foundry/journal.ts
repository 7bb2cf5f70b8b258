/**
 * Rules chapters → JournalEntries: one entry per chapter (a top-level
 * section), one text page per section in book order. The compiler's HTML is
 * the page's content; a block shown inside a section (a power, a monster…)
 * becomes a link to its document in the module's packs, a table is printed
 * in place, and a link between sections becomes a Foundry `@UUID` link to the
 * page it names.
 */
import type { RulebookData, Section, Table } from '../compiler/index.ts';
import { isInternalLink, linkTarget, RECORD_COLLECTIONS, slugify } from '../compiler/helpers.ts';
import type { FoundryJournalEntry, JournalPage } from './documents.ts';
import { escapeHtml } from './html.ts';
import { foundryId } from './ids.ts';
import { PACK_OF_BLOCK, packInfo } from './packs.ts';

/** The chapter (top-level section) of each section, by id. */
function chapters(sections: readonly Section[]): Map<string, Section> {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const root = new Map<string, Section>();
  for (const section of sections) {
    let top = section;
    while (top.parent && byId.has(top.parent)) top = byId.get(top.parent)!;
    root.set(section.id, top);
  }
  return root;
}

/** A table as HTML. */
function tableHtml(table: Table): string {
  const cells = (tag: 'th' | 'td', row: readonly string[]) =>
    `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  return [
    '<table>',
    table.caption ? `<caption>${escapeHtml(table.caption)}</caption>` : '',
    `<thead>${cells('th', table.columns)}</thead>`,
    `<tbody>${table.rows
      .map((row) =>
        cells(
          'td',
          row.map((c) => c.text),
        ),
      )
      .join('')}</tbody>`,
    '</table>',
  ].join('');
}

/** The names of the records a block may name, by `kind:id`. */
function recordNames(data: RulebookData): Map<string, string> {
  const names = new Map<string, string>();
  const add = (kind: string, records: readonly { id: string; name: string }[]) => {
    for (const r of records) names.set(`${kind}:${r.id}`, r.name);
  };
  add('power', data.powers);
  add('monster', data.monsters);
  add('deity', data.deities);
  for (const [kind, collection] of Object.entries(RECORD_COLLECTIONS)) add(kind, data[collection]);
  return names;
}

/** The `@UUID` of a top-level document of the module. */
export function documentUuid(
  moduleId: string,
  pack: Parameters<typeof packInfo>[0],
  id: string,
): string {
  return `Compendium.${moduleId}.${pack}.${packInfo(pack).documentName}.${id}`;
}

/**
 * Every chapter of `data` as a JournalEntry. `moduleId` names the module in
 * the links between documents.
 */
export function journalEntries(data: RulebookData, moduleId: string): FoundryJournalEntry[] {
  const root = chapters(data.sections);
  const tables = new Map(data.tables.map((t) => [t.id, t]));
  const names = recordNames(data);
  const entryId = (chapter: Section) => foundryId(`chapter:${chapter.id}`);
  const pageId = (section: Section) => foundryId(`section:${section.id}`);
  const pageUuid = (section: Section) => {
    const chapter = root.get(section.id)!;
    return `${documentUuid(moduleId, 'rules', entryId(chapter))}.JournalEntryPage.${pageId(section)}`;
  };
  // `file#slug` → the UUID of the section or block with that heading (the first one wins, as on GitHub).
  const anchors = new Map<string, string>();
  const files = new Map<string, string>();
  for (const section of data.sections) {
    const file = section.source.file;
    if (!files.has(file)) files.set(file, pageUuid(section));
    const key = `${file}#${slugify(section.title)}`;
    if (!anchors.has(key)) anchors.set(key, pageUuid(section));
  }
  for (const power of data.powers) {
    const key = `${power.source.file}#${slugify(power.name)}`;
    if (!anchors.has(key))
      anchors.set(key, documentUuid(moduleId, 'powers', foundryId(`power:${power.id}`)));
  }
  const blockHtml = (kind: string, id: string): string => {
    if (kind === 'table') {
      const table = tables.get(id);
      return table ? tableHtml(table) : '';
    }
    const name = names.get(`${kind}:${id}`) ?? id;
    const pack = PACK_OF_BLOCK[kind as keyof typeof PACK_OF_BLOCK];
    if (!pack) return `<p><strong>${escapeHtml(name)}</strong></p>`;
    return `<p>@UUID[${documentUuid(moduleId, pack, foundryId(`${kind}:${id}`))}]{${escapeHtml(name)}}</p>`;
  };
  const pageHtml = (section: Section): string =>
    section.html
      .replace(
        /<div data-block="([a-z-]+)" data-id="([a-z0-9-]+)"><\/div>/g,
        (_, kind: string, id: string) => blockHtml(kind, id),
      )
      .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (whole, href: string, inner: string) => {
        const url = href.replace(/&amp;/g, '&');
        if (!isInternalLink(url)) return whole;
        const target = linkTarget(section.source.file, url);
        const uuid = target.fragment
          ? anchors.get(`${target.file}#${target.fragment}`)
          : files.get(target.file);
        if (!uuid) return whole;
        const label = inner.replace(/<[^>]*>/g, '').replace(/[[\]{}]/g, '');
        return `@UUID[${uuid}]{${label}}`;
      });
  const entries = new Map<string, FoundryJournalEntry>();
  for (const section of data.sections) {
    const chapter = root.get(section.id)!;
    let entry = entries.get(chapter.id);
    if (!entry) {
      const id = entryId(chapter);
      entry = { _id: id, _key: `!journal!${id}`, name: chapter.title, pages: [] };
      entries.set(chapter.id, entry);
    }
    const id = pageId(section);
    const page: JournalPage = {
      _id: id,
      _key: `!journal.pages!${entry._id}.${id}`,
      name: section.title,
      type: 'text',
      sort: (entry.pages.length + 1) * 100000,
      title: { show: true, level: Math.min(Math.max(section.level - chapter.level + 1, 1), 3) },
      text: { format: 1, content: pageHtml(section) },
    };
    entry.pages.push(page);
  }
  return [...entries.values()];
}
