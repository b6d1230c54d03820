import { MenuItem } from '@mui/material';
import { SelectField } from '../../ui/inputs/SelectField';
import type { Option } from './selectionOptions';

/** A single choice with an empty entry ("–"); a value no longer offered is still shown by its id. */
export function FormSelect({ id, label, options, value, onChange, readOnly, error, helperText, required, emptyLabel }: {
  id: string;
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  error?: string | null;
  helperText?: string | null;
  required?: boolean;
  emptyLabel: string | null;
}) {
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <SelectField
      size="small"
      id={id}
      label={label}
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? helperText ?? undefined}
      readOnly={readOnly}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
    >
      {emptyLabel !== null && <MenuItem value=""><em>{emptyLabel}</em></MenuItem>}
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>
      ))}
    </SelectField>
  );
}
