import { useState } from 'react';
import { TextField } from '@mui/material';
import { delayRun } from './api';
import type { ActionDialogProps } from './dialogTypes';
import { MEASURE_LABELS, circText } from './messages';
import { MeasureDialog } from './MeasureDialog';
import { MAX_DELAY_MIN, parseMinutes } from './minutes';

/** Enter an expected delay (minutes); the forecasts of the stops ahead move by it. */
export function DelayDialog({ row, lang, onClose, onDone }: ActionDialogProps) {
  const [text, setText] = useState('');
  const minutes = parseMinutes(text, 0, MAX_DELAY_MIN);
  return (
    <MeasureDialog
      row={row}
      lang={lang}
      title={circText(lang, 'delayTitle', { train: row.trainNumber })}
      actionLabel={MEASURE_LABELS[lang].delay}
      valid={minutes !== null}
      summary={() => circText(lang, 'delaySummary', { minutes: minutes ?? '' })}
      submit={(reason) => delayRun(row.id, (minutes ?? 0) * 60, reason)}
      onClose={onClose}
      onDone={onDone}
    >
      {(showErrors) => (
        <TextField
          size="small"
          required
          autoFocus
          label={circText(lang, 'delayMinutes')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={showErrors && minutes === null}
          helperText={showErrors && minutes === null ? circText(lang, 'delayInvalid') : circText(lang, 'delayHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      )}
    </MeasureDialog>
  );
}
