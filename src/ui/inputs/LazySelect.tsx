/**
 * MUI's Select, with its code (Select, NativeSelect and the Input and OutlinedInput variants it
 * imports, about 7 KB gzip) fetched at the user's first interaction with the page, or when the
 * pointer or the focus reaches the field, whichever comes first; not with the screen (issue 15).
 * For the filter fields a page shows at once. Until then a stand-in shows the field as the Select
 * draws it with the app's theme (filled): a FilledInput whose input is a read-only combobox with
 * the same label, value and arrow. Once the code is there the Select takes its place with the
 * same props; a field that had the focus keeps it, and one that was pressed opens its list. Use it
 * as Select is used, inside a FormControl with an InputLabel. Its options may be SelectOption
 * (below) instead of MenuItem: MUI's MenuItem then comes with the Select's code too.
 */
import { Children, isValidElement, startTransition, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ComponentType, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FilledInput from '@mui/material/FilledInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { SelectProps } from '@mui/material/Select';
import type { MenuItemProps } from '@mui/material/MenuItem';
import { interactionCode } from '../interactionCode';

type AnySelect = ComponentType<SelectProps<unknown>>;
type AnyMenuItem = ComponentType<MenuItemProps>;
interface SelectCode {
  Select: AnySelect;
  MenuItem: AnyMenuItem;
}
const selectCode = interactionCode<SelectCode>(
  () =>
    Promise.all([import('@mui/material/Select'), import('@mui/material/MenuItem')]).then(([s, m]) => ({
      Select: s.default as unknown as AnySelect,
      MenuItem: m.default as unknown as AnyMenuItem,
    })),
  'the select',
);

/**
 * An option of a LazySelect: MUI's MenuItem, whose code comes with the Select's. The Select draws
 * its options only once its code is there (the stand-in reads their value and text from the
 * props), so this renders nothing before.
 */
export function SelectOption(props: MenuItemProps & { value?: unknown }) {
  const code = selectCode.value();
  return code ? <code.MenuItem {...props} /> : null;
}

function isFilled(value: unknown): boolean {
  return value != null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** What the Select shows as its value: renderValue's, or the chosen MenuItems' content (several joined by commas). */
function displayOf<Value>(props: SelectProps<Value>): ReactNode {
  const { value, multiple, renderValue, displayEmpty, children } = props;
  if (!isFilled(value) && !displayEmpty) return null;
  if (renderValue) return renderValue(value as Value);
  const chosen: ReactNode[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child)) return;
    const v = child.props.value;
    if (multiple ? Array.isArray(value) && value.includes(v) : v === value) chosen.push(child.props.children);
  });
  return chosen.flatMap((c, i) => (i === 0 ? [c] : [', ', c]));
}

/**
 * What the stand-in hands InputBase as its input element, as MUI's SelectInput does: InputBase
 * reads `value` when the field mounts to tell the FormControl whether it is filled (the label
 * shrinks), and focuses it on a click.
 */
interface DisplayHandle {
  node: HTMLDivElement | null;
  value: unknown;
  focus: () => void;
}

interface DisplayProps {
  ref?: Ref<DisplayHandle>;
  value?: unknown;
  className?: string;
  display?: ReactNode;
  labelId?: string;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** The Select's display element, without its list: the input component of the stand-in's FilledInput. */
function StandInDisplay({ ref, value, className, display, labelId, onFocus, onBlur, disabled, readOnly, required, ...aria }: DisplayProps) {
  const node = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ node: node.current, value, focus: () => node.current?.focus() }), [value]);
  const empty = display == null || display === '' || (Array.isArray(display) && display.length === 0);
  return (
    <>
      <div
        ref={node}
        className={`${className ?? ''} MuiSelect-select MuiSelect-filled`}
        role="combobox"
        tabIndex={disabled ? undefined : 0}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-disabled={disabled ? 'true' : undefined}
        aria-readonly={readOnly ? 'true' : undefined}
        aria-required={required ? 'true' : undefined}
        aria-labelledby={labelId}
        aria-invalid={aria['aria-invalid'] === true || aria['aria-invalid'] === 'true' ? 'true' : undefined}
        aria-describedby={aria['aria-describedby']}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {empty ? <span className="notranslate" aria-hidden>{'\u200b'}</span> : display}
      </div>
      <ArrowDropDownIcon className="MuiSelect-icon MuiSelect-iconFilled" />
    </>
  );
}

/** MUI's Select layout rules for the display element and the arrow (filled variant). */
const standInSx = {
  '& .MuiSelect-select.MuiSelect-select': {
    paddingRight: '32px', height: 'auto', minHeight: '1.4375em', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden',
    cursor: 'pointer', userSelect: 'none', borderRadius: 0,
  },
  '&.Mui-disabled .MuiSelect-select': { cursor: 'default' },
  '& .MuiSelect-icon': { position: 'absolute', right: 7, top: 'calc(50% - .5em)', pointerEvents: 'none', color: 'action.active' },
  '&.Mui-disabled .MuiSelect-icon': { color: 'action.disabled' },
} as const;

export function LazySelect<Value = unknown>(props: SelectProps<Value>) {
  const [Loaded, setLoaded] = useState(() => selectCode.value()?.Select ?? null);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // A press on the stand-in asked for the list: it opens once the Select is there.
  const pressed = useRef(false);
  const [openOnSwap, setOpenOnSwap] = useState(false);

  useEffect(() => {
    if (Loaded) return undefined;
    const listener = (code: SelectCode) => {
      refocus.current = box.current?.contains(document.activeElement) ?? false;
      const swap = () => {
        setOpenOnSwap(pressed.current);
        setLoaded(() => code.Select);
      };
      // A field the user is on swaps at once; the others at low priority, in slices (LazyTooltip).
      if (refocus.current || pressed.current) swap();
      else startTransition(swap);
    };
    return selectCode.whenLoaded(listener);
  }, [Loaded]);

  useLayoutEffect(() => {
    if (!Loaded || !refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, [Loaded]);

  if (Loaded) {
    const Select = Loaded as unknown as ComponentType<SelectProps<Value>>;
    return (
      <div ref={box} style={{ display: 'contents' }}>
        {/* defaultOpen is read when the Select mounts: it opens the list (and focuses the field) then only. */}
        <Select {...props} {...(openOnSwap ? { defaultOpen: true } : {})} />
      </div>
    );
  }
  const { labelId, value, disabled, readOnly, required, size, fullWidth, className, sx } = props;
  // Only the props given: an explicit `undefined` (size, disabled) would hide the FormControl's
  // value from the input's styles (FilledInput passes its props on as the input's owner state),
  // and a small field would be drawn 8 px taller until the Select takes its place.
  const given = Object.fromEntries(Object.entries({ disabled, readOnly, required, size, fullWidth, className }).filter(([, v]) => v !== undefined));
  return (
    <div ref={box} style={{ display: 'contents' }} onPointerEnter={selectCode.start} onFocusCapture={selectCode.start} onPointerDown={() => (pressed.current = true)}>
      <FilledInput
        value={value}
        {...given}
        sx={[standInSx, ...(Array.isArray(sx) ? sx : [sx])]}
        inputComponent={StandInDisplay as unknown as ComponentType}
        inputProps={{ display: displayOf(props), labelId, 'aria-describedby': props['aria-describedby'] }}
      />
    </div>
  );
}
