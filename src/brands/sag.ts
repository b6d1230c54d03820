import type { Brand } from './types';

export const SAG_PRIMARY = '#EE0000';

export const sagBrand: Brand = {
  code: 'sag',
  title: { de: 'Leitstelle SAG', it: 'Centrale operativa SAG' },
  primary: SAG_PRIMARY,
  themeOverrides: {
    palette: { primary: { main: SAG_PRIMARY } },
  },
  // Variant sag hides Bildfahrplan (spec point 2).
  hiddenMenuIds: ['bildfahrplan'],
};
