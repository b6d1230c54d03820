/**
 * Builds the MUI theme of a brand in a language: default options, deep-merged with the
 * brand's overrides, plus MUI's localisation of the language (the date pickers' texts are
 * src/ui/datePickerConfig.ts's, loaded with the pickers).
 */
import { createTheme, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { deDE as muiDe, itIT as muiIt } from '@mui/material/locale';
import type { Lang } from '../shared/resource/types';
import { defaultThemeOptions } from './default';
import { deepMerge } from './deepMerge';
import type { Brand } from './types';

const LOCALES = { de: muiDe, it: muiIt } as const;

export function brandThemeOptions(brand: Brand): RaThemeOptions {
  return deepMerge(defaultThemeOptions, brand.themeOverrides);
}

export function createBrandTheme(brand: Brand, lang: Lang): Theme {
  return createTheme(brandThemeOptions(brand), LOCALES[lang]);
}
