import { Alert, FormControl, FormHelperText, InputLabel, MenuItem } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import { PlainTextField } from '../../ui/inputs';
import type { Lang } from '../../shared/resource/types';
import { errorMessage } from '../../ui/errorMessage';
import { circTexts } from './messages';
import type { Option } from './options';

export interface ReasonValue {
  reasonId: string;
  comment: string;
}

/** Reason (one of the active disruption causes) and comment of a measure. */
export function ReasonFields({ value, onChange, lang, showErrors, options, loadError }: {
  value: ReasonValue;
  onChange: (v: ReasonValue) => void;
  lang: Lang;
  showErrors: boolean;
  /** null while loading. */
  options: Option[] | null;
  loadError: unknown;
}) {
  const missing = showErrors && !value.reasonId;
  return (
    <>
      {loadError ? (
        <Alert severity="error">{circTexts.text(lang, 'reasonsFailed', { error: errorMessage(loadError) ?? '' })}</Alert>
      ) : null}
      {options && options.length === 0 && <Alert severity="warning">{circTexts.text(lang, 'noReasons')}</Alert>}
      <FormControl size="small" fullWidth required error={missing}>
        <InputLabel id="measure-reason-label">{circTexts.text(lang, 'reason')}</InputLabel>
        <LazySelect
          labelId="measure-reason-label"
          id="measure-reason"
          value={value.reasonId}
          label={circTexts.text(lang, 'reason')}
          onChange={(e) => onChange({ ...value, reasonId: e.target.value })}
        >
          {(options ?? []).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </LazySelect>
        {missing && <FormHelperText>{circTexts.text(lang, 'reasonRequired')}</FormHelperText>}
      </FormControl>
      <PlainTextField
        size="small"
        fullWidth
        multiline
        minRows={2}
        label={circTexts.text(lang, 'comment')}
        value={value.comment}
        onChange={(e) => onChange({ ...value, comment: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </>
  );
}
