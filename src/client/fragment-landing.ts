/**
 * Keeps a fragment's target where the browser put it. Long chapters skip laying
 * out the section bodies off screen (src/styles/heavy-cards.css), each held at an
 * estimated height until it first renders; going to `#section` renders the bodies
 * near it, whose real heights then move the target away from the top of the
 * viewport. For a few frames after the page opens at a fragment or the fragment
 * changes, the page is scrolled back by what the target moved, until the reader
 * scrolls, types or points.
 */

/** Frames the target is watched for after landing. */
const WATCHED_FRAMES = 30;
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The element the URL's fragment names, if any. */
function fragmentTarget(): HTMLElement | null {
  const id = decodeURIComponent(location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** Watches the fragment's target from the next frame on and scrolls back by what it moves. */
function holdTarget(): void {
  const target = fragmentTarget();
  if (!target) return;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of READER_MOVES) removeEventListener(type, stop, true);
  };
  for (const type of READER_MOVES) addEventListener(type, stop, { capture: true, passive: true });
  requestAnimationFrame(() => {
    const landed = target.getBoundingClientRect().top;
    let frames = 0;
    const check = () => {
      if (stopped) return;
      const moved = target.getBoundingClientRect().top - landed;
      if (Math.abs(moved) >= 1) scrollBy(0, moved);
      if (++frames < WATCHED_FRAMES) requestAnimationFrame(check);
      else stop();
    };
    requestAnimationFrame(check);
  });
}

/** Holds the fragment's target in place when the page opens at one and whenever the fragment changes. */
export function bindFragmentLanding(): void {
  holdTarget();
  addEventListener('hashchange', holdTarget);
}
