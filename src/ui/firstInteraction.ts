/**
 * Calls `start` once, at the user's first pointer movement, click, key press or focus in the page:
 * the moment to fetch code that only interaction needs (tooltips, the autocomplete), so that it is
 * there when the user reaches it, yet stays out of the screen's first load (issue 15).
 */
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;

export function atFirstInteraction(start: () => void): void {
  const run = () => {
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, run, true);
    start();
  };
  for (const type of FIRST_INTERACTION) document.addEventListener(type, run, { capture: true, passive: true });
}
