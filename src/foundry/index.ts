/** The Foundry VTT mapping: compiled records → documents and a module for the dnd4e system (pure). */
export * from './vocabulary.ts';
export type * from './documents.ts';
export { FOUNDRY_ID, ID_LENGTH, foundryId } from './ids.ts';
export {
  attackFormula,
  flatDamage,
  formulaVariables,
  powerDamage,
  type PowerDamage,
} from './formulas.ts';
export * from './words.ts';
export { itemKey, monsterPowerItem, powerItem, traitItem } from './powers.ts';
export { SKILL_KEY, hazardActor, npcActor } from './actors.ts';
export {
  classItem,
  featItem,
  magicItem,
  magicItemType,
  pathItem,
  ritualItem,
  speciesItem,
} from './things.ts';
export { documentUuid, journalEntries } from './journal.ts';
export { PACKS, PACK_OF_BLOCK, packInfo, type PackInfo, type PackName } from './packs.ts';
export {
  LICENSE_FILE,
  foundryPacks,
  licenseText,
  moduleId,
  moduleManifest,
  recordDocuments,
  SINGLE_DOCUMENTS,
  zipName,
  type ModuleManifest,
  type RecordDocument,
  type SingleDocumentCollection,
  type ModuleOptions,
} from './module.ts';
export { documentsSchema, moduleManifestSchema } from './schema.ts';
