/** Multi-select of a line attribute (network or product) for the map's filters; empty = all. */
import { FormControl, InputLabel } from '@mui/material';
import { CheckMark } from '../../ui/inputs/CheckMark';
import { LazySelect, SelectOption } from '../../ui/inputs/LazySelect';

export function LineAttributeFilter({ id, label, allLabel, values, value, onChange, optionLabel }: {
  id: string;
  label: string;
  allLabel: string;
  values: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  optionLabel?: (v: string) => string;
}) {
  const text = optionLabel ?? ((v: string) => v);
  return (
    <FormControl size="small" sx={{ width: 170 }}>
      <InputLabel id={`${id}-label`} shrink>{label}</InputLabel>
      <LazySelect<string[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        displayEmpty
        value={value as string[]}
        label={label}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(v) => (v.length ? v.map(text).join(', ') : allLabel)}
      >
        {values.map((v) => (
          <SelectOption key={v} value={v} dense>
            <CheckMark checked={value.includes(v)} />
            {text(v)}
          </SelectOption>
        ))}
      </LazySelect>
    </FormControl>
  );
}
