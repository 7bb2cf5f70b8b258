/**
 * The terms index for cross-links: conditions (the Conditions chapter's
 * headings), combat actions, power keywords, and glossary entries (bold
 * `**Term (qualifier):**` paragraphs of the glossary chapter).
 */
import type { PhrasingContent, RootContent } from 'mdast';
import { plainText, splitLines } from '../lines.ts';
import { IdRegistry, slugify } from '../slug.ts';
import { blockText, summarize } from '../text.ts';
import type { Monster, Term, TermKind, TermSources } from '../types.ts';
import type { SectionDraft } from './context.ts';
import { leadingLabel } from './labels.ts';

/** The headings the Orcus rulebook uses for each kind of term. */
export const DEFAULT_TERM_SOURCES: TermSources = {
  conditions: ['Conditions'],
  actions: ['Actions in Combat'],
  keywords: ['Keywords'],
  glossary: ['Glossary of New Terms', 'Glossary'],
};

/** Builds the terms index from the compiled sections, then one `monster` term per monster. */
export function extractTerms(
  drafts: readonly SectionDraft[],
  sources: TermSources,
  monsters: readonly Monster[] = [],
): Term[] {
  const ids = new IdRegistry();
  const byId = new Map(drafts.map((draft) => [draft.section.id, draft]));
  const terms: Term[] = [];
  const add = (kind: TermKind, title: string, section: string, summary: string) => {
    const { name, qualifier } = splitQualifier(title);
    if (name === '') return;
    const base = slugify(
      kind === 'glossary' && qualifier ? `${kind} ${name} ${qualifier}` : `${kind} ${name}`,
    );
    terms.push({
      id: ids.claim(base).id,
      name,
      kind,
      qualifier,
      section,
      summary: summarize(summary),
    });
  };
  const matches = (title: string, list: string[]) =>
    list.some((item) => item.toLowerCase() === title.toLowerCase());
  for (const draft of drafts) {
    const { section } = draft;
    const kind: TermKind | null = matches(section.title, sources.conditions)
      ? 'condition'
      : matches(section.title, sources.actions)
        ? 'action'
        : matches(section.title, sources.keywords)
          ? 'keyword'
          : null;
    if (kind) {
      for (const childId of section.children) {
        const child = byId.get(childId);
        if (child) add(kind, child.section.title, child.section.id, firstBlockText(child.body));
      }
    }
    if (matches(section.title, sources.glossary)) {
      for (const entry of glossaryEntries(draft, byId))
        add('glossary', entry.title, entry.section, entry.text);
    }
  }
  for (const monster of monsters) {
    terms.push({
      id: ids.claim(`monster-${monster.id}`).id,
      name: monster.name,
      kind: 'monster',
      qualifier: null,
      section: monster.section,
      summary: summarize(monsterSummary(monster)),
    });
  }
  return terms;
}

/** "Level 5 Elite Skirmisher (Leader), 400 XP. Medium Shadow Humanoid." */
function monsterSummary(monster: Monster): string {
  const rank =
    monster.rank === 'standard' ? '' : ` ${monster.rank[0]!.toUpperCase()}${monster.rank.slice(1)}`;
  const kind = [monster.size, monster.origin, monster.type]
    .filter((part) => part !== null)
    .map((part) => `${part[0]!.toUpperCase()}${part.slice(1)}`)
    .join(' ');
  return `Level ${monster.level}${rank} ${monster.role}${monster.leader ? ' (Leader)' : ''}, ${monster.xp} XP.${kind ? ` ${kind}.` : ''}`;
}

/** Splits `Aid Another (standard action)` into its name and qualifier. */
export function splitQualifier(title: string): { name: string; qualifier: string | null } {
  const match = /^(.*?)\s*\(([^)]+)\)$/.exec(title.trim());
  return match && match[1]
    ? { name: match[1], qualifier: match[2]!.trim() }
    : { name: title.trim(), qualifier: null };
}

function firstBlockText(body: readonly RootContent[]): string {
  for (const node of body) {
    const text = blockText(node);
    if (text !== '') return node.type === 'list' ? text.split('\n').join(' ') : text;
  }
  return '';
}

function* glossaryEntries(
  draft: SectionDraft,
  byId: Map<string, SectionDraft>,
): Generator<{ title: string; section: string; text: string }> {
  for (const node of draft.body) {
    if (node.type !== 'paragraph') continue;
    for (const line of splitLines(node)) {
      const first = line.nodes[0];
      const label = leadingLabel(line.nodes);
      if (first?.type !== 'strong' || !label) continue;
      if (!/:\s*$/.test(plainText(first.children)) && !hasColonAfter(line.nodes)) continue;
      yield { title: label.label, section: draft.section.id, text: plainText(label.rest) };
    }
  }
  for (const childId of draft.section.children) {
    const child = byId.get(childId);
    if (child) yield* glossaryEntries(child, byId);
  }
}

function hasColonAfter(nodes: readonly PhrasingContent[]): boolean {
  const next = nodes[1];
  return next?.type === 'text' && /^\s*:/.test(next.value);
}
