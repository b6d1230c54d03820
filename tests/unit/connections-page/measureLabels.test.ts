import { describe, expect, it } from 'vitest';
import { runLabels } from '../../../src/custom/circulation/runLabelTexts';
import { measureText } from '../../../src/custom/circulation/runLabels';
import { liveTexts } from '../../../src/custom/live/messages';
import { sitTexts } from '../../../src/custom/situations/messages';
import type { MeasureSummary, MeasureType } from '../../../src/shared/operations/types';

// Every MeasureType (the record makes the compiler list a new one here).
const TYPES: Record<MeasureType, true> = { cancel: true, delay: true, reroute: true, assignVehicle: true, hold: true, breakConnection: true, platformChange: true };

describe('measure kinds are named in de and it wherever the client lists measures', () => {
  for (const type of Object.keys(TYPES) as MeasureType[]) {
    it(type, () => {
      for (const lang of ['de', 'it'] as const) {
        expect(runLabels.label(lang, 'measure', type)).not.toBe(type);
        expect(liveTexts.label(lang, 'action', type)).not.toBe(type);
        expect(sitTexts.label(lang, 'measure', type)).not.toBe(type);
      }
    });
  }

  it('the circulation list says a hold with its reason', () => {
    const m: MeasureSummary = { id: 'm', type: 'hold', rerouteKind: null, reasonId: 'r', reasonName: 'Anschlusssicherung', comment: '', createdBy: 'd', createdAt: '' };
    expect(measureText(m, 'de')).toBe('Anschluss halten: Anschlusssicherung');
    expect(measureText({ ...m, type: 'breakConnection', reasonName: '' }, 'it')).toBe('Coincidenza non garantita');
  });
});
