import { describe, expect, it } from 'vitest';
import { lineFill, RING_CLASSES, RING_COLORS, ringClass, ringColor } from '../../../src/custom/control-center/delayColors';
import { DELAY_THRESHOLD_S, EARLY_THRESHOLD_S } from '../../../src/shared/operations/types';

describe('delay ring colours', () => {
  it('on time, slightly late from a minute, late from the threshold, early from a minute ahead', () => {
    expect(ringClass(0)).toBe('onTime');
    expect(ringClass(59)).toBe('onTime');
    expect(ringClass(60)).toBe('slightlyLate');
    expect(ringClass(DELAY_THRESHOLD_S - 1)).toBe('slightlyLate');
    expect(ringClass(DELAY_THRESHOLD_S)).toBe('late');
    expect(ringClass(3600)).toBe('late');
    expect(ringClass(EARLY_THRESHOLD_S + 1)).toBe('onTime');
    expect(ringClass(EARLY_THRESHOLD_S)).toBe('early');
    expect(ringColor(DELAY_THRESHOLD_S)).toBe(RING_COLORS.late);
    expect(ringColor(-300)).toBe(RING_COLORS.early);
  });

  it('four distinct colours, each class drawn once', () => {
    expect(new Set(Object.values(RING_COLORS)).size).toBe(4);
    expect([...RING_CLASSES].sort()).toEqual(Object.keys(RING_COLORS).sort());
  });

  it('line colours: valid hex passes, anything else is grey', () => {
    expect(lineFill('#9F184C')).toBe('#9F184C');
    expect(lineFill('#abc')).toBe('#abc');
    expect(lineFill('red; background: url(x)')).toBe('#607D8B');
    expect(lineFill('')).toBe('#607D8B');
    expect(lineFill(undefined)).toBe('#607D8B');
  });
});
