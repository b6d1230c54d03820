/**
 * Timetable versions: list, the active one, activation and rollback. Activation and rollback run
 * in one transaction under an advisory lock, so two planners clicking at once cannot leave two
 * versions active (the partial unique index would refuse it anyway) or lose the rollback chain.
 */
import type { TimetableVersion } from '../../../src/shared/operations/types';
import type { Database, Queryable } from '../../db/types';
import { addDays } from '../live/time';
import { servicesOn } from './calendar';
import { TimetableError } from './errors';
import { loadServices } from './loadDay';
import { zonesAgree } from './zone';
import { versionFromRow, VERSION_COLUMNS, type VersionRow } from './versionRow';

/** Any constant: the key of the advisory lock that serialises activations. */
const ACTIVATION_LOCK = 73_000_301;

/** Versions being imported ('importing') are nobody's business until they are complete. */
export async function listVersions(db: Database): Promise<TimetableVersion[]> {
  // Qualified: a bare "id" here would be the output column id::text and sort "9" before "10".
  const r = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions WHERE status <> 'importing' ORDER BY timetable_versions.id DESC`);
  return r.rows.map(versionFromRow);
}

export async function activeVersion(db: Queryable): Promise<TimetableVersion | null> {
  const r = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions WHERE status = 'active'`);
  return r.rows.length > 0 ? versionFromRow(r.rows[0]) : null;
}

async function lockedVersion(tx: Queryable, id: string): Promise<VersionRow | null> {
  const r = await tx.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions WHERE id = $1 AND status <> 'importing' FOR UPDATE`, [id]);
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

export interface ActivationOptions {
  /** The operator's zone (OPERATOR_TZ): a version whose zone keeps another clock is refused ... */
  operatorTz?: string;
  /** ... unless the caller confirms it by naming the version's zone. */
  confirmZone?: string | null;
}

/** Whether the version's zone runs another clock than the operator's (null zone: the operator's own). */
export function zoneDiffers(version: Pick<TimetableVersion, 'timeZone' | 'validFrom' | 'validTo'>, operatorTz: string): boolean {
  return version.timeZone !== null && !zonesAgree(version.timeZone, operatorTz, version.validFrom, version.validTo);
}

/** activateVersion, telling whether anything changed (the API reloads the live day only then). */
export async function setActiveVersion(db: Database, id: string, actor: string, options: ActivationOptions = {}): Promise<ActivationResult> {
  if (!validId(id)) throw new TimetableError('BAD_USER_INPUT', 'timetable.versionNotFound', { id });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ACTIVATION_LOCK]);
    const target = await lockedVersion(tx, id);
    if (!target) throw new TimetableError('NOT_FOUND', 'timetable.versionNotFound', { id });
    if (target.status === 'active') return { version: versionFromRow(target), changed: false };
    const { operatorTz, confirmZone } = options;
    if (operatorTz && zoneDiffers(versionFromRow(target), operatorTz) && confirmZone !== target.time_zone) {
      throw new TimetableError('BAD_USER_INPUT', 'timetable.zoneDiffers', { name: target.name, versionZone: target.time_zone ?? '', operatorZone: operatorTz });
    }
    const current = await tx.query<{ id: string }>(`UPDATE timetable_versions SET status = 'retired' WHERE status = 'active' RETURNING id::text AS id`);
    const currentId = current.rows[0]?.id ?? null;
    // Going back to a version the rollback chain passes through keeps that version's own
    // predecessor (it is a jump back, like a rollback); only a version from outside the chain gets
    // the current one as predecessor. So the chain never becomes a cycle: after A → B → C → B a
    // rollback goes to A, not back to C (issue 11, item 9).
    const back = currentId !== null && (await rollbackChain(tx, currentId)).includes(id);
    const r = await tx.query<VersionRow>(
      `UPDATE timetable_versions SET status = 'active', activated_at = now(), activated_by = $2,
         previous_active_id = CASE WHEN $4::boolean THEN previous_active_id ELSE $3::bigint END
       WHERE id = $1 RETURNING ${VERSION_COLUMNS}`,
      [id, actor, currentId, back],
    );
    return { version: versionFromRow(r.rows[0]), changed: true };
  });
}

/**
 * The versions a chain of rollbacks from `fromId` would reach, in order (fromId itself not
 * included). Stops at a version seen before: chains written before the rule above could hold a cycle.
 */
export async function rollbackChain(q: Queryable, fromId: string): Promise<string[]> {
  const r = await q.query<{ id: string; previous_active_id: string | null }>(
    'SELECT id::text AS id, previous_active_id::text AS previous_active_id FROM timetable_versions WHERE previous_active_id IS NOT NULL',
  );
  const previous = new Map(r.rows.map((x) => [x.id, x.previous_active_id]));
  const seen = new Set<string>([fromId]);
  const chain: string[] = [];
  for (let at = previous.get(fromId); at && !seen.has(at); at = previous.get(at)) {
    seen.add(at);
    chain.push(at);
  }
  return chain;
}

/** Why a rollback has nowhere to go: nothing is active, or the active version had no predecessor. */
export type RollbackBlock = 'nothingActive' | 'noPrevious';

/** What a rollback would do now: the version it re-activates, or why there is none. */
export interface RollbackPlan {
  /** The active version (null when none is). */
  active: VersionRow | null;
  /** The version a rollback makes active: the active one's previous_active_id. */
  targetId: string | null;
  reason: RollbackBlock | null;
}

/**
 * THE rule of what a rollback returns to, used by the rollback itself (locked, in its
 * transaction) and by Query.timetableRollback (unlocked), so the page announces exactly the
 * version the rollback then activates.
 */
export async function planRollback(q: Queryable, forUpdate = false): Promise<RollbackPlan> {
  const r = await q.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM timetable_versions WHERE status = 'active'${forUpdate ? ' FOR UPDATE' : ''}`);
  const active = r.rows[0] ?? null;
  if (!active) return { active: null, targetId: null, reason: 'nothingActive' };
  if (active.previous_active_id === null) return { active, targetId: null, reason: 'noPrevious' };
  return { active, targetId: active.previous_active_id, reason: null };
}

export interface RollbackOptions {
  /**
   * The target the caller was shown. When the target has changed since (another planner
   * activated or rolled back meanwhile), the rollback is refused (CONFLICT) and nothing changes.
   */
  expectedTargetId?: string | null;
}

/**
 * Re-activates the version that was active before the current one (its previous_active_id) and
 * retires the current one. The re-activated version keeps its own previous version, so repeated
 * rollbacks walk back through the activation history.
 */
export async function rollbackVersion(db: Database, actor: string, options: RollbackOptions = {}): Promise<TimetableVersion> {
  const expected = options.expectedTargetId;
  if (expected != null && !validId(expected)) throw new TimetableError('BAD_USER_INPUT', 'timetable.versionNotFound', { id: expected });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ACTIVATION_LOCK]);
    const plan = await planRollback(tx, true);
    if (expected != null && plan.targetId !== expected) {
      const now = plan.targetId === null ? null : await lockedVersion(tx, plan.targetId);
      throw now
        ? new TimetableError('CONFLICT', 'timetable.rollbackTargetChanged', { name: now.name })
        : new TimetableError('CONFLICT', 'timetable.rollbackTargetGone');
    }
    if (!plan.active) throw new TimetableError('BAD_USER_INPUT', 'timetable.nothingActive');
    if (plan.targetId === null) throw new TimetableError('BAD_USER_INPUT', 'timetable.noPrevious', { name: plan.active.name });
    await tx.query(`UPDATE timetable_versions SET status = 'retired' WHERE id = $1`, [plan.active.id]);
    const r = await tx.query<VersionRow>(
      `UPDATE timetable_versions SET status = 'active', activated_at = now(), activated_by = $2 WHERE id = $1 RETURNING ${VERSION_COLUMNS}`,
      [plan.targetId, actor],
    );
    return versionFromRow(r.rows[0]);
  });
}

/** Days looked at for "service soon": today and the next 7 days. */
export const SERVICE_SOON_DAYS = 8;

/**
 * Whether any trip of the version runs on `today` or one of the next 7 days (the calendar only;
 * a version whose validity does not reach that week is answered without reading its services).
 */
export async function hasServiceSoon(db: Queryable, version: Pick<TimetableVersion, 'id' | 'validFrom' | 'validTo'>, today: string): Promise<boolean> {
  const last = addDays(today, SERVICE_SOON_DAYS - 1);
  if (version.validTo < today || version.validFrom > last) return false;
  const services = await loadServices(db, version.id);
  for (let n = 0; n < SERVICE_SOON_DAYS; n++) if (servicesOn(services, addDays(today, n)).size > 0) return true;
  return false;
}
