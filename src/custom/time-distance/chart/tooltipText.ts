/** Lines of the chart's hover tooltip (pure): a train at a point of its path, or a conflict. */
import type { Conflict, Corridor, DiagramPath } from '../../../shared/operations/timeDistance';
import type { Lang } from '../../../shared/resource/types';
import { formatClock, formatDelay } from '../../../ui/format';
import { chartTexts } from './messages';

function span(a: number | null, b: number | null): string {
  if (a === null && b === null) return '';
  if (a === null || b === null || formatClock(a) === formatClock(b)) return formatClock(a ?? b);
  return `${formatClock(a)} – ${formatClock(b)}`;
}

export function trainTooltip(lang: Lang, path: DiagramPath, pointIndex: number, corridor: Corridor): string[] {
  const t = (key: Parameters<typeof chartTexts.text>[1], args?: Record<string, string>) => chartTexts.text(lang, key, args);
  const lines = [t('train', { train: path.trainNumber, line: path.lineNumber })];
  if (path.cancelled) lines.push(t('cancelled'));
  const p = path.points[pointIndex];
  if (p) {
    const station = corridor.stations[p.station]?.name ?? '';
    lines.push(p.skipped ? t('skipped', { station }) : p.passThrough ? t('passThrough', { station }) : station);
    const planned = span(p.plannedArrival, p.plannedDeparture);
    if (planned) lines.push(t('planned', { time: planned }));
    const real = span(p.arrival, p.departure);
    if (real && !p.skipped) lines.push(t(p.passed ? 'actual' : 'forecast', { time: real }));
  }
  if (!path.cancelled) lines.push(t('delay', { delay: formatDelay(path.delayS) }));
  return lines;
}

export function conflictTooltip(lang: Lang, c: Conflict): string[] {
  const t = (key: Parameters<typeof chartTexts.text>[1], args?: Record<string, string>) => chartTexts.text(lang, key, args);
  const where =
    c.kind === 'turnaround' || c.kind === 'vehicleTwice'
      ? t('conflictVehicle', { vehicle: c.track ?? '', station: c.fromName })
      : c.kind === 'stationTrack' && c.track
        ? t('conflictTrack', { station: c.fromName, track: c.track })
        : c.toName
          ? t('conflictSection', { from: c.fromName, to: c.toName })
          : t('conflictStation', { station: c.fromName });
  return [
    chartTexts.label(lang, 'conflict', c.kind),
    t('conflictTrains', { a: c.trainNumbers[0], b: c.trainNumbers[1] }),
    t('conflictTime', { from: formatClock(c.from), to: formatClock(c.to) }),
    where,
  ];
}
