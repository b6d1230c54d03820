/**
 * Stands in for MUI's `@mui/material/locale/utils/buildFormatNumber` (vite.config.ts,
 * muiLocaleNumbersOnUse). MUI's locales build their number formatter when their module is
 * evaluated, and a page's first `Intl.NumberFormat` costs 17–45 ms in Chromium (V8 collects the
 * locales it can format first): that landed in the screens' theme's evaluation, on every screen,
 * whether it shows a number or not (issue 15). Here the formatter is the app's cached one, built
 * when MUI first formats a number (the table pagination's "1–25 von 120").
 */
import { numberFormat } from './intlCache';

export default function buildFormatNumber(locale: string): (value: number) => string {
  return (value) => (Number.isFinite(value) ? numberFormat(locale).format(value) : String(value));
}
