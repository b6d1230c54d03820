/**
 * Cells of the circulation list: the delay, the status chip, the occupancy bar (the line chip:
 * ./LineChip). Plain parts (src/ui/table/cellParts.tsx), not MUI's: a page shows them in every row.
 */
import type { RunRow, RunStatus } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { ColumnId } from './columns';
import { ERROR_RED } from '../../brands/default';
import { CELL, Meter, Pill, type PillProps } from '../../ui/table/cellParts';
import { formatDay, formatDelay, formatDistance, formatDurationSeconds, formatPercent } from '../../ui/format';
import { LineChip } from './LineChip';
import { DELAY_COLORS, delayClass } from './delayClass';
import { measureText } from './runLabels';
import { circTexts } from './messages';
import { runLabels } from './runLabelTexts';

/** The delay as "+4 min" in the colour of its class; the class is also said in words (title). */
export function DelayText({ delayS, lang }: { delayS: number; lang: Lang }) {
  const cls = delayClass(delayS);
  return (
    <span
      className={CELL.nowrap}
      title={runLabels.label(lang, 'delayClass', cls)}
      data-delay-class={cls}
      style={{ color: DELAY_COLORS[cls], fontWeight: cls === 'onTime' ? 400 : 600 }}
    >
      {formatDelay(delayS)}
    </span>
  );
}

/**
 * A status as the MUI theme's small chip drew it: outlined grey, green (success) or blue (info),
 * filled orange (warning, with dark text: white is too light on it) or red (error).
 */
const STATUS_STYLE: Record<RunStatus, Pick<PillProps, 'outlined' | 'color' | 'background' | 'borderColor'>> = {
  onTime: { outlined: true },
  inService: { outlined: true, color: '#2E7D32', borderColor: 'rgba(46, 125, 50, 0.7)' },
  delayed: { background: '#ED6C02', color: 'rgba(0, 0, 0, 0.87)' },
  cancelled: { background: ERROR_RED, color: '#FFFFFF' },
  diverted: { outlined: true, color: '#0288D1', borderColor: 'rgba(2, 136, 209, 0.7)' },
  outOfService: { outlined: true },
};

export function StatusChip({ status, lang }: { status: RunStatus; lang: Lang }) {
  return <Pill {...(STATUS_STYLE[status] ?? STATUS_STYLE.onTime)} label={runLabels.label(lang, 'status', status)} data-status={status} />;
}

/** Bar colours as the theme's primary (the brand's), warning and error. */
const OCCUPANCY_FULL = ERROR_RED;
const OCCUPANCY_HIGH = '#ED6C02';
const OCCUPANCY_NORMAL = 'var(--sh-main)';

export function OccupancyCell({ percent, lang }: { percent: number; lang: Lang }) {
  const color = percent >= 100 ? OCCUPANCY_FULL : percent >= 80 ? OCCUPANCY_HIGH : OCCUPANCY_NORMAL;
  return (
    <span className={CELL.row} style={{ gap: 8, justifyContent: 'flex-end' }}>
      <Meter value={percent} color={color} />
      <span style={{ minWidth: 40, textAlign: 'right' }}>{formatPercent(percent / 100, lang, '')}</span>
    </span>
  );
}

/** The run's vehicles ("801 + 802"), or that none is assigned. */
export function vehicleText(row: Pick<RunRow, 'vehicleNumbers'>, lang: Lang): string {
  return row.vehicleNumbers.length > 0 ? row.vehicleNumbers.join(' + ') : circTexts.text(lang, 'noVehicle');
}

/** The content of one cell of the list. */
export function CellContent({ column, row, lang }: { column: ColumnId; row: RunRow; lang: Lang }) {
  switch (column) {
    case 'operatingDay': return <>{formatDay(row.operatingDay, lang)}</>;
    case 'trainNumber': return <span className={CELL.strong}>{row.trainNumber}</span>;
    case 'line': return <LineChip row={row} />;
    case 'vehicleCount': return <span title={vehicleText(row, lang)}>{row.vehicleCount}</span>;
    case 'destination': return <>{row.destination}</>;
    case 'delta': return <DelayText delayS={row.delayS} lang={lang} />;
    case 'status': return <StatusChip status={row.status} lang={lang} />;
    case 'location': return <>{row.location}</>;
    case 'distance': return <>{formatDistance(row.distanceM, lang)}</>;
    case 'nextStation': return <>{row.nextStation ?? ''}</>;
    case 'vehicleType': return row.vehicleNumbers.length > 0
      ? <>{row.vehicleType}</>
      : <span data-testid="no-vehicle" className={`${CELL.muted} ${CELL.italic}`}>{circTexts.text(lang, 'noVehicle')}</span>;
    case 'occupancy': return <OccupancyCell percent={row.occupancy} lang={lang} />;
    case 'measure': return <>{measureText(row.measure, lang)}</>;
    case 'comment': return <>{row.comment}</>;
    case 'turnaround': return <>{formatDurationSeconds(row.turnaroundS)}</>;
  }
}
