/** Cells of the circulation list: the delay, the status chip, the occupancy bar (the line chip: ./LineChip). */
import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import type { RunRow, RunStatus } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { ColumnId } from './columns';
import { formatDay, formatDelay, formatDistance, formatDurationSeconds, formatPercent } from '../../ui/format';
import { LineChip } from './LineChip';
import { delayClass, type DelayClass } from './delayClass';
import { measureText } from './runLabels';
import { circTexts } from './messages';

/** Text colours with at least 4.5:1 contrast on white (WCAG AA), one per delay class. */
export const DELAY_COLORS: Record<DelayClass, string> = {
  early: '#0D47A1',
  onTime: '#1B5E20',
  slightlyLate: '#8A4B00',
  late: '#B71C1C',
};

/** The delay as "+4 min" in the colour of its class; the class is also said in words (title). */
export function DelayText({ delayS, lang }: { delayS: number; lang: Lang }) {
  const cls = delayClass(delayS);
  return (
    <Box
      component="span"
      title={circTexts.label(lang, 'delayClass', cls)}
      data-delay-class={cls}
      sx={{ color: DELAY_COLORS[cls], fontWeight: cls === 'onTime' ? 400 : 600, whiteSpace: 'nowrap' }}
    >
      {formatDelay(delayS)}
    </Box>
  );
}

const STATUS_COLORS: Record<RunStatus, 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary'> = {
  onTime: 'default',
  inService: 'success',
  delayed: 'warning',
  cancelled: 'error',
  diverted: 'info',
  outOfService: 'default',
};

export function StatusChip({ status, lang }: { status: RunStatus; lang: Lang }) {
  const filled = status === 'cancelled' || status === 'delayed';
  return (
    <Chip
      size="small"
      variant={filled ? 'filled' : 'outlined'}
      color={STATUS_COLORS[status] ?? 'default'}
      label={circTexts.label(lang, 'status', status)}
      data-status={status}
      // MUI's warning fill is too light for white text: dark text keeps it readable.
      sx={status === 'delayed' ? { color: 'rgba(0,0,0,0.87)' } : undefined}
    />
  );
}

export function OccupancyCell({ percent, lang }: { percent: number; lang: Lang }) {
  const value = Math.max(0, Math.min(100, percent));
  const color = percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      <LinearProgress aria-hidden variant="determinate" value={value} color={color} sx={{ width: 40, height: 6, borderRadius: 3 }} />
      <Typography component="span" variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {formatPercent(percent / 100, lang, '')}
      </Typography>
    </Box>
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
    case 'trainNumber': return <Box component="span" sx={{ fontWeight: 600 }}>{row.trainNumber}</Box>;
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
      : <Box component="span" data-testid="no-vehicle" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{circTexts.text(lang, 'noVehicle')}</Box>;
    case 'occupancy': return <OccupancyCell percent={row.occupancy} lang={lang} />;
    case 'measure': return <>{measureText(row.measure, lang)}</>;
    case 'comment': return <>{row.comment}</>;
    case 'turnaround': return <>{formatDurationSeconds(row.turnaroundS)}</>;
  }
}
