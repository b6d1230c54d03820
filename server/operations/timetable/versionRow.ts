/** The timetable_versions row as SQL selects it, and as the API shows it. */
import type { TimetableVersion, TimetableVersionStatus } from '../../../src/shared/operations/types';

/** Columns in API form: ids and dates as text, so both drivers return the same strings. */
export const VERSION_COLUMNS = `id::text AS id, name, source, status, valid_from::text AS valid_from, valid_to::text AS valid_to,
  imported_at, imported_by, activated_at, previous_active_id::text AS previous_active_id, stats, time_zone`;

export interface VersionRow {
  id: string;
  name: string;
  source: string;
  status: string;
  valid_from: string;
  valid_to: string;
  imported_at: Date | string;
  imported_by: string;
  activated_at: Date | string | null;
  previous_active_id: string | null;
  stats: TimetableVersion['stats'] | string;
  time_zone: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function versionFromRow(row: VersionRow): TimetableVersion {
  return {
    id: row.id,
    name: row.name,
    source: row.source === 'demo' ? 'demo' : 'gtfs',
    status: row.status as TimetableVersionStatus,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    importedAt: iso(row.imported_at),
    importedBy: row.imported_by,
    activatedAt: row.activated_at === null ? null : iso(row.activated_at),
    timeZone: row.time_zone,
    stats: typeof row.stats === 'string' ? (JSON.parse(row.stats) as TimetableVersion['stats']) : row.stats,
  };
}
