import { useState } from 'react';

import { QueryLoadingBar } from '../../ui/states';
import { changePlatform } from './api';
import type { ActionDialogProps } from './dialogTypes';
import { circTexts } from './messages';
import { runLabels } from './runLabelTexts';
import { MeasureDialog } from './MeasureDialog';
import { MAX_PLATFORM, platformStops, validPlatform } from './platform';
import { StopSelect, stopLabel } from './StopInputs';
import { useRunDetail } from './useRunDetail';
import { PlainTextField } from '../../ui/inputs';

/** Another platform at one stop of the run (issue 14): departure boards and displays show the change. */
export function PlatformDialog({ row, lang, onClose, onDone, preset }: ActionDialogProps) {
  const detail = useRunDetail(row.id);
  const stops = platformStops(detail.run?.stops ?? []);
  const [chosen, setChosen] = useState(preset?.stopId ?? '');
  // Before the user picks, the first stop still ahead (the one a dispatcher changes most often).
  const stopId = chosen || stops[0]?.stopId || '';
  const stop = stops.find((s) => s.stopId === stopId) ?? null;
  const [text, setText] = useState('');
  const platform = validPlatform(text, stop?.platform);
  const valid = stop !== null && platform !== null;
  return (
    <MeasureDialog
      row={row}
      lang={lang}
      title={circTexts.text(lang, 'platformTitle', { train: row.trainNumber })}
      actionLabel={runLabels.label(lang, 'measure', 'platformChange')}
      valid={valid}
      summary={() => circTexts.text(lang, 'platformSummary', { stop: stop ? stopLabel(stop) : '', platform: platform ?? '' })}
      submit={(reason) => changePlatform(row.id, stopId, platform ?? '', reason)}
      onClose={onClose}
      onDone={onDone}
    >
      {(showErrors) => (
        <>
          {detail.loading && <QueryLoadingBar />}
          {!detail.loading && (
            <StopSelect
              id="platform-stop"
              label={circTexts.text(lang, 'platformStop')}
              stops={stops}
              value={stopId}
              onChange={setChosen}
              lang={lang}
              error={showErrors && !stop}
            />
          )}
          <PlainTextField
            size="small"
            required
            autoFocus
            label={circTexts.text(lang, 'platformNew')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={showErrors && platform === null}
            helperText={showErrors && platform === null
              ? circTexts.text(lang, 'platformInvalid')
              : stop?.platform
                ? circTexts.text(lang, 'platformHelp', { platform: stop.platform })
                : circTexts.text(lang, 'platformHelpUnknown')}
            slotProps={{ htmlInput: { maxLength: MAX_PLATFORM } }}
          />
        </>
      )}
    </MeasureDialog>
  );
}
