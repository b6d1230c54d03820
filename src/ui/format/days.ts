/** ISO days (yyyy-mm-dd) and the date picker's local Date values (pure). */
const pad = (n: number) => String(n).padStart(2, '0');

/** Local ISO day of a Date (the date picker's value). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Date (local midnight) of an ISO day, or null when it is not one. */
export function dayDate(iso: string | null | undefined): Date | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}
