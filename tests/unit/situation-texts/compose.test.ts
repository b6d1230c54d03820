import { describe, expect, it } from 'vitest';
import { composeTexts, problemNames, valuesFor } from '../../../src/custom/situations/texts/compose';
import { dialogFor } from '../../../src/custom/situations/checklist/measureAction';
import type { PlaceholderValueRow } from '../../../src/shared/situations/textsApi';

const ROWS: PlaceholderValueRow[] = [
  { lang: 'de', line: 'S4', from: 'Karlsruhe Hbf', to: 'Bretten', minutes: null, reason: 'einer Signalstörung' },
  { lang: 'it', line: 'S4', from: 'Karlsruhe Hbf', to: 'Bretten', minutes: null, reason: null },
];

describe('public text editor composition', () => {
  it('fills each language with its own values and names what is missing once', () => {
    const c = composeTexts('{line}: {minutes} Min. wegen {reason}', '{line}: {minutes} min. per {reason} {gleis}', ROWS);
    expect(c.de.text).toBe('S4: {minutes} Min. wegen einer Signalstörung');
    expect(c.it.text).toBe('S4: {minutes} min. per {reason} {gleis}');
    expect(problemNames(c, 'missing')).toBe('{minutes}, {reason}');
    expect(problemNames(c, 'unknown')).toBe('{gleis}');
  });

  it('treats a language without values as unfillable', () => {
    expect(valuesFor([], 'it')).toEqual({ line: null, from: null, to: null, minutes: null, reason: null });
  });

  it("opens the circulation list's dialog of the catalogue entry's kind", () => {
    expect(dialogFor('shortTurn')).toEqual({ action: 'reroute', preset: { rerouteKind: 'shortTurn' } });
    expect(dialogFor('assignVehicle').action).toBe('assign');
    expect(dialogFor('cancel')).toEqual({ action: 'cancel', preset: { cancelScope: 'whole' } });
  });
});
