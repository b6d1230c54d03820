/** The departures table of the board: one row per departure, the state said in words. */
import type { Departure } from '../../shared/passenger-info/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock } from '../../ui/format';
import { readableTextColor } from '../circulation/lineColors';
import { noteLines, stateOf, statusText } from './display';
import { boardTexts } from './messages';

export function BoardRows({ rows, lang }: { rows: readonly Departure[]; lang: Lang }) {
  const t = (key: Parameters<typeof boardTexts.text>[1], args?: Record<string, string | number>) => boardTexts.text(lang, key, args);
  return (
    <table className="db-table">
      <colgroup>
        <col className="db-col-time" />
        <col className="db-col-status" />
        <col className="db-col-line" />
        <col />
        <col className="db-col-platform" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('time')}</th>
          <th scope="col">{t('expected')}</th>
          <th scope="col">{t('line')}</th>
          <th scope="col">{t('destination')}</th>
          <th scope="col">{t('platform')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => {
          const state = stateOf(d);
          const notes = noteLines(d, lang);
          return (
            <tr key={`${d.runId}-${d.plannedDeparture}`} className={`db-row db-row-${state}`} data-run={d.runId} data-state={state}>
              <td className="db-time">{formatClock(d.plannedDeparture)}</td>
              <td className="db-status" title={d.delayMinutes > 0 && !d.cancelled ? t('delayLong', { minutes: d.delayMinutes }) : undefined}>
                {statusText(d, lang)}
              </td>
              <td>
                <span className="db-line" style={{ background: d.lineColor, color: readableTextColor(d.lineColor, d.lineTextColor) }}>{d.lineNumber}</span>
              </td>
              <td>
                <span className="db-dest-name">{d.destination}</span>
                {notes.map((n) => (
                  <span key={n} className="db-note">{n}</span>
                ))}
              </td>
              <td className={d.platformChanged ? 'db-platform db-platform-changed' : 'db-platform'} data-changed={d.platformChanged ? 'true' : undefined}>
                {d.platform ?? ''}
                {d.platformChanged && d.plannedPlatform && (
                  <s aria-label={t('platformChanged', { planned: d.plannedPlatform })}>{d.plannedPlatform}</s>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
