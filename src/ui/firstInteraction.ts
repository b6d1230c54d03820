/**
 * Calls `start` once, at the user's first pointer movement, click, key press or focus in the page:
 * the moment to fetch code that only interaction needs (tooltips, the autocomplete), so that it is
 * there when the user reaches it, yet stays out of the screen's first load (issue 15).
 *
 * Not inside the event itself: every caller's `start` runs in a task of its own when the main
 * thread is next idle (at the latest after a second). Started together in the event, the imports
 * and their preload links made one task of 130 ms at 4x CPU slowdown on the connection manager,
 * in front of what the user's click was for.
 */
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
const IDLE_TIMEOUT_MS = 1000;

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

export function atFirstInteraction(start: () => void): void {
  const run = () => {
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, run, true);
    whenIdle(start);
  };
  for (const type of FIRST_INTERACTION) document.addEventListener(type, run, { capture: true, passive: true });
}
