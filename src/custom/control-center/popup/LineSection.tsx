/** Linie / Linea: the circulation (its runs of the day in order) and the run's stops with plan and forecast. */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import { usePageQuery } from '../../../providers/query';
import { formatClock } from '../../../ui/format';
import { QueryError, QueryLoadingBar } from '../../../ui/states';
import type { RunDetail } from '../../circulation/api';
import { DelayText, StatusChip } from '../../circulation/cells';
import { StopsTable } from '../../circulation/StopsTable';
import { ccKey } from '../keys';
import { fetchCirculationRuns } from './api';
import { popupTexts } from './messages';
import { ScrollRegion } from './ScrollRegion';

export function LineSection({ run }: { run: RunDetail }) {
  const { t, lang } = usePageText(popupTexts);
  const circ = run.circulationId;
  const runs = usePageQuery(ccKey('circulation', run.operatingDay, circ), () => fetchCirculationRuns(run.operatingDay, circ ?? ''), { enabled: circ !== null });
  return (
    <Box data-testid="popup-line">
      <Typography variant="subtitle2" component="h3">{circ ? t('circulation', { id: circ }) : t('circulationRuns')}</Typography>
      {!circ && <Typography variant="body2" color="text.secondary">{t('noCirculation')}</Typography>}
      {circ && runs.isPending && !runs.error && <QueryLoadingBar />}
      {runs.error ? <QueryError error={runs.error} title={t('loadFailed')} onRetry={() => void runs.refetch()} /> : null}
      {circ && runs.data && (
        <Table size="small" aria-label={t('circulationRuns')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('train')}</TableCell>
              <TableCell>{t('route')}</TableCell>
              <TableCell>{t('time')}</TableCell>
              <TableCell>{t('delay')}</TableCell>
              <TableCell>{t('status')}</TableCell>
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
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>{t('stopsOf')}</Typography>
      <ScrollRegion label={t('stopsOf')}>
        <StopsTable stops={run.stops} lang={lang} />
      </ScrollRegion>
    </Box>
  );
}
