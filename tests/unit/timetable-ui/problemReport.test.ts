import { describe, expect, it } from 'vitest';
import { formatGtfsProblem, type GtfsProblemCode } from '../../../server/operations/gtfs/problems';
import type { ImportProblemView } from '../../../src/shared/operations/types';
import {
  failureText,
  moreProblemsText,
  problemCountText,
  problemMessage,
  problemRows,
  serverMessage,
} from '../../../src/custom/timetable/problemReport';

/** A problem as the server sends it: the reader's message (with its "file, line N: " prefix). */
function serverProblem(code: GtfsProblemCode, file: string | null, line: number | null, column: string | null, value: string, lang: 'de' | 'it'): ImportProblemView {
  const message = formatGtfsProblem({ code, file, line, column: column ?? undefined, value, args: { target: 'stops.txt' } }, lang);
  return { file: file ?? '', line, column, message };
}

describe('problemMessage', () => {
  it('drops the file and line prefix the table shows in its own columns (de and it)', () => {
    const de = serverProblem('unknownReference', 'stop_times.txt', 59, 'stop_id', 'NOPE', 'de');
    expect(de.message.startsWith('stop_times.txt, Zeile 59: ')).toBe(true);
    expect(problemMessage(de)).toBe('„NOPE“ in „stop_id“ gibt es in stops.txt nicht.');
    const it = serverProblem('unknownReference', 'stop_times.txt', 59, 'stop_id', 'NOPE', 'it');
    expect(problemMessage(it)).toBe('«NOPE» in «stop_id» non esiste in stops.txt.');
  });
  it('drops a file-only prefix, keeps messages without a prefix', () => {
    const missing = serverProblem('missingFile', 'stops.txt', null, null, '', 'de');
    expect(missing.message).toBe('stops.txt: Die Pflichtdatei fehlt im Feed.');
    expect(problemMessage(missing)).toBe('Die Pflichtdatei fehlt im Feed.');
    const feed = serverProblem('missingCalendar', null, null, null, '', 'it');
    expect(problemMessage(feed)).toBe(feed.message);
    expect(problemMessage({ file: 'trips.txt', line: 4, column: null, message: 'Something else' })).toBe('Something else');
  });
  it('keeps the prefix when its line does not match the row (never drops real content)', () => {
    const p = serverProblem('badTime', 'stop_times.txt', 103, 'arrival_time', '08:60:00', 'de');
    expect(problemMessage({ ...p, line: 104 })).toBe(p.message);
    expect(problemMessage({ ...p, line: 104 })).toContain('Zeile 103');
  });
});

describe('problemRows', () => {
  it('formats line numbers and marks whole-file problems with a dash', () => {
    const rows = problemRows(
      [
        serverProblem('missingFile', 'stops.txt', null, null, '', 'de'),
        serverProblem('badTime', 'stop_times.txt', 12345, 'arrival_time', '8:15', 'de'),
      ],
      'de',
    );
    expect(rows.map((r) => [r.file, r.line, r.column])).toEqual([
      ['stops.txt', '–', '–'],
      ['stop_times.txt', '12345', 'arrival_time'],
    ]);
    expect(rows[1].message).toMatch(/^Ungültige Zeit „8:15“ in „arrival_time“/);
  });
});

describe('counts', () => {
  it('says how many more problems there are than the server listed', () => {
    const problems = Array.from({ length: 200 }, () => serverProblem('badTime', 'stop_times.txt', 2, 'arrival_time', 'x', 'de'));
    expect(moreProblemsText({ problems, problemCount: 1434 }, 'de')).toBe('und 1.234 weitere');
    expect(moreProblemsText({ problems, problemCount: 12_434 }, 'it')).toBe('e altri 12.234');
    expect(moreProblemsText({ problems, problemCount: 200 }, 'de')).toBeNull();
  });
  it('counts problems in both languages', () => {
    expect(problemCountText(1, 'de')).toBe('1 Problem gefunden');
    expect(problemCountText(1434, 'de')).toBe('1.434 Probleme gefunden');
    expect(problemCountText(2, 'it')).toBe('2 problemi trovati');
  });
});

describe('failures', () => {
  it('prefers the server message, else says the status', () => {
    expect(failureText({ kind: 'http', status: 409, message: 'Es läuft bereits ein Import.' }, 'de')).toBe('Es läuft bereits ein Import.');
    expect(failureText({ kind: 'http', status: 413, message: null }, 'de')).toBe('Hochladen fehlgeschlagen (HTTP 413).');
    expect(failureText({ kind: 'http', status: 413, message: null }, 'it')).toBe('Caricamento non riuscito (HTTP 413).');
    expect(failureText({ kind: 'lost' }, 'it')).toMatch(/^Il server non conosce più/);
    expect(failureText({ kind: 'network' }, 'de')).toMatch(/^Der Server ist nicht erreichbar/);
  });
  it('reads the message of both error body shapes', () => {
    expect(serverMessage({ errors: [{ message: 'Keine Berechtigung', extensions: { code: 'FORBIDDEN' } }] })).toBe('Keine Berechtigung');
    expect(serverMessage({ statusCode: 413, error: 'Payload Too Large', message: 'request file too large' })).toBe('request file too large');
    expect(serverMessage({ errors: [] })).toBeNull();
    expect(serverMessage('text')).toBeNull();
    expect(serverMessage(null)).toBeNull();
  });
});
