import type { RaThemeOptions } from 'react-admin';
import type { BrandCode } from '../shared/brandMarks';
import type { Label } from '../shared/resource/types';

// Code, title and colour are shared with the server (exported PDFs draw the same mark).
export type { BrandCode } from '../shared/brandMarks';
export { BRAND_CODES } from '../shared/brandMarks';

export interface Brand {
  code: BrandCode;
  /** Application title shown in the app bar and the browser tab. */
  title: Label;
  /** The brand's primary colour (spec point 9). */
  primary: string;
  /** Theme overrides merged over the shared default theme (deep merge). */
  themeOverrides: RaThemeOptions;
  /** Menu variant: ids of navigation entries this brand hides (with their children). */
  hiddenMenuIds: readonly string[];
}
