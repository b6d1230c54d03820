/** The selected train and where else to see it: the map (its popup opens) and the circulation list (searched by number). */
import { Box, Button, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router-dom';
import type { DiagramPath } from '../../shared/operations/timeDistance';
import type { Lang } from '../../shared/resource/types';
import { tdTexts } from './messages';

export function mapLink(runId: string): string {
  return `/control-center?${new URLSearchParams({ run: runId }).toString()}`;
}

export function listLink(trainNumber: string, day: string): string {
  return `/circulation?${new URLSearchParams({ day, q: trainNumber }).toString()}`;
}

export function SelectionBar({ lang, path, day, onClear }: { lang: Lang; path: DiagramPath; day: string; onClear: () => void }) {
  return (
    <Box data-testid="td-selection" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ width: 12, height: 12, bgcolor: path.lineColor, border: 1, borderColor: 'divider', display: 'inline-block' }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {tdTexts.text(lang, 'selected', { train: path.trainNumber })}
      </Typography>
      <Button size="small" component={Link} to={mapLink(path.runId)}>
        {tdTexts.text(lang, 'onMap')}
      </Button>
      <Button size="small" component={Link} to={listLink(path.trainNumber, day)}>
        {tdTexts.text(lang, 'inList')}
      </Button>
      <IconButton size="small" aria-label={tdTexts.text(lang, 'clearSelection')} title={tdTexts.text(lang, 'clearSelection')} onClick={onClear}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
