/**
 * The shared default theme (MUI createTheme options) every brand merges its overrides over.
 * Constants of specification point 9: error red, Roboto with system fallbacks, headings 600,
 * the breakpoints, the app layers, filled/small/full-width form fields, tooltips, and buttons
 * that show their loading indicator at the start.
 */
import type { ThemeOptions } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { BREAKPOINT_VALUES } from './breakpoints';
import { LAYERS } from './layers';
import './themeAugmentation';

export const ERROR_RED = '#D32F2F';
export const FONT_FAMILY = ['"Roboto"', '-apple-system', '"Segoe UI"', 'Helvetica', 'Arial', 'sans-serif'].join(', ');

const heading = { fontWeight: 600 } as const;

/** Form fields: filled style, small size, full width. */
const fieldDefaults = { variant: 'filled', size: 'small', fullWidth: true } as const;

const muiOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    error: { main: ERROR_RED },
    // Text on coloured backgrounds must reach WCAG AA (4.5:1); MUI's default threshold is 3.
    contrastThreshold: 4.5,
  },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: heading,
    h2: heading,
    h3: heading,
    h4: heading,
    h5: heading,
    h6: heading,
  },
  breakpoints: { values: BREAKPOINT_VALUES },
  // MUI's own layers (modal 1300, snackbar 1400, tooltip 1500, ...) are kept: createTheme
  // merges these keys over its defaults.
  zIndex: { ...LAYERS },
  components: {
    // The app renders only in the browser: media queries (react-admin's sidebar, lists) answer
    // on the first render. With MUI's default (false) a phone first renders the desktop layout,
    // the permanent sidebar with the whole menu, and then renders everything again (issue 15).
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    MuiTextField: { defaultProps: fieldDefaults },
    MuiFormControl: { defaultProps: fieldDefaults },
    // Tooltips appear above their anchor (the sidebar menu places them to the right).
    MuiTooltip: { defaultProps: { placement: 'top', arrow: true } },
    // Buttons show their loading indicator at the start.
    MuiButton: {
      defaultProps: { loadingPosition: 'start' },
      styleOverrides: {
        // Brand colours as text on white do not all reach 4.5:1 (#2196F3 is 3.1:1):
        // text and outlined primary buttons use the darker shade.
        root: ({ theme, ownerState }) =>
          ownerState.color === 'primary' && ownerState.variant !== 'contained'
            ? { color: theme.palette.primary.dark }
            : {},
      },
    },
    MuiLink: {
      styleOverrides: {
        root: ({ theme, ownerState }) =>
          ownerState.color === 'primary' || ownerState.color === undefined
            ? { color: theme.palette.primary.dark }
            : {},
      },
    },
    // react-admin colours a reference field's link text with primary.main (3.1:1 for #2196F3 on
    // white, an axe colour-contrast failure in every list with a reference column): the darker shade.
    RaReferenceField: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { primary: { dark: string } } } }) => ({ '& .RaReferenceField-link>*': { color: theme.palette.primary.dark } }),
      },
    },
    MuiTab: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-selected': { color: theme.palette.primary.dark } }),
      },
    },
  },
};

export const defaultThemeOptions: RaThemeOptions = {
  ...muiOptions,
  // react-admin's sidebar: wide enough for the longer Italian area names.
  sidebar: { width: 264, closedWidth: 55 },
};
