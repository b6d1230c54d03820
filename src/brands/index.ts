import { avgBrand } from './avg';
import { sagBrand } from './sag';
import { swsBrand } from './sws';
import type { Brand, BrandCode } from './types';

export type { Brand, BrandCode } from './types';
export { BRAND_CODES } from './types';
export { LAYERS, DIALOG_BASE_LAYER, DIALOG_LAYER_STEP } from './layers';
export { BREAKPOINT_VALUES } from './breakpoints';

export const BRANDS: Record<BrandCode, Brand> = { avg: avgBrand, sag: sagBrand, sws: swsBrand };

/** The brand for a build-time code; unknown or missing codes fall back to avg. */
export function brandFor(code: string | undefined): Brand {
  return code && code in BRANDS ? BRANDS[code as BrandCode] : avgBrand;
}

/** The brand of this build (VITE_BRAND, set by vite.config.ts). */
export const currentBrand: Brand = brandFor(import.meta.env.VITE_BRAND);
