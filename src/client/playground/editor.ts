/**
 * The playground's editor: a plain `<textarea>` (native editing, undo,
 * selection and screen-reader support), with a line-number gutter and a
 * band behind each line a diagnostic points at, both kept in step with the
 * textarea's scrolling. Lines do not wrap, so line N is always row N.
 */
import type { Diagnostic } from '../../compiler/index.ts';

/** The offset in `text` of 1-based `line` and `column` (clamped to the text). */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const end = text.indexOf('\n', offset);
  const lineEnd = end < 0 ? text.length : end;
  return Math.min(offset + Math.max(0, column - 1), lineEnd);
}

/** The number of lines of `text`. */
export function lineCount(text: string): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** Binds the gutter and marks to a textarea. */
export class Editor {
  readonly #text: HTMLTextAreaElement;
  readonly #gutter: HTMLElement;
  readonly #marks: HTMLElement;
  #lines = 0;

  constructor(text: HTMLTextAreaElement, gutter: HTMLElement, marks: HTMLElement) {
    this.#text = text;
    this.#gutter = gutter;
    this.#marks = marks;
    text.addEventListener('scroll', () => this.#sync(), { passive: true });
    text.addEventListener('input', () => this.#number());
    this.#number();
  }

  get value(): string {
    return this.#text.value;
  }

  /** Replaces the whole text (reset, shared link, template insert). */
  set value(text: string) {
    this.#text.value = text;
    this.#number();
  }

  /** Inserts `text` at the cursor (on a line of its own), as typing would, so Undo removes it. */
  insert(text: string): void {
    const area = this.#text;
    area.focus();
    const at = area.selectionStart;
    const before = area.value.slice(0, at);
    const lead =
      before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const block = `${lead}${text}\n`;
    // execCommand keeps the browser's undo history; setRangeText where it is unsupported.
    if (!document.execCommand('insertText', false, block)) {
      area.setRangeText(block, at, area.selectionEnd, 'end');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }

  /** Moves the cursor to 1-based `line`:`column`, focuses the editor and scrolls the line into view. */
  moveTo(line: number, column: number): void {
    const area = this.#text;
    const offset = offsetOf(area.value, line, column);
    area.focus();
    area.setSelectionRange(offset, offset);
    const height = this.#lineHeight();
    const top = (line - 1) * height;
    if (top < area.scrollTop || top + height > area.scrollTop + area.clientHeight)
      area.scrollTop = Math.max(0, top - area.clientHeight / 3);
    this.#sync();
  }

  /** Marks the lines the diagnostics point at (errors over warnings). */
  mark(diagnostics: readonly Diagnostic[]): void {
    const bySeverity = new Map<number, Diagnostic['severity']>();
    for (const d of diagnostics)
      if (bySeverity.get(d.line) !== 'error') bySeverity.set(d.line, d.severity);
    const height = this.#lineHeight();
    const bands = [...bySeverity].map(([line, severity]) => {
      const band = document.createElement('div');
      band.className = `pg-band is-${severity}`;
      band.style.top = `${(line - 1) * height}px`;
      band.style.height = `${height}px`;
      band.dataset['line'] = String(line);
      return band;
    });
    this.#marks.replaceChildren(...bands);
    this.#sync();
  }

  #lineHeight(): number {
    return parseFloat(getComputedStyle(this.#text).lineHeight) || 20;
  }

  /** Rewrites the gutter's numbers when the line count changed. */
  #number(): void {
    const lines = lineCount(this.#text.value);
    if (lines === this.#lines) return;
    this.#lines = lines;
    const numbers = new Array<string>(lines);
    for (let i = 0; i < lines; i++) numbers[i] = String(i + 1);
    const inner = document.createElement('pre');
    inner.className = 'pg-numbers';
    inner.textContent = numbers.join('\n');
    this.#gutter.replaceChildren(inner);
    this.#sync();
  }

  #sync(): void {
    const shift = `translateY(${-this.#text.scrollTop}px)`;
    (this.#gutter.firstElementChild as HTMLElement | null)?.style.setProperty('transform', shift);
    this.#marks.style.transform = shift;
  }
}
