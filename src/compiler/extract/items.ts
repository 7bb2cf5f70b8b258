/**
 * Magic items (content-formats §4): a level-3 heading under a group heading
 * ending in `Boosts` or `Items`, then paragraphs: an italic level line or a
 * consumable's price ladder, a restriction, `*Minimum Enchantment:*`,
 * properties, inline item powers (`**Item Power** (free, encounter) ● **Tag**`
 * and the effect lines under them), `*Level N:*` upgrades and a `**Curse:**`.
 * Under a group that names no kind or slot (the chapter `Magic Items` itself),
 * only a heading with an item's own line is an item (content-formats §13.4):
 * treasure methods and rules headings there stay sections.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, PhrasingContent, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import type { ItemKind, MagicItem } from '../record-types.ts';
import { renderHtml } from '../render.ts';
import { blockText } from '../text.ts';
import { scalingLevel } from './labels.ts';
import { lineText, richOf, type RecordLine } from './record-lines.ts';
import { leadingLabel } from './labels.ts';
import type { RecordRead } from './record-read.ts';
import { ownValue } from './lookup.ts';

/** The fields an item's own lines give. */
export type ItemBody = Omit<MagicItem, PlacementKey | 'group'>;

const GROUP = /\b(boosts|items)$/i;
const TIERS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };
const SLOTS: Record<string, string> = {
  focus: 'focus',
  weapon: 'weapon',
  cloak: 'neck',
  neck: 'neck',
  armor: 'armor',
  head: 'head',
  waist: 'waist',
  arms: 'arms',
  hands: 'hands',
  ring: 'ring',
  feet: 'feet',
};
const POWER_HEADER = /^(.+?)\s*\(([^,()]+),\s*([^()]+)\)\s*(?:[●•*]\s*(.+))?$/;

/**
 * Reads an item when the heading stands under a `… Boosts` or `… Items` group;
 * null otherwise, and null under a group that names no kind of item
 * (`Magic Items`, `Items`) unless the heading's lines have an item's own line.
 */
export function readItem(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
  group: string | null,
): RecordRead<ItemBody> | null {
  if (heading.depth < 3 || !group || !GROUP.test(group.trim())) return null;
  const groupWord = group.trim().split(/\s+/)[0]!.toLowerCase();
  const namesKind = namesItemKind(group, groupWord);
  let end = 0;
  while (end < body.length && (body[end]!.type === 'paragraph' || body[end]!.type === 'list'))
    end++;
  if (end === 0) {
    if (!namesKind) return null;
    const message = `Item "${name}" under "${group}" has no text after its heading; it is not read as an item.`;
    return {
      record: null,
      consumed: 0,
      diagnostics: [diagnostic('item/empty', file, pointOf(heading), message)],
    };
  }
  const tier = /^(.+?)\s*\((I|II|III|IV)\)$/.exec(name);
  const kind: ItemKind = /boosts$/i.test(group)
    ? 'boost'
    : groupWord === 'wondrous'
      ? 'wondrous'
      : groupWord === 'consumable'
        ? 'consumable'
        : 'slot';
  const item: ItemBody = {
    name,
    baseName: tier ? tier[1]! : name,
    kind,
    slot: kind === 'boost' || kind === 'slot' ? (ownValue(SLOTS, groupWord) ?? groupWord) : null,
    boostTier: tier ? TIERS[tier[2]!]! : null,
    levelLine: null,
    levels: [],
    levelIsVariable: false,
    bonusByLevel: [],
    restriction: null,
    minimumEnchantment: null,
    properties: [],
    itemPowers: [],
    scaling: [],
    curse: null,
    notes: [],
  };
  const diagnostics: Diagnostic[] = [];
  body.slice(0, end).forEach((node, index) => {
    if (node.type === 'list')
      item.properties.push({ name: null, text: blockText(node), html: renderHtml([node]) });
    else if (node.type === 'paragraph')
      readParagraph(
        item,
        splitLines(node).map((line) => ({
          ...line,
          label: leadingLabel(line.nodes),
          paragraph: index,
        })),
        index === 0,
        file,
        diagnostics,
      );
  });
  if (!namesKind && !hasItemLine(item)) return null;
  return { record: item, consumed: end, diagnostics };
}

/**
 * True when the group names a kind of item: any `… Boosts` group, or an
 * `… Items` group whose first word is `Wondrous`, `Consumable` or a body slot
 * (`Head Items`). `Magic Items` (the chapter) and a bare `Items` name none.
 */
function namesItemKind(group: string, groupWord: string): boolean {
  if (/boosts$/i.test(group.trim())) return true;
  return (
    groupWord === 'wondrous' ||
    groupWord === 'consumable' ||
    ownValue(SLOTS, groupWord) !== undefined
  );
}

/**
 * True when the item's lines include one that only an item has (§4.2–4.3): a
 * tier marker, a level line or price ladder, a restriction, a minimum
 * enchantment, an item power or a curse. Rules prose, bold-labelled
 * paragraphs and tables have none of these.
 */
function hasItemLine(item: ItemBody): boolean {
  return (
    item.boostTier !== null ||
    item.levelLine !== null ||
    item.bonusByLevel.length > 0 ||
    item.restriction !== null ||
    item.minimumEnchantment !== null ||
    item.itemPowers.length > 0 ||
    item.curse !== null
  );
}

function readParagraph(
  item: ItemBody,
  lines: RecordLine[],
  first: boolean,
  file: string,
  diagnostics: Diagnostic[],
): void {
  let property: PhrasingContent[][] = [];
  const flush = () => {
    if (property.length) item.properties.push({ name: null, ...richOf(property) });
    property = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = lineText(line);
    const label = line.label;
    const whole = line.nodes.length === 1 && line.nodes[0]!.type === 'emphasis';
    const ladder = [...text.matchAll(/Level\s+(\d+):\s*\+(\d+)/g)];
    if (first && i === 0 && whole && /^Levels?\b/i.test(text)) {
      item.levelLine = text;
      item.levels = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
      item.levelIsVariable = /\bX\b/.test(text);
      if (!item.levels.length && !item.levelIsVariable) {
        const message = `Item "${item.name}": the level line \`${text}\` names no level; write \`*Level 4*\` or \`*Level 4, 14 or 24*\`.`;
        diagnostics.push(diagnostic('item/bad-level-line', file, line.start, message));
      }
    } else if (
      ladder.length &&
      text.replace(/Level\s+\d+:\s*\+\d+/g, '').replace(/[\s,]/g, '') === ''
    ) {
      item.bonusByLevel.push(...ladder.map((m) => ({ level: Number(m[1]), bonus: Number(m[2]) })));
    } else if (whole && /\bonly\.?$/i.test(text)) {
      item.restriction = text;
    } else if (label?.style === 'italic' && /^minimum enchantment$/i.test(label.label)) {
      item.minimumEnchantment = Number(/\d+/.exec(plainText(label.rest))?.[0] ?? NaN) || null;
      if (item.minimumEnchantment === null) item.notes.push(text);
    } else if (label?.style === 'italic' && scalingLevel(label.label) !== null) {
      item.scaling.push({ level: scalingLevel(label.label)!, text: plainText(label.rest) });
    } else if (label?.style === 'bold' && /^curse$/i.test(label.label)) {
      flush();
      item.curse = richOf([label.rest]);
    } else if (line.nodes[0]?.type === 'strong' && POWER_HEADER.test(text)) {
      flush();
      const header = POWER_HEADER.exec(text)!;
      const effect = lines.slice(i + 1).map((l) => l.nodes);
      i = lines.length;
      const rich = richOf(effect);
      const trigger = /^((?:when|whenever|if|after|trigger)[^:;]*)[:;]\s*/i.exec(rich.text);
      item.itemPowers.push({
        name: header[1]!,
        action: header[2]!.trim(),
        frequency: header[3]!.trim(),
        tags: header[4] ? header[4].split(/\s*,\s*/).filter(Boolean) : [],
        trigger: trigger ? trigger[1]!.trim() : null,
        effect: rich,
        raw: text,
      });
    } else if (label?.style === 'bold' && line === lines[0]) {
      flush();
      item.properties.push({
        name: label.label,
        ...richOf([label.rest, ...lines.slice(1).map((l) => l.nodes)]),
      });
      i = lines.length;
    } else {
      property.push(line.nodes);
    }
  }
  flush();
}
