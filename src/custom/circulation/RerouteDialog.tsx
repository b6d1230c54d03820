import { useState } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { QueryLoadingBar } from '../../ui/states';
import type { RerouteKind } from '../../shared/operations/types';
import { rerouteRun } from './api';
import type { ActionDialogProps } from './dialogTypes';
import { circTexts } from './messages';
import { runLabels } from './runLabelTexts';
import { MeasureDialog } from './MeasureDialog';
import { MAX_EXTRA_RUNNING_MIN, parseMinutes } from './minutes';
import { selectableStops } from './options';
import { StopChecklist, StopSelect, stopLabel } from './StopInputs';
import { useRunDetail } from './useRunDetail';

const KINDS: RerouteKind[] = ['divert', 'skipStops', 'shortTurn'];

/** Divert (stops not served, extra running time), skip stops, or short-turn at a new terminus. */
export function RerouteDialog({ row, lang, onClose, onDone, preview, preset }: ActionDialogProps) {
  const detail = useRunDetail(row.id);
  const [kind, setKind] = useState<RerouteKind>(preset?.rerouteKind ?? 'skipStops');
  const [skip, setSkip] = useState<string[]>([]);
  const [terminus, setTerminus] = useState(preset?.rerouteKind === 'shortTurn' ? (preset.stopId ?? '') : '');
  const [extraText, setExtraText] = useState('0');
  const stops = selectableStops(detail.run?.stops ?? []);
  const chosen = stops.filter((s) => skip.includes(s.stopId));
  const extra = parseMinutes(extraText, 0, MAX_EXTRA_RUNNING_MIN);
  const terminusStop = stops.find((s) => s.stopId === terminus);
  // A diversion may skip no stop and only take longer; skipping stops needs at least one.
  const valid =
    kind === 'shortTurn'
      ? !!terminusStop
      : kind === 'skipStops'
        ? chosen.length > 0
        : extra !== null && (chosen.length > 0 || extra > 0);

  const summary = () => {
    const names = chosen.map(stopLabel).join(', ');
    if (kind === 'shortTurn') return circTexts.text(lang, 'rerouteSummaryShortTurn', { stop: terminusStop ? stopLabel(terminusStop) : '' });
    if (kind === 'divert' && !chosen.length) return circTexts.text(lang, 'rerouteSummaryDivertOnly', { minutes: extra ?? 0 });
    if (kind === 'divert') return circTexts.text(lang, 'rerouteSummaryDivert', { stops: names, minutes: extra ?? 0 });
    return circTexts.text(lang, 'rerouteSummarySkip', { stops: names });
  };
  const submit = (reason: { reasonId: string; comment: string }) =>
    rerouteRun(
      row.id,
      kind === 'shortTurn'
        ? { kind, fromStopId: terminus }
        : { kind, skipStopIds: chosen.map((s) => s.stopId), extraRunningS: kind === 'divert' ? (extra ?? 0) * 60 : null },
      reason,
    );

  return (
    <MeasureDialog
      row={row}
      lang={lang}
      title={circTexts.text(lang, 'rerouteTitle', { train: row.trainNumber })}
      actionLabel={`${runLabels.label(lang, 'measure', 'reroute')} (${runLabels.label(lang, 'reroute', kind)})`}
      valid={valid}
      summary={summary}
      submit={submit}
      onClose={onClose}
      onDone={onDone}
      preview={preview}
      draft={
        kind === 'shortTurn'
          ? { type: 'reroute', rerouteKind: kind, fromStopId: terminus }
          : { type: 'reroute', rerouteKind: kind, skipStopIds: chosen.map((s) => s.stopId), extraRunningS: kind === 'divert' ? (extra ?? 0) * 60 : null }
      }
    >
      {(showErrors) => (
        <>
          <FormControl>
            <FormLabel id="reroute-kind-label">{circTexts.text(lang, 'rerouteKind')}</FormLabel>
            <RadioGroup row aria-labelledby="reroute-kind-label" value={kind} onChange={(e) => setKind(e.target.value as RerouteKind)}>
              {KINDS.map((k) => (
                <FormControlLabel key={k} value={k} control={<Radio size="small" />} label={runLabels.label(lang, 'reroute', k)} />
              ))}
            </RadioGroup>
          </FormControl>
          {detail.loading && <QueryLoadingBar />}
          {!detail.loading && kind === 'shortTurn' && (
            <StopSelect
              id="reroute-terminus"
              label={circTexts.text(lang, 'shortTurnStop')}
              stops={stops}
              value={terminus}
              onChange={setTerminus}
              lang={lang}
              error={showErrors && !terminusStop}
            />
          )}
          {!detail.loading && kind !== 'shortTurn' && (
            <StopChecklist
              label={circTexts.text(lang, 'skipStops')}
              stops={stops}
              value={skip}
              onChange={setSkip}
              lang={lang}
              error={showErrors && kind === 'skipStops' && chosen.length === 0}
            />
          )}
          {kind === 'divert' && (
            <PlainTextField
              size="small"
              label={circTexts.text(lang, 'extraRunning')}
              value={extraText}
              onChange={(e) => setExtraText(e.target.value)}
              error={showErrors && extra === null}
              helperText={showErrors && extra === null ? circTexts.text(lang, 'extraRunningInvalid') : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
          )}
        </>
      )}
    </MeasureDialog>
  );
}
