import { describe, expect, it } from 'vitest';
import { filterConnections, filterToSearch, isFiltered, lineChoices, matchesFilter, NO_FILTER, parseFilter, stationChoices } from '../../../src/custom/connections/filters';
import { connection } from './fixtures';

const ok = connection({ id: 'ok' });
const endangered = connection({ id: 'e', state: 'endangered', stationId: 'br', stationName: 'Bruchsal', feederTrainNumber: '19012', feederLineId: 'RE', feederLineNumber: 'RE 45' });
const held = connection({ id: 'h', state: 'held', heldUntil: 36_480, departingLineId: 'S31', departingLineNumber: 'S31' });

describe('connection filters', () => {
  it('filters by state, station and line (either side)', () => {
    expect(filterConnections([ok, endangered, held], { ...NO_FILTER, states: ['endangered', 'held'] }).map((r) => r.id)).toEqual(['e', 'h']);
    expect(filterConnections([ok, endangered, held], { ...NO_FILTER, stationId: 'br' }).map((r) => r.id)).toEqual(['e']);
    expect(filterConnections([ok, endangered, held], { ...NO_FILTER, lineIds: ['S31'] }).map((r) => r.id)).toEqual(['h']);
    expect(filterConnections([ok, endangered, held], { ...NO_FILTER, lineIds: ['RE'] }).map((r) => r.id)).toEqual(['e']);
  });

  it('searches either train number, case-insensitive', () => {
    expect(matchesFilter(endangered, { ...NO_FILTER, q: ' 1901 ' })).toBe(true);
    expect(matchesFilter(ok, { ...NO_FILTER, q: '84012' })).toBe(true);
    expect(matchesFilter(ok, { ...NO_FILTER, q: 'x' })).toBe(false);
    expect(matchesFilter(endangered, { ...NO_FILTER, q: 're 45' })).toBe(true);
  });

  it('offers the stations and lines of the day, sorted', () => {
    expect(stationChoices([ok, endangered, held])).toEqual([{ id: 'br', name: 'Bruchsal' }, { id: 'ka', name: 'Karlsruhe Hbf' }]);
    expect(lineChoices([ok, endangered, held]).map((l) => l.lineNumber)).toEqual(['RE 45', 'S4', 'S5', 'S31']);
  });

  it('a station without id is chosen by its name', () => {
    const nameless = connection({ id: 'n', stationId: null, stationName: 'Wörth' });
    const [choice] = stationChoices([nameless]);
    expect(matchesFilter(nameless, { ...NO_FILTER, stationId: choice.id })).toBe(true);
  });

  it('round-trips through the URL and drops unknown states', () => {
    const f = { states: ['endangered' as const], stationId: 'br', lineIds: ['S4', 'S5'], q: '840', past: false };
    expect(parseFilter(filterToSearch(f))).toEqual(f);
    expect(parseFilter(new URLSearchParams('state=bogus&state=held')).states).toEqual(['held']);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(parseFilter(new URLSearchParams('q=1')))).toBe(true);
  });
});

describe('past connections', () => {
  it('are hidden unless asked for, and counted', async () => {
    const { pastCount } = await import('../../../src/custom/connections/filters');
    const left = connection({ id: 'left', departingLeft: true });
    expect(filterConnections([left, ok], NO_FILTER).map((r) => r.id)).toEqual(['ok']);
    expect(filterConnections([left, ok], { ...NO_FILTER, past: true }).map((r) => r.id)).toEqual(['left', 'ok']);
    expect(pastCount([left, ok])).toBe(1);
    expect(parseFilter(filterToSearch({ ...NO_FILTER, past: true })).past).toBe(true);
  });
});
