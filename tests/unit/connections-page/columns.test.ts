import { describe, expect, it } from 'vitest';
import { connectionColumns } from '../../../src/custom/connections/columns';
import { connection } from './fixtures';

describe('connection manager columns', () => {
  it('put what a decision needs first, with headers in both languages', () => {
    expect(connectionColumns('de').map((c) => c.header)).toEqual([
      'Entscheiden bis', 'Zustand', 'Puffer / Wartebedarf', 'Bahnhof', 'Zubringer', 'Abbringer', 'Entscheidung', 'Umstieg',
      'Max. Warten auto / manuell', 'Priorität', 'Merkmale',
    ]);
    expect(connectionColumns('it').map((c) => c.header)[0]).toBe('Decidere entro');
  });

  it('export the texts the cells show', () => {
    const row = connection({ state: 'held', heldUntil: 36_480, holdNeededS: 0, slackS: 60 });
    const byId = new Map(connectionColumns('de').map((c) => [c.id, c]));
    const exported = (id: string) => (byId.get(id)!.exportValue ?? byId.get(id)!.value)(row);
    expect(exported('state')).toBe('gehalten bis 10:08');
    expect(exported('decideBy')).toBe('10:05');
    expect(exported('feeder')).toBe('S5 85013 · Plan 10:00');
    expect(exported('departing')).toBe('S4 84012 nach Heilbronn Hbf · Plan 10:05');
    expect(exported('slack')).toBe('Puffer 1min');
    expect(exported('maxHold')).toBe('3min / 10min');
  });

  it('sort the tightest connection first by slack (a hold needed counts as negative buffer)', () => {
    const slack = connectionColumns('de').find((c) => c.id === 'slack')!;
    const values = [connection({ slackS: 60 }), connection({ slackS: -240, holdNeededS: 240 }), connection({ slackS: null })].map((r) => slack.value(r) as number);
    expect(values[1]).toBeLessThan(values[0]);
    expect(values[2]).toBeGreaterThan(values[0]);
  });
});
