/** The versions table's content (pure): order, status chips, validity, stats, whether to offer a rollback. */
import { TIMETABLE_ROLES, type TimetableVersion, type TimetableVersionStatus } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { formatDateTime, formatNumber } from '../../generator/format';
import { timetableText } from './messages';

/** Roles that may upload, activate and roll back; everyone else sees the list read-only. */
export function mayManageTimetable(roles: readonly string[]): boolean {
  return TIMETABLE_ROLES.some((r) => roles.includes(r));
}

/** Newest import first; ties (same second) by id, so the order is stable. */
export function sortVersions(versions: readonly TimetableVersion[]): TimetableVersion[] {
  return [...versions].sort((a, b) => b.importedAt.localeCompare(a.importedAt) || b.id.localeCompare(a.id, undefined, { numeric: true }));
}

export type ChipColor = 'success' | 'info' | 'default';

export function statusChip(status: TimetableVersionStatus, lang: Lang): { label: string; color: ChipColor } {
  const color: ChipColor = status === 'active' ? 'success' : status === 'imported' ? 'info' : 'default';
  return { label: timetableText(lang, `status_${status}`), color };
}

/** "01.01.2026 – 31.12.2026" (dates are calendar days, shown without time zone shift). */
export function validityText(version: Pick<TimetableVersion, 'validFrom' | 'validTo'>, lang: Lang): string {
  return timetableText(lang, 'validity', { from: formatDateTime(version.validFrom, lang, false), to: formatDateTime(version.validTo, lang, false) });
}

export function importedText(version: Pick<TimetableVersion, 'importedAt' | 'importedBy'>, lang: Lang): string {
  return timetableText(lang, 'importedByAt', { at: formatDateTime(version.importedAt, lang, true), by: version.importedBy });
}

export type StatKey = keyof TimetableVersion['stats'];
export const STAT_KEYS: readonly StatKey[] = ['lines', 'routes', 'stops', 'trips', 'stopTimes', 'circulations'];

/** A count of the stats as text; '–' when the server did not send it. */
export function statText(stats: Partial<TimetableVersion['stats']> | null | undefined, key: StatKey, lang: Lang): string {
  const value = stats?.[key];
  return typeof value === 'number' ? formatNumber(value, lang) : '–';
}

export function activeVersion(versions: readonly TimetableVersion[]): TimetableVersion | null {
  return versions.find((v) => v.status === 'active') ?? null;
}

/**
 * Whether a rollback can have something to return to: a version is active and another one was
 * active at some time. The server knows the exact predecessor (it is not in the API), so the
 * confirmation does not name it, and a refusal (nothing to return to) shows in the dialog.
 */
export function mayRollback(versions: readonly TimetableVersion[]): boolean {
  const active = activeVersion(versions);
  return active !== null && versions.some((v) => v.id !== active.id && v.activatedAt !== null);
}
