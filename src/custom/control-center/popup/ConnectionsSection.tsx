/**
 * Anschlüsse / Coincidenze: the run's connections of the day, as feeder and as departing train,
 * with their state (held until hh:mm), read with Query.connections(runId) and kept live.
 */
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ConnectionRow } from '../../../shared/connections/types';
import type { Lang } from '../../../shared/resource/types';
import { usePageText } from '../../../providers/i18n/usePageText';
import { formatClock } from '../../../ui/format';
import { QueryError, QueryLoadingBar } from '../../../ui/states';
import { StateChip } from '../../connections/cells';
import { managerLink } from '../../connections/link';
import { connTexts } from '../../connections/messages';
import { useConnections } from '../../connections/useConnections';
import { ScrollRegion } from './ScrollRegion';

/** The other train and the times at the station, seen from this run. */
function describe(row: ConnectionRow, runId: string, lang: Lang) {
  const asFeeder = row.feederRunId === runId;
  return {
    role: connTexts.text(lang, asFeeder ? 'popupAsFeeder' : 'popupAsDeparting'),
    other: asFeeder
      ? `${row.departingLineNumber} ${row.departingTrainNumber} ${connTexts.text(lang, 'toDestination', { destination: row.departingDestination })}`
      : `${row.feederLineNumber} ${row.feederTrainNumber}`,
    times: `${formatClock(row.feederExpectedArrival ?? row.feederPlannedArrival)} → ${formatClock(row.departingExpectedDeparture ?? row.departingPlannedDeparture)}`,
  };
}

export function ConnectionsSection({ runId, trainNumber }: { runId: string; trainNumber: string }) {
  const { t, lang } = usePageText(connTexts);
  const { query } = useConnections(runId);
  const rows = query.data?.rows ?? [];
  return (
    <Box data-testid="popup-connections">
      {query.isPending && !query.error && <QueryLoadingBar />}
      {query.error ? <QueryError error={query.error} title={t('loadFailedTitle')} onRetry={() => void query.refetch()} /> : null}
      {query.data && rows.length === 0 && <Typography variant="body2" color="text.secondary">{t('popupNone')}</Typography>}
      {rows.length > 0 && (
        <ScrollRegion label={t('popupTitle')}>
          <Table size="small" aria-label={t('popupTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colState')}</TableCell>
                <TableCell>{t('popupOther')}</TableCell>
                <TableCell>{t('colStation')}</TableCell>
                <TableCell>{t('popupTimes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => {
                const d = describe(r, runId, lang);
                return (
                  <TableRow key={r.id} data-connection-id={r.id} data-state={r.state}>
                    <TableCell><StateChip row={r} lang={lang} /></TableCell>
                    <TableCell>
                      {d.other}
                      <Typography component="div" variant="caption" color="text.secondary">{d.role}</Typography>
                    </TableCell>
                    <TableCell>{r.stationName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.times}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      <Button size="small" component={Link} to={managerLink(trainNumber)} sx={{ mt: 1 }}>{t('popupOpen')}</Button>
    </Box>
  );
}
