/** The demo clock's kept setting (migration 0009_demo_clock.sql): one row, written on every change. */
import type { Queryable } from '../../db/types';

export interface ClockSetting {
  speed: number;
  paused: boolean;
  /** Paused: the simulated instant it stands at (epoch ms); running: null. */
  pausedAt: number | null;
}

export async function saveClockSetting(db: Queryable, s: ClockSetting): Promise<void> {
  await db.query(
    `INSERT INTO op_demo_clock (id, speed, paused, paused_at, updated_at) VALUES (1, $1, $2, $3, now())
     ON CONFLICT (id) DO UPDATE SET speed = EXCLUDED.speed, paused = EXCLUDED.paused, paused_at = EXCLUDED.paused_at, updated_at = now()`,
    [s.speed, s.paused, s.paused ? s.pausedAt : null],
  );
}

/** The kept setting, or null when the clock was never changed. */
export async function loadClockSetting(db: Queryable): Promise<ClockSetting | null> {
  const r = await db.query<{ speed: number; paused: boolean; paused_at: number | null }>('SELECT speed, paused, paused_at FROM op_demo_clock WHERE id = 1');
  const row = r.rows[0];
  if (!row) return null;
  return { speed: Number(row.speed), paused: row.paused, pausedAt: row.paused_at === null ? null : Number(row.paused_at) };
}
