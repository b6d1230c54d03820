/** The brand of this build without the MUI themes (the board's chunk stays small). */
import { isBrandCode, type BrandCode } from '../../shared/brandMarks';

export function currentBrandCode(): BrandCode {
  const code = import.meta.env.VITE_BRAND;
  return isBrandCode(code) ? code : 'avg';
}
