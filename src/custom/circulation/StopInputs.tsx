/** Choosing stops of a run in the measure dialogs: one stop (select) or several (checkboxes). */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, InputLabel, MenuItem } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import type { RunStop } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock } from '../../ui/format';
import { circTexts } from './messages';

/** "Durlach 14:32" with the planned departure (or arrival) at the stop. */
export function stopLabel(stop: RunStop): string {
  const time = formatClock(stop.plannedDeparture ?? stop.plannedArrival);
  return time ? `${stop.name} ${time}` : stop.name;
}

export function StopSelect({ id, label, stops, value, onChange, lang, error }: {
  id: string;
  label: string;
  stops: RunStop[];
  value: string;
  onChange: (stopId: string) => void;
  lang: Lang;
  error: boolean;
}) {
  return (
    <FormControl size="small" fullWidth required error={error} disabled={!stops.length}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <LazySelect labelId={`${id}-label`} id={id} value={value} label={label} onChange={(e) => onChange(e.target.value)}>
        {stops.map((s) => (
          <MenuItem key={s.stopId} value={s.stopId}>
            {stopLabel(s)}
          </MenuItem>
        ))}
      </LazySelect>
      {!stops.length && <FormHelperText>{circTexts.text(lang, 'noStops')}</FormHelperText>}
      {stops.length > 0 && error && <FormHelperText>{circTexts.text(lang, 'stopRequired')}</FormHelperText>}
    </FormControl>
  );
}

export function StopChecklist({ label, stops, value, onChange, lang, error }: {
  label: string;
  stops: RunStop[];
  value: string[];
  onChange: (stopIds: string[]) => void;
  lang: Lang;
  error: boolean;
}) {
  const toggle = (stopId: string, on: boolean) =>
    onChange(on ? [...value, stopId] : value.filter((v) => v !== stopId));
  return (
    <FormControl component="fieldset" error={error} variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup sx={{ maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {stops.map((s) => (
          <FormControlLabel
            key={s.stopId}
            control={<Checkbox size="small" checked={value.includes(s.stopId)} onChange={(e) => toggle(s.stopId, e.target.checked)} />}
            label={stopLabel(s)}
          />
        ))}
      </FormGroup>
      {!stops.length && <FormHelperText>{circTexts.text(lang, 'noStops')}</FormHelperText>}
      {stops.length > 0 && error && <FormHelperText>{circTexts.text(lang, 'skipStopsRequired')}</FormHelperText>}
    </FormControl>
  );
}
