/**
 * The mapping of compiled records to dnd4e documents: every document of both
 * corpora valid against the schema built from the system's vocabulary, the
 * mapping table's facts, stable ids, and a monster's NPC carrying its stat
 * block's numbers.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { Monster, Power } from '../../src/compiler/index.ts';
import { parseDice } from '../../src/dice/index.ts';
import {
  ACTION_OF,
  FORMULA_VARIABLES,
  RANK_OF,
  documentsSchema,
  foundryId,
  foundryPacks,
  formulaVariables,
  npcActor,
  powerDamage,
  powerItem,
  type FoundryActor,
  type FoundryDocument,
  type PowerSystem,
} from '../../src/foundry/index.ts';
import { bundledData, libraryData } from './corpora.ts';

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(documentsSchema());
const corpora = { 'the bundled rulebook': bundledData, 'the generated library': libraryData };

/** The power systems of a document and of its embedded items. */
function powersOf(doc: FoundryDocument): PowerSystem[] {
  if ('items' in doc) return doc.items.flatMap(powersOf);
  return 'type' in doc && doc.type === 'power' ? [doc.system] : [];
}

describe('foundryPacks', () => {
  for (const [name, data] of Object.entries(corpora)) {
    it(`maps every record of ${name} to a document valid against the schema`, () => {
      const packs = foundryPacks(data(), 'Orcus Rulebook');
      const invalid = packs
        .flatMap((pack) => pack.documents)
        .filter((doc) => !(validate(doc) as boolean))
        .map((doc) => `${doc.name}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
      expect(invalid).toEqual([]);
      const count = (pack: string) => packs.find((p) => p.name === pack)?.documents.length ?? 0;
      expect(count('powers')).toBe(data().powers.length);
      expect(count('monsters')).toBe(data().monsters.length);
      expect(count('hazards')).toBe(data().traps.length);
      expect(count('rules')).toBe(data().sections.filter((s) => s.parent === null).length);
    }, 180_000);

    it(`writes formulas of ${name} with the system's variables only, no d20 in an attack, dice that parse`, () => {
      const variables = new Set<string>(FORMULA_VARIABLES);
      const systems = foundryPacks(data(), 'Orcus Rulebook').flatMap((p) =>
        p.documents.flatMap(powersOf),
      );
      for (const system of systems) {
        const formulas = [system.attack?.formula, system.hit?.formula, system.hit?.critFormula];
        for (const formula of formulas.filter((f): f is string => f !== undefined)) {
          expect(formulaVariables(formula).filter((v) => !variables.has(v))).toEqual([]);
          // With the variables as numbers, the formula is dice the project's parser reads.
          expect(parseDice(formula.replace(/@[A-Za-z]+/g, '1').replace(/floor/g, '')).ok).toBe(
            true,
          );
        }
        expect(system.attack?.formula ?? '').not.toMatch(/d20/);
      }
    }, 180_000);
  }

  it('gives the same ids in two runs, and different ones to different records', () => {
    const ids = () =>
      foundryPacks(libraryData(), 'Orcus Rulebook').flatMap((p) => p.documents.map((d) => d._id));
    const first = ids();
    expect(ids()).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((id) => /^[A-Za-z0-9]{16}$/.test(id))).toBe(true);
  });
});

describe('foundryId', () => {
  it('is 16 letters and digits, the same for the same key', () => {
    expect(foundryId('power:rally')).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(foundryId('power:rally')).toBe(foundryId('power:rally'));
    expect(foundryId('power:rally')).not.toBe(foundryId('power:shove'));
  });
});

describe('the mapping table', () => {
  it('makes a swift action minor, an immediate one an interrupt, a mook a minion and a boss a solo', () => {
    expect(ACTION_OF.swift).toBe('minor');
    expect(ACTION_OF.immediate).toBe('interrupt');
    expect(RANK_OF.mook).toBe('minion');
    expect(RANK_OF.boss).toBe('solo');
  });
});

describe('powerDamage', () => {
  it('writes a weapon die as the power base with the weapon bonus, and its maximum on a crit', () => {
    expect(powerDamage('2dW + {str}')).toEqual({
      baseQuantity: '2',
      baseDiceType: 'weapon',
      formula: '@powBase + @strMod + @wepDamage',
      critFormula: '@powMax + @strMod + @wepDamage',
    });
    expect(powerDamage('1d8 + {halflevel}')?.formula).toBe('@powBase + @lvhalf');
  });
});

describe('powerItem', () => {
  it('maps a near burst swift power of the library to a minor close burst', () => {
    const power = libraryData().powers.find(
      (p: Power) =>
        p.actions[0] === 'swift' && p.origin?.kind === 'near' && p.origin.area === 'burst',
    )!;
    const item = powerItem(power, '');
    expect(item.type === 'power' && item.system).toMatchObject({
      actionType: 'minor',
      rangeType: 'closeBurst',
      area: power.origin!.size,
    });
  });
});

describe('npcActor', () => {
  it('carries the level, HP, defenses and attack bonuses of the stat block (round trip)', () => {
    const monsters = libraryData().monsters;
    expect(monsters.length).toBeGreaterThan(0);
    for (const monster of monsters as Monster[]) {
      const npc: FoundryActor = npcActor(monster, '');
      const { details, attributes, defences } = npc.system;
      expect(details.level).toBe(monster.level);
      expect(Number.isInteger(details.exp)).toBe(true);
      if (monster.hp !== null) expect(attributes?.hp.max).toBe(monster.hp);
      expect(defences?.ac?.base ?? null).toBe(monster.defenses.ac);
      expect(defences?.fort?.base ?? null).toBe(monster.defenses.fortitude);
      expect(defences?.ref?.base ?? null).toBe(monster.defenses.reflex);
      expect(defences?.wil?.base ?? null).toBe(monster.defenses.will);
      const bonuses = monster.entries.flatMap((e) =>
        e.type === 'power' && e.attack ? [String(e.attack.bonus)] : [],
      );
      expect(
        npc.items.flatMap((i) =>
          i.type === 'power' && i.system.attack ? [i.system.attack.formula] : [],
        ),
      ).toEqual(bonuses);
      expect(npc.items.every((i) => i.type !== 'power' || i.system.weaponUse === 'none')).toBe(
        true,
      );
    }
  });
});
