/** "HH:MM" (hours may exceed 23) ⇄ seconds after midnight of the service day (pure). */

export function parseClock(text: string): number {
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  if (!m) throw new Error(`bad clock time "${text}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60;
}

export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
