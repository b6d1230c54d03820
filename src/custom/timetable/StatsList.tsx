/** The counts of a timetable version (lines, routes, stops, trips, stop times, circulations) as a definition list. */
import { Box, Typography } from '@mui/material';
import type { TimetableVersion } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { timetableTexts } from './messages';
import { STAT_KEYS, statText } from './versionsView';

export function StatsList({ stats }: { stats: Partial<TimetableVersion['stats']> | null }) {
  const { lang } = usePageText(timetableTexts);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, auto)', tablet: 'repeat(6, auto)' }, justifyContent: 'start', columnGap: 3, rowGap: 0.5, m: 0 }}>
      {STAT_KEYS.map((key) => (
        <Box key={key} data-testid={`import-stat-${key}`}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {timetableTexts.label(lang, 'stat', key)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {statText(stats, key, lang)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
