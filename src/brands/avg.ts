import type { Brand } from './types';

export const AVG_PRIMARY = '#2196F3';

export const avgBrand: Brand = {
  code: 'avg',
  title: { de: 'Leitstelle AVG', it: 'Centrale operativa AVG' },
  primary: AVG_PRIMARY,
  themeOverrides: {
    palette: { primary: { main: AVG_PRIMARY } },
  },
  hiddenMenuIds: [],
};
