/**
 * Intl formatters, made once per locale and options and reused. Building an Intl formatter costs
 * far more than formatting with it, and tables format thousands of cells (dates, times with the
 * zone check, numbers) per render (issue 15: the timetable's and the circulation list's cells
 * spent most of their time constructing formatters).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string | undefined, options: object, make: () => F): F {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
