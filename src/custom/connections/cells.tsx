/** Cells of the connection manager: the state chip, decide-by with its countdown, both trains, the marks. */
import { CELL, Pill } from '../../ui/table/cellParts';
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
    <Pill
      outlined={!style.filled}
      label={stateText(row, lang)}
      data-state={row.state}
      color={style.color}
      background={style.background}
      borderColor={style.color}
      fontWeight={row.state === 'endangered' ? 700 : 500}
    />
  );
}

/** A state as the counts in the header show it: "Gefährdet 3". */
export function StateCount({ state, count, lang }: { state: ConnectionState; count: number; lang: Lang }) {
  const style = STATE_STYLE[state];
  return (
    <Pill
      outlined={!style.filled}
      data-count-state={state}
      label={`${connTexts.label(lang, 'state', state)} ${count}`}
      color={style.color}
      background={style.background}
      borderColor={style.color}
      fontWeight={600}
    />
  );
}

/** The decision's time and, live, how long is left (only this cell ticks each second). */
export function DecideByCell({ row, lang }: { row: ConnectionRow; lang: Lang }) {
  const now = useServiceNow(row.operatingDay);
  const left = countdownText(row, now, lang);
  const urgent = row.state === 'endangered';
  return (
    <span className={CELL.nowrap}>
      <span className={CELL.strong}>{formatClock(row.decideBy)}</span>
      {left && ' '}
      {left && (
        <span data-testid="countdown" className={urgent ? CELL.strong : CELL.muted} style={{ marginLeft: 4, color: urgent ? '#B71C1C' : undefined }}>
          {left}
        </span>
      )}
    </span>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return <div className={`${CELL.muted} ${CELL.nowrap}`}>{lines.join(' · ')}</div>;
}

export function FeederCell({ row, lang }: { row: ConnectionRow; lang: Lang }) {
  const platform = row.feederPlatform ? [connTexts.text(lang, 'platform', { platform: row.feederPlatform })] : [];
  return (
    <div>
      <div className={CELL.row}>
        <LineChip row={{ lineNumber: row.feederLineNumber, lineColor: row.feederLineColor, lineTextColor: '' }} />
        <span className={CELL.strong}>{row.feederTrainNumber}</span>
      </div>
      <Lines lines={[...timesText(row.feederPlannedArrival, row.feederExpectedArrival, row.feederArrived, 'arrival', lang), ...platform]} />
    </div>
  );
}

export function DepartingCell({ row, lang }: { row: ConnectionRow; lang: Lang }) {
  const platform = row.departingPlatform ? [connTexts.text(lang, 'platform', { platform: row.departingPlatform })] : [];
  return (
    <div>
      <div className={CELL.row}>
        <LineChip row={{ lineNumber: row.departingLineNumber, lineColor: row.departingLineColor, lineTextColor: '' }} />
        <span className={CELL.strong}>{row.departingTrainNumber}</span>
        <span className={CELL.nowrap}>{connTexts.text(lang, 'toDestination', { destination: row.departingDestination })}</span>
      </div>
      <Lines lines={[...timesText(row.departingPlannedDeparture, row.departingExpectedDeparture, row.departingLeft, 'departure', lang), ...platform]} />
    </div>
  );
}

export function MarksCell({ row, lang }: { row: Pick<ConnectionRow, 'guaranteed' | 'lastOfDay'>; lang: Lang }) {
  return (
    <div className={CELL.row} style={{ gap: 4, flexWrap: 'wrap' }}>
      {row.guaranteed && <Pill outlined label={connTexts.text(lang, 'guaranteed')} data-mark="guaranteed" />}
      {row.lastOfDay && <Pill outlined label={connTexts.text(lang, 'lastOfDay')} data-mark="lastOfDay" />}
    </div>
  );
}

export function DecisionCell({ row, lang }: { row: Pick<ConnectionRow, 'decision'>; lang: Lang }) {
  if (!row.decision) return null;
  return <span data-testid="decision" data-decision={row.decision.kind}>{decisionText(row.decision, lang)}</span>;
}
