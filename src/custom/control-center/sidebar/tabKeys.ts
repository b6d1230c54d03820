/**
 * Keyboard movement in a tab list (WAI-ARIA tabs pattern, horizontal): the arrows move to the
 * neighbour and wrap around, Home and End to the first and last tab. Pure: the index to focus, or
 * null for a key the list does not handle (or no tab focused).
 */
export function tabKeyTarget(key: string, focused: number, count: number): number | null {
  if (count === 0 || focused < 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (focused + 1) % count;
    case 'ArrowLeft':
      return (focused - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
