/** GTFS validation problems: codes, de/it messages and a capped collector (pure). */
import type { Lang } from '../../../src/shared/resource/types';
import { interpolate } from '../../../src/shared/validation/messages';

export type GtfsProblemCode =
  | 'notZip'
  | 'badCsv'
  | 'missingFile'
  | 'missingCalendar'
  | 'missingColumn'
  | 'missingValue'
  | 'duplicateId'
  | 'unknownReference'
  | 'badTime'
  | 'missingTime'
  | 'departureBeforeArrival'
  | 'timeDecreasing'
  | 'stopSequenceNotIncreasing'
  | 'badCoordinates'
  | 'badNumber'
  | 'badDate';

/** One problem; line 1 is the header row, null when the problem concerns the whole file or feed. */
export interface GtfsProblem {
  code: GtfsProblemCode;
  file: string | null;
  line: number | null;
  column?: string;
  value?: string;
  /** Extra arguments of the message (e.g. the referenced file). */
  args?: Record<string, string | number>;
  /** The problem in the user's language, filled by the collector. */
  message: string;
}

export type GtfsProblemInput = Omit<GtfsProblem, 'message'>;

const messages: Record<Lang, Record<GtfsProblemCode, string> & { where: string; whereFile: string }> = {
  de: {
    where: '{{file}}, Zeile {{line}}: ',
    whereFile: '{{file}}: ',
    notZip: 'Die Datei ist kein lesbares ZIP-Archiv ({{detail}}).',
    badCsv: 'Die Datei ist kein gültiges CSV ({{detail}}).',
    missingFile: 'Die Pflichtdatei fehlt im Feed.',
    missingCalendar: 'Der Feed enthält weder calendar.txt noch calendar_dates.txt.',
    missingColumn: 'Die Pflichtspalte „{{column}}“ fehlt in der Kopfzeile.',
    missingValue: 'Die Spalte „{{column}}“ ist leer, muss aber einen Wert haben.',
    duplicateId: '„{{value}}“ in „{{column}}“ kommt mehrfach vor (zuerst in Zeile {{firstLine}}).',
    unknownReference: '„{{value}}“ in „{{column}}“ gibt es in {{target}} nicht.',
    badTime: 'Ungültige Zeit „{{value}}“ in „{{column}}“: erwartet H:MM:SS oder HH:MM:SS, Minuten und Sekunden unter 60 (Zeiten nach 24:00 sind erlaubt).',
    missingTime: 'Die erste und die letzte Haltestelle einer Fahrt brauchen Ankunfts- und Abfahrtszeit.',
    departureBeforeArrival: 'Die Abfahrt ({{departure}}) liegt vor der Ankunft ({{arrival}}).',
    timeDecreasing: 'Die Ankunft ({{value}}) liegt vor der Abfahrt am vorigen Halt der Fahrt ({{previous}}).',
    stopSequenceNotIncreasing: 'stop_sequence {{value}} kommt in Fahrt „{{trip}}“ mehrfach vor (auch Zeile {{otherLine}}); die Folge muss streng steigen.',
    badCoordinates: 'Ungültige Koordinaten ({{lat}}, {{lon}}): Breite muss zwischen -90 und 90, Länge zwischen -180 und 180 liegen.',
    badNumber: 'Ungültige Zahl „{{value}}“ in „{{column}}“.',
    badDate: 'Ungültiges Datum „{{value}}“ in „{{column}}“: erwartet JJJJMMTT.',
  },
  it: {
    where: '{{file}}, riga {{line}}: ',
    whereFile: '{{file}}: ',
    notZip: 'Il file non è un archivio ZIP leggibile ({{detail}}).',
    badCsv: 'Il file non è un CSV valido ({{detail}}).',
    missingFile: 'Il file obbligatorio manca nel feed.',
    missingCalendar: 'Il feed non contiene né calendar.txt né calendar_dates.txt.',
    missingColumn: 'Nella riga di intestazione manca la colonna obbligatoria «{{column}}».',
    missingValue: 'La colonna «{{column}}» è vuota ma deve avere un valore.',
    duplicateId: '«{{value}}» in «{{column}}» compare più volte (la prima alla riga {{firstLine}}).',
    unknownReference: '«{{value}}» in «{{column}}» non esiste in {{target}}.',
    badTime: 'Orario non valido «{{value}}» in «{{column}}»: atteso H:MM:SS o HH:MM:SS, minuti e secondi sotto 60 (orari dopo le 24:00 sono ammessi).',
    missingTime: 'La prima e l\'ultima fermata di una corsa richiedono orario di arrivo e di partenza.',
    departureBeforeArrival: 'La partenza ({{departure}}) è prima dell\'arrivo ({{arrival}}).',
    timeDecreasing: 'L\'arrivo ({{value}}) è prima della partenza dalla fermata precedente della corsa ({{previous}}).',
    stopSequenceNotIncreasing: 'stop_sequence {{value}} compare più volte nella corsa «{{trip}}» (anche riga {{otherLine}}); la sequenza deve crescere strettamente.',
    badCoordinates: 'Coordinate non valide ({{lat}}, {{lon}}): la latitudine deve essere tra -90 e 90, la longitudine tra -180 e 180.',
    badNumber: 'Numero non valido «{{value}}» in «{{column}}».',
    badDate: 'Data non valida «{{value}}» in «{{column}}»: atteso AAAAMMGG.',
  },
};

/** The problem as one sentence in lang, prefixed with file and line where known. */
export function formatGtfsProblem(problem: GtfsProblemInput, lang: Lang): string {
  const catalogue = messages[lang] ?? messages.de;
  const args = { ...problem.args, column: problem.column ?? '', value: problem.value ?? '', file: problem.file ?? '', line: problem.line ?? '' };
  const prefix = problem.file == null ? '' : interpolate(problem.line == null ? catalogue.whereFile : catalogue.where, args);
  return prefix + interpolate(catalogue[problem.code], args);
}

/** Default number of problems kept in full; the total is always counted. */
export const GTFS_PROBLEM_CAP = 200;

/** Keeps the first `cap` problems (with their message) and counts all of them. */
export class ProblemCollector {
  readonly problems: GtfsProblem[] = [];
  count = 0;

  constructor(
    private readonly lang: Lang,
    private readonly cap = GTFS_PROBLEM_CAP,
  ) {}

  add(problem: GtfsProblemInput): void {
    this.count++;
    if (this.problems.length < this.cap) this.problems.push({ ...problem, message: formatGtfsProblem(problem, this.lang) });
  }
}
