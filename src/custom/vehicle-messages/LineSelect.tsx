/** The line whose vehicles all get the message (loaded by LazyLineSelect). */
import { FormControl, FormHelperText, InputLabel, ListItemText, MenuItem } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import { usePageText } from '../../providers/i18n/usePageText';
import type { LineTarget } from '../../shared/vehicle-messages/types';
import { LineChip } from './LineChip';
import { vmTexts } from './messages';

export interface LineSelectProps {
  lines: readonly LineTarget[];
  value: string | null;
  /** Shows the "missing" error. */
  missing: boolean;
  onChange: (lineId: string | null) => void;
}

export function LineSelect({ lines, value, missing, onChange }: LineSelectProps) {
  const { t } = usePageText(vmTexts);
  return (
    <FormControl size="small" required error={missing}>
      <InputLabel id="vm-line-label">{t('line')}</InputLabel>
      <LazySelect<string>
        labelId="vm-line-label"
        id="vm-line"
        label={t('line')}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        {lines.map((l) => (
          <MenuItem key={l.lineId} value={l.lineId} disabled={l.vehicleCount === 0}>
            <LineChip v={l} />
            <ListItemText primary={t('lineVehicles', { count: l.vehicleCount })} />
          </MenuItem>
        ))}
      </LazySelect>
      <FormHelperText>{missing ? t('missingTargets') : ' '}</FormHelperText>
    </FormControl>
  );
}
