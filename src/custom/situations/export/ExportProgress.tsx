import { Box, LinearProgress, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import { situationExportTexts } from './messages';

/** The progress of a running export: a bar and its percentage, announced to screen readers. */
export function ExportProgress({ progress }: { progress: number }) {
  const { t } = usePageText(situationExportTexts);
  const percent = Math.round(progress * 100);
  return (
    <Box sx={{ minWidth: 180 }} data-testid="export-progress">
      <LinearProgress variant={percent > 0 ? 'determinate' : 'indeterminate'} value={percent} aria-label={t('progressLabel')} />
      <Typography variant="caption" role="status">
        {/* Before the server's first report the bar runs without a figure: "0 %" would read as stuck. */}
        {percent > 0 ? t('progress', { percent }) : t('progressStarted')}
      </Typography>
    </Box>
  );
}
