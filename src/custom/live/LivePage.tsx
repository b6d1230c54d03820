/**
 * Live-Übersicht (/live, issue 5 point 6; where brands avg and sag land after sign-in): punctuality
 * now and today, runs under way, late, cancelled and of the day, per line, the latest measures,
 * and the ways into the map and the circulation list. Live: refetched (at most every 2 s) when
 * runsChanged reports a change. Everyone signed in may open it.
 */
import { useMemo } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import ListAlt from '@mui/icons-material/ListAlt';
import MapIcon from '@mui/icons-material/Map';
import { Link } from 'react-router-dom';
import { useAppLang } from '../../providers/i18n/useAppLang';
import { ShellTitle } from '../../shell/ShellTitle';
import { errorMessage } from '../../ui/errorMessage';
import { FigureGrid } from './FigureGrid';
import { LatestMeasures } from './LatestMeasures';
import { LineTable } from './LineTable';
import { liveText } from './messages';
import { circulationLink, formatDay, latestMeasures, MAP_PATH } from './overview';
import { useLiveOverview } from './useLiveOverview';

export default function LivePage() {
  const lang = useAppLang();
  const { summary, changes, causes, error, loading, reload } = useLiveOverview();
  const measures = useMemo(() => latestMeasures(changes), [changes]);
  const title = liveText(lang, 'title');
  return (
    <Box sx={{ py: 2 }}>
      <ShellTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {summary ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
            <Typography variant="body2" color="text.secondary" data-testid="live-updated" role="status" aria-live="off">
              {liveText(lang, 'updatedAt', { clock: summary.clock, day: formatDay(summary.operatingDay, lang) })}
            </Typography>
          </Box>
        ) : null}
      </Box>
      <Typography sx={{ mb: 2 }}>{liveText(lang, 'intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={Link} to={MAP_PATH} variant="contained" startIcon={<MapIcon />}>
          {liveText(lang, 'toMap')}
        </Button>
        <Button component={Link} to={circulationLink()} variant="outlined" startIcon={<ListAlt />}>
          {liveText(lang, 'toList')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={reload}>{liveText(lang, 'retry')}</Button>}>
          {liveText(lang, 'loadFailed', { error: errorMessage(error) ?? '' })}
        </Alert>
      ) : null}
      {!summary ? (
        loading ? <Typography color="text.secondary">{liveText(lang, 'loading')}</Typography> : null
      ) : (
        <>
          <FigureGrid s={summary} lang={lang} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <Card variant="outlined" component="section" aria-labelledby="live-lines-title">
              <CardContent>
                <Typography id="live-lines-title" component="h2" variant="h6" gutterBottom>
                  {liveText(lang, 'linesTitle')}
                </Typography>
                <Box sx={{ overflowX: 'auto' }}>
                  <LineTable lines={summary.lines} lang={lang} />
                </Box>
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="live-measures-title">
              <CardContent>
                <Typography id="live-measures-title" component="h2" variant="h6" gutterBottom>
                  {liveText(lang, 'measuresTitle')}
                </Typography>
                <Box sx={{ overflowX: 'auto' }}>
                  <LatestMeasures entries={measures} causes={causes} lang={lang} />
                </Box>
              </CardContent>
            </Card>
          </Box>
        </>
      )}
    </Box>
  );
}
