/** Facts about the real rulebook (content/rulebook.md) that a reader would check, one by one. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, validateData } from '../../src/compiler/index.ts';

const text = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const { data, diagnostics } = compile([{ path: 'content/rulebook.md', text }]);
const power = (name: string) => data.powers.find((p) => p.name === name);
const deity = (name: string) => data.deities.find((d) => d.name === name);
const table = (caption: string) => data.tables.find((t) => t.caption === caption);

describe('compile (the Orcus rulebook)', () => {
  it('compiles without errors or warnings, into data that validates', () => {
    expect(diagnostics).toEqual([]);
    expect(validateData(data)).toEqual([]);
  });

  it('finds the 9 powers of the Actions in Combat chapter', () => {
    expect(data.powers.map((p) => p.name)).toEqual([
      'Basic Melee Attack',
      'Basic Ranged Attack',
      'Create Diversion',
      'Deter',
      'Feint',
      'Grapple',
      'Rally',
      'Shove',
      'Unnerve',
    ]);
  });

  it('reads Basic Melee Attack fully', () => {
    const p = power('Basic Melee Attack')!;
    expect(p).toMatchObject({
      id: 'basic-melee-attack',
      frequency: 'at-will',
      category: 'attack',
      feature: true,
      level: null,
      actions: ['standard'],
      tags: ['Weapon'],
      origin: {
        kind: 'melee',
        label: 'Melee',
        details: 'weapon, one creature',
        range: 'weapon',
        raw: 'Melee weapon, one creature',
      },
      targets: 'one creature',
      targetCount: 1,
      attack: {
        abilities: [{ ability: 'strength', when: null }],
        bonus: null,
        check: null,
        defenses: ['AC'],
        defenseChoice: 'only',
        raw: 'Strength vs AC',
      },
      context: ['Actions in Combat', 'Basic Attack (standard action)'],
      source: {
        file: 'content/rulebook.md',
        line: text.split('\n').findIndex((l) => l.startsWith('> #### Basic Melee Attack')) + 1,
      },
    });
    const hit = p.lines.find((line) => line.key === 'hit')!;
    expect(hit.text).toBe('1dW + Strength modifier damage.');
    expect(hit.dice).toEqual([{ text: '1dW + Strength modifier', formula: '1dW + {str}' }]);
    expect(hit.scaling).toEqual([
      expect.objectContaining({ level: 21, text: '2dW + Strength modifier damage.' }),
    ]);
  });

  it('keeps Basic Ranged Attack’s Special line after its lazy scaling line', () => {
    const p = power('Basic Ranged Attack')!;
    expect(p.lines.map((line) => line.key)).toEqual(['attack', 'hit', 'special']);
    expect(p.lines[1]!.scaling.map((s) => s.text)).toEqual(['2dW + Dexterity modifier damage.']);
    expect(p.lines[2]!.text).toBe(
      'Heavy thrown weapons use Strength not Dexterity for the attack and damage rolls.',
    );
  });

  it('reads skill-check attacks, area origins and Self', () => {
    expect(power('Create Diversion')!.attack).toMatchObject({
      abilities: [],
      check: 'Bluff',
      defenses: [],
      against: "target's passive Insight score",
    });
    expect(power('Create Diversion')!.targetCount).toBeNull();
    expect(power('Deter')!.attack).toMatchObject({
      check: 'Intimidate',
      defenses: ['Will'],
      defenseChoice: 'only',
    });
    expect(power('Unnerve')!.attack).toMatchObject({ check: 'Intimidate', defenses: ['Will'] });
    expect(power('Feint')!.origin).toMatchObject({ kind: 'near', area: 'burst', size: 1 });
    expect(power('Rally')!).toMatchObject({
      frequency: 'encounter',
      category: 'utility',
      origin: { kind: 'self' },
    });
    expect(power('Grapple')!.lines.map((l) => l.key)).toEqual([
      'requirements',
      'attack',
      'effect',
      'special',
    ]);
  });

  it('finds the 14 deities, Luna without epithet and Shehaan with two', () => {
    expect(data.deities).toHaveLength(14);
    expect(deity('Luna')!.epithets).toEqual([]);
    expect(deity('Shehaan')!.epithets).toEqual(['Goddess of the Mists', 'the Mist Goddess']);
  });

  it('reads Chalavar: pronunciation, favored weapon, portfolio', () => {
    const d = deity('Chalavar')!;
    expect(d).toMatchObject({
      id: 'chalavar',
      epithets: ['The Glutton'],
      symbol: 'A knife on an empty plate',
      favoredWeapon: 'Dagger',
      pronunciation: 'CHAL-uh-var',
      section: 'personalization/deities/chalavar',
    });
    expect(d.portfolio.map((p) => p.toLowerCase())).toEqual(['food', 'feasting', 'prosperity']);
    expect(d.description.text).toMatch(/^A happy and boastful god, Chalavar/);
  });

  it('finds the 6 tables with their captions and parsed cells', () => {
    expect(data.tables.map((t) => t.caption)).toEqual([
      'Ability Scores and Modifiers',
      'Ability Score Costs',
      'Standard Languages',
      'Exotic Languages',
      'Levels and Their Benefits',
      'Size Categories',
    ]);
    const modifiers = table('Ability Scores and Modifiers')!;
    expect(modifiers.columns).toEqual(['Score', 'Modifier']);
    expect(modifiers.rows).toHaveLength(16);
    expect(modifiers.rows[0]).toEqual([
      { text: '1', value: { kind: 'number', value: 1 } },
      { text: '-5', value: { kind: 'modifier', value: -5 } },
    ]);
    expect(modifiers.rows[1]![0]).toEqual({
      text: '2-3',
      value: { kind: 'range', min: 2, max: 3 },
    });
    const levels = table('Levels and Their Benefits')!;
    expect(levels.rows).toHaveLength(30);
    expect(levels.rows[29]![2]).toEqual({
      text: '826,500',
      value: { kind: 'number', value: 826500 },
    });
  });

  it('indexes the Conditions chapter’s conditions among the terms', () => {
    const conditions = data.terms.filter((t) => t.kind === 'condition').map((t) => t.name);
    expect(conditions).toEqual([
      'Blinded',
      'Controlled',
      'Dazed',
      'Deafened',
      'Dying',
      'Helpless',
      'Immobile',
      'Marked',
      'Petrified',
      'Prone',
      'Rattled',
      'Restrained',
      'Slowed',
      'Stunned',
      'Surprised',
      'Unconscious',
      'Weakened',
    ]);
    expect(data.terms.find((t) => t.id === 'condition-prone')).toMatchObject({
      section: 'conditions/prone',
    });
  });

  it('indexes actions, keywords and glossary entries', () => {
    expect(data.terms.find((t) => t.id === 'action-grapple')).toMatchObject({
      name: 'Grapple',
      qualifier: 'standard action',
    });
    expect(data.terms.find((t) => t.id === 'keyword-aura')).toMatchObject({
      section: 'powers/keywords/aura',
    });
    expect(data.terms.find((t) => t.id === 'glossary-adventurer-tier')).toMatchObject({
      name: 'Adventurer',
      qualifier: 'tier',
      section: 'glossary-of-new-terms/general-terms',
    });
  });

  it('leaves no literal kramdown {:toc} in the output except the verbatim markdown', () => {
    const { sections, ...rest } = data;
    expect(JSON.stringify(rest)).not.toContain('{:');
    expect(JSON.stringify(sections.map(({ markdown: _m, ...s }) => s))).not.toContain('{:');
    expect(sections[0]).toMatchObject({ id: 'rulebook', toc: true });
    expect(sections[0]!.html).toContain('<div data-toc=""></div>');
  });

  it('keeps the Legal section (Open Game License notice)', () => {
    const legal = data.sections.find((s) => s.id === 'legal')!;
    expect(legal.text).toContain('Open Game License');
  });

  it('references blocks from their sections instead of duplicating them', () => {
    const basic = data.sections.find(
      (s) => s.id === 'actions-in-combat/basic-attack-standard-action',
    )!;
    expect(basic.blocks).toEqual([
      { kind: 'power', id: 'basic-melee-attack' },
      { kind: 'power', id: 'basic-ranged-attack' },
    ]);
    expect(basic.html).toContain('<div data-block="power" data-id="basic-melee-attack"></div>');
    expect(basic.html).not.toContain('1dW');
  });

  it('finds the rulebook’s dice in prose: 3d4+3 and falling damage up to 50d10', () => {
    const dice = data.sections.find((s) => s.id === 'the-core-mechanic/dice')!.dice;
    expect(dice).toEqual([{ text: '3d4+3', formula: '3d4 + 3' }]);
    const falling = data.sections.find((s) => s.id === 'adventuring/falling')!.dice;
    expect(falling.map((d) => d.formula)).toEqual(['1d10', '50d10']);
  });
});
