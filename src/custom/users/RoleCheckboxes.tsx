/** The four application roles as checkboxes (labels from the declaration). */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { usePageText } from '../../providers/i18n/usePageText';
import type { AppRole } from './identityStatus';
import { userTexts } from './messages';
import { roleOptions } from './roleOptions';

export function RoleCheckboxes({ decl, value, onChange, error }: { decl: ResourceDeclaration | null; value: AppRole[]; onChange: (roles: AppRole[]) => void; error?: string }) {
  const { t, lang } = usePageText(userTexts);
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{t('roles')}</FormLabel>
      <FormGroup row>
        {roleOptions(decl, lang).map(({ value: role, label }) => (
          <FormControlLabel
            key={role}
            label={label}
            control={
              <Checkbox
                checked={value.includes(role)}
                onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
