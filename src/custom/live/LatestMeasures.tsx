/** The latest measures of the day from the change history, newest first, with a way to the whole history. */
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { Lang } from '../../shared/resource/types';
import type { Cause, ChangeEntry } from './api';
import { ACTION_LABELS, liveText } from './messages';
import { causeName, formatTime, HISTORY_PATH } from './overview';

export function LatestMeasures({ entries, causes, lang }: { entries: ChangeEntry[]; causes: ReadonlyMap<string, Cause>; lang: Lang }) {
  return (
    <>
      {entries.length ? (
        <Table size="small" aria-labelledby="live-measures-title" data-testid="live-measures">
          <TableHead>
            <TableRow>
              <TableCell>{liveText(lang, 'colTime')}</TableCell>
              <TableCell>{liveText(lang, 'colTrain')}</TableCell>
              <TableCell>{liveText(lang, 'colAction')}</TableCell>
              <TableCell>{liveText(lang, 'colDetails')}</TableCell>
              <TableCell>{liveText(lang, 'colReason')}</TableCell>
              <TableCell>{liveText(lang, 'colBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((c) => (
              <TableRow key={c.id} data-change-id={c.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(c.createdAt, lang)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {trainCell(c, lang)}
                </TableCell>
                <TableCell>{ACTION_LABELS[lang][c.action] ?? c.action}</TableCell>
                <TableCell>{c.details}</TableCell>
                <TableCell>{causeName(causes, c.reasonId, lang)}</TableCell>
                <TableCell>{c.createdBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">{liveText(lang, 'noMeasures')}</Typography>
      )}
      <MuiLink component={Link} to={HISTORY_PATH} underline="hover" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {liveText(lang, 'measuresAll')}
      </MuiLink>
    </>
  );
}

/** "84512 (S4)"; a disruption of a section belongs to no train: then the line alone. */
function trainCell(c: ChangeEntry, lang: Lang): string {
  if (!c.trainNumber) return c.lineNumber ?? '';
  return c.lineNumber ? liveText(lang, 'trainLine', { train: c.trainNumber, line: c.lineNumber }) : c.trainNumber;
}
