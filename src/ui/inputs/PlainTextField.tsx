/**
 * A text field as MUI's TextField draws it with the app's theme (filled, small, full width:
 * MuiTextField's default props in src/brands/default.ts), composed of FormControl, InputLabel,
 * FilledInput and FormHelperText only. MUI's TextField imports Select (with NativeSelect) and the
 * other two variants (Input, OutlinedInput) as well, about 6 KB gzip that every page with a text
 * field loaded without using it (issue 15; src/ui/table/PageSizeSelect.tsx replaces MUI's Select
 * for the same reason). For a choice: SelectField, or LazySelect in a FormControl (./SelectField.tsx,
 * ./LazySelect.tsx).
 *
 * The same markup and wiring as TextField: the label names the input (htmlFor and `${id}-label`),
 * the helper text describes it (aria-describedby `${id}-helper-text`), required adds the asterisk
 * and the input's required attribute, error marks label, input and helper text (aria-invalid).
 * It takes the props the pages use, with TextField's names, and the parameters an Autocomplete's
 * renderInput gets (`<PlainTextField {...params} />`).
 */
import { useId, type ChangeEventHandler, type FocusEventHandler, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import FilledInput, { type FilledInputProps } from '@mui/material/FilledInput';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import type { SxProps, Theme } from '@mui/material/styles';

export interface PlainTextFieldProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value?: string | number;
  defaultValue?: string | number;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** Default from the theme (MuiTextField), as with TextField. */
  size?: 'small' | 'medium';
  /** Default from the theme (MuiTextField), as with TextField. */
  fullWidth?: boolean;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  helperText?: ReactNode;
  placeholder?: string;
  type?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  className?: string;
  title?: string;
  sx?: SxProps<Theme>;
  slotProps?: {
    /** Attributes of the input element (TextField's slotProps.htmlInput). */
    htmlInput?: InputBaseComponentProps;
    /** Props of the input root (TextField's slotProps.input): adornments, readOnly, ref, className. */
    input?: Partial<FilledInputProps>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

export function PlainTextField(inProps: PlainTextFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    id: idProp, name, label, value, defaultValue, onChange, onBlur, onFocus, onKeyDown, size, fullWidth = false,
    required = false, error = false, disabled = false, autoFocus = false, autoComplete, helperText, placeholder, type,
    multiline = false, rows, minRows, maxRows, inputRef, className, title, sx, slotProps = {},
  } = props;
  const ownId = useId();
  const id = idProp ?? ownId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl
      variant="filled"
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      size={size}
      fullWidth={fullWidth}
      required={required}
      error={error}
      disabled={disabled}
      title={title}
      onKeyDown={onKeyDown}
      sx={sx}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <FilledInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
