/**
 * Date picker limits (spec point 5: 1900-01-01 to 2099-12-31), the date-fns locale and the
 * pickers' own texts ("Abbrechen", "Annulla") of each interface language.
 */
import { de } from 'date-fns/locale/de';
import { deDE as pickersDe, itIT as pickersIt } from '@mui/x-date-pickers/locales';
import { it } from 'date-fns/locale/it';
import type { Locale } from 'date-fns';
import type { Lang } from '../shared/resource/types';
import { DATE_MAX, DATE_MIN } from '../shared/validation/dates';

function localDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** Local-time dates for the pickers' minDate / maxDate. */
export const PICKER_MIN_DATE: Date = localDay(DATE_MIN);
export const PICKER_MAX_DATE: Date = localDay(DATE_MAX);

export const pickerLimits = { minDate: PICKER_MIN_DATE, maxDate: PICKER_MAX_DATE } as const;

export const DATE_FNS_LOCALES: Record<Lang, Locale> = { de, it };

export function dateFnsLocale(lang: Lang): Locale {
  return DATE_FNS_LOCALES[lang];
}

/**
 * The pickers' texts in a language, for their LocalizationProvider. Not in the MUI theme: there
 * they came with every screen (1.5 KB gzip), also with the many that have no date picker.
 */
export function pickerTexts(lang: Lang) {
  return (lang === 'it' ? pickersIt : pickersDe).components.MuiLocalizationProvider.defaultProps.localeText;
}
