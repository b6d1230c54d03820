import { useState } from 'react';

import { delayRun } from './api';
import type { ActionDialogProps } from './dialogTypes';
import { circTexts } from './messages';
import { runLabels } from './runLabelTexts';
import { MeasureDialog } from './MeasureDialog';
import { MAX_DELAY_MIN, parseMinutes } from './minutes';
import { PlainTextField } from '../../ui/inputs';

/** Enter an expected delay (minutes); the forecasts of the stops ahead move by it. */
export function DelayDialog({ row, lang, onClose, onDone, preview }: ActionDialogProps) {
  const [text, setText] = useState('');
  const minutes = parseMinutes(text, 0, MAX_DELAY_MIN);
  return (
    <MeasureDialog
      row={row}
      lang={lang}
      title={circTexts.text(lang, 'delayTitle', { train: row.trainNumber })}
      actionLabel={runLabels.label(lang, 'measure', 'delay')}
      valid={minutes !== null}
      summary={() => circTexts.text(lang, 'delaySummary', { minutes: minutes ?? '' })}
      submit={(reason) => delayRun(row.id, (minutes ?? 0) * 60, reason)}
      onClose={onClose}
      onDone={onDone}
      preview={preview}
      draft={{ type: 'delay', delayS: (minutes ?? 0) * 60 }}
    >
      {(showErrors) => (
        <PlainTextField
          size="small"
          required
          autoFocus
          label={circTexts.text(lang, 'delayMinutes')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={showErrors && minutes === null}
          helperText={showErrors && minutes === null ? circTexts.text(lang, 'delayInvalid') : circTexts.text(lang, 'delayHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      )}
    </MeasureDialog>
  );
}
