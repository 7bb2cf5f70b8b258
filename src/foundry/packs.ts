/**
 * The module's compendium packs: which record kinds each holds, its
 * document type and label. One table for the mapping, the links between
 * documents (journal pages link to the Item or Actor of a block) and
 * module.json.
 */
import type { BlockKind } from '../compiler/index.ts';
import type { PackType } from './documents.ts';

/** A pack of the module. */
export interface PackInfo {
  name: PackName;
  label: string;
  type: PackType;
  /** The Foundry document class of its documents, as UUIDs name it. */
  documentName: 'Item' | 'Actor' | 'JournalEntry';
}

/** The packs' names (folders under `packs/`). */
export type PackName =
  'powers' | 'monsters' | 'hazards' | 'features' | 'rituals' | 'items' | 'rules';

/** The packs, in module.json's order. */
export const PACKS: readonly PackInfo[] = [
  { name: 'powers', label: 'Powers', type: 'Item', documentName: 'Item' },
  { name: 'monsters', label: 'Monsters', type: 'Actor', documentName: 'Actor' },
  { name: 'hazards', label: 'Traps and Hazards', type: 'Actor', documentName: 'Actor' },
  {
    name: 'features',
    label: 'Feats, Species, Classes and Paths',
    type: 'Item',
    documentName: 'Item',
  },
  { name: 'rituals', label: 'Arts (Rituals)', type: 'Item', documentName: 'Item' },
  { name: 'items', label: 'Magic Items', type: 'Item', documentName: 'Item' },
  { name: 'rules', label: 'Rules', type: 'JournalEntry', documentName: 'JournalEntry' },
];

/** The pack of each kind of block that becomes a document of its own. */
export const PACK_OF_BLOCK: Partial<Record<BlockKind, PackName>> = {
  power: 'powers',
  monster: 'monsters',
  trap: 'hazards',
  feat: 'features',
  species: 'features',
  class: 'features',
  path: 'features',
  art: 'rituals',
  item: 'items',
};

/** The pack named `name`. */
export function packInfo(name: PackName): PackInfo {
  return PACKS.find((pack) => pack.name === name)!;
}
