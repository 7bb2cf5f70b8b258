/**
 * Work that can wait for the next paint: a change's frame lays out and paints
 * what the reader asked for, and what only scripts add to it (a row's
 * buttons, whose room the CSS keeps) is built in the task after that frame,
 * so it does not delay what the reader sees.
 */

/**
 * Runs `callback` in a task after the next frame: the frame's callbacks run,
 * the browser renders, then the task queued from them runs.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
