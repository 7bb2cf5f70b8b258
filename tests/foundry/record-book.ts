/**
 * A small book with one power, one monster and one trap (the invented
 * examples of the content formats) and a Legal chapter, for the tests of the
 * records' Foundry documents and the cards' links to them.
 */
import { TEMPLATES } from '../../src/client/playground/templates.ts';

/** A trap written as the content formats' invented example (a `Sample Traps` section of a `Traps` chapter). */
export const TRAP_CHAPTER = `# Traps

## Sample Traps

### Ember Bellows  

*A hidden bellows blasts hot ash from floor grates when a loose stone is stepped on.*  

**Level 4 Recurring Shooter** (175 XP Trap)  

Perception DC 15: The character notices soot stains around the grates.
DC 21: The character spots the loose trigger stone.  

**Trigger** The trap attacks when a creature steps on the trigger stone, and again at the start of each later round.  
**Target** All creatures.  

∢	**Attack** ● **Fire**  
Near burst 2; +9 vs Reflex  
*Hit* 2d6+4 fire damage.  
*Miss* Half damage.  
*Effect* The burst becomes lightly obscured until the end of the next round.  

**Countermeasures** 
An adjacent character can jam the bellows with a DC 15 Sleight of Hand check.
Pouring water into a grate disables that grate's square.  
`;

/** The Legal chapter that makes the build publish the module. */
export const LEGAL_CHAPTER =
  '# Legal\n\nThis book is Open Game Content under the Open Game License v1.0a.\n';

/** The book's text: a `Chapter` with the power and the monster, the traps, and (when `legal`) the Legal chapter. */
export function recordBook(legal: boolean): string {
  return [
    `# Chapter\n\n${TEMPLATES.power.text}\n${TEMPLATES.monster.text}\n`,
    TRAP_CHAPTER,
    legal ? LEGAL_CHAPTER : '',
  ].join('\n');
}
