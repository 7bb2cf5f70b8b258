/**
 * The character panel's behaviour (markup in CharacterPanel.astro): the
 * header button opens the dialog modally (focus trapped, Escape closes, focus
 * returns to the button); every field is validated as typed (inline message,
 * `aria-invalid`), score modifiers are shown live, and the character is saved
 * whenever every field is readable, so cards update behind the dialog. An
 * unreadable value is never stored; "Done" refuses to close until it is
 * fixed. "Clear character" empties it.
 */
import {
  abilityModifier,
  emptyCharacter,
  isSet,
  parseField,
  type Character,
  type CharacterField,
} from '../character/character.ts';
import { loadCharacter, saveCharacter, watchCharacter } from './character-store.ts';

/** `+4`, `−1` (as resolve.ts's `signed`; not imported, to keep the formula code out of this page-wide script). */
const signed = (value: number) => (value < 0 ? `−${-value}` : `+${value}`);

const toggle = document.querySelector<HTMLButtonElement>('[data-character-toggle]');
const dialog = document.querySelector<HTMLDialogElement>('[data-character-dialog]');
const form = dialog?.querySelector<HTMLFormElement>('[data-character-form]');

if (toggle && dialog && form && typeof dialog.showModal === 'function') {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[name]')];
  const summary = toggle.querySelector('[data-character-summary]');
  const status = form.querySelector('[data-character-status]');
  const say = (text: string) => {
    if (status && status.textContent !== text) status.textContent = text;
  };

  /** Validates one input: message, aria-invalid and (for scores) the modifier. */
  const check = (input: HTMLInputElement) => {
    const result = parseField(input.name as CharacterField, input.value);
    const error = form.querySelector(`#cp-${input.name}-error`);
    const mod = form.querySelector(`#cp-${input.name}-mod`);
    const message = result.ok ? '' : result.message;
    if (error && error.textContent !== message) error.textContent = message;
    if (result.ok) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
    if (mod) {
      const value = result.ok && typeof result.value === 'number' ? result.value : null;
      mod.textContent = '';
      if (value !== null) {
        const label = document.createElement('span');
        label.className = 'visually-hidden';
        label.textContent = 'modifier ';
        mod.append(label, `(${signed(abilityModifier(value))})`);
      }
    }
    return result;
  };

  /** The character the form describes, or null while a field is unreadable. */
  const read = (): Character | null => {
    const character = emptyCharacter();
    let valid = true;
    for (const input of inputs) {
      const result = check(input);
      if (!result.ok) {
        valid = false;
        continue;
      }
      const name = input.name as CharacterField;
      if (name in character.scores) {
        character.scores[name as keyof Character['scores']] = result.value as number | null;
      } else (character as unknown as Record<string, unknown>)[name] = result.value;
    }
    return valid ? character : null;
  };

  const fill = (character: Character) => {
    for (const input of inputs) {
      const name = input.name as keyof Character['scores'];
      const value =
        name in character.scores
          ? character.scores[name]
          : (character as unknown as Record<string, unknown>)[input.name];
      input.value = value === null || value === undefined ? '' : String(value);
      check(input);
    }
  };

  const show = (character: Character) => {
    if (!summary) return;
    summary.textContent =
      character.level !== null ? `Lv ${character.level}` : isSet(character) ? 'set' : '';
  };

  form.addEventListener('input', () => {
    const character = read();
    if (character) {
      saveCharacter(character);
      say(isSet(character) ? 'Saved in this browser.' : 'No character set.');
    } else say('Not saved: fix the field marked below.');
  });

  form.addEventListener('submit', (event) => {
    if (read()) return; // method=dialog closes the dialog
    event.preventDefault();
    inputs.find((input) => input.getAttribute('aria-invalid') === 'true')?.focus();
  });

  form.querySelector('[data-character-clear]')?.addEventListener('click', () => {
    fill(emptyCharacter());
    saveCharacter(emptyCharacter());
    say('Character cleared.');
  });

  toggle.addEventListener('click', () => {
    fill(loadCharacter());
    say('');
    dialog.showModal();
    inputs[0]?.focus();
  });
  dialog.addEventListener('close', () => toggle.focus());

  watchCharacter(show);
  const panel = toggle.closest<HTMLElement>('[data-character-panel]');
  if (panel) panel.hidden = false;
}
