/**
 * A declared field's value as text, for the field types shown as plain text (string, text,
 * e-mail, integer, number, date, date-time, time): what react-admin's TextField, NumberField
 * and DateField printed, with the formatters made once (src/ui/format/intlCache). A list cell
 * prints it directly: one of react-admin's fields per cell was a styled Typography and a record
 * context that React rendered and emotion styled for every row (issue 15).
 */
import type { FieldDeclaration, Lang } from '../shared/resource/types';
import { dateTimeFormat, numberFormat } from '../ui/format/intlCache';
import { localeOf } from '../ui/format/locale';

const SCALAR_TYPES = new Set<FieldDeclaration['type']>(['string', 'text', 'email', 'integer', 'number', 'date', 'datetime', 'time']);

/** Whether the field's value is shown as text (scalarText), not as a part (chips, a tick, a link). */
export function isScalarField(field: FieldDeclaration): boolean {
  return SCALAR_TYPES.has(field.type);
}

/** toLocaleString's parts: date and time, with seconds (react-admin's DateField with showTime). */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
};

function asNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

function asDate(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The text of a value; '' when it is empty (null, undefined, '') or not of the field's type. A
 * date (a day, "2026-11-29") is shown in UTC, so that a browser west of UTC shows the same day;
 * a date-time in the browser's zone, as react-admin did.
 */
export function scalarText(field: FieldDeclaration, value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  const locale = localeOf(lang);
  switch (field.type) {
    case 'integer': {
      const n = asNumber(value);
      return n === null ? '' : numberFormat(locale, { maximumFractionDigits: 0, useGrouping: false }).format(n);
    }
    case 'number': {
      const n = asNumber(value);
      return n === null ? '' : numberFormat(locale, { maximumFractionDigits: 6 }).format(n);
    }
    case 'date': {
      const d = asDate(value);
      return d ? dateTimeFormat(locale, { timeZone: 'UTC' }).format(d) : '';
    }
    case 'datetime': {
      const d = asDate(value);
      return d ? dateTimeFormat(locale, DATE_TIME).format(d) : '';
    }
    case 'time':
      return typeof value === 'string' ? value.slice(0, 5) : '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}
