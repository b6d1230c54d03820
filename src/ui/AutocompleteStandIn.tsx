/**
 * What LazyAutocomplete shows until MUI's Autocomplete is loaded: the caller's renderInput with
 * the parameters the Autocomplete would give it, read-only, and the Autocomplete's layout rules
 * (MUI v7's AutocompleteRoot, the part that places the input, the chips and the popup icon), so
 * that the field does not move when the Autocomplete takes its place.
 */
import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { AutocompleteProps, AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import './autocompleteStandIn.css';

/** MUI's Cancel icon, the Chip's delete icon. */
const CANCEL = 'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z';

/** A chosen option as the Autocomplete shows it: MUI's Chip with its delete icon, as a picture (autocompleteStandIn.css). */
function StandInChip({ label, small, className }: { label: string; small: boolean; className: string }) {
  return (
    <span className={`ac-chip${small ? ' ac-small' : ''} ${className}`}>
      <span className="ac-chip-label">{label}</span>
      <svg className="ac-chip-delete" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d={CANCEL} /></svg>
    </span>
  );
}

/**
 * MUI's AutocompleteRoot layout rules. The input leaves room on the right for the popup icon and
 * the clear icon (26 px each, the clear icon's space kept whenever there is a value, though it
 * shows only on hover or focus) plus 4 px, plus 9 px for filled and outlined fields.
 */
const rootSx = (icons: number, small: boolean): SxProps<Theme> => ({
  '& .MuiAutocomplete-tag': small ? { margin: '2px', maxWidth: 'calc(100% - 4px)' } : { margin: '3px', maxWidth: 'calc(100% - 6px)' },
  '& .MuiAutocomplete-inputRoot': {
    flexWrap: 'wrap',
    ...(icons ? { paddingRight: `${26 * icons + 4}px` } : {}),
    '& .MuiAutocomplete-input': { width: 0, minWidth: 30, flexGrow: 1, textOverflow: 'ellipsis' },
  },
  '& .MuiInput-root': { paddingBottom: '1px', '& .MuiInput-input': { padding: '4px 4px 4px 0px' } },
  '& .MuiInput-root.MuiInputBase-sizeSmall .MuiInput-input': { padding: '2px 4px 3px 0' },
  '& .MuiOutlinedInput-root': {
    padding: '9px',
    ...(icons ? { paddingRight: `${26 * icons + 13}px` } : {}),
    '& .MuiAutocomplete-input': { padding: '7.5px 4px 7.5px 5px' },
  },
  '& .MuiOutlinedInput-root.MuiInputBase-sizeSmall': {
    paddingTop: '6px', paddingBottom: '6px', paddingLeft: '6px',
    '& .MuiAutocomplete-input': { padding: '2.5px 4px 2.5px 8px' },
  },
  '& .MuiFilledInput-root': {
    paddingTop: '19px', paddingLeft: '8px',
    ...(icons ? { paddingRight: `${26 * icons + 13}px` } : {}),
    '& .MuiFilledInput-input': { padding: '7px 4px' },
  },
  '& .MuiFilledInput-root.MuiInputBase-sizeSmall': { paddingBottom: '1px', '& .MuiFilledInput-input': { padding: '2.5px 4px' } },
  '& .MuiAutocomplete-endAdornment': { position: 'absolute', right: '9px', top: '50%', transform: 'translate(0, -50%)', display: 'flex' },
  '& .MuiInput-root .MuiAutocomplete-endAdornment': { right: 0 },
});

function defaultLabel(option: unknown): string {
  if (typeof option === 'string') return option;
  const label = (option as { label?: unknown } | null)?.label;
  return typeof label === 'string' ? label : String(option ?? '');
}

export interface StandInProps<T> {
  /** The props given to LazyAutocomplete, as the Autocomplete would get them. */
  props: AutocompleteProps<T, boolean | undefined, boolean | undefined, boolean | undefined>;
  id: string;
  boxRef: Ref<HTMLDivElement>;
  /** The user is about to use the field (pointer over it, focus in it). */
  onApproach: () => void;
  onPress: () => void;
}

export function AutocompleteStandIn<T>({ props, id, boxRef, onApproach, onPress }: StandInProps<T>) {
  const label = (props.getOptionLabel ?? defaultLabel) as (option: T | string) => string;
  const value: unknown = props.value ?? props.defaultValue;
  const small = props.size === 'small';
  // Several chosen options show as chips in front of the input, as the Autocomplete shows them.
  let chips: ReactNode = undefined;
  if (props.multiple && Array.isArray(value) && value.length > 0) {
    const itemProps = ({ index }: { index: number }) => ({
      key: index, className: 'MuiAutocomplete-tag', disabled: props.disabled ?? false, 'data-item-index': index, tabIndex: -1 as const, onDelete: () => undefined,
    });
    chips = props.renderValue
      ? (props.renderValue as unknown as (v: unknown, get: typeof itemProps, owner: object) => ReactNode)(value, itemProps, {})
      : (value as T[]).map((option, index) => {
          const { key, className } = itemProps({ index });
          return <StandInChip key={key} label={label(option)} small={small} className={className} />;
        });
  }
  const one = value === null || value === undefined || props.multiple ? '' : label(value as T);
  const text = props.inputValue ?? one;
  const popupIcon = props.forcePopupIcon === true || (props.forcePopupIcon !== false && !props.freeSolo);
  // As the Autocomplete decides it (useAutocomplete's `dirty`).
  const dirty = (!!props.freeSolo && text.length > 0) || (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined);
  const clearIcon = !props.disableClearable && !props.disabled && !props.readOnly && dirty;
  const params: AutocompleteRenderInputParams = {
    id,
    disabled: props.disabled ?? false,
    fullWidth: props.fullWidth ?? true,
    size: small ? 'small' : undefined,
    slotProps: {
      inputLabel: { id: `${id}-label` },
      input: {
        ref: () => undefined,
        className: 'MuiAutocomplete-inputRoot',
        startAdornment: chips,
        endAdornment: popupIcon ? (
          <span className="MuiAutocomplete-endAdornment" aria-hidden>
            <ArrowDropDownIcon sx={{ display: 'block', boxSizing: 'content-box', p: '2px', mr: '-2px', color: 'action.active' }} />
          </span>
        ) : undefined,
        onMouseDown: () => undefined,
      },
      htmlInput: {
        id, className: 'MuiAutocomplete-input', value: text, readOnly: true, disabled: props.disabled,
        role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': false, autoComplete: 'off', autoCapitalize: 'none', spellCheck: 'false',
      } as unknown as AutocompleteRenderInputParams['slotProps']['htmlInput'],
    },
  };
  return (
    <Box
      ref={boxRef} onPointerEnter={onApproach} onFocusCapture={onApproach} onPointerDown={onPress}
      className={['MuiAutocomplete-root', props.className].filter(Boolean).join(' ')}
      sx={[rootSx((popupIcon ? 1 : 0) + (clearIcon ? 1 : 0), small), ...(Array.isArray(props.sx) ? props.sx : [props.sx])] as SxProps<Theme>}
    >
      {props.renderInput(params)}
    </Box>
  );
}
