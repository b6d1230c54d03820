/** Cells of the connection manager: the state chip, decide-by with its countdown, both trains, the marks. */
import { Box, Chip, Typography } from '@mui/material';
import type { ConnectionRow, ConnectionState } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock } from '../../ui/format';
import { LineChip } from '../circulation/LineChip';
import { decisionText } from './decisionLabels';
import { countdownText, stateText, STATE_STYLE, timesText } from './labels';
import { connTexts } from './messages';
import { useServiceNow } from './useServiceNow';

export function StateChip({ row, lang }: { row: Pick<ConnectionRow, 'state' | 'heldUntil'>; lang: Lang }) {
  const style = STATE_STYLE[row.state];
  return (
    <Chip
      size="small"
      variant={style.filled ? 'filled' : 'outlined'}
      label={stateText(row, lang)}
      data-state={row.state}
      sx={{ color: style.color, bgcolor: style.background, borderColor: style.color, fontWeight: row.state === 'endangered' ? 700 : 500 }}
    />
  );
}

/** A state as the counts in the header show it: "Gefährdet 3". */
export function StateCount({ state, count, lang }: { state: ConnectionState; count: number; lang: Lang }) {
  const style = STATE_STYLE[state];
  return (
    <Chip
      size="small"
      variant={style.filled ? 'filled' : 'outlined'}
      data-count-state={state}
      label={`${connTexts.label(lang, 'state', state)} ${count}`}
      sx={{ color: style.color, bgcolor: style.background, borderColor: style.color, fontWeight: 600 }}
    />
  );
}

/** The decision's time and, live, how long is left (only this cell ticks each second). */
export function DecideByCell({ row, lang }: { row: ConnectionRow; lang: Lang }) {
  const now = useServiceNow(row.operatingDay);
  const left = countdownText(row, now, lang);
  const urgent = row.state === 'endangered';
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>{formatClock(row.decideBy)}</Box>
      {left && ' '}
      {left && (
        <Typography component="span" variant="body2" data-testid="countdown" sx={{ ml: 0.5, color: urgent ? '#B71C1C' : 'text.secondary', fontWeight: urgent ? 600 : 400 }}>
          {left}
        </Typography>
      )}
    </Box>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <Typography component="div" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {lines.join(' · ')}
    </Typography>
  );
}

export function FeederCell({ row, lang }: { row: ConnectionRow; lang: Lang }) {
  const platform = row.feederPlatform ? [connTexts.text(lang, 'platform', { platform: row.feederPlatform })] : [];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <LineChip row={{ lineNumber: row.feederLineNumber, lineColor: row.feederLineColor, lineTextColor: '' }} />
        <Box component="span" sx={{ fontWeight: 600 }}>{row.feederTrainNumber}</Box>
      </Box>
      <Lines lines={[...timesText(row.feederPlannedArrival, row.feederExpectedArrival, row.feederArrived, 'arrival', lang), ...platform]} />
    </Box>
  );
}

export function DepartingCell({ row, lang }: { row: ConnectionRow; lang: Lang }) {
  const platform = row.departingPlatform ? [connTexts.text(lang, 'platform', { platform: row.departingPlatform })] : [];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <LineChip row={{ lineNumber: row.departingLineNumber, lineColor: row.departingLineColor, lineTextColor: '' }} />
        <Box component="span" sx={{ fontWeight: 600 }}>{row.departingTrainNumber}</Box>
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {connTexts.text(lang, 'toDestination', { destination: row.departingDestination })}
        </Typography>
      </Box>
      <Lines lines={[...timesText(row.departingPlannedDeparture, row.departingExpectedDeparture, row.departingLeft, 'departure', lang), ...platform]} />
    </Box>
  );
}

export function MarksCell({ row, lang }: { row: Pick<ConnectionRow, 'guaranteed' | 'lastOfDay'>; lang: Lang }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {row.guaranteed && <Chip size="small" variant="outlined" label={connTexts.text(lang, 'guaranteed')} data-mark="guaranteed" />}
      {row.lastOfDay && <Chip size="small" variant="outlined" label={connTexts.text(lang, 'lastOfDay')} data-mark="lastOfDay" />}
    </Box>
  );
}

export function DecisionCell({ row, lang }: { row: Pick<ConnectionRow, 'decision'>; lang: Lang }) {
  if (!row.decision) return null;
  return <Box component="span" data-testid="decision" data-decision={row.decision.kind}>{decisionText(row.decision, lang)}</Box>;
}
