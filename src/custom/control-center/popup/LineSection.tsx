/** Linie / Linea: the circulation (its runs of the day in order) and the run's stops with plan and forecast. */
import { Alert, Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Lang } from '../../../shared/resource/types';
import { errorMessage } from '../../../ui/errorMessage';
import type { RunDetail } from '../../circulation/api';
import { DelayText, StatusChip } from '../../circulation/cells';
import { formatClock } from '../../circulation/format';
import { StopsTable } from '../../circulation/StopsTable';
import { useLoad } from '../../circulation/useLoad';
import { fetchCirculationRuns } from './api';
import { popText } from './messages';
import { ScrollRegion } from './ScrollRegion';

export function LineSection({ run, lang }: { run: RunDetail; lang: Lang }) {
  const circ = run.circulationId;
  const runs = useLoad(() => fetchCirculationRuns(run.operatingDay, circ ?? ''), `${run.operatingDay}|${circ}`, circ !== null);
  return (
    <Box data-testid="popup-line">
      <Typography variant="subtitle2" component="h3">{circ ? popText(lang, 'circulation', { id: circ }) : popText(lang, 'circulationRuns')}</Typography>
      {!circ && <Typography variant="body2" color="text.secondary">{popText(lang, 'noCirculation')}</Typography>}
      {circ && runs.loading && <LinearProgress />}
      {runs.error ? <Alert severity="error">{popText(lang, 'loadFailed', { error: errorMessage(runs.error) ?? '' })}</Alert> : null}
      {circ && runs.data && (
        <Table size="small" aria-label={popText(lang, 'circulationRuns')}>
          <TableHead>
            <TableRow>
              <TableCell>{popText(lang, 'train')}</TableCell>
              <TableCell>{popText(lang, 'route')}</TableCell>
              <TableCell>{popText(lang, 'time')}</TableCell>
              <TableCell>{popText(lang, 'delay')}</TableCell>
              <TableCell>{popText(lang, 'status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.data.map((r) => (
              <TableRow key={r.id} selected={r.id === run.id} aria-current={r.id === run.id ? 'true' : undefined}>
                <TableCell sx={{ fontWeight: r.id === run.id ? 700 : 400 }}>{r.trainNumber}</TableCell>
                <TableCell>{r.origin} → {r.destination}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatClock(r.plannedDeparture)}–{formatClock(r.plannedArrival)}</TableCell>
                <TableCell><DelayText delayS={r.delayS} lang={lang} /></TableCell>
                <TableCell><StatusChip status={r.status} lang={lang} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>{popText(lang, 'stopsOf')}</Typography>
      <ScrollRegion label={popText(lang, 'stopsOf')}>
        <StopsTable stops={run.stops} lang={lang} />
      </ScrollRegion>
    </Box>
  );
}
