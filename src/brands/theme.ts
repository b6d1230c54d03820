/**
 * Builds the MUI theme of a brand in a language: default options, deep-merged with the
 * brand's overrides, plus MUI's and the date pickers' localisation of the language.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { deDE as muiDe, itIT as muiIt } from '@mui/material/locale';
import { deDE as pickersDe, itIT as pickersIt } from '@mui/x-date-pickers/locales';
import type { Lang } from '../shared/resource/types';
import { defaultThemeOptions } from './default';
import { deepMerge } from './deepMerge';
import type { Brand } from './types';

const LOCALES = {
  de: [muiDe, pickersDe],
  it: [muiIt, pickersIt],
} as const;

export function brandThemeOptions(brand: Brand): RaThemeOptions {
  return deepMerge(defaultThemeOptions, brand.themeOverrides);
}

export function createBrandTheme(brand: Brand, lang: Lang): Theme {
  const [mui, pickers] = LOCALES[lang];
  return createTheme(brandThemeOptions(brand), mui, pickers);
}
