import { Box, Typography } from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import { formatTimeOfDay } from '../../ui/format';
import { circTexts } from './messages';

/** "Stand 14:32:05": the time of the newest data on screen; moves with every live event. */
export function UpdatedIndicator({ updatedAt, lang }: { updatedAt: number | null; lang: Lang }) {
  if (updatedAt === null) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
      <Typography variant="body2" color="text.secondary" data-testid="circulation-updated" role="status" aria-live="off">
        {circTexts.text(lang, 'updatedAt', { time: formatTimeOfDay(updatedAt, lang) })}
      </Typography>
    </Box>
  );
}
