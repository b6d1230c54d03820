import { LazyAutocomplete } from '../../ui/LazyAutocomplete';
import type { Option } from './selectionOptions';
import { PlainTextField } from '../../ui/inputs';

/** Several ids chosen from a searchable list; an id without an option keeps showing as itself. */
export function IdAutocomplete({ id, label, options, value, onChange, readOnly, noOptions, helperText, error }: {
  id: string;
  label: string;
  options: readonly Option[];
  value: string[];
  onChange: (ids: string[]) => void;
  readOnly: boolean;
  noOptions: string;
  helperText?: string;
  error?: string | null;
}) {
  const labels = new Map(options.map((o) => [o.value, o.label]));
  return (
    <LazyAutocomplete<string, true>
      multiple
      size="small"
      id={id}
      options={options.map((o) => o.value)}
      value={value}
      readOnly={readOnly}
      getOptionLabel={(v) => labels.get(v) ?? v}
      onChange={(_e, ids) => onChange(ids)}
      noOptionsText={noOptions}
      renderInput={(params) => <PlainTextField {...params} label={label} error={!!error} helperText={error ?? helperText} />}
    />
  );
}
