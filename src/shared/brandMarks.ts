/**
 * What identifies a brand on paper as on screen: its code, title and primary colour (spec point 9).
 * Shared so that the server draws the same mark on exported PDFs that the browser's theme shows;
 * src/brands builds the themes from these values.
 */
import type { Label } from './resource/types';

export type BrandCode = 'avg' | 'sag' | 'sws';
export const BRAND_CODES: readonly BrandCode[] = ['avg', 'sag', 'sws'];

export interface BrandMark {
  code: BrandCode;
  /** Application title shown in the app bar, the browser tab and on exported documents. */
  title: Label;
  /** The brand's primary colour ("#rrggbb"). */
  primary: string;
}

export const BRAND_MARKS: Record<BrandCode, BrandMark> = {
  avg: { code: 'avg', title: { de: 'Leitstelle AVG', it: 'Centrale operativa AVG' }, primary: '#2196F3' },
  sag: { code: 'sag', title: { de: 'Leitstelle SAG', it: 'Centrale operativa SAG' }, primary: '#EE0000' },
  sws: { code: 'sws', title: { de: 'Leitstelle SWS', it: 'Centrale operativa SWS' }, primary: '#005B99' },
};

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && (BRAND_CODES as readonly string[]).includes(value);
}
