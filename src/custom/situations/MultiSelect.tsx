import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import type { Option } from './selectionOptions';

/** A compact multiple choice with checkboxes (filters); the chosen labels are the field's value. */
export function MultiSelect({ id, label, options, value, onChange, width = 180 }: {
  id: string;
  label: string;
  options: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
  width?: number;
}) {
  const byValue = new Map(options.map((o) => [o.value, o.label]));
  return (
    <FormControl size="small" fullWidth={false} sx={{ width }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <LazySelect<string[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={value}
        label={label}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(ids) => ids.map((v) => byValue.get(v) ?? v).join(', ')}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value} dense>
            <Checkbox size="small" checked={value.includes(o.value)} sx={{ p: 0.5 }} />
            <ListItemText primary={o.label} />
          </MenuItem>
        ))}
      </LazySelect>
    </FormControl>
  );
}
