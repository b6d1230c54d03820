/**
 * Date pickers in the current language (date-fns locale) limited to 1900-01-01..2099-12-31.
 * The pickers' texts come from datePickerConfig.ts (pickerTexts).
 * Only screens that use pickers load this module (it pulls in @mui/x-date-pickers).
 */
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { useAppLang } from '../providers/i18n/useAppLang';
import { dateFnsLocale, pickerLimits, pickerTexts } from './datePickerConfig';

export function PickersLocalizationProvider({ children }: { children: ReactNode }) {
  const lang = useAppLang();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(lang)} localeText={pickerTexts(lang)}>
      {children}
    </LocalizationProvider>
  );
}

/** MUI DatePicker with the app's limits and locale (own LocalizationProvider included). */
export function AppDatePicker(props: DatePickerProps) {
  return (
    <PickersLocalizationProvider>
      <DatePicker {...pickerLimits} {...props} />
    </PickersLocalizationProvider>
  );
}
