import { BRAND_MARKS } from '../shared/brandMarks';
import type { Brand } from './types';

export const SAG_PRIMARY = BRAND_MARKS.sag.primary;

export const sagBrand: Brand = {
  code: 'sag',
  title: BRAND_MARKS.sag.title,
  primary: SAG_PRIMARY,
  themeOverrides: {
    palette: { primary: { main: SAG_PRIMARY } },
  },
  // Variant sag hides Bildfahrplan (spec point 2).
  hiddenMenuIds: ['bildfahrplan'],
};
