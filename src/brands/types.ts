import type { RaThemeOptions } from 'react-admin';
import type { Label } from '../shared/resource/types';

export type BrandCode = 'avg' | 'sag' | 'sws';
export const BRAND_CODES: readonly BrandCode[] = ['avg', 'sag', 'sws'];

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
