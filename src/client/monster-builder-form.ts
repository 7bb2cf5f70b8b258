/**
 * The monster builder page: the game master's choice (level, role, rank,
 * name) from the form, kept in the address, built into a `Monster` record
 * (src/site/monster-builder.ts) and shown by the site's one stat-block
 * renderer, whose `<orcus-stat-block>` wires its rollers and "Add to
 * encounter" once inserted; the built monster's choice is kept for the
 * encounter (./built-monsters.ts); "Copy as markdown" gives the books' format.
 */
import type { MonsterRank } from '../compiler/index.ts';
import {
  buildMonster,
  choiceFromQuery,
  choiceQuery,
  type BuilderChoice,
  type BuilderRules,
} from '../site/monster-builder.ts';
import { monsterMarkdown } from '../site/monster-markdown.ts';
import { rankLine } from '../site/monster-view.ts';
import { htmlOf } from '../site/render/html.ts';
import { statBlock } from '../site/render/stat-block.ts';
import { saveBuiltMonster } from './built-monsters.ts';

/** Binds the builder form of the page, if there is one. */
export function bindMonsterBuilder(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-monster-builder]');
  const output = document.querySelector<HTMLElement>('[data-builder-output]');
  const status = document.querySelector<HTMLElement>('[data-builder-status]');
  const missing = document.querySelector<HTMLElement>('[data-builder-missing]');
  const markdown = document.querySelector<HTMLTextAreaElement>('[data-builder-markdown]');
  const copy = document.querySelector<HTMLButtonElement>('[data-builder-copy]');
  const copied = document.querySelector<HTMLElement>('[data-builder-copied]');
  const actions = document.querySelector<HTMLElement>('[data-builder-actions]');
  if (!form || !output || !status || !missing || !markdown || !copy || !copied || !actions) return;
  const rules = JSON.parse(form.dataset['rules'] ?? '{}') as BuilderRules;
  const roleNames = rules['monster-roles'].map((role) => role.name);
  const field = (name: string) => form.elements.namedItem(name);

  const read = (): BuilderChoice => {
    const rank = form.querySelector<HTMLInputElement>('input[name="rank"]:checked')?.value;
    const params = new URLSearchParams();
    params.set('level', (field('level') as HTMLInputElement).value);
    params.set('role', (field('role') as HTMLSelectElement).value);
    params.set('rank', rank ?? 'standard');
    params.set('name', (field('name') as HTMLInputElement).value);
    return choiceFromQuery(params, roleNames);
  };

  const fill = (choice: BuilderChoice) => {
    (field('level') as HTMLInputElement).value = String(choice.level);
    (field('role') as HTMLSelectElement).value = choice.role;
    (field('name') as HTMLInputElement).value = choice.name;
    const rank = form.querySelector<HTMLInputElement>(
      `input[name="rank"][value="${choice.rank satisfies MonsterRank}"]`,
    );
    if (rank) rank.checked = true;
  };

  let current: BuilderChoice = choiceFromQuery(new URLSearchParams(location.search), roleNames);

  const render = () => {
    const result = buildMonster(current, rules);
    history.replaceState(null, '', `${location.pathname}${choiceQuery(current)}`);
    if (result.kind === 'missing') {
      missing.textContent = result.missing;
      missing.hidden = false;
      output.replaceChildren();
      actions.hidden = true;
      markdown.value = '';
      status.textContent = '';
      return;
    }
    const { monster } = result;
    missing.hidden = true;
    actions.hidden = false;
    output.innerHTML = htmlOf(statBlock(monster, { headingLevel: 2, linkName: false }));
    markdown.value = monsterMarkdown(monster);
    copied.textContent = '';
    const { ac, fortitude, reflex, will } = monster.defenses;
    status.textContent = `${rankLine(monster)}: AC ${ac}, Fort ${fortitude}, Ref ${reflex}, Will ${will}, HP ${monster.hp}, ${monster.xp} XP.`;
  };

  fill(current);
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('input', () => {
    const next = read();
    // A level being typed (empty, or out of range) keeps the last valid one until it is whole.
    const level = Number((field('level') as HTMLInputElement).value);
    if (!Number.isInteger(level) || level !== next.level) next.level = current.level;
    current = next;
    render();
  });
  form.addEventListener('change', () => fill(current));
  // The stat block's own "Add to encounter" adds its id (src/client/encounter-add.ts); the choice behind it is kept here.
  output.addEventListener('click', (event) => {
    if ((event.target as Element).closest('button[data-encounter-add]')) saveBuiltMonster(current);
  });
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(markdown.value);
      copied.textContent = 'The stat block’s markdown is on the clipboard.';
    } catch {
      markdown.focus();
      markdown.select();
      copied.textContent = 'Copy the selected markdown (Ctrl+C or ⌘C).';
    }
  });
  render();
}
