import type { Brand } from './types';

export const SWS_PRIMARY = '#005B99';

export const swsBrand: Brand = {
  code: 'sws',
  title: { de: 'Leitstelle SWS', it: 'Centrale operativa SWS' },
  primary: SWS_PRIMARY,
  themeOverrides: {
    palette: { primary: { main: SWS_PRIMARY } },
  },
  hiddenMenuIds: [],
};
