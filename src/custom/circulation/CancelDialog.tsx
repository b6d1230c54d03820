import { useState } from 'react';
import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { QueryLoadingBar } from '../../ui/states';
import { cancelRun } from './api';
import { circTexts } from './messages';
import { runLabels } from './runLabelTexts';
import { MeasureDialog } from './MeasureDialog';
import { selectableStops } from './options';
import { StopSelect, stopLabel } from './StopInputs';
import type { ActionDialogProps } from './dialogTypes';
import { useRunDetail } from './useRunDetail';

/** Cancel the whole run or from a stop on. */
export function CancelDialog({ row, lang, onClose, onDone, preview, preset }: ActionDialogProps) {
  const detail = useRunDetail(row.id);
  const [scope, setScope] = useState<'whole' | 'from'>(preset?.cancelScope ?? 'whole');
  const [fromStopId, setFromStopId] = useState(preset?.stopId ?? '');
  const stops = selectableStops(detail.run?.stops ?? []);
  const valid = scope === 'whole' || stops.some((s) => s.stopId === fromStopId);
  const stopName = () => {
    const stop = stops.find((s) => s.stopId === fromStopId);
    return stop ? stopLabel(stop) : '';
  };
  return (
    <MeasureDialog
      row={row}
      lang={lang}
      title={circTexts.text(lang, 'cancelTitle', { train: row.trainNumber })}
      actionLabel={runLabels.label(lang, 'measure', 'cancel')}
      valid={valid}
      summary={() => (scope === 'whole' ? circTexts.text(lang, 'cancelSummaryWhole') : circTexts.text(lang, 'cancelSummaryFrom', { stop: stopName() }))}
      submit={(reason) => cancelRun(row.id, scope === 'whole' ? null : fromStopId, reason)}
      onClose={onClose}
      onDone={onDone}
      preview={preview}
      draft={{ type: 'cancel', fromStopId: scope === 'whole' ? null : fromStopId }}
    >
      {(showErrors) => (
        <>
          <RadioGroup row value={scope} onChange={(e) => setScope(e.target.value as 'whole' | 'from')}>
            <FormControlLabel value="whole" control={<Radio size="small" />} label={circTexts.text(lang, 'cancelWhole')} />
            <FormControlLabel value="from" control={<Radio size="small" />} label={circTexts.text(lang, 'cancelFrom')} />
          </RadioGroup>
          {scope === 'from' && detail.loading && <QueryLoadingBar />}
          {scope === 'from' && !detail.loading && (
            <StopSelect
              id="cancel-from-stop"
              label={circTexts.text(lang, 'cancelFromStop')}
              stops={stops}
              value={fromStopId}
              onChange={setFromStopId}
              lang={lang}
              error={showErrors && !valid}
            />
          )}
        </>
      )}
    </MeasureDialog>
  );
}
