/**
 * A date field whose picker (@mui/x-date-pickers and date-fns, about 52 KB gzip) loads when the
 * user is about to use it: when the pointer reaches the field or the field gets the focus, not with
 * the screen (issue 15). Until then a text field of the same label, size and variant shows the
 * date as the picker would (de 28.11.2026, it 28/11/2026). Once the picker is there it takes the
 * field's place; a field that had the focus keeps it. The app's filled variant only: the stand-in is
 * a PlainTextField (MUI's TextField would bring Select and the other variants to the screen).
 */
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import EventIcon from '@mui/icons-material/Event';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { useAppLang } from '../providers/i18n/useAppLang';
import { formatDay, isoDay } from './format';
import { PlainTextField } from './inputs';
import { keepLoad } from './keptLoad';

type Picker = ComponentType<DatePickerProps>;

// Tried again at the next approach after a failure; the stand-in keeps showing the date meanwhile.
const loadPicker = keepLoad((): Promise<Picker> => import('./DatePickers').then((m) => m.AppDatePicker));

export interface LazyDatePickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** The field's size, as for the picker's text field. */
  size?: 'small' | 'medium';
}

export function LazyDatePicker({ label, value, onChange, size = 'small' }: LazyDatePickerProps) {
  const lang = useAppLang();
  const [Picker, setPicker] = useState<Picker | null>(() => loadPicker.value() ?? null);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  const approach = () => {
    if (Picker) return;
    loadPicker().then(
      (p) => {
        refocus.current = box.current?.contains(document.activeElement) ?? false;
        setPicker(() => p);
      },
      (error: unknown) => console.error('Leitstelle: loading the date picker failed', error),
    );
  };

  useLayoutEffect(() => {
    if (!Picker || !refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLElement>('[role="spinbutton"], input')?.focus();
  }, [Picker]);

  return (
    <div ref={box} onPointerEnter={approach} onFocusCapture={approach}>
      {Picker ? (
        <Picker label={label} value={value} onChange={onChange} slotProps={{ textField: { size, fullWidth: true, variant: 'filled' } }} />
      ) : (
        <PlainTextField
          label={label}
          value={value ? formatDay(isoDay(value), lang) : ''}
          size={size}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <EventIcon color="action" sx={{ mr: '-4px' }} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    </div>
  );
}
