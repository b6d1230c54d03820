/**
 * What the measure dialog says about a preview: the conflicts the measure would add and remove
 * (the ghost paths are drawn in the chart). Connections do not exist yet, so nothing is said about them.
 */
import { Box, Typography } from '@mui/material';
import type { Conflict, MeasurePreview } from '../../shared/operations/timeDistance';
import type { Lang } from '../../shared/resource/types';
import { formatClock } from '../../ui/format';
import { conflictPlace } from './ConflictPanel';
import { tdTexts } from './messages';

function ConflictLines({ lang, conflicts }: { lang: Lang; conflicts: readonly Conflict[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {conflicts.slice(0, 8).map((c) => (
        <li key={c.id}>
          {tdTexts.label(lang, 'conflict', c.kind)}: {c.trainNumbers.join(' / ')}, {conflictPlace(c)}, {formatClock(c.from)}–{formatClock(c.to)}
        </li>
      ))}
    </Box>
  );
}

export function PreviewSummary({ lang, preview }: { lang: Lang; preview: MeasurePreview }) {
  const { conflictsAdded: added, conflictsRemoved: removed } = preview;
  return (
    <Box data-testid="td-preview-summary">
      <Typography variant="body2">{tdTexts.text(lang, preview.paths.length ? 'previewHint' : 'previewNotOnCorridor')}</Typography>
      {added.length + removed.length === 0 && <Typography variant="body2">{tdTexts.text(lang, 'previewNoChange')}</Typography>}
      {added.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>{tdTexts.text(lang, 'previewAdded', { count: added.length })}</Typography>
          <ConflictLines lang={lang} conflicts={added} />
        </>
      )}
      {removed.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>{tdTexts.text(lang, 'previewRemoved', { count: removed.length })}</Typography>
          <ConflictLines lang={lang} conflicts={removed} />
        </>
      )}
    </Box>
  );
}
