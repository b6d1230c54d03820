/**
 * A single choice drawn as MUI's `<TextField select>` draws it with the app's theme (filled,
 * small, full width), composed of FormControl, InputLabel, Select and FormHelperText: the same
 * markup and wiring (the label names the combobox through labelId, the helper text describes it),
 * without TextField itself, whose module a page with no other TextField (see PlainTextField)
 * would load only for this. The Select's code loads at the first interaction (LazySelect).
 */
import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { SelectChangeEvent, SelectProps } from '@mui/material/Select';
import { LazySelect } from './LazySelect';
import FormHelperText from '@mui/material/FormHelperText';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectFieldProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value: string;
  onChange: (event: SelectChangeEvent) => void;
  /** The options: MenuItems. */
  children: ReactNode;
  /** Default from the theme (MuiTextField), as with TextField. */
  size?: 'small' | 'medium';
  /** Default from the theme (MuiTextField), as with TextField. */
  fullWidth?: boolean;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  MenuProps?: SelectProps['MenuProps'];
  sx?: SxProps<Theme>;
}

export function SelectField(inProps: SelectFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    id: idProp, name, label, value, onChange, children, size, fullWidth = false, required = false, error = false,
    disabled = false, readOnly, helperText, MenuProps, sx,
  } = props;
  const ownId = useId();
  const id = idProp ?? ownId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label != null && label !== '' ? `${id}-label` : undefined;
  return (
    <FormControl
      variant="filled"
      className="MuiTextField-root"
      size={size}
      fullWidth={fullWidth}
      required={required}
      error={error}
      disabled={disabled}
      sx={sx}
    >
      {labelId && (
        <InputLabel id={labelId} component="div">
          {label}
        </InputLabel>
      )}
      <LazySelect<string>
        aria-describedby={helperTextId}
        id={id}
        labelId={labelId}
        name={name}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        MenuProps={MenuProps}
        fullWidth={fullWidth}
      >
        {children}
      </LazySelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
