/**
 * JSON Schemas of what the module emits, pinned to the dnd4e system version
 * of vocabulary.ts and built from its lists (one source for the enums): the
 * documents (Items, Actors, JournalEntries) and module.json. Foundry
 * publishes no schema of module.json; the manifest's schema here holds the
 * fields Foundry's package documentation requires of a module that is
 * installed from a manifest URL.
 */
import { FOUNDRY_ID } from './ids.ts';
import {
  ACTION_TYPES,
  CREATURE_TYPES,
  DAMAGE_TYPES,
  DEFENSES,
  DND4E_SYSTEM,
  EFFECT_TYPES,
  FEATURE_TYPES,
  FORMULA_VARIABLES,
  ITEM_TYPES,
  ORIGINS,
  POWER_SOURCES,
  POWER_SUBTYPES,
  POWER_TYPES,
  RANGE_TYPES,
  RANKS,
  ROLES,
  SIZES,
  USE_TYPES,
  WEAPON_TYPES,
} from './vocabulary.ts';

const id = { type: 'string', pattern: FOUNDRY_ID.source };
const text = { type: 'string' };
const integer = { type: 'integer' };
const enumOf = (values: readonly string[]) => ({ enum: [...values] });
const flags = (keys: readonly string[]) => ({
  type: 'object',
  propertyNames: enumOf(keys),
  additionalProperties: { type: 'boolean' },
});
const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});
/** A formula: numbers, dice, operators, `floor()` and only the system's `@` variables; no d20. */
const formula = {
  type: 'string',
  pattern: `^(?:[0-9d+\\-*/() ]|floor|@(?:${FORMULA_VARIABLES.join('|')})\\b)+$`,
  not: { pattern: 'd20' },
};
const description = object({ value: text }, ['value']);

const powerSystem = object(
  {
    description,
    source: text,
    level: integer,
    useType: enumOf(USE_TYPES),
    actionType: enumOf(ACTION_TYPES),
    powerType: enumOf(POWER_TYPES),
    powerSubtype: enumOf(POWER_SUBTYPES),
    powersource: enumOf(POWER_SOURCES),
    weaponType: enumOf(WEAPON_TYPES),
    weaponUse: enumOf(['default', 'none']),
    rangeType: enumOf(RANGE_TYPES),
    rangePower: text,
    area: integer,
    target: text,
    trigger: text,
    requirement: text,
    special: text,
    sustain: object({ actionType: enumOf(ACTION_TYPES), detail: text }, ['actionType', 'detail']),
    keywordsCustom: text,
    attack: object(
      {
        isAttack: { type: 'boolean' },
        ability: enumOf(['str', 'con', 'dex', 'int', 'wis', 'cha', 'form', '']),
        def: enumOf(DEFENSES),
        formula,
      },
      ['isAttack', 'def', 'formula'],
    ),
    hit: object(
      {
        isDamage: { type: 'boolean' },
        formula,
        critFormula: formula,
        baseQuantity: { type: 'string', pattern: '^[0-9]+$' },
        baseDiceType: { type: 'string', pattern: '^(?:weapon|d[0-9]+)$' },
        detail: text,
      },
      ['isDamage', 'detail'],
    ),
    miss: object({ detail: text }, ['detail']),
    effect: object({ detail: text }, ['detail']),
    damageType: flags(DAMAGE_TYPES),
    effectType: flags(EFFECT_TYPES),
  },
  ['description', 'useType', 'actionType', 'powerType', 'weaponType', 'weaponUse', 'rangeType'],
);

const key = (pattern: string) => ({ type: 'string', pattern });
const item = (keyPattern: string) => ({
  type: 'object',
  required: ['_id', '_key', 'name', 'type', 'system'],
  properties: { _id: id, _key: key(keyPattern), name: { type: 'string', minLength: 1 } },
  oneOf: [
    { properties: { type: { const: 'power' }, system: powerSystem } },
    {
      properties: {
        type: enumOf(ITEM_TYPES.filter((t) => t !== 'power')),
        system: object(
          { description, source: text, level: integer, featureType: enumOf(FEATURE_TYPES) },
          ['description'],
        ),
      },
    },
  ],
});

const actorSystem = object(
  {
    advancedCals: { const: false },
    details: object(
      {
        level: integer,
        exp: integer,
        size: enumOf(SIZES),
        origin: enumOf(ORIGINS),
        type: enumOf(CREATURE_TYPES),
        role: object(
          { primary: enumOf(ROLES), secondary: enumOf(RANKS), leader: { type: 'boolean' } },
          ['secondary'],
        ),
        biography: text,
      },
      ['level', 'exp', 'role'],
    ),
    attributes: object({
      hp: object({ value: integer, max: integer }, ['value', 'max']),
      init: object({ base: integer }, ['base']),
    }),
    defences: {
      type: 'object',
      propertyNames: enumOf(DEFENSES),
      additionalProperties: object({ base: integer }, ['base']),
    },
    abilities: { type: 'object', additionalProperties: object({ value: integer }, ['value']) },
    skills: { type: 'object', additionalProperties: object({ base: integer }, ['base']) },
  },
  ['advancedCals', 'details'],
);

/** The schema every document of the module's packs validates against (`$defs` item, actor, journal). */
export function documentsSchema(): Record<string, unknown> {
  const idGroup = '[A-Za-z0-9]{16}';
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://foundryvtt.com/schemas/dnd4e-${DND4E_SYSTEM.version}/documents.schema.json`,
    title: `Foundry VTT documents for the dnd4e system ${DND4E_SYSTEM.version}`,
    $defs: {
      item: item(`^!items!${idGroup}$`),
      embeddedItem: item(`^!actors\\.items!${idGroup}\\.${idGroup}$`),
      actor: {
        type: 'object',
        required: ['_id', '_key', 'name', 'type', 'system', 'items'],
        properties: {
          _id: id,
          _key: key(`^!actors!${idGroup}$`),
          name: { type: 'string', minLength: 1 },
          type: enumOf(['NPC', 'Hazard']),
          system: actorSystem,
          items: { type: 'array', items: { $ref: '#/$defs/embeddedItem' } },
        },
      },
      journal: {
        type: 'object',
        required: ['_id', '_key', 'name', 'pages'],
        properties: {
          _id: id,
          _key: key(`^!journal!${idGroup}$`),
          name: { type: 'string', minLength: 1 },
          pages: {
            type: 'array',
            minItems: 1,
            items: object(
              {
                _id: id,
                _key: key(`^!journal\\.pages!${idGroup}\\.${idGroup}$`),
                name: { type: 'string', minLength: 1 },
                type: { const: 'text' },
                sort: integer,
                title: object({ show: { type: 'boolean' }, level: integer }, ['show', 'level']),
                text: object({ format: { const: 1 }, content: text }, ['format', 'content']),
              },
              ['_id', '_key', 'name', 'type', 'text'],
            ),
          },
        },
      },
    },
    anyOf: [{ $ref: '#/$defs/item' }, { $ref: '#/$defs/actor' }, { $ref: '#/$defs/journal' }],
  };
}

/** The required fields of a module's module.json, as Foundry's package documentation lists them. */
export function moduleManifestSchema(): Record<string, unknown> {
  const version = { type: 'string', minLength: 1 };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Foundry VTT module manifest (module.json): the fields a module installed by URL needs',
    type: 'object',
    required: [
      'id',
      'title',
      'version',
      'compatibility',
      'relationships',
      'packs',
      'manifest',
      'download',
    ],
    properties: {
      id: { type: 'string', pattern: '^[a-z0-9-]+$' },
      title: { type: 'string', minLength: 1 },
      version,
      compatibility: object({ minimum: version, verified: version, maximum: version }, [
        'minimum',
        'verified',
      ]),
      relationships: object(
        {
          systems: {
            type: 'array',
            minItems: 1,
            items: object(
              {
                id: { const: DND4E_SYSTEM.id },
                type: { const: 'system' },
                compatibility: object({ minimum: version, verified: version }),
              },
              ['id'],
            ),
          },
        },
        ['systems'],
      ),
      packs: {
        type: 'array',
        items: object(
          {
            name: { type: 'string', pattern: '^[a-z0-9-]+$' },
            label: { type: 'string', minLength: 1 },
            path: { type: 'string', pattern: '^packs/[a-z0-9-]+$' },
            type: enumOf([
              'Actor',
              'Item',
              'JournalEntry',
              'Adventure',
              'Cards',
              'Macro',
              'Playlist',
              'RollTable',
              'Scene',
            ]),
            system: { const: DND4E_SYSTEM.id },
          },
          ['name', 'label', 'path', 'type'],
        ),
      },
      manifest: { type: 'string', pattern: '^https?://.+/module\\.json$' },
      download: { type: 'string', pattern: '^https?://.+\\.zip$' },
    },
  };
}
