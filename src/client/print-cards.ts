/**
 * Printing cards, nine poker-size faces (2.5 × 3.5 in) to a US Letter or A4
 * sheet, without ever losing a word. The fitting happens here, in the
 * browser, just before printing (`beforeprint`, which `window.print()`, the
 * print dialog and the PDF script all go through): only the browser that lays
 * the card out knows how tall its text is. For every visible card it clones the
 * card into a fixed-size face, shrinks the type step by step from 7.5 pt to
 * 6.5 pt until it fits, and if it still does not, cuts the content at the first
 * word that falls below the face and carries the rest onto a continuation face
 * headed "<name> (continued)", as many times as needed. The faces go nine to a
 * sheet (`.print-sheets`, styled by src/styles/print-cards.css); they are
 * removed after printing. Without JavaScript the CSS fallback prints the cards
 * themselves, 2.5 in wide and as tall as they need (never clipped).
 *
 * Generic: any page can print its cards this way (power cards, stat blocks).
 * A card is an element with `data-print-card="<name>"`; inside it,
 * `[data-print-card-head]` is the header repeated (with the name) on a
 * continuation and `[data-print-card-body]` is the content that may be split;
 * `[data-print-omit]` elements (controls) are left out. Cards inside a
 * `[hidden]` element (filtered out, not in the deck) are not printed.
 */

/** The type sizes tried, in points: the largest first, down to the readable minimum. */
export const CARD_TYPE_STEPS_PT = [7.5, 7.25, 7, 6.75, 6.5] as const;
/** Faces per sheet (3 × 3). */
export const FACES_PER_SHEET = 9;
/** At most this many faces for one card (a guard against content that cannot be cut). */
const MAX_FACES_PER_CARD = 12;
const CONTINUED = ' (continued)';

/** Text of the continuation header: the card's name and "(continued)". */
export function continuedTitle(name: string): string {
  return `${name}${CONTINUED}`;
}

/** Splits cards into sheets of {@link FACES_PER_SHEET}. */
export function chunkSheets<T>(faces: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < faces.length; i += FACES_PER_SHEET)
    sheets.push(faces.slice(i, i + FACES_PER_SHEET));
  return sheets;
}

/** Whether the face's content fits its box, both ways (half a pixel of rounding allowed). */
function fits(face: HTMLElement): boolean {
  return face.scrollHeight <= face.clientHeight + 0.5 && face.scrollWidth <= face.clientWidth + 0.5;
}

/** A printable copy of a card: controls left out, dice buttons back to their text, no ids. */
function cloneForPrint(card: HTMLElement): HTMLElement {
  const face = card.cloneNode(true) as HTMLElement;
  for (const omit of face.querySelectorAll('[data-print-omit]')) omit.remove();
  for (const button of face.querySelectorAll('button.dice-roll'))
    button.replaceWith(...button.childNodes);
  for (const node of [face, ...face.querySelectorAll('[id]')]) node.removeAttribute('id');
  face.classList.add('print-face');
  return face;
}

/** Whether `node` has visible text before `offset` inside `container`. */
function textBefore(container: Node, node: Node, offset: number): boolean {
  const range = document.createRange();
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().trim() !== '';
}

/** The first word of `body` whose box reaches below `limit` (a viewport y), or null if all fit. */
function firstOverflowingWord(
  body: HTMLElement,
  limit: number,
): { node: Text; offset: number } | null {
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    range.selectNodeContents(node);
    const whole = range.getBoundingClientRect();
    if (whole.height === 0 || whole.bottom <= limit) continue;
    for (const match of node.data.matchAll(/\S+/g)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()];
      if (rects.some((rect) => rect.bottom > limit)) return { node, offset: match.index };
    }
  }
  return null;
}

/**
 * Where to cut before the word at (`node`, `offset`): moved up to the start of
 * each enclosing element the word begins, and a definition's label (`dt`) kept
 * with its text, so no label or empty line is left behind at the bottom.
 */
function cutPoint(body: HTMLElement, node: Node, offset: number): { node: Node; offset: number } {
  let at: { node: Node; offset: number } = { node, offset };
  let element: Node | null = node;
  while (element && element !== body) {
    const parent: Node | null = element.parentNode;
    if (!parent || textBefore(element, at.node, at.offset)) break;
    let start: Node = element;
    // keep a label with its text: a dd cut at its start takes its dt along
    const previous = (element as Element).previousElementSibling;
    if ((element as Element).tagName === 'DD' && previous?.tagName === 'DT') start = previous;
    at = { node: parent, offset: Array.prototype.indexOf.call(parent.childNodes, start) };
    element = parent;
  }
  return at;
}

/** A new face continuing `face`: the card's frame, its header naming it "(continued)", an empty body. */
function continuationOf(face: HTMLElement, body: HTMLElement, name: string): HTMLElement {
  const next = face.cloneNode(false) as HTMLElement;
  next.classList.add('print-continued');
  const head = face.querySelector<HTMLElement>('[data-print-card-head]');
  if (head) {
    const title = document.createElement('p');
    title.className = 'print-continued-title';
    title.textContent = continuedTitle(name);
    const nextHead = head.cloneNode(false) as HTMLElement;
    nextHead.append(title);
    next.append(nextHead);
  }
  next.append(body.cloneNode(false));
  return next;
}

/**
 * Fits one face: the largest type size that fits; if even the smallest does
 * not, cuts the body and returns the continuation face (already in the DOM,
 * after `face`) to fit next.
 */
function fitFace(face: HTMLElement, name: string): HTMLElement | null {
  const start = parseFloat(face.style.fontSize) || Infinity; // a continuation keeps its card's size
  for (const size of CARD_TYPE_STEPS_PT.filter((step) => step <= start)) {
    face.style.fontSize = `${size}pt`;
    if (fits(face)) return null;
  }
  const body = face.querySelector<HTMLElement>('[data-print-card-body]');
  if (!body) return null; // nothing that can be cut: printed as is (the test would flag it)
  const marker = document.createElement('p');
  marker.className = 'print-more';
  marker.textContent = 'continued on next card';
  face.append(marker);
  const limit = marker.getBoundingClientRect().top;
  const word = firstOverflowingWord(body, limit);
  if (!word) {
    marker.remove();
    return null;
  }
  let cut = cutPoint(body, word.node, word.offset);
  if (cut.node === body && cut.offset === 0) cut = word; // the first unit alone is too tall: cut inside it
  const range = document.createRange();
  range.setStart(cut.node, cut.offset);
  range.setEnd(body, body.childNodes.length);
  if (range.toString().trim() === '' || textBefore(body, cut.node, cut.offset) === false) {
    marker.remove();
    return null; // not even one word fits: leave it (cannot happen at card sizes)
  }
  const rest = range.extractContents();
  const next = continuationOf(face, body, name);
  next.style.fontSize = face.style.fontSize;
  next.querySelector('[data-print-card-body]')!.append(rest);
  face.after(next);
  return next;
}

/** The visible cards of the page, in document order. */
function printableCards(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-print-card]')].filter(
    (card) => !card.closest('[hidden], .print-sheets'),
  );
}

/**
 * Builds the print sheets for the page's visible cards (replacing earlier
 * ones) and marks `<html>` with `data-print-sheets`, which the print styles
 * read to print the sheets instead of the page. Returns the number of faces.
 */
export function buildPrintSheets(doc: Document = document): number {
  removePrintSheets(doc);
  const container = doc.createElement('div');
  container.className = 'print-sheets';
  container.dataset['printSheets'] = '';
  container.setAttribute('aria-hidden', 'true');
  const strip = doc.createElement('div');
  strip.className = 'print-grid';
  container.append(strip);
  doc.body.append(container);
  doc.documentElement.dataset['printSheets'] = 'building';

  const faces: HTMLElement[] = [];
  for (const card of printableCards(doc)) {
    const name = card.dataset['printCard'] || card.textContent?.trim().slice(0, 40) || '';
    let face: HTMLElement | null = cloneForPrint(card);
    strip.append(face);
    for (let count = 0; face && count < MAX_FACES_PER_CARD; count++) {
      faces.push(face);
      face = fitFace(face, name);
    }
  }
  strip.remove();
  for (const group of chunkSheets(faces)) {
    const sheet = doc.createElement('section');
    sheet.className = 'print-sheet';
    const grid = doc.createElement('div');
    grid.className = 'print-grid';
    grid.append(...group);
    sheet.append(grid);
    container.append(sheet);
  }
  doc.documentElement.dataset['printSheets'] = 'ready';
  return faces.length;
}

/** Removes the print sheets (after printing). */
export function removePrintSheets(doc: Document = document): void {
  for (const old of doc.querySelectorAll('[data-print-sheets]:not(html)')) old.remove();
  delete doc.documentElement.dataset['printSheets'];
}

/** Builds the sheets before every print and removes them after. Call once per page. */
export function bindCardPrinting(): void {
  addEventListener('beforeprint', () => buildPrintSheets());
  addEventListener('afterprint', () => removePrintSheets());
}
