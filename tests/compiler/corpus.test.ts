/**
 * The realistic benchmark corpus (scripts/lib/corpus/books.ts) against the
 * survey of the real books (content-formats §12.1 and its
 * per-entity sections, monster-format.md): compiled once for the whole file,
 * it must give every record family the compiler reads at the real counts,
 * with no error and only the warnings the real books give.
 */
import { describe, expect, it } from 'vitest';
import { corpusBooks } from '../../scripts/lib/corpus/books.ts';
import { compile, validateData } from '../../src/compiler/index.ts';
import { lostWords } from './power-words.ts';

const books = corpusBooks();
const inputs = books.map((book) => ({ path: `srd/${book.name}`, text: book.text }));
const { data, diagnostics } = compile(inputs);
const textOf = new Map(inputs.map((input) => [input.path, input.text]));

/** How many of `list` give each key. */
function tally<T>(
  list: readonly T[],
  key: (item: T) => string | number | null,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of list) {
    const k = String(key(item));
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

/** `actual` is within `tolerance` of the real books' `expected`. */
function near(actual: number, expected: number, tolerance: number): void {
  expect(
    Math.abs(actual - expected),
    `${actual} vs ${expected} ± ${tolerance}`,
  ).toBeLessThanOrEqual(tolerance);
}

describe('corpusBooks', () => {
  it('writes five books named like the SRD files, about 1.5 MB, the same bytes for the same seed', () => {
    expect(books.map((b) => b.name)).toEqual([
      'orcus-rulebook.md',
      'orcus-player-options.md',
      'orcus-advanced-options.md',
      'orcus-classes-and-powers.md',
      'orcus-monsters.md',
    ]);
    const bytes = books.reduce((sum, b) => sum + Buffer.byteLength(b.text), 0);
    expect(bytes).toBeGreaterThan(1.4e6);
    expect(bytes).toBeLessThan(1.6e6);
    expect(corpusBooks(1).map((b) => b.text)).toEqual(books.map((b) => b.text));
    expect(corpusBooks(2)[0]!.text).not.toEqual(books[0]!.text);
  });

  it('compiles with no error into data that validates, with only the warnings the real books give', () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(validateData(data)).toEqual([]);
    // Notes (a monster off its role's numbers: tests/compiler/rules-tables.test.ts) are not warnings.
    const warnings = diagnostics
      .filter((d) => d.severity !== 'info')
      .map((d) => `${d.code} ${d.file.replace(/^srd\//, '')}: ${d.message.split(/[:;]/)[0]}`);
    expect(warnings.sort()).toEqual(
      [
        // Every book ends with a level-1 Legal chapter (§0.1), and the rulebook and the
        // advanced options both have a level-1 Vehicles chapter (§10.2): ids repeat across files.
        'section/duplicate-id orcus-player-options.md: Heading "Legal" repeats an earlier id `legal`',
        'section/duplicate-id orcus-advanced-options.md: Heading "Legal" repeats an earlier id `legal`',
        'section/duplicate-id orcus-advanced-options.md: Heading "Vehicles" repeats an earlier id `vehicles`',
        'section/duplicate-id orcus-classes-and-powers.md: Heading "Legal" repeats an earlier id `legal`',
        'section/duplicate-id orcus-monsters.md: Heading "Legal" repeats an earlier id `legal`',
        // One discipline writes `**Sources:*` (§7.3).
        'discipline/malformed-label orcus-classes-and-powers.md: Discipline "Oath of the Fane"',
        // One power puts its flavor sentence behind an `**Effect**` label (§1.2).
        'power/misplaced-line orcus-classes-and-powers.md: Power "Whirling Mark"',
        // The rulebook's one heading-less power block (§11.4), read and named after its action.
        'power/missing-heading orcus-rulebook.md: Power "Ram"',
        // One class lists an older edition's skill (§6.2).
        'class/unknown-skill orcus-classes-and-powers.md: Class "Moonbinder"',
      ].sort(),
    );
  });

  it('has the 852 headed power blocks of §1 and the heading-less one of §11.4, where the books put them', () => {
    expect(data.powers).toHaveLength(853);
    const where = tally(data.powers, (p) => p.context[0] ?? null);
    expect(where).toMatchObject({
      'Actions in Combat': 9,
      Ancestries: 12,
      Feats: 26,
      Species: 28,
      'Magic Items': 22,
      Bonds: 5,
      'Combat Maneuvers': 9,
      Disciplines: 658,
      'Prestige Paths': 57,
      'Epic Paths': 6,
      Kits: 1,
      Vehicles: 1,
    });
    const perBook = tally(data.powers, (p) => p.source.file);
    expect(perBook).toEqual({
      'srd/orcus-rulebook.md': 10,
      'srd/orcus-player-options.md': 38,
      'srd/orcus-advanced-options.md': 64,
      'srd/orcus-classes-and-powers.md': 741,
    });
    const ram = data.powers.find((p) => p.context.at(-1) === 'Ram (standard action)');
    expect(ram).toMatchObject({ id: 'ram', name: 'Ram', frequency: 'at-will', feature: true });
    const action = data.sections.find((s) => s.id === ram!.section)!;
    expect(action.html).toContain('<div data-block="power" data-id="ram"></div>');
    expect(action.html).not.toContain('<blockquote>');
  });

  it('keeps every word of every power block and record in its JSON (nothing-lost.test.ts, on the corpus)', () => {
    const lostPowers = data.powers.flatMap((p) =>
      lostWords(textOf.get(p.source.file)!, p, diagnostics),
    );
    expect(lostPowers).toEqual([]);
    const records = [
      ...data.feats, ...data.arts, ...data.items, ...data.traps, ...data.species, ...data.cruxes,
      ...data.classes, ...data.disciplines, ...data.kits, ...data.paths, ...data['feat-paths'],
    ]; // prettier-ignore
    const inPower = (file: string, line: number) =>
      data.powers.some(
        (p) => p.source.file === file && p.source.line <= line && line <= p.source.endLine,
      );
    const lost = records.flatMap((record) => {
      const lines = textOf.get(record.source.file)!.split('\n');
      return lostWords(textOf.get(record.source.file)!, record, diagnostics, true).filter(
        (word) => {
          const line = lines[word.line - 1]!;
          // A kit's quoted sidebar stays in the kit's section; an ordered list's numbers are its <ol>.
          const markup = line.startsWith('>') || line.startsWith(`${word.word}. `);
          return !markup && !inPower(record.source.file, word.line);
        },
      );
    });
    expect(lost).toEqual([]);
  });

  it('writes the power header variants at the real rates (§1.1)', () => {
    const frequency = tally(data.powers, (p) => p.frequency);
    near(frequency['at-will']!, 105, 25);
    near(frequency.encounter!, 359, 35);
    near(frequency.daily!, 356, 35);
    expect(frequency.consumable).toBe(22);
    const category = tally(data.powers, (p) => p.category);
    near(category.attack!, 528, 30);
    near(category.utility!, 313, 30);
    near(data.powers.filter((p) => p.feature).length, 99, 10);
    near(data.powers.filter((p) => p.level === null && !p.feature).length, 15, 8);
    near(data.powers.filter((p) => p.tags.length === 0).length, 30, 12);
    near(data.powers.filter((p) => p.flavor !== null).length, 539, 40);
  });

  it('has the 220 monster stat blocks of the bestiary, mooks with 1 HP', () => {
    expect(data.monsters).toHaveLength(220);
    const mooks = data.monsters.filter((m) => m.rank === 'mook');
    expect(mooks.length).toBeGreaterThan(10);
    expect(mooks.every((m) => m.hp === 1)).toBe(true);
  });

  it('has the 138 feats in their groups (§2.1), 26 power blocks among them', () => {
    expect(tally(data.feats, (f) => f.group)).toEqual({
      'General Feats': 55,
      'Martial Training Feats': 15,
      'Art Feats': 3,
      'Channel Divinity Feats': 1,
      'Psi Focus Feats': 13,
      'Shard Feats': 4,
      'Aura Shard Feats': 9,
      'Blast Shard Feats': 8,
      'Shield Shard Feats': 6,
      'Weapon Shard Feats': 9,
      'Wild Shape Feats': 3,
      Dualclassing: 4,
      'Kit Study Feats': 3,
      'New Feats': 3,
      'Rules Variant: Gated Arts': 2,
    });
    expect(data.feats.reduce((n, f) => n + f.powers.length, 0)).toBe(26);
    expect(tally(data.feats, (f) => f.qualifier)).toMatchObject({ Dualclass: 4, Improved: 2 });
    expect(data.feats.filter((f) => f.weapon)).toHaveLength(2);
    expect(data.feats.filter((f) => f.prerequisites?.options.length)).toHaveLength(2);
  });

  it('has the 80 arts in their 14 skill groups (§3.1): 44 incantations, 36 practices', () => {
    expect(tally(data.arts, (a) => a.kind)).toEqual({ incantation: 44, practice: 36 });
    expect(tally(data.arts, (a) => a.group)).toEqual({
      Arcana: 23,
      Nature: 12,
      Religion: 11,
      Bluff: 6,
      None: 6,
      Endure: 5,
      Streetsmarts: 5,
      Heal: 4,
      Diplomacy: 3,
      Athletics: 1,
      History: 1,
      Insight: 1,
      'Sleight of Hand': 1,
      Stealth: 1,
    });
  });

  it('has the 137 magic items in the real groups (§4.1) with their tiers and level lines', () => {
    expect(tally(data.items, (i) => i.group)).toEqual({
      'Focus Boosts': 17,
      'Weapon Boosts': 17,
      'Cloak Boosts': 18,
      'Armor Boosts': 17,
      'Head Items': 4,
      'Waist Items': 4,
      'Arms Items': 1,
      'Hands Items': 2,
      'Ring Items': 9,
      'Feet Items': 6,
      'Wondrous Items': 26,
      'Consumable Items': 16,
    });
    expect(tally(data.items, (i) => i.kind)).toEqual({
      boost: 69,
      slot: 26,
      wondrous: 26,
      consumable: 16,
    });
    expect(
      tally(
        data.items.filter((i) => i.kind === 'boost'),
        (i) => i.boostTier,
      ),
    ).toEqual({
      1: 16,
      2: 16,
      3: 14,
      4: 22,
      null: 1,
    });
    expect(data.items.filter((i) => i.bonusByLevel.length)).toHaveLength(6);
    expect(data.items.filter((i) => i.levels.length === 3)).toHaveLength(6);
    expect(data.items.filter((i) => i.levelIsVariable)).toHaveLength(1);
  });

  it('has the 25 species, 12 cruxes and 6 heritages of §5 with their powers', () => {
    expect(data.species).toHaveLength(25);
    expect(tally(data.species, (s) => s.size)).toEqual({ Medium: 19, Small: 6 });
    const speciesPowers = data.species.reduce(
      (n, s) => n + s.powers.length + s.variants.reduce((v, x) => v + x.powers.length, 0),
      0,
    );
    expect(speciesPowers).toBe(28);
    expect(data.species.filter((s) => s.powerChoice)).toHaveLength(4);
    expect(tally(data.cruxes, (c) => c.type)).toEqual({ crux: 12, heritage: 6 });
    expect(data.cruxes.every((c) => c.skillBonus?.bonus === 2)).toBe(true);
    expect(data.cruxes.reduce((n, c) => n + c.powers.length, 0)).toBe(12);
  });

  it('has the 9 classes, 25 kits, 7 feat paths, 24 disciplines and 26 paths of §6–7, cross-references resolved', () => {
    expect(data.classes).toHaveLength(9);
    const withSpot = data.classes.filter((c) => c.classSkills.includes('Spot'));
    expect(withSpot.map((c) => c.name)).toEqual(['Moonbinder']);
    expect(data.classes.every((c) => c.disciplines.every((d) => d.id !== null))).toBe(true);
    expect(data.classes.every((c) => c.dualclass !== null)).toBe(true);
    expect(
      data.classes.reduce((n, c) => n + c.features.reduce((m, f) => m + f.powers.length, 0), 0),
    ).toBe(19);
    expect(data.kits).toHaveLength(25);
    expect(data.kits.every((k) => k.features.length === 3)).toBe(true);
    expect(data.kits.filter((k) => k.multiclass)).toHaveLength(9);
    expect(data.kits.flatMap((k) => k.disciplines).every((d) => d.id !== null)).toBe(true);
    expect(data['feat-paths']).toHaveLength(7);
    expect(data['feat-paths'].flatMap((p) => p.steps).every((s) => s.feat.id !== null)).toBe(true);
    expect(data.disciplines).toHaveLength(24);
    expect(data.disciplines.reduce((n, d) => n + d.powers.length, 0)).toBe(658);
    expect(tally(data.paths, (p) => p.type)).toEqual({ prestige: 20, epic: 6 });
    expect(data.paths.reduce((n, p) => n + p.powers.length, 0)).toBe(63);
  });

  it('has the 27 traps of §8.1 with their types, and the 13 deities of §11.1', () => {
    expect(tally(data.traps, (t) => `${t.trapType}${t.elite ? ' elite' : ''}`)).toEqual({
      'one-off': 8,
      'one-off elite': 5,
      hazard: 6,
      recurring: 5,
      'recurring elite': 3,
    });
    const traps = (test: (trap: (typeof data.traps)[number]) => boolean) =>
      data.traps.filter(test).map((trap) => trap.name);
    expect(
      traps((t) => t.countermeasures.length === 0),
      'traps without countermeasures',
    ).toEqual([]);
    expect(
      traps((t) => t.trigger === null),
      'traps without a trigger',
    ).toEqual([]);
    expect(data.deities).toHaveLength(13);
    const deities = (test: (deity: (typeof data.deities)[number]) => boolean) =>
      data.deities.filter(test).map((deity) => deity.name);
    expect(
      deities((d) => !d.symbol),
      'deities without a symbol',
    ).toEqual([]);
    expect(
      deities((d) => d.portfolio.length === 0),
      'deities without a portfolio',
    ).toEqual([]);
    expect(
      deities((d) => !d.favoredWeapon),
      'deities without a favored weapon',
    ).toEqual([]);
  });
});
