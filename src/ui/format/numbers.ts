/** Numbers, shares and distances in the interface language (pure). */
import type { Lang } from '../../shared/resource/types';
import { localeOf } from './locale';
import { numberFormat } from './intlCache';

/** A number with the language's grouping and decimal mark: 1234.5 -> "1.234,5". */
export function formatNumber(value: number, lang: Lang, maxFractionDigits = 6): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(localeOf(lang), { maximumFractionDigits: maxFractionDigits }).format(value);
}

/** A share 0..1 as "87 %" (de) / "87%" (it); null or not finite -> the dash. */
export function formatPercent(share: number | null | undefined, lang: Lang, dash = '–'): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return dash;
  return numberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Metres, always grouped: 12400 -> "12.400 m". */
export function formatDistance(metres: number, lang: Lang): string {
  if (!Number.isFinite(metres)) return '';
  const n = numberFormat(localeOf(lang), { maximumFractionDigits: 0, useGrouping: 'always' }).format(Math.round(metres));
  return `${n} m`;
}
