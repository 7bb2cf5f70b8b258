/**
 * A power card as a tree: its one renderer, shown by
 * src/components/PowerCard.astro on the site's pages (which adds the card's
 * styles and client script), in section bodies (./section.ts) and by the
 * playground's Web Worker, where Astro components cannot run.
 */
import type { Element, Properties } from 'hast';
import type { Power } from '../../compiler/index.ts';
import { ACTION_LABELS, FREQUENCY_LABELS, headingTag } from '../blocks.ts';
import { powerUrl } from '../urls.ts';
import { foundryLink } from './foundry-link.ts';
import { deckButtonWords } from '../deck-label.ts';
import { h, LABEL_GAP, raw } from './html.ts';

/** How to render a power card (the props of PowerCard.astro). */
export interface PowerCardOptions {
  /** Level of the card's name heading (2–6). */
  headingLevel: number;
  /** Whether the name links to the power's own page. */
  linkName?: boolean;
  /** Id for the card element (an anchor target). */
  id?: string;
  /**
   * Renders the "Add to deck" button src/client/deck.ts binds (pages with
   * DeckControls), shown from first paint when scripts run so it never shifts the page.
   */
  deckToggle?: boolean;
  /** Links the power's Foundry document (only where the site publishes the Foundry module). */
  foundryLink?: boolean;
}

/** The data attributes the resolved layer reads to resolve an attack line (ability attacks only). */
function attackData(attack: Power['attack']): Properties {
  return attack && attack.abilities.length > 0
    ? {
        'data-attack-abilities': attack.abilities.map(({ ability }) => ability).join(' '),
        'data-attack-bonus': attack.bonus ? String(attack.bonus) : undefined,
        'data-defense': attack.defenses.join(' or ') || undefined,
      }
    : {};
}

/**
 * Between the parts of a card's header line (`Encounter · Attack · Level 3 ·
 * Standard Action`): an en space, where the line may wrap, then the dot held to
 * the next part by a no-break and a narrow no-break space (as wide together as
 * the en space), so the dot sits midway and a wrapped line starts with it, as
 * when each part was its own box.
 */
export const META_SEPARATOR = '\u2002·\u00a0\u202f';

/** Sub-attack lines (under a Secondary or Tertiary Attack line) are indented under it. */
const isSub = (line: Power['lines'][number]) =>
  line.attackGroup > 0 && line.key !== 'secondary-attack' && line.key !== 'tertiary-attack';

/**
 * The card's header line: frequency, kind or category, level, action, as one
 * text joined by {@link META_SEPARATOR} (one element per part cost a long
 * chapter thousands of elements to parse; the separator is text, so it is
 * read and indexed as the parts' boundary).
 */
function metaText(power: Power): string {
  const kindText = power.descriptor
    ? `${power.descriptor.source} ${power.category === 'attack' ? 'Attack' : 'Utility'} ${power.descriptor.kind}`.trim()
    : null;
  const levelText = power.feature
    ? 'Feature'
    : power.level === null
      ? null
      : `Level ${power.level}`;
  // An earlier edition's header may name no action (content-formats §14): no action span then.
  const actionText =
    power.actions.length === 0
      ? null
      : power.actions.map((action) => ACTION_LABELS[action]).join(' and ') +
        (power.actions.length === 1 && power.actions[0] === 'reaction' ? '' : ' Action');
  return [
    FREQUENCY_LABELS[power.frequency],
    kindText ?? (power.category === 'attack' ? 'Attack' : 'Utility'),
    levelText && !kindText ? levelText : null,
    actionText,
  ]
    .filter((text) => text !== null)
    .join(META_SEPARATOR);
}

function lines(power: Power): Element[] {
  return power.lines.map((line) =>
    h(
      'div',
      {
        class: `power-line line-${line.key}${isSub(line) ? ' sub-attack-line' : ''}`,
        'data-attack-group': line.attackGroup > 0 ? String(line.attackGroup) : undefined,
        ...attackData(line.attack),
      },
      h('dt', {}, line.label || 'Note'),
      LABEL_GAP,
      h(
        'dd',
        {},
        raw(line.html),
        // A space between the line's HTML (which may end in a word) and its scaling list.
        line.scaling.length > 0 && ' ',
        line.scaling.length > 0 &&
          h(
            'ul',
            { class: 'scaling', 'aria-label': `${line.label || 'Line'} at higher levels` },
            ...line.scaling.map((entry) =>
              h(
                'li',
                { 'data-scaling-level': entry.level },
                h('em', {}, `Level ${entry.level}:`),
                ' ',
                raw(entry.html),
              ),
            ),
          ),
      ),
    ),
  );
}

/**
 * The card's attack roller box (`[data-attack-roller]`): the data its controls
 * are built from in the browser (targets, the target's defense, Attack, Roll
 * damage: src/client/roller-controls.ts › `buildPowerRoller`), wired by
 * src/client/attack-roller.ts. Empty in the HTML: the controls need scripts,
 * and a long chapter carried hundreds of them. `data-targets` is the power's
 * fixed number of targets; without it the reader says how many.
 */
function attackRoller(power: Power): Element {
  return h('div', {
    class: 'attack-roller',
    'data-attack-roller': true,
    'data-name': power.name,
    'data-defense': power.attack?.defenses.join(' or ') || undefined,
    'data-targets': power.targetCount ?? undefined,
    'data-print-omit': true,
    'data-needs-js': true,
  });
}

/** The deck toggle under a card (DeckControls pages), labelled for a power not in the deck. */
function deckButton(power: Power): Element {
  const [before, after] = deckButtonWords(false);
  return h(
    'div',
    { class: 'deck-card-actions', 'data-print-omit': true, 'data-needs-js': true },
    h(
      'button',
      {
        type: 'button',
        class: 'button deck-button',
        'data-deck-toggle': power.id,
        'data-in-deck': 'false',
      },
      before,
      h('span', { class: 'visually-hidden' }, ` ${power.name}`),
      after,
    ),
  );
}

/**
 * A power card, colored by frequency: header with name, frequency, category,
 * level (or the two-line header's descriptor) and action; flavor, tags,
 * origin; labelled lines with their level-scaling entries beneath the line
 * they change, a sub-attack's lines indented; the attack roller for ability
 * attacks. Its content is inside `<orcus-power>`, the custom element that wires
 * it in the browser (src/client/power-card-element.ts; `display: contents`). Pass a
 * power whose HTML the page's Linker has already cross-linked.
 */
export function powerCard(power: Power, options: PowerCardOptions): Element {
  const { headingLevel, linkName = true, id, deckToggle = false, foundryLink: foundry } = options;
  const name = power.name;
  const abilities = power.attack?.abilities ?? [];
  return h(
    'article',
    {
      class: `power-card freq-${power.frequency}`,
      id,
      'data-power': power.id,
      // Read by the resolved layer (src/client/card-lines.ts): a Weapon or Implement power adds
      // the character's proficiency and enhancement.
      'data-tags': power.tags.map((t) => t.toLowerCase()).join('|'),
      'data-print-card': power.name,
      ...attackData(power.attack),
    },
    // The card's behaviour (src/client/power-card-element.ts): the card wires itself wherever it is inserted.
    h(
      'orcus-power',
      {},
      h(
        'header',
        { class: 'power-head', 'data-print-card-head': true },
        h(
          headingTag(headingLevel),
          { class: 'power-name' },
          linkName ? h('a', { href: powerUrl(power.id) }, name) : name,
        ),
        h('p', { class: 'power-meta' }, metaText(power)),
      ),
      h(
        'div',
        { class: 'power-body', 'data-print-card-body': true },
        power.flavor && h('p', { class: 'power-flavor' }, power.flavor),
        power.tags.length > 0 &&
          h(
            'ul',
            { class: 'power-tags', 'aria-label': 'Tags' },
            ...power.tags.flatMap((tag, index) => [
              index > 0 && LABEL_GAP,
              h('li', { class: 'tag' }, tag),
            ]),
          ),
        power.origin &&
          h(
            'p',
            { class: 'power-origin' },
            h('b', {}, power.origin.label),
            ` ${power.origin.details}`,
          ),
        h('dl', { class: 'power-lines' }, lines(power)),
        abilities.length > 0 && attackRoller(power),
      ),
      deckToggle && deckButton(power),
      foundry && foundryLink('powers', power.id, name),
    ),
  );
}
