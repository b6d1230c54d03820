import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { BRANDS, BRAND_CODES, brandFor } from '../../../src/brands';
import { BREAKPOINT_VALUES, SPEC_BREAKPOINTS } from '../../../src/brands/breakpoints';
import { deepMerge } from '../../../src/brands/deepMerge';
import { ERROR_RED } from '../../../src/brands/default';
import { LAYERS } from '../../../src/brands/layers';
import { createBrandTheme } from '../../../src/brands/theme';
import { pickerTexts } from '../../../src/ui/datePickerConfig';

describe('brands', () => {
  it('have the primary colours of the specification', () => {
    expect(BRANDS.avg.primary).toBe('#2196F3');
    expect(BRANDS.sag.primary).toBe('#EE0000');
    expect(BRANDS.sws.primary).toBe('#005B99');
    for (const code of BRAND_CODES) {
      const theme = createBrandTheme(BRANDS[code], 'de');
      expect(theme.palette.primary.main).toBe(BRANDS[code].primary);
      expect(theme.palette.error.main).toBe(ERROR_RED);
    }
  });

  it('falls back to avg for unknown codes', () => {
    expect(brandFor('xyz').code).toBe('avg');
    expect(brandFor(undefined).code).toBe('avg');
    expect(brandFor('sws').code).toBe('sws');
  });

  it('shares typography, breakpoints and form defaults', () => {
    const theme = createBrandTheme(BRANDS.sag, 'de');
    expect(theme.typography.fontFamily).toBe('"Roboto", -apple-system, "Segoe UI", Helvetica, Arial, sans-serif');
    for (const h of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) expect(theme.typography[h].fontWeight).toBe(600);
    const values = Object.values(theme.breakpoints.values).filter((v) => v > 0).sort((a, b) => a - b);
    expect(values).toEqual([...SPEC_BREAKPOINTS]);
    expect(theme.breakpoints.values).toMatchObject(BREAKPOINT_VALUES);
    expect(theme.components?.MuiTextField?.defaultProps).toEqual({ variant: 'filled', size: 'small', fullWidth: true });
    expect(theme.components?.MuiFormControl?.defaultProps).toEqual({ variant: 'filled', size: 'small', fullWidth: true });
    expect(theme.components?.MuiButton?.defaultProps).toMatchObject({ loadingPosition: 'start' });
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({ placement: 'top' });
  });

  it('adds the app layers and keeps MUI z-indexes', () => {
    const theme = createBrandTheme(BRANDS.avg, 'de');
    expect(LAYERS).toEqual({ window: 70, windowActive: 71, mapBackdrop: 48, mapControl: 50, mapMarker: 2, bottomList: 3, sidebar: 3 });
    expect(theme.zIndex).toMatchObject({ ...LAYERS, modal: 1300, snackbar: 1400, tooltip: 1500, appBar: 1100, drawer: 1200 });
  });

  it('localises the theme with the language', () => {
    const de = createBrandTheme(BRANDS.avg, 'de');
    const it_ = createBrandTheme(BRANDS.avg, 'it');
    const rowsDe = de.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;
    const rowsIt = it_.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;
    expect(rowsDe).toBe('Zeilen pro Seite:');
    expect(rowsIt).toBe('Righe per pagina:');
  });

  it('gives the date pickers their texts in the language, outside the theme', () => {
    expect(pickerTexts('de').cancelButtonLabel).toBe('Abbrechen');
    expect(pickerTexts('it').cancelButtonLabel).toBe('Annulla');
    // Not in the screens' theme: that one comes with every screen, also those without a picker.
    expect((createBrandTheme(BRANDS.avg, 'de').components as Record<string, unknown>).MuiLocalizationProvider).toBeUndefined();
  });

  it('keeps text contrast of every brand at WCAG AA', () => {
    for (const code of BRAND_CODES) {
      const { palette } = createBrandTheme(BRANDS[code], 'de');
      // Text on the primary colour (app bar, contained buttons).
      expect(getContrastRatio(palette.primary.contrastText, palette.primary.main), code).toBeGreaterThanOrEqual(4.5);
      // Primary-coloured text on white uses the dark shade (see default.ts overrides).
      expect(getContrastRatio(palette.primary.dark, '#fff'), code).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.error.contrastText, palette.error.main)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('deepMerge', () => {
  it('merges nested objects without touching the inputs; arrays are replaced', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x' };
    const merged = deepMerge(base, { a: { c: [3] }, e: true });
    expect(merged).toEqual({ a: { b: 1, c: [3] }, d: 'x', e: true });
    expect(base).toEqual({ a: { b: 1, c: [1, 2] }, d: 'x' });
  });
});
