/**
 * The playground's starting document and the templates its Insert menu adds:
 * one of each block kind, written as docs/authoring.md describes them (a test
 * compiles each and checks it reads without a diagnostic).
 */

/** A block kind the Insert menu offers. */
export type TemplateKind = 'power' | 'monster' | 'deity' | 'feat' | 'table';

/** Each template: its menu label and its markdown (ends with a blank line). */
export const TEMPLATES: Record<TemplateKind, { label: string; text: string }> = {
  power: {
    label: 'Power',
    text: `> #### Cleaving Strike
>
> _Your blade bites into one foe and carries on into the next._
> **Encounter** **Attack** **3** (**Standard Action**) ● **Martial, Weapon**
> **Melee** weapon, one creature
> **Attack** Strength vs AC
> **Hit** 2dW + Strength modifier damage.
> _Level 11:_ 3dW + Strength modifier damage; _Level 21:_ 4dW + Strength modifier damage.
> **Miss** Half damage.
> **Effect** You can shift 1 square.
`,
  },
  monster: {
    label: 'Monster',
    text: `> #### Bog Lantern
>
> **Level 3 Artillery** (150 XP)
> Small Fey Magical Beast ● Light (Unaligned)
> **Senses:** Perception +8, darkvision; **Skills:** Stealth +9
> **Languages:** Common
> **Str:** 8 (+0), **Con:** 14 (+3), **Dex:** 17 (+4)
> **Int:** 12 (+2), **Wis:** 15 (+3), **Cha:** 10 (+1)
>
> **Initiative:** +4; **Speed:** 2, fly 8 (hover)
> **AC:** 17; **Fort:** 14, **Ref:** 16, **Will:** 15
> **HP:** 38, **Staggered:** 19
> **Drifting Glow** (aura 1) Enemies in the aura cannot hide.
>
> ⤢ **Wisp Bolt** (standard, at-will) ● **Radiant**
> Ranged 10; +8 vs Reflex; 1d8+4 radiant damage.
> **Flicker** (move, refresh 5, 6)
> The lantern teleports 5 squares.
`,
  },
  deity: {
    label: 'Deity',
    text: `### Chalavar

The Glutton
**Symbol:** A knife on an empty plate
**Portfolio:** Food, feasting, prosperity
**Favored Weapon:** Dagger

A happy and boastful god, Chalavar (CHAL-uh-var) is a welcome visitor at any feast.
`,
  },
  feat: {
    label: 'Feat',
    text: `### Marsh Strider

You move through mud and reeds as if on a road.

**Prerequisite:** Dex 13

**Benefit:** Difficult terrain made by mud, water or reeds costs you no extra movement.
`,
  },
  table: {
    label: 'Table',
    text: `##### Table – Lantern Colours

| d6  | Colour | Effect                 |
| --- | ------ | ---------------------- |
| 1-2 | Green  | The light shows traps. |
| 3-5 | Amber  | Nothing happens.       |
| 6   | Red    | Roll 1d6 fire damage.  |
`,
  },
};

/** The document a new playground starts with: a heading and one block of each kind (a feat for the record kinds). */
export const STARTER = `# My Homebrew

Write rules in markdown; powers, monsters, deities and tables become cards as you type.
A creature that is **dazed** grants combat advantage.

## A Power

${TEMPLATES.power.text}
## A Monster

${TEMPLATES.monster.text}
## Gods of the Marsh

${TEMPLATES.deity.text}
## Lanterns

${TEMPLATES.table.text}
## Marsh Feats

${TEMPLATES.feat.text}`;
