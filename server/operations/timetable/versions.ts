/**
 * Timetable versions: list, the active one, activation and rollback. Activation and rollback run
 * in one transaction under an advisory lock, so two planners clicking at once cannot leave two
 * versions active (the partial unique index would refuse it anyway) or lose the rollback chain.
 */
import type { TimetableVersion } from '../../../src/shared/operations/types';
import type { Database, Queryable } from '../../db/types';
import { TimetableError } from './errors';
import { versionFromRow, VERSION_COLUMNS, type VersionRow } from './versionRow';

/** Any constant: the key of the advisory lock that serialises activations. */
const ACTIVATION_LOCK = 73_000_301;

export async function listVersions(db: Database): Promise<TimetableVersion[]> {
  const r = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions ORDER BY id DESC`);
  return r.rows.map(versionFromRow);
}

export async function activeVersion(db: Queryable): Promise<TimetableVersion | null> {
  const r = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions WHERE status = 'active'`);
  return r.rows.length > 0 ? versionFromRow(r.rows[0]) : null;
}

async function lockedVersion(tx: Queryable, id: string): Promise<VersionRow | null> {
  const r = await tx.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions WHERE id = $1 FOR UPDATE`, [id]);
  return r.rows[0] ?? null;
}

/** A version id as the API passes it: a positive integer in text. */
function validId(id: string): boolean {
  return /^[1-9]\d{0,17}$/.test(id);
}

export interface ActivationResult {
  version: TimetableVersion;
  /** False when the version was active already (nothing changed, nobody needs to reload). */
  changed: boolean;
}

/**
 * Makes the version the active one. The version active until now becomes 'retired' and is
 * remembered as the new one's previous version, which a rollback returns to.
 */
export async function activateVersion(db: Database, id: string, actor: string): Promise<TimetableVersion> {
  return (await setActiveVersion(db, id, actor)).version;
}

/** activateVersion, telling whether anything changed (the API reloads the live day only then). */
export async function setActiveVersion(db: Database, id: string, actor: string): Promise<ActivationResult> {
  if (!validId(id)) throw new TimetableError('BAD_USER_INPUT', 'timetable.versionNotFound', { id });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ACTIVATION_LOCK]);
    const target = await lockedVersion(tx, id);
    if (!target) throw new TimetableError('NOT_FOUND', 'timetable.versionNotFound', { id });
    if (target.status === 'active') return { version: versionFromRow(target), changed: false };
    const current = await tx.query<{ id: string }>(`UPDATE timetable_versions SET status = 'retired' WHERE status = 'active' RETURNING id::text AS id`);
    const r = await tx.query<VersionRow>(
      `UPDATE timetable_versions SET status = 'active', activated_at = now(), activated_by = $2, previous_active_id = $3
       WHERE id = $1 RETURNING ${VERSION_COLUMNS}`,
      [id, actor, current.rows[0]?.id ?? null],
    );
    return { version: versionFromRow(r.rows[0]), changed: true };
  });
}

/**
 * Re-activates the version that was active before the current one (its previous_active_id) and
 * retires the current one. The re-activated version keeps its own previous version, so repeated
 * rollbacks walk back through the activation history.
 */
export async function rollbackVersion(db: Database, actor: string): Promise<TimetableVersion> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ACTIVATION_LOCK]);
    const current = await tx.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions WHERE status = 'active' FOR UPDATE`);
    const active = current.rows[0];
    if (!active) throw new TimetableError('BAD_USER_INPUT', 'timetable.nothingActive');
    if (active.previous_active_id === null) throw new TimetableError('BAD_USER_INPUT', 'timetable.noPrevious', { name: active.name });
    await tx.query(`UPDATE timetable_versions SET status = 'retired' WHERE id = $1`, [active.id]);
    const r = await tx.query<VersionRow>(
      `UPDATE timetable_versions SET status = 'active', activated_at = now(), activated_by = $2 WHERE id = $1 RETURNING ${VERSION_COLUMNS}`,
      [active.previous_active_id, actor],
    );
    return versionFromRow(r.rows[0]);
  });
}
