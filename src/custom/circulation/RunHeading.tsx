import { Box, Typography } from '@mui/material';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { DelayText, StatusChip } from './cells';
import { LineChip } from './LineChip';
import { formatClock } from '../../ui/format';

/** The run a dialog is about: line, train, route, times, delay and status at a glance. */
export function RunHeading({ row, lang }: { row: RunRow; lang: Lang }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <LineChip row={row} />
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {row.trainNumber}
      </Typography>
      <Typography component="span" variant="body2">
        {row.origin} {formatClock(row.plannedDeparture)} → {row.destination} {formatClock(row.plannedArrival)}
      </Typography>
      <DelayText delayS={row.delayS} lang={lang} />
      <StatusChip status={row.status} lang={lang} />
    </Box>
  );
}
