/** Which board a path asks for (pure: the bootstrap reads it before anything loads). */

export const BOARD_PREFIX = '/abfahrten';

/** '/abfahrten/123' → '123'; '/abfahrten' or '/abfahrten/' → '' (the station picker); other paths → null. */
export function boardStationOf(pathname: string): string | null {
  if (pathname === BOARD_PREFIX || pathname === `${BOARD_PREFIX}/`) return '';
  if (!pathname.startsWith(`${BOARD_PREFIX}/`)) return null;
  const rest = pathname.slice(BOARD_PREFIX.length + 1).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return rest ? null : '';
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** ?lang=de|it wins over the app's language. */
export function boardLangOf(search: string, fallback: 'de' | 'it'): 'de' | 'it' {
  const lang = new URLSearchParams(search).get('lang');
  return lang === 'de' || lang === 'it' ? lang : fallback;
}
