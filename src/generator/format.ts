import { optionLabel } from '../shared/resource/enumLabel';
import type { FieldDeclaration, Lang } from '../shared/resource/types';

const LOCALES: Record<Lang, string> = { de: 'de-DE', it: 'it-IT' };

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

/** A number in the interface language's format (1.234,5 in both de and it). */
export function formatNumber(value: number, lang: Lang, maxFractionDigits = 6): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: maxFractionDigits }).format(value);
}

/** 'YYYY-MM-DD' or an ISO timestamp as a local date (and time) string. */
export function formatDateTime(value: string | null | undefined, lang: Lang, withTime = true): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return withTime
    ? d.toLocaleString(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' })
    : d.toLocaleDateString(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Coordinates as "48.8195° N, 11.8466° E" (S/W for negative values); '' if one is missing. */
export function formatCoordinates(lat: unknown, lon: unknown, digits = 4): string {
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return '';
  const ns = `${Math.abs(lat).toFixed(digits)}° ${lat < 0 ? 'S' : 'N'}`;
  const ew = `${Math.abs(lon).toFixed(digits)}° ${lon < 0 ? 'W' : 'E'}`;
  return `${ns}, ${ew}`;
}

const YES_NO: Record<Lang, [string, string]> = { de: ['Ja', 'Nein'], it: ['Sì', 'No'] };

/**
 * A stored value as text for the version list: enum labels, Ja/Nein, numbers
 * and dates in the interface language. `null` for an empty value.
 */
export function formatValue(field: FieldDeclaration | undefined, value: unknown, lang: Lang): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const parts = value.map((v) => formatValue(field, v, lang)).filter((v): v is string => v !== null);
    return parts.length ? parts.join(', ') : null;
  }
  if (!field) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  switch (field.type) {
    case 'boolean':
      return value ? YES_NO[lang][0] : YES_NO[lang][1];
    case 'enum':
      return optionLabel(field, value, lang);
    case 'integer':
    case 'number':
      return typeof value === 'number' ? formatNumber(value, lang) : String(value);
    case 'date':
      return formatDateTime(String(value), lang, false);
    case 'datetime':
      return formatDateTime(String(value), lang, true);
    default:
      return String(value);
  }
}

/** FieldChange values are JSON-encoded strings; a non-JSON string is taken as is. */
export function decodeChangeValue(encoded: string | null): unknown {
  if (encoded === null || encoded === undefined) return null;
  try {
    return JSON.parse(encoded) as unknown;
  } catch {
    return encoded;
  }
}
