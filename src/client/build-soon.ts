/**
 * Builds parts of a page that only scripts make (a stat block's roller
 * controls) without blocking the main thread: a few at once for each batch
 * of parts connected together (a record page's one block, a block added to an
 * encounter, a preview), the others when they come near the viewport, when
 * keyboard focus comes next to them, or in short idle chunks in document
 * order, so a long chapter's hundreds of blocks cost no long task and a reader
 * tabbing through finds every control in order. The caller reserves the
 * parts' room beforehand, so building them moves nothing.
 */

/** Parts built at once from each batch connected together (the rest wait). */
export const AT_ONCE = 4;
/** The longest stretch of one idle chunk, in ms (a long task is 50). */
const CHUNK_MS = 8;
/** How far from the viewport a part is built: one screen above and below. */
const NEAR = '100% 0px';

/** A part waiting to be built. */
interface Pending {
  target: HTMLElement;
  build: () => void;
  /** Whether idle time builds it too (otherwise only the viewport and keyboard focus do). */
  idle: boolean;
}

let pending: Pending[] = [];
let batch: Pending[] = [];
let observer: IntersectionObserver | undefined;
let idleQueued = false;
let listening = false;

/** Builds one waiting part and forgets it. */
function buildNow(part: Pending): void {
  observer?.unobserve(part.target);
  pending = pending.filter((other) => other !== part);
  part.build();
}

/** Builds the parts of `targets` still waiting. */
function buildTargets(targets: Set<Element>): void {
  for (const part of pending.filter((p) => targets.has(p.target))) buildNow(part);
}

const idle: (run: (deadline?: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run)
    : (run) => setTimeout(run, 1);

/** Builds waiting parts in document order in chunks of at most {@link CHUNK_MS}, while the page is idle. */
function queueIdle(): void {
  if (idleQueued || !pending.some((part) => part.idle)) return;
  idleQueued = true;
  idle((deadline) => {
    idleQueued = false;
    const end = performance.now() + Math.min(CHUNK_MS, deadline?.timeRemaining() ?? CHUNK_MS);
    for (
      let next = pending.find((part) => part.idle);
      next && performance.now() < end;
      next = pending.find((part) => part.idle)
    )
      buildNow(next);
    queueIdle();
  });
}

/**
 * Keyboard focus moved: builds the part it is in and the nearest waiting part
 * on each side, so the next Tab (or Shift+Tab) reaches their controls.
 */
function nearFocus(event: FocusEvent): void {
  const at = event.target;
  if (!(at instanceof Node) || pending.length === 0) return;
  let before: Pending | undefined;
  let after: Pending | undefined;
  const inside: Pending[] = [];
  for (const part of pending) {
    const position = at.compareDocumentPosition(part.target);
    if (position & Node.DOCUMENT_POSITION_CONTAINS) inside.push(part);
    else if (position & Node.DOCUMENT_POSITION_PRECEDING) before = part;
    else if (position & Node.DOCUMENT_POSITION_FOLLOWING && !after) after = part;
  }
  for (const part of [...inside, before, after]) if (part) buildNow(part);
}

/** Sorts the connected batch into "at once" and "soon" (a microtask after its last part). */
function settleBatch(): void {
  const parts = batch;
  batch = [];
  for (const part of parts.slice(0, AT_ONCE)) part.build();
  const later = parts.slice(AT_ONCE);
  if (later.length === 0) return;
  observer ??= new IntersectionObserver(
    (entries) =>
      buildTargets(new Set(entries.filter((e) => e.isIntersecting).map((e) => e.target))),
    { rootMargin: NEAR },
  );
  for (const part of later) observer.observe(part.target);
  pending.push(...later);
  if (!listening) {
    listening = true;
    document.addEventListener('focusin', nearFocus);
  }
  queueIdle();
}

/**
 * Builds `target`'s script-made parts with `build` (once): at once when it is
 * among the first few connected together, otherwise near the viewport, next
 * to keyboard focus or (unless `idle` is false: parts whose building costs the
 * page more style and layout than it saves) when the page is idle, whichever
 * comes first.
 */
export function buildSoon(target: HTMLElement, build: () => void, idle = true): void {
  if (batch.length === 0) queueMicrotask(settleBatch);
  batch.push({ target, build, idle });
}
