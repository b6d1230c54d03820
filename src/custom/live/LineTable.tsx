/** Per line: runs under way, how many of them late, punctuality now, runs of the day; each line links to its runs. */
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { formatNumber, formatPercent } from '../../ui/format';
import { LineChip } from '../circulation/cells';
import type { LineSummary } from './api';
import { liveTexts } from './messages';
import { circulationLink } from './overview';

export function LineTable({ lines }: { lines: LineSummary[] }) {
  const { t, lang } = usePageText(liveTexts);
  const n = (x: number) => formatNumber(x, lang);
  return (
    <Table size="small" aria-labelledby="live-lines-title" data-testid="live-lines">
      <TableHead>
        <TableRow>
          <TableCell>{t('colLine')}</TableCell>
          <TableCell align="right">{t('colActive')}</TableCell>
          <TableCell align="right">{t('colDelayed')}</TableCell>
          <TableCell align="right">{t('colPunctuality')}</TableCell>
          <TableCell align="right">{t('colTotal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.lineId} data-line-id={l.lineId}>
            <TableCell>
              <MuiLink component={Link} to={circulationLink({ lineIds: [l.lineId] })} aria-label={t('lineListLink', { line: l.lineNumber })}>
                <LineChip row={l} />
              </MuiLink>
            </TableCell>
            <TableCell align="right" data-col="active">{n(l.active)}</TableCell>
            <TableCell align="right" data-col="activeDelayed">{n(l.activeDelayed)}</TableCell>
            <TableCell align="right" data-col="punctualityNow">{formatPercent(l.punctualityNow, lang)}</TableCell>
            <TableCell align="right" data-col="total">{n(l.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
