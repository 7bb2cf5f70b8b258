/**
 * The shapes of the Foundry documents the module emits for the dnd4e system
 * (sparse: the system's data models fill every field left out). Each carries
 * `_key`, its LevelDB key, which the packaging CLI needs to write it.
 */
import type {
  ActionType,
  ActorType,
  DamageType,
  DefenseKey,
  EffectType,
  FeatureType,
  ItemType,
  PowerSource,
  PowerSubtype,
  PowerType,
  RangeType,
  Rank,
  Role,
  SizeKey,
  OriginKey,
  CreatureType,
  UseType,
  WeaponType,
} from './vocabulary.ts';

/** HTML text of a document (`system.description`). */
export interface Description {
  value: string;
}

/** An attack of a power: the ability, the defense and the bonus formula (no d20). */
export interface PowerAttack {
  isAttack: boolean;
  ability: 'str' | 'con' | 'dex' | 'int' | 'wis' | 'cha' | 'form' | '';
  def: DefenseKey;
  formula: string;
}

/** What a power does on a hit: its damage formulas, when it deals damage, and its text. */
export interface PowerHit {
  isDamage: boolean;
  formula?: string;
  critFormula?: string;
  baseQuantity?: string;
  baseDiceType?: string;
  detail: string;
}

/** The `system` data of a power Item. */
export interface PowerSystem {
  description: Description;
  source: string;
  level?: number;
  useType: UseType;
  actionType: ActionType;
  powerType: PowerType;
  powerSubtype: PowerSubtype;
  powersource?: PowerSource;
  weaponType: WeaponType;
  weaponUse: 'default' | 'none';
  rangeType: RangeType;
  rangePower?: string;
  area?: number;
  target?: string;
  trigger?: string;
  requirement?: string;
  special?: string;
  sustain?: { actionType: ActionType; detail: string };
  keywordsCustom: string;
  attack?: PowerAttack;
  hit?: PowerHit;
  miss?: { detail: string };
  effect?: { detail: string };
  damageType?: Partial<Record<DamageType, boolean>>;
  effectType?: Partial<Record<EffectType, boolean>>;
}

/** The `system` data of a feature, ritual or magic item. */
export interface ThingSystem {
  description: Description;
  source: string;
  level?: number;
  featureType?: FeatureType;
}

/** An Item document; embedded in an actor, its key names the actor too. */
export type FoundryItem =
  | { _id: string; _key: string; name: string; type: 'power'; system: PowerSystem }
  | {
      _id: string;
      _key: string;
      name: string;
      type: Exclude<ItemType, 'power'>;
      system: ThingSystem;
    };

/** The `system` data of an NPC or Hazard actor (sparse). */
export interface ActorSystem {
  advancedCals: false;
  details: {
    level: number;
    exp: number;
    size?: SizeKey;
    origin?: OriginKey;
    type?: CreatureType;
    role: { primary?: Role; secondary: Rank; leader: boolean };
    biography: string;
  };
  /** A monster's; a hazard has none of these. */
  attributes?: { hp: { value: number; max: number }; init: { base: number } };
  defences?: Partial<Record<DefenseKey, { base: number }>>;
  abilities?: Partial<Record<'str' | 'con' | 'dex' | 'int' | 'wis' | 'cha', { value: number }>>;
  skills?: Partial<Record<string, { base: number }>>;
}

/** An Actor document with its embedded Items. */
export interface FoundryActor {
  _id: string;
  _key: string;
  name: string;
  type: Exclude<ActorType, 'Player Character'>;
  system: ActorSystem;
  items: FoundryItem[];
}

/** A text page of a journal entry (HTML, `format: 1`). */
export interface JournalPage {
  _id: string;
  _key: string;
  name: string;
  type: 'text';
  sort: number;
  title: { show: boolean; level: number };
  text: { format: 1; content: string };
}

/** A rules chapter: one entry, a page per section. */
export interface FoundryJournalEntry {
  _id: string;
  _key: string;
  name: string;
  pages: JournalPage[];
}

/** Any document the module emits at the top of a pack. */
export type FoundryDocument = FoundryItem | FoundryActor | FoundryJournalEntry;

/** The kinds of pack, as module.json names their document type. */
export type PackType = 'Item' | 'Actor' | 'JournalEntry';

/** A compendium pack: its name (folder under `packs/`), label, document type and documents. */
export interface FoundryPack {
  name: string;
  label: string;
  type: PackType;
  documents: FoundryDocument[];
}
