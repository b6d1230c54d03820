/** The login page's brand colours without MUI (src/brands/colors.ts). */
import { describe, expect, it } from 'vitest';
import { BRAND_MARKS } from '../../../src/shared/brandMarks';
import { alpha, darken, brandColors, brandColorVars } from '../../../src/brands/colors';
import { contrastRatio } from '../../../src/ui/color/contrast';

describe('login page colours', () => {
  it('darkens like MUI (channels times 0.7, truncated) and computes WCAG contrast', () => {
    expect(darken('#2196F3', 0.3)).toBe('#1769aa');
    expect(darken('#EE0000', 0.3)).toBe('#a60000');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2196F3', '#fff')).toBeCloseTo(3.12, 2);
    expect(alpha('#005B99', 0.5)).toBe('rgba(0, 91, 153, 0.5)');
  });

  it('gives each brand text colours that reach 4.5:1', () => {
    expect(brandColors(BRAND_MARKS.avg.primary)).toEqual({ main: '#2196F3', dark: '#1769aa', onMain: 'rgba(0, 0, 0, 0.87)', text: '#1769aa', onField: '#1769aa' });
    // #EE0000 reaches 4.5:1 on white (4.53) but not on a field's grey: the label of a focused field is darker.
    expect(brandColors(BRAND_MARKS.sag.primary)).toMatchObject({ text: '#EE0000', onField: '#a60000' });
    expect(brandColors(BRAND_MARKS.sag.primary).onMain).toBe('#ffffff');
    expect(brandColors(BRAND_MARKS.sws.primary).text).toBe('#005B99');
    for (const mark of Object.values(BRAND_MARKS)) {
      const c = brandColors(mark.primary);
      expect(contrastRatio(c.text, '#ffffff'), mark.code).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.onField, '#f0f0f0'), mark.code).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.dark, '#ffffff'), mark.code).toBeGreaterThanOrEqual(4.5);
      if (c.onMain === '#ffffff') expect(contrastRatio(c.main, '#ffffff'), mark.code).toBeGreaterThanOrEqual(4.5);
    }
    expect(Object.keys(brandColorVars('#005B99', 'lp'))).toEqual(['--lp-main', '--lp-dark', '--lp-on-main', '--lp-text', '--lp-on-field', '--lp-main-50', '--lp-main-04', '--lp-main-08', '--lp-main-12']);
  });
});
