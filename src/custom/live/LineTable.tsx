/** Per line: runs under way, how many of them late, punctuality now, runs of the day; each line links to its runs. */
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { Lang } from '../../shared/resource/types';
import { LineChip } from '../circulation/cells';
import type { LineSummary } from './api';
import { liveText } from './messages';
import { circulationLink, formatCount, formatPercent } from './overview';

export function LineTable({ lines, lang }: { lines: LineSummary[]; lang: Lang }) {
  if (!lines.length) return <Typography color="text.secondary">{liveText(lang, 'noLines')}</Typography>;
  return (
    <Table size="small" aria-labelledby="live-lines-title" data-testid="live-lines">
      <TableHead>
        <TableRow>
          <TableCell>{liveText(lang, 'colLine')}</TableCell>
          <TableCell align="right">{liveText(lang, 'colActive')}</TableCell>
          <TableCell align="right">{liveText(lang, 'colDelayed')}</TableCell>
          <TableCell align="right">{liveText(lang, 'colPunctuality')}</TableCell>
          <TableCell align="right">{liveText(lang, 'colTotal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.lineId} data-line-id={l.lineId}>
            <TableCell>
              <MuiLink component={Link} to={circulationLink({ lineIds: [l.lineId] })} aria-label={liveText(lang, 'lineListLink', { line: l.lineNumber })}>
                <LineChip row={l} />
              </MuiLink>
            </TableCell>
            <TableCell align="right" data-col="active">{formatCount(l.active, lang)}</TableCell>
            <TableCell align="right" data-col="activeDelayed">{formatCount(l.activeDelayed, lang)}</TableCell>
            <TableCell align="right" data-col="punctualityNow">{formatPercent(l.punctualityNow, lang)}</TableCell>
            <TableCell align="right" data-col="total">{formatCount(l.total, lang)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
