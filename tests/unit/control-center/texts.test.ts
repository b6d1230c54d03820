import { describe, expect, it } from 'vitest';
import { ccTexts } from '../../../src/custom/control-center/messages';
import { tooltipLines } from '../../../src/custom/control-center/tooltipText';

describe('control-centre texts', () => {
  it('German and Italian have the same keys and placeholders, none empty', () => {
    const { de, it: itTexts } = ccTexts.catalogue;
    expect(Object.keys(itTexts).sort()).toEqual(Object.keys(de).sort());
    const placeholders = (s: string) => (s.match(/\{\{[^}]+\}\}/g) ?? []).sort();
    for (const key of Object.keys(de) as (keyof typeof de)[]) {
      expect(itTexts[key], key).not.toBe('');
      expect(placeholders(itTexts[key]), key).toEqual(placeholders(de[key]));
    }
    expect(ccTexts.text('it', 'trainNotFound', { train: '123' })).toBe('Nessun treno 123 trovato nel giorno di esercizio.');
    expect(ccTexts.text('de', 'trainCount', { count: 1 })).toBe('1 Zug');
    expect(ccTexts.text('de', 'trainCount', { count: 1234 })).toBe('1.234 Züge');
    expect(ccTexts.text('it', 'trainCount', { count: 0 })).toBe('0 treni');
  });

  it('the tooltip names train, line, destination, delay in words and a status that needs attention', () => {
    const run = { id: '2026-03-02:T1', trainNumber: '84512', lineId: 'S4', lineNumber: 'S4', destination: 'Bretten' };
    const line = { id: 'S4', lineNumber: 'S4', name: '', color: '#9F184C', textColor: '#FFFFFF', product: '', network: '' };
    const late = { id: run.id, lineId: 'S4', lat: 49, lon: 8.4, bearing: 0, delayS: 245, moving: true, status: 'delayed' as const };
    expect(tooltipLines('de', run.id, run, line, late)).toEqual(['Zug 84512', 'Linie S4 nach Bretten', 'Abweichung +4 min (verspätet)']);
    expect(tooltipLines('it', run.id, run, line, { ...late, delayS: -90, status: 'diverted' })).toEqual([
      'Treno 84512', 'Linea S4 per Bretten', 'Scostamento −1 min (in anticipo)', 'Deviato',
    ]);
    // Before the run index has loaded: the trip id and what the position says.
    expect(tooltipLines('de', run.id, undefined, line, null)).toEqual(['Zug T1', 'Linie S4']);
  });
});
