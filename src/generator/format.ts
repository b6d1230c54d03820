import { optionLabel } from '../shared/resource/enumLabel';
import type { FieldDeclaration, Lang } from '../shared/resource/types';
import { formatDateTime, formatDay, formatNumber } from '../ui/format';

/**
 * A stored date or instant for lists, history and export: a declared `date` ("2026-11-21") as the
 * day itself, a `datetime` (or an update time) in the operator's zone like every operational time
 * (src/ui/format), with the zone's name when the browser is elsewhere.
 */
export function formatStored(value: string | null | undefined, lang: Lang, withTime = true): string {
  if (!value) return '';
  return withTime ? formatDateTime(value, lang) : formatDay(value.slice(0, 10), lang);
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
      return formatStored(String(value), lang, false);
    case 'datetime':
      return formatStored(String(value), lang, true);
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
