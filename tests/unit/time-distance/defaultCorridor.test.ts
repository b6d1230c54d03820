import { describe, expect, it } from 'vitest';
import { defaultCorridor, parseCorridorSource } from '../../../src/custom/time-distance/pageParams';

describe('the corridor shown when the address names none', () => {
  const lines = ['L-S4', 'L-S5', 'L-S8'];

  it('is the last visit\'s line while it runs today, else the first line of the day', () => {
    expect(defaultCorridor({ lineId: 'L-S5', corridorId: null, pathRunId: null }, lines)).toEqual({ lineId: 'L-S5', corridorId: null, pathRunId: null });
    expect(defaultCorridor({ lineId: 'L-OLD', corridorId: null, pathRunId: null }, lines)).toEqual({ lineId: 'L-S4', corridorId: null, pathRunId: null });
    expect(defaultCorridor(null, lines)).toEqual({ lineId: 'L-S4', corridorId: null, pathRunId: null });
  });

  it('is the last saved corridor (the server says when it is gone), and nothing without lines or a corridor', () => {
    expect(defaultCorridor({ lineId: null, corridorId: '7', pathRunId: null }, lines)).toEqual({ lineId: null, corridorId: '7', pathRunId: null });
    expect(defaultCorridor(null, [])).toBeNull();
  });

  it('reads only what it wrote: anything else counts as no last visit', () => {
    expect(parseCorridorSource(JSON.stringify({ lineId: 'L-S8', corridorId: null }))).toEqual({ lineId: 'L-S8', corridorId: null, pathRunId: null });
    expect(parseCorridorSource('{not json')).toBeNull();
    expect(parseCorridorSource(JSON.stringify({ lineId: 42 }))).toBeNull();
    expect(parseCorridorSource(null)).toBeNull();
  });
});
