import { describe, expect, it } from 'vitest';
import { formatGtfsProblem, ProblemCollector, type GtfsProblemCode } from '../../../server/operations/gtfs/problems';

describe('formatGtfsProblem', () => {
  it('names file and line and the value, in German by default and in Italian', () => {
    const problem = { code: 'unknownReference' as const, file: 'stop_times.txt', line: 12, column: 'stop_id', value: 'X1', args: { target: 'stops.txt' } };
    expect(formatGtfsProblem(problem, 'de')).toBe('stop_times.txt, Zeile 12: „X1“ in „stop_id“ gibt es in stops.txt nicht.');
    expect(formatGtfsProblem(problem, 'it')).toBe('stop_times.txt, riga 12: «X1» in «stop_id» non esiste in stops.txt.');
  });

  it('leaves out the line for whole-file problems and the file for feed problems', () => {
    expect(formatGtfsProblem({ code: 'missingFile', file: 'stops.txt', line: null }, 'de')).toBe('stops.txt: Die Pflichtdatei fehlt im Feed.');
    expect(formatGtfsProblem({ code: 'missingCalendar', file: null, line: null }, 'it')).toBe(
      'Il feed non contiene né calendar.txt né calendar_dates.txt.',
    );
  });

  it('has a complete message, without placeholders left, for every code in both languages', () => {
    const codes: GtfsProblemCode[] = [
      'notZip', 'badCsv', 'missingFile', 'missingCalendar', 'emptyFile', 'missingColumn', 'missingValue', 'duplicateId', 'unknownReference',
      'badTime', 'missingTime', 'departureBeforeArrival', 'timeDecreasing', 'stopSequenceNotIncreasing', 'badCoordinates', 'badNumber', 'badDate',
    ];
    const args = { detail: 'd', target: 't', firstLine: 2, arrival: 'a', departure: 'b', previous: 'p', trip: 'T', otherLine: 3, lat: 1, lon: 2 };
    for (const lang of ['de', 'it'] as const) {
      const texts = codes.map((code) => formatGtfsProblem({ code, file: 'f.txt', line: 4, column: 'c', value: 'v', args }, lang));
      for (const text of texts) expect(text).not.toMatch(/\{\{|undefined/);
      expect(new Set(texts).size).toBe(codes.length);
    }
    expect(formatGtfsProblem({ code: 'badTime', file: 'f.txt', line: 4, column: 'c', value: 'v' }, 'de')).not.toBe(
      formatGtfsProblem({ code: 'badTime', file: 'f.txt', line: 4, column: 'c', value: 'v' }, 'it'),
    );
  });
});

describe('ProblemCollector', () => {
  it('keeps the first problems up to the cap but counts all', () => {
    const collector = new ProblemCollector('it', 3);
    for (let line = 2; line < 12; line++) collector.add({ code: 'badTime', file: 'stop_times.txt', line, column: 'arrival_time', value: 'x' });
    expect(collector.count).toBe(10);
    expect(collector.problems.map((p) => p.line)).toEqual([2, 3, 4, null]);
    expect(collector.problems[0].message).toMatch(/^stop_times\.txt, riga 2: Orario non valido/);
    expect(collector.problems[3]).toMatchObject({ code: 'moreProblems', args: { count: 7, shown: 3 } });
  });
});
