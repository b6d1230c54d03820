/**
 * Cron expressions of scheduled exports (five fields: minute hour day-of-month month day-of-week),
 * checked by one regular expression so that the declaration's `pattern` (which the server and the
 * browser form both run) refuses a wrong expression with a de/it message before anything is saved.
 * Each field: `*`, a number in the field's range, a range `a-b`, a step `/n`, lists with commas.
 * The server reads the expression with croner in OPERATOR_TZ; a unit test holds the two together.
 */

const FIELDS = [
  '[0-5]?\\d', // minute 0–59
  '[01]?\\d|2[0-3]', // hour 0–23
  '0?[1-9]|[12]\\d|3[01]', // day of month 1–31
  '0?[1-9]|1[0-2]', // month 1–12
  '[0-7]', // day of week 0–7 (0 and 7: Sunday)
];

function field(value: string): string {
  const item = `(?:\\*|(?:${value})(?:-(?:${value}))?)(?:/[1-9]\\d{0,1})?`;
  return `${item}(?:,${item})*`;
}

/** The regular expression source (anchored by the validator). */
export const CRON_PATTERN = FIELDS.map(field).join(' +');

export const CRON_MESSAGE = {
  de: 'Cron-Ausdruck mit fünf Feldern: Minute Stunde Tag Monat Wochentag, z. B. „0 6 * * *“ (täglich 06:00) oder „30 5 * * 1-5“ (werktags 05:30)',
  it: 'Espressione cron con cinque campi: minuto ora giorno mese giorno della settimana, ad es. «0 6 * * *» (ogni giorno alle 06:00) o «30 5 * * 1-5» (nei giorni feriali alle 05:30)',
} as const;

export function isCronExpression(text: string): boolean {
  return new RegExp(`^(?:${CRON_PATTERN})$`).test(text.trim());
}
