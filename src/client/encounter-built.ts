/**
 * The encounter's built monsters (`built-…` ids): each rebuilt with
 * `buildMonster` from the book's rules tables (the page's embedded
 * `monster-roles`, `monster-xp` and `damage-by-level`, the data of
 * /data/monster-roles.json, /data/monster-xp.json and
 * /data/damage-by-level.json) and the choice the builder kept
 * (./built-monsters.ts), or the choice read from the id when a shared link
 * names one this browser never built. Its stat block is drawn by the site's
 * one renderer, so it rolls like a fetched one.
 */
import { choiceFromBuiltId } from '../site/built-choice.ts';
import { monsterRecord, type EncounterRecord } from '../site/encounter-entries.ts';
import { BUILT_ID_PREFIX, buildMonster, type BuilderRules } from '../site/monster-builder.ts';
import { htmlOf } from '../site/render/html.ts';
import { statBlock } from '../site/render/stat-block.ts';
import { loadBuiltMonsters } from './built-monsters.ts';

/** The built monsters an encounter names. */
export interface BuiltMonsters {
  /** Their records, by id (only those the books' tables can build). */
  records: Map<string, EncounterRecord>;
  /** A built monster's stat block, made the first time it is asked for. */
  card(id: string): Element | undefined;
}

/** The rules tables of the page's `data-rules`; null when they are not there. */
function readRules(json: string | undefined): BuilderRules | null {
  try {
    const parsed = JSON.parse(json ?? 'null') as BuilderRules | null;
    return Array.isArray(parsed?.['monster-roles']) && Array.isArray(parsed?.['monster-xp'])
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** The built monsters among `ids`, rebuilt from `rulesJson` (the page's `data-rules`). */
export function builtMonsters(
  ids: readonly string[],
  rulesJson: string | undefined,
): BuiltMonsters {
  const records = new Map<string, EncounterRecord>();
  const blocks = new Map<string, string>();
  const rules = readRules(rulesJson);
  const kept = loadBuiltMonsters();
  const roles = rules?.['monster-roles'].map((role) => role.name) ?? [];
  for (const id of new Set(ids)) {
    if (!rules || !id.startsWith(BUILT_ID_PREFIX)) continue;
    const choice = kept[id] ?? choiceFromBuiltId(id, roles);
    const result = choice ? buildMonster(choice, rules) : null;
    if (result?.kind !== 'monster') continue;
    records.set(id, monsterRecord(result.monster));
    blocks.set(id, htmlOf(statBlock(result.monster, { headingLevel: 2, linkName: false })));
  }
  return {
    records,
    card(id) {
      const html = blocks.get(id);
      if (html === undefined) return undefined;
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content.querySelector('article.stat-block') ?? undefined;
    },
  };
}
