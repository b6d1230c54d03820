/** The versions table's content (pure): order, status chips, validity, stats, the rollback button and its target. */
import { TIMETABLE_ROLES, type TimetableVersion, type TimetableVersionStatus, type TimetableVersionView } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { formatDateTime, formatDay, formatNumber } from '../../ui/format';
import { timetableTexts } from './messages';
import type { RollbackTargetInfo } from './timetableApi';

/** Roles that may upload, activate and roll back; everyone else sees the list read-only. */
export function mayManageTimetable(roles: readonly string[]): boolean {
  return TIMETABLE_ROLES.some((r) => roles.includes(r));
}

/** Ids are decimal integers (bigint identity): a longer id is a larger one. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Newest first, as the server sends them: by id as a number ("10" after "9"), the import order. */
export function sortVersions<V extends TimetableVersion>(versions: readonly V[]): V[] {
  return [...versions].sort((a, b) => compareIds(b.id, a.id));
}

export type ChipColor = 'success' | 'info' | 'default';

export function statusChip(status: TimetableVersionStatus, lang: Lang): { label: string; color: ChipColor } {
  const color: ChipColor = status === 'active' ? 'success' : status === 'imported' ? 'info' : 'default';
  return { label: timetableTexts.label(lang, 'status', status), color };
}

/** "01.01.2026 – 31.12.2026" (calendar days of the operator, no time zone shift). */
export function validityText(version: Pick<TimetableVersion, 'validFrom' | 'validTo'>, lang: Lang): string {
  return timetableTexts.text(lang, 'validity', { from: formatDay(version.validFrom, lang), to: formatDay(version.validTo, lang) });
}

/** What the activation must warn about: a zone with another clock, no trip today or in the next 7 days. */
export type ActivationCheck = Pick<TimetableVersionView, 'validFrom' | 'validTo' | 'timeZone' | 'operatorTimeZone' | 'zoneDiffers' | 'serviceSoon'>;

/** The warnings of the activation dialog, each a paragraph (none: an ordinary activation). */
export function activationWarnings(version: ActivationCheck, lang: Lang): string[] {
  const out: string[] = [];
  if (version.zoneDiffers) {
    out.push(timetableTexts.text(lang, 'activateZoneWarning', { zone: version.timeZone ?? '', operatorZone: version.operatorTimeZone }));
  }
  if (!version.serviceSoon) out.push(timetableTexts.text(lang, 'activateNoServiceWarning', { validity: validityText(version, lang) }));
  return out;
}

/** The activation dialog's text: what changes, then the warnings, one paragraph each. */
export function activationDescription(version: ActivationCheck, current: Pick<TimetableVersion, 'id' | 'name'> | null, id: string, lang: Lang): string {
  const base = current && current.id !== id
    ? timetableTexts.text(lang, 'activateText', { current: current.name })
    : timetableTexts.text(lang, 'activateTextNoCurrent');
  return [...activationWarnings(version, lang), base].join('\n\n');
}

/** The notes under a version's validity: no service soon, another zone. */
export function validityNotes(version: ActivationCheck, lang: Lang): string[] {
  const notes: string[] = [];
  if (!version.serviceSoon) notes.push(timetableTexts.text(lang, 'noServiceSoon'));
  if (version.zoneDiffers) notes.push(timetableTexts.text(lang, 'zoneNote', { zone: version.timeZone ?? '' }));
  return notes;
}

export function importedText(version: Pick<TimetableVersion, 'importedAt' | 'importedBy'>, lang: Lang): string {
  return timetableTexts.text(lang, 'importedByAt', { at: formatDateTime(version.importedAt, lang), by: version.importedBy });
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

export interface RollbackState {
  enabled: boolean;
  /** The version a rollback re-activates, as the server computes it (null: none, or not loaded). */
  target: TimetableVersion | null;
  /** Why the button is disabled, in the user's language (null while loading or when enabled). */
  disabledReason: string | null;
}

/**
 * The rollback button and dialog from the server's answer (Query.timetableRollback, the rule the
 * rollback itself follows): enabled with its target, or disabled with the reason.
 */
export function rollbackState(versions: readonly TimetableVersion[], info: RollbackTargetInfo | null | undefined, lang: Lang): RollbackState {
  if (!info) return { enabled: false, target: null, disabledReason: null };
  if (info.targetId !== null) return { enabled: true, target: versions.find((v) => v.id === info.targetId) ?? null, disabledReason: null };
  const active = activeVersion(versions);
  const disabledReason = info.reason === 'noPrevious' && active
    ? timetableTexts.text(lang, 'rollbackNoPrevious', { name: active.name })
    : timetableTexts.text(lang, 'rollbackNothingActive');
  return { enabled: false, target: null, disabledReason };
}

/** 'Zurück zu Version „…“ (importiert am …).' */
export function rollbackTargetText(target: Pick<TimetableVersion, 'name' | 'importedAt'>, lang: Lang): string {
  return timetableTexts.text(lang, 'rollbackTarget', { name: target.name, at: formatDateTime(target.importedAt, lang) });
}

/** The confirmation's text: where it goes back to, and which version is retired. */
export function rollbackDescription(target: TimetableVersion | null, current: TimetableVersion | null, lang: Lang): string {
  if (!target) return timetableTexts.text(lang, 'rollbackTextUnnamed', { current: current?.name ?? '' });
  const retired = current ? ` ${timetableTexts.text(lang, 'rollbackText', { current: current.name })}` : '';
  return `${rollbackTargetText(target, lang)}${retired}`;
}
