/**
 * What a hold would do (Mutation.previewConnectionHold, computed on a copy of the day, nothing
 * stored): connections lost and won, conflicts that arise, knock-on delays along the circulation.
 */
import { Alert, Box, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConnectionChange, ConnectionHoldPreview } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock, formatDelay, formatDurationSeconds } from '../../ui/format';
import { tdTexts } from '../time-distance/messages';
import { connTexts } from './messages';

function changeText(c: ConnectionChange, lang: Lang): string {
  return connTexts.text(lang, 'changeText', {
    feeder: c.feederTrainNumber,
    departing: c.departingTrainNumber,
    station: c.stationName,
    before: connTexts.label(lang, 'state', c.before),
    after: connTexts.label(lang, 'state', c.after),
  });
}

function Changes({ title, none, changes, lang, testId }: { title: string; none: string; changes: ConnectionChange[]; lang: Lang; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" component="h3">{title}</Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{none}</Typography>
      ) : (
        <List dense disablePadding>
          {changes.map((c) => <ListItem key={c.connectionId} disableGutters sx={{ py: 0 }}>{changeText(c, lang)}</ListItem>)}
        </List>
      )}
    </Box>
  );
}

export function PreviewPanel({ preview, lang }: { preview: ConnectionHoldPreview; lang: Lang }) {
  const t = (key: Parameters<typeof connTexts.text>[1], args?: Record<string, string | number>) => connTexts.text(lang, key, args);
  return (
    <Box data-testid="hold-preview" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('previewTitle', { time: formatClock(preview.holdUntil) })}
      </Typography>
      <Typography variant="body2">{t('previewDelay', { delay: formatDelay(preview.holdDelayS) })}</Typography>
      <Changes title={t('lost')} none={t('noneLost')} changes={preview.lost} lang={lang} testId="preview-lost" />
      <Changes title={t('won')} none={t('noneWon')} changes={preview.won} lang={lang} testId="preview-won" />
      <Box data-testid="preview-conflicts">
        <Typography variant="subtitle2" component="h3">{t('conflicts')}</Typography>
        {preview.conflictsAdded.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t('noConflicts')}</Typography>
        ) : (
          <List dense disablePadding>
            {preview.conflictsAdded.map((c) => {
              const kind = tdTexts.label(lang, 'conflict', c.kind);
              const trains = c.trainNumbers.join(', ');
              return (
                <ListItem key={c.id} disableGutters sx={{ py: 0 }}>
                  {c.stationName ? t('conflictAt', { kind, station: c.stationName, trains }) : t('conflictText', { kind, trains })}
                </ListItem>
              );
            })}
          </List>
        )}
        {preview.conflictsRemoved.length > 0 && (
          <Typography variant="body2" color="text.secondary">{connTexts.text(lang, 'conflictsRemoved', { count: preview.conflictsRemoved.length })}</Typography>
        )}
      </Box>
      <Box data-testid="preview-knock-on">
        <Typography variant="subtitle2" component="h3">{t('knockOn')}</Typography>
        {preview.knockOn.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t('noKnockOn')}</Typography>
        ) : (
          <Table size="small" aria-label={t('knockOn')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('knockOnTrain')}</TableCell>
                <TableCell align="right">{t('knockOnBefore')}</TableCell>
                <TableCell align="right">{t('knockOnAfter')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.knockOn.map((k) => (
                <TableRow key={k.runId}>
                  <TableCell>{`${k.lineNumber} ${k.trainNumber}`}</TableCell>
                  <TableCell align="right">{formatDelay(k.delayBeforeS)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: k.delayAfterS > k.delayBeforeS ? 600 : 400 }}>{formatDelay(k.delayAfterS)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}

/** A hold beyond the maximum manual hold: refused, and why. */
export function RefusedNote({ maxManualHoldS, lang }: { maxManualHoldS: number; lang: Lang }) {
  return <Alert severity="warning" data-testid="hold-refused">{connTexts.text(lang, 'refused', { max: formatDurationSeconds(maxManualHoldS) })}</Alert>;
}
