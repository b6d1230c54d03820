import { BRAND_MARKS } from '../shared/brandMarks';
import type { Brand } from './types';

export const AVG_PRIMARY = BRAND_MARKS.avg.primary;

export const avgBrand: Brand = {
  code: 'avg',
  title: BRAND_MARKS.avg.title,
  primary: AVG_PRIMARY,
  themeOverrides: {
    palette: { primary: { main: AVG_PRIMARY } },
  },
  hiddenMenuIds: [],
};
