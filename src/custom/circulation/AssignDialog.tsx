import { useState } from 'react';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import { errorMessage } from '../../ui/errorMessage';
import { assignVehicle, fetchVehicles } from './api';
import type { ActionDialogProps } from './dialogTypes';
import { MEASURE_LABELS, circText } from './messages';
import { MeasureDialog } from './MeasureDialog';
import { MAX_VEHICLES, assignableVehicles } from './options';
import { useLoad } from './useLoad';

/** Assign one or two vehicles (in service or reserve) to the run or to its circulation from it on. */
export function AssignDialog({ row, lang, onClose, onDone }: ActionDialogProps) {
  const loaded = useLoad(fetchVehicles);
  const vehicles = assignableVehicles(loaded.data ?? []);
  const [ids, setIds] = useState<string[]>([]);
  const [whole, setWhole] = useState(false);
  const valid = ids.length >= 1 && ids.length <= MAX_VEHICLES;
  const numbers = () => ids.map((id) => vehicles.find((v) => v.id === id)?.vehicleNumber ?? id).join(' + ');
  const statusText = (status: string) => circText(lang, status === 'reserve' ? 'vehicleReserve' : 'vehicleInService');

  return (
    <MeasureDialog
      row={row}
      lang={lang}
      title={circText(lang, 'assignTitle', { train: row.trainNumber })}
      actionLabel={MEASURE_LABELS[lang].assignVehicle}
      valid={valid}
      summary={() =>
        circText(lang, 'assignSummary', { vehicles: numbers(), scope: whole ? circText(lang, 'assignScopeCirculation') : '' })
      }
      submit={(reason) => assignVehicle(row.id, ids, whole, reason)}
      onClose={onClose}
      onDone={onDone}
    >
      {(showErrors) => (
        <>
          {row.vehicleNumbers.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {circText(lang, 'currentVehicles', { vehicles: row.vehicleNumbers.join(' + ') })}
            </Typography>
          )}
          {loaded.error ? (
            <Alert severity="error">{circText(lang, 'vehiclesFailed', { error: errorMessage(loaded.error) ?? '' })}</Alert>
          ) : null}
          <FormControl size="small" fullWidth required error={showErrors && !valid}>
            <InputLabel id="assign-vehicles-label">{circText(lang, 'vehicles')}</InputLabel>
            <Select<string[]>
              labelId="assign-vehicles-label"
              id="assign-vehicles"
              multiple
              value={ids}
              label={circText(lang, 'vehicles')}
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
            </Select>
            {showErrors && !valid && <FormHelperText>{circText(lang, 'vehiclesRequired')}</FormHelperText>}
          </FormControl>
          {row.circulationId && (
            <FormControlLabel
              control={<Checkbox size="small" checked={whole} onChange={(e) => setWhole(e.target.checked)} />}
              label={circText(lang, 'wholeCirculation')}
            />
          )}
        </>
      )}
    </MeasureDialog>
  );
}
