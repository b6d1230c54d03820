import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { RunStop } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { DELAY_COLORS } from './cells';
import { delayClass, formatClock, formatDelay } from './format';
import { circText } from './messages';

/** Expected time, and its deviation from the plan when there is one ("14:36 +4 min"). */
function Expected({ planned, expected }: { planned: number | null; expected: number | null }) {
  if (expected === null) return null;
  const diff = planned === null ? 0 : expected - planned;
  const cls = delayClass(diff);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatClock(expected)}
      {planned !== null && Math.abs(diff) >= 60 && (
        <Box component="span" sx={{ ml: 0.75, color: DELAY_COLORS[cls], fontWeight: 600 }}>
          {formatDelay(diff)}
        </Box>
      )}
    </Box>
  );
}

/** The run's stops with planned and expected arrival/departure, platform and state. */
export function StopsTable({ stops, lang }: { stops: RunStop[]; lang: Lang }) {
  const ordered = [...stops].sort((a, b) => a.seq - b.seq);
  return (
    <Table size="small" aria-label={circText(lang, 'stops')}>
      <TableHead>
        <TableRow>
          <TableCell>{circText(lang, 'stop')}</TableCell>
          <TableCell>{circText(lang, 'platform')}</TableCell>
          <TableCell>{circText(lang, 'arrPlanned')}</TableCell>
          <TableCell>{circText(lang, 'arrExpected')}</TableCell>
          <TableCell>{circText(lang, 'depPlanned')}</TableCell>
          <TableCell>{circText(lang, 'depExpected')}</TableCell>
          <TableCell>{circText(lang, 'stopState')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ordered.map((s) => (
          <TableRow
            key={`${s.seq}-${s.stopId}`}
            data-stop-id={s.stopId}
            data-passed={s.passed}
            data-skipped={s.skipped}
            sx={{ color: s.passed ? 'text.secondary' : undefined }}
          >
            <TableCell sx={{ textDecoration: s.skipped ? 'line-through' : undefined, color: 'inherit' }}>{s.name}</TableCell>
            <TableCell sx={{ color: 'inherit' }}>{s.platform ?? ''}</TableCell>
            <TableCell sx={{ color: 'inherit' }} data-cell="plannedArrival">{formatClock(s.plannedArrival)}</TableCell>
            <TableCell sx={{ color: 'inherit' }} data-cell="expectedArrival" data-value={s.expectedArrival ?? ''}>
              <Expected planned={s.plannedArrival} expected={s.expectedArrival} />
            </TableCell>
            <TableCell sx={{ color: 'inherit' }} data-cell="plannedDeparture">{formatClock(s.plannedDeparture)}</TableCell>
            <TableCell sx={{ color: 'inherit' }} data-cell="expectedDeparture" data-value={s.expectedDeparture ?? ''}>
              <Expected planned={s.plannedDeparture} expected={s.expectedDeparture} />
            </TableCell>
            <TableCell sx={{ color: 'inherit' }}>
              {circText(lang, s.skipped ? 'stopSkipped' : s.passed ? 'stopPassed' : 'stopAhead')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
