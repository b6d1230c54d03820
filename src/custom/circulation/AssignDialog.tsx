import { useState } from 'react';
import { Alert, Checkbox, FormControl, FormControlLabel, FormHelperText, InputLabel, ListItemText, MenuItem, Typography } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import { errorMessage } from '../../ui/errorMessage';
import { assignVehicle } from './api';
import type { ActionDialogProps } from './dialogTypes';
import { circTexts } from './messages';
import { runLabels } from './runLabelTexts';
import { MeasureDialog } from './MeasureDialog';
import { MAX_VEHICLES, assignableVehicles } from './options';
import { useVehicles } from './useReferenceData';

/** Assign one or two vehicles (in service or reserve) to the run or to its circulation from it on. */
export function AssignDialog({ row, lang, onClose, onDone, preview }: ActionDialogProps) {
  const loaded = useVehicles();
  const vehicles = assignableVehicles(loaded.vehicles ?? []);
  const [ids, setIds] = useState<string[]>([]);
  const [whole, setWhole] = useState(false);
  const valid = ids.length >= 1 && ids.length <= MAX_VEHICLES;
  const numbers = () => ids.map((id) => vehicles.find((v) => v.id === id)?.vehicleNumber ?? id).join(' + ');
  const statusText = (status: string) => circTexts.text(lang, status === 'reserve' ? 'vehicleReserve' : 'vehicleInService');

  return (
    <MeasureDialog
      row={row}
      lang={lang}
      title={circTexts.text(lang, 'assignTitle', { train: row.trainNumber })}
      actionLabel={runLabels.label(lang, 'measure', 'assignVehicle')}
      valid={valid}
      summary={() =>
        circTexts.text(lang, 'assignSummary', { vehicles: numbers(), scope: whole ? circTexts.text(lang, 'assignScopeCirculation') : '' })
      }
      submit={(reason) => assignVehicle(row.id, ids, whole, reason)}
      onClose={onClose}
      onDone={onDone}
      preview={preview}
      draft={{ type: 'assignVehicle', vehicleIds: ids, wholeCirculation: whole }}
    >
      {(showErrors) => (
        <>
          {row.vehicleNumbers.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {circTexts.text(lang, 'currentVehicles', { vehicles: row.vehicleNumbers.join(' + ') })}
            </Typography>
          )}
          {loaded.error ? (
            <Alert severity="error">{circTexts.text(lang, 'vehiclesFailed', { error: errorMessage(loaded.error) ?? '' })}</Alert>
          ) : null}
          <FormControl size="small" fullWidth required error={showErrors && !valid}>
            <InputLabel id="assign-vehicles-label">{circTexts.text(lang, 'vehicles')}</InputLabel>
            <LazySelect<string[]>
              labelId="assign-vehicles-label"
              id="assign-vehicles"
              multiple
              value={ids}
              label={circTexts.text(lang, 'vehicles')}
              onChange={(e) => {
                const v = e.target.value;
                // Keep the order of choosing: it is the coupling order.
                setIds((typeof v === 'string' ? v.split(',') : v).slice(0, MAX_VEHICLES));
              }}
              renderValue={() => numbers()}
            >
              {vehicles.map((v) => (
                <MenuItem key={v.id} value={v.id} dense disabled={!ids.includes(v.id) && ids.length >= MAX_VEHICLES}>
                  <Checkbox size="small" checked={ids.includes(v.id)} sx={{ p: 0.5 }} />
                  <ListItemText primary={v.vehicleNumber} secondary={[v.series, statusText(v.status)].filter(Boolean).join(' · ')} />
                </MenuItem>
              ))}
            </LazySelect>
            {showErrors && !valid && <FormHelperText>{circTexts.text(lang, 'vehiclesRequired')}</FormHelperText>}
          </FormControl>
          {row.circulationId && (
            <FormControlLabel
              control={<Checkbox size="small" checked={whole} onChange={(e) => setWhole(e.target.checked)} />}
              label={circTexts.text(lang, 'wholeCirculation')}
            />
          )}
        </>
      )}
    </MeasureDialog>
  );
}
