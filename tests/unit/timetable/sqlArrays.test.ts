import { describe, expect, it } from 'vitest';
import { nestedArray, numberArray, numbers, textArray } from '../../../server/operations/timetable/sqlArrays';
import { interpolateTimes, numberCirculations } from '../../../server/operations/timetable/feedToTimetable';
import { NO_TIME } from '../../../server/operations/gtfs';

describe('array literals', () => {
  it('numbers and typed-array slices', () => {
    expect(numberArray(new Int32Array([5, -1, 90600, 7]), 1, 3)).toBe('{-1,90600}');
    expect(numberArray(new Float64Array([0, 1.25, 3.5]), 0, 3)).toBe('{0,1.25,3.5}');
    expect(numbers([])).toBe('{}');
  });

  it('texts quoted, quotes and backslashes escaped, null as NULL', () => {
    expect(textArray(['a', 'b,c', 'say "x"', 'C:\\', null, 'NULL', ''])).toBe('{"a","b,c","say \\"x\\"","C:\\\\",NULL,"NULL",""}');
    expect(textArray(['x', 'y', 'z'], 1, 2)).toBe('{"y"}');
  });

  it('rows of arrays as a text array of array literals', () => {
    expect(nestedArray([[0, 1.5], [], [2]])).toBe('{"{0,1.5}","{}","{2}"}');
    expect(nestedArray([['A', 'B"']])).toBe('{"{\\"A\\",\\"B\\\\\\"\\"}"}');
  });
});

describe('interpolateTimes', () => {
  it('fills untimed stops by km, and by position where the km do not advance', () => {
    const columns = { arrival: new Int32Array([0, NO_TIME, NO_TIME, 100, NO_TIME, 300]), departure: new Int32Array([0, NO_TIME, NO_TIME, 120, NO_TIME, 300]), km: new Float64Array([0, 1, 3, 4, 4, 4]) };
    interpolateTimes(columns, 0, 6);
    expect([...columns.arrival]).toEqual([0, 25, 75, 100, 210, 300]);
    expect([...columns.departure]).toEqual([0, 25, 75, 120, 210, 300]);
  });
});

describe('numberCirculations', () => {
  it('numbers each block by first departure, ties by trip id; trips without block get 0', () => {
    const trips = [
      { id: 'c', circulationId: 'U1', circulationSeq: -1 },
      { id: 'a', circulationId: 'U2', circulationSeq: -1 },
      { id: 'b', circulationId: 'U1', circulationSeq: -1 },
      { id: 'd', circulationId: null, circulationSeq: 0 },
      { id: 'a2', circulationId: 'U1', circulationSeq: -1 },
    ];
    numberCirculations(trips, [900, 100, 300, 50, 300]);
    expect(trips.map((t) => [t.id, t.circulationSeq])).toEqual([['c', 3], ['a', 1], ['b', 2], ['d', 0], ['a2', 1]]);
  });
});
