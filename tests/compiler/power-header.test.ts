/** The power header readers: the one-line layout and the older two-line layout. */
import { describe, expect, it } from 'vitest';
import {
  readActions,
  readActionSlot,
  readDescriptor,
  readHeader,
  readShortHeader,
} from '../../src/compiler/extract/power-header.ts';

describe('readHeader', () => {
  it('reads a feature power with one tag', () => {
    expect(readHeader('At-Will Attack Feature (Standard Action) ● Weapon')).toEqual({
      ok: true,
      value: {
        header: {
          frequency: 'at-will',
          category: 'attack',
          level: null,
          feature: true,
          actions: ['standard'],
          actionText: 'Standard Action',
          tags: ['Weapon'],
        },
        slips: [],
        range: null,
      },
    });
  });
  it('reads a level, several tags and a tag with "or"', () => {
    expect(readHeader('Daily Utility 22 (Free Action) ● Arcane, Weapon or Focus')).toMatchObject({
      ok: true,
      value: {
        header: {
          frequency: 'daily',
          category: 'utility',
          level: 22,
          tags: ['Arcane', 'Weapon or Focus'],
        },
      },
    });
  });
  it('reads Unlimited, Consumable and Twice per Encounter', () => {
    expect(readHeader('Unlimited Attack 1 (Move Action)')).toMatchObject({
      ok: true,
      value: { header: { frequency: 'unlimited', tags: [] } },
    });
    expect(readHeader('Consumable Attack 5 (Standard Action) ● Poison')).toMatchObject({
      value: { header: { frequency: 'consumable', level: 5, tags: ['Poison'] } },
    });
    expect(readHeader('Twice per Encounter Utility Feature (Free Action)')).toMatchObject({
      value: { header: { frequency: 'twice-per-encounter', feature: true } },
    });
  });
  it('reads a header without a level token as level null, not a feature', () => {
    expect(readHeader('At-Will Attack  (Standard Action) ● Martial, Weapon')).toMatchObject({
      ok: true,
      value: { header: { level: null, feature: false, tags: ['Martial', 'Weapon'] } },
    });
  });
  it('reads `*` typed for `●` and reports the slip', () => {
    expect(readHeader('Daily Attack 3 (Standard Action) * Arcane, Fire')).toMatchObject({
      ok: true,
      value: { header: { tags: ['Arcane', 'Fire'] }, slips: ['star-separator'] },
    });
  });
  it('rejects a level outside 1–30 with the reason', () => {
    const read = readHeader('Daily Attack 40 (Standard Action)');
    expect(read).toMatchObject({ ok: false, code: 'bad' });
    expect(read.ok ? '' : read.reason).toContain('not between 1 and 30');
  });
  it('explains what it expected when the header cannot be read', () => {
    const read = readHeader('Sometimes Attack 1 (Standard Action)');
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.reason).toContain('expected frequency');
  });
});

describe('readShortHeader', () => {
  it('reads the first line of the two-line layout', () => {
    expect(readShortHeader('Encounter No Action')).toEqual({
      ok: true,
      value: {
        frequency: 'encounter',
        actions: ['no-action'],
        actionText: 'No Action',
        slips: [],
        range: null,
      },
    });
    expect(readShortHeader('At-Will Immediate (React) Action')).toMatchObject({
      ok: true,
      value: { actions: ['immediate'], actionText: 'Immediate (React) Action' },
    });
  });
  it('rejects a line with no action', () => {
    expect(readShortHeader('Encounter Attack 1').ok).toBe(false);
  });
  it("reads earlier editions' first lines (content-formats §14)", () => {
    // frequency and action in one bold span, with a space before its closing `**`
    expect(readShortHeader('**Encounter Standard Action **')).toMatchObject({
      ok: true,
      value: { frequency: 'encounter', actions: ['standard'], slips: [] },
    });
    // an empty action
    expect(readShortHeader('Encounter ** Action**')).toEqual({
      ok: true,
      value: {
        frequency: 'encounter',
        actions: [],
        actionText: '',
        slips: ['missing-action'],
        range: null,
      },
    });
    // a range word where the action belongs
    expect(readShortHeader('Daily Near Action')).toMatchObject({
      ok: true,
      value: { frequency: 'daily', actions: [], slips: ['range-as-action'], range: 'Near' },
    });
    // a frequency outside the usual five
    expect(readShortHeader('Mantle Swift Action')).toMatchObject({
      ok: true,
      value: { frequency: 'mantle', actions: ['swift'] },
    });
  });
});

describe('readDescriptor', () => {
  it('reads source, category and kind, with tags', () => {
    expect(readDescriptor('Crusader Utility Feature ● Divine')).toEqual({
      ok: true,
      value: {
        descriptor: {
          raw: 'Crusader Utility Feature ● Divine',
          source: 'Crusader',
          kind: 'Feature',
        },
        fields: { category: 'utility', level: null, feature: true, tags: ['Divine'] },
        slips: [],
      },
    });
    expect(readDescriptor('Human Utility Ancestry')).toMatchObject({
      value: { descriptor: { kind: 'Ancestry' }, fields: { level: null, feature: false } },
    });
    expect(readDescriptor('Wizard Attack 3')).toMatchObject({ value: { fields: { level: 3 } } });
  });
  it('reads a descriptor with a source and a category and no kind, with or without tags', () => {
    expect(readDescriptor('Ancestry Utility')).toMatchObject({
      ok: true,
      value: {
        descriptor: { source: 'Ancestry', kind: '' },
        fields: { category: 'utility', level: null, feature: false, tags: [] },
        slips: [],
      },
    });
    expect(readDescriptor('Ancestry Attack ● Fire')).toMatchObject({
      value: { descriptor: { kind: '' }, fields: { category: 'attack', tags: ['Fire'] } },
    });
  });
  it('reads a source and a level with no category only when they are one bold span', () => {
    expect(
      readDescriptor('Strong Bidding 7 ● Spirit, Companion', 'Strong Bidding 7'),
    ).toMatchObject({
      ok: true,
      value: {
        descriptor: { source: 'Strong Bidding', kind: '7' },
        fields: { level: 7, tags: ['Spirit', 'Companion'] },
        slips: ['missing-category'],
      },
    });
    expect(readDescriptor('Strong Bidding 7 ● Spirit').ok).toBe(false);
    // an origin line is not a descriptor: `**Near** burst 10`, `**Ranged 10**`
    expect(readDescriptor('Near burst 10', 'Near').ok).toBe(false);
    expect(readDescriptor('Ranged 10', 'Ranged 10').ok).toBe(false);
  });
});

describe('readActionSlot', () => {
  it('reads the actions, or none with the slip that says why', () => {
    expect(readActionSlot('Swift Action')).toEqual({
      ok: true,
      value: { actions: ['swift'], slips: [], range: null },
    });
    expect(readActionSlot('Action')).toEqual({
      ok: true,
      value: { actions: [], slips: ['missing-action'], range: null },
    });
    expect(readActionSlot('Melee or Ranged Action')).toEqual({
      ok: true,
      value: { actions: [], slips: ['range-as-action'], range: 'Melee or Ranged' },
    });
    // `Special` is an action before it is a range word
    expect(readActionSlot('Special Action')).toMatchObject({ value: { actions: ['special'] } });
  });
  it('keeps the errors of an absent or unknown action', () => {
    expect(readActionSlot('')).toMatchObject({ ok: false, code: 'action' });
    expect(readActionSlot('Sideways Action')).toMatchObject({ ok: false, code: 'action' });
  });
});

describe('readActions', () => {
  it('reads combined and split actions', () => {
    expect(readActions('Standard and Move Action')).toEqual({
      ok: true,
      value: ['standard', 'move'],
    });
    expect(readActions('Swift Action')).toEqual({ ok: true, value: ['swift'] });
    expect(readActions('No Action')).toEqual({ ok: true, value: ['no-action'] });
    expect(readActions('Counter')).toEqual({ ok: true, value: ['counter'] });
  });
  it('rejects an unknown action', () => {
    expect(readActions('Sideways Action')).toMatchObject({ ok: false, code: 'action' });
    expect(readActions('')).toMatchObject({ ok: false, code: 'action' });
    // words that are keys of every object are not actions either
    for (const word of ['Constructor Action', 'toString', 'Valueof Action', '__proto__'])
      expect(readActions(word), word).toMatchObject({ ok: false, code: 'action' });
  });
});
