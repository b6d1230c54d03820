/**
 * The period a scheduled export covers, ending at the instant its cron named, in the operator's
 * zone (pure): previous day = the local calendar day before, previous month = the local calendar
 * month before, last 24 h / 7 days = that much time before the instant.
 */
import type { ExportPeriod } from '../../../src/shared/situations/exportApi';
import { addDays, localParts, localToEpoch } from '../../operations/live/time';

const pad = (n: number) => String(n).padStart(2, '0');

export function periodRange(period: ExportPeriod, at: number, tz: string): { from: string; to: string } {
  const iso = (ms: number) => new Date(ms).toISOString();
  if (period === 'last24h') return { from: iso(at - 24 * 3600_000), to: iso(at) };
  if (period === 'last7days') return { from: iso(at - 7 * 24 * 3600_000), to: iso(at) };
  const p = localParts(at, tz);
  const today = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  if (period === 'previousDay') return { from: iso(localToEpoch(addDays(today, -1), 0, 0, tz)), to: iso(localToEpoch(today, 0, 0, tz)) };
  const first = `${p.year}-${pad(p.month)}-01`;
  const prev = p.month === 1 ? `${p.year - 1}-12-01` : `${p.year}-${pad(p.month - 1)}-01`;
  return { from: iso(localToEpoch(prev, 0, 0, tz)), to: iso(localToEpoch(first, 0, 0, tz)) };
}
