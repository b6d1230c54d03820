/**
 * Live-Übersicht (/live, issue 5 point 6; where brands avg and sag land after sign-in): punctuality
 * now and today, runs under way, late, cancelled and of the day, per line, the latest measures,
 * and the ways into the map and the circulation list. Live: refetched (at most every 2 s) when
 * runsChanged reports a change (useLiveOverview.ts). Everyone signed in may open it.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import ListAlt from '@mui/icons-material/ListAlt';
import MapIcon from '@mui/icons-material/Map';
import { Link } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { ShellTitle } from '../../shell/ShellTitle';
import { formatDay } from '../../ui/format';
import { QueryState } from '../../ui/states';
import { FigureGrid } from './FigureGrid';
import { LatestMeasuresSection } from './LatestMeasuresSection';
import { LineTable } from './LineTable';
import { liveTexts } from './messages';
import { circulationLink, HISTORY_PATH, MAP_PATH } from './overview';
import { useLiveSummary } from './useLiveOverview';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function LivePage() {
  const { t, lang } = usePageText(liveTexts);
  const summary = useLiveSummary();
  // The figures arrive every few seconds while trains run: the figures and the line table (both
  // memoized) render the new ones at low priority, in short slices, so an update never blocks
  // input (issue 15: 150-400 ms per update at 4x CPU slowdown before). The header's clock
  // follows at once.
  const shownSummary = useDeferredValue(summary.data);
  const title = t('title');
  return (
    <Box sx={{ py: 2 }}>
      <ShellTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {summary.data ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
            <Typography variant="body2" color="text.secondary" data-testid="live-updated" role="status" aria-live="off">
              {t('updatedAt', { clock: summary.data.clock, day: formatDay(summary.data.operatingDay, lang) })}
            </Typography>
          </Box>
        ) : null}
      </Box>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={Link} to={MAP_PATH} variant="contained" startIcon={<MapIcon />}>
          {t('toMap')}
        </Button>
        <Button component={Link} to={circulationLink()} variant="outlined" startIcon={<ListAlt />}>
          {t('toList')}
        </Button>
      </Box>
      <QueryState query={{ ...summary, data: shownSummary }}>
        {(s) => (
          <>
            {s.total === 0 ? (
              // An empty day says why, rather than showing zeros and an empty map.
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="no-service-notice">
                <AlertTitle>{t('noServiceTitle')}</AlertTitle>
                {t(s.timetableActive ? 'noService' : 'noTimetable', { day: formatDay(s.operatingDay, lang) })}
              </Alert>
            ) : null}
            <FigureGrid s={s} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
              <Section id="live-lines" title={t('linesTitle')}>
                <LineTable lines={s.lines} day={s.operatingDay} />
              </Section>
              <Section id="live-measures" title={t('measuresTitle')}>
                <LatestMeasuresSection day={s.operatingDay} timetableVersionId={s.timetableVersionId} />
                <MuiLink component={Link} to={HISTORY_PATH} underline="hover" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
                  {t('measuresAll')}
                </MuiLink>
              </Section>
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
