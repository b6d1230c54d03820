/** The latest measures of the day from the change history, newest first. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import type { Lang } from '../../shared/resource/types';
import { formatTimeOfDay } from '../../ui/format';
import type { Cause, ChangeEntry } from './api';
import { liveTexts } from './messages';
import { causeName } from './overview';

export function LatestMeasures({ entries, causes }: { entries: ChangeEntry[]; causes: ReadonlyMap<string, Cause> }) {
  const { t, lang } = usePageText(liveTexts);
  return (
    <Table size="small" aria-labelledby="live-measures-title" data-testid="live-measures">
      <TableHead>
        <TableRow>
          <TableCell>{t('colTime')}</TableCell>
          <TableCell>{t('colTrain')}</TableCell>
          <TableCell>{t('colAction')}</TableCell>
          <TableCell>{t('colDetails')}</TableCell>
          <TableCell>{t('colReason')}</TableCell>
          <TableCell>{t('colBy')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((c) => (
          <TableRow key={c.id} data-change-id={c.id}>
            {/* When the measure was taken, in the operator's zone. */}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimeOfDay(c.createdAt, lang, { seconds: false })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{trainCell(c, lang)}</TableCell>
            <TableCell>{liveTexts.label(lang, 'action', c.action)}</TableCell>
            <TableCell>{c.details}</TableCell>
            <TableCell>{causeName(causes, c.reasonId, lang)}</TableCell>
            <TableCell>{c.createdBy}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "84512 (S4)"; a disruption of a section belongs to no train: then the line alone. */
function trainCell(c: ChangeEntry, lang: Lang): string {
  if (!c.trainNumber) return c.lineNumber ?? '';
  return c.lineNumber ? liveTexts.text(lang, 'trainLine', { train: c.trainNumber, line: c.lineNumber }) : c.trainNumber;
}
