import { BRAND_MARKS } from '../shared/brandMarks';
import type { Brand } from './types';

export const SWS_PRIMARY = BRAND_MARKS.sws.primary;

export const swsBrand: Brand = {
  code: 'sws',
  title: BRAND_MARKS.sws.title,
  primary: SWS_PRIMARY,
  themeOverrides: {
    palette: { primary: { main: SWS_PRIMARY } },
  },
  hiddenMenuIds: [],
};
