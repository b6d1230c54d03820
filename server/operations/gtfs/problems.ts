/** GTFS validation problems: codes, de/it messages and a capped collector (pure). */
import type { Lang } from '../../../src/shared/resource/types';
import { interpolate } from '../../../src/shared/validation/messages';

export type GtfsProblemCode =
  | 'notZip'
  | 'badCsv'
  | 'missingFile'
  | 'missingCalendar'
  | 'emptyFile'
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
  | 'badDate'
  | 'moreProblems';

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
    badCsv: 'Die Datei ist kein gültiges CSV: {{reason}}',
    missingFile: 'Die Pflichtdatei fehlt im Feed.',
    missingCalendar: 'Der Feed enthält weder calendar.txt noch calendar_dates.txt.',
    emptyFile: 'Die Datei ist leer: Sie hat nicht einmal eine Kopfzeile mit den Spaltennamen.',
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
    moreProblems: '… und {{count}} weitere Probleme in dieser Datei (nach den ersten {{shown}} nicht mehr einzeln aufgeführt).',
  },
  it: {
    where: '{{file}}, riga {{line}}: ',
    whereFile: '{{file}}: ',
    notZip: 'Il file non è un archivio ZIP leggibile ({{detail}}).',
    badCsv: 'Il file non è un CSV valido: {{reason}}',
    missingFile: 'Il file obbligatorio manca nel feed.',
    missingCalendar: 'Il feed non contiene né calendar.txt né calendar_dates.txt.',
    emptyFile: 'Il file è vuoto: non ha nemmeno una riga di intestazione con i nomi delle colonne.',
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
    moreProblems: '… e altri {{count}} problemi in questo file (dopo i primi {{shown}} non più elencati singolarmente).',
  },
};

/**
 * csv-parse's reasons (its error codes) in de/it: its own English message is not shown. Codes the
 * reader's options cannot produce fall back to `other`.
 */
const csvReasons: Record<Lang, Record<string, string>> = {
  de: {
    CSV_QUOTE_NOT_CLOSED: 'In dieser Zeile beginnt ein Feld mit einem Anführungszeichen ("), das bis zum Ende der Datei nicht geschlossen wird.',
    CSV_INVALID_CLOSING_QUOTE: 'Nach einem schließenden Anführungszeichen (") folgt kein Komma und kein Zeilenende; ein Anführungszeichen im Feld muss verdoppelt werden ("").',
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'Nach einem schließenden Anführungszeichen (") folgen weitere Zeichen vor dem Komma.',
    span: 'In dieser Zeile beginnt ein Feld mit einem Anführungszeichen ("), das erst in Zeile {{endLine}} endet; die Zeilen dazwischen wurden als Teil dieses Feldes gelesen. Wahrscheinlich fehlt hier das schließende Anführungszeichen.',
    CSV_MAX_RECORD_SIZE: 'Eine Zeile ist zu lang.',
    other: 'Die Zeile lässt sich nicht als CSV lesen (Fehler {{code}}).',
  },
  it: {
    CSV_QUOTE_NOT_CLOSED: 'In questa riga un campo inizia con le virgolette (") che non vengono chiuse fino alla fine del file.',
    CSV_INVALID_CLOSING_QUOTE: 'Dopo le virgolette di chiusura (") non segue né una virgola né un a capo; le virgolette dentro un campo vanno raddoppiate ("").',
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'Dopo le virgolette di chiusura (") seguono altri caratteri prima della virgola.',
    span: 'In questa riga un campo inizia con le virgolette (") e termina solo alla riga {{endLine}}; le righe intermedie sono state lette come parte di quel campo. Probabilmente qui mancano le virgolette di chiusura.',
    CSV_MAX_RECORD_SIZE: 'Una riga è troppo lunga.',
    other: 'La riga non si legge come CSV (errore {{code}}).',
  },
};

/** Counts in the language's grouping (21.950 in both de and it). */
export function formatCount(n: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'de-DE').format(n);
}

/** The problem as one sentence in lang, prefixed with file and line where known. */
export function formatGtfsProblem(problem: GtfsProblemInput, lang: Lang): string {
  const catalogue = messages[lang] ?? messages.de;
  const args: Record<string, string | number> = { ...problem.args, column: problem.column ?? '', value: problem.value ?? '', file: problem.file ?? '', line: problem.line ?? '' };
  if (problem.code === 'badCsv') {
    const reasons = csvReasons[lang] ?? csvReasons.de;
    const code = String(problem.args?.code ?? '');
    const reason = problem.args?.endLine !== undefined ? reasons.span : (reasons[code] ?? reasons.other);
    args.reason = interpolate(reason, { code: code || '?', endLine: problem.args?.endLine ?? '' });
  }
  if (typeof args.count === 'number') args.count = formatCount(args.count, lang);
  const prefix = problem.file == null ? '' : interpolate(problem.line == null ? catalogue.whereFile : catalogue.where, args);
  return prefix + interpolate(catalogue[problem.code], args);
}

/** Default number of problems kept in full; the total is always counted. */
export const GTFS_PROBLEM_CAP = 200;
/**
 * Problems kept per file: one mistake (a broken quote, a wrong id column) often repeats on every
 * following row; the rest of that file is counted and summarised in one `moreProblems` entry.
 */
export const GTFS_PROBLEMS_PER_FILE = 25;

/** Keeps the first problems (at most `perFile` of each file, `cap` in all) and counts all of them. */
export class ProblemCollector {
  private readonly kept: GtfsProblem[] = [];
  private readonly perFileCount = new Map<string | null, number>();
  count = 0;

  constructor(
    private readonly lang: Lang,
    private readonly cap = GTFS_PROBLEM_CAP,
    private readonly perFile = GTFS_PROBLEMS_PER_FILE,
  ) {}

  add(problem: GtfsProblemInput): void {
    this.count++;
    const inFile = (this.perFileCount.get(problem.file) ?? 0) + 1;
    this.perFileCount.set(problem.file, inFile);
    if (inFile <= this.perFile && this.kept.length < this.cap) this.kept.push({ ...problem, message: formatGtfsProblem(problem, this.lang) });
  }

  /** The kept problems, each file's followed by a `moreProblems` entry counting what was left out. */
  get problems(): GtfsProblem[] {
    const shown = new Map<string | null, number>();
    for (const p of this.kept) shown.set(p.file, (shown.get(p.file) ?? 0) + 1);
    const out: GtfsProblem[] = [];
    this.kept.forEach((p, i) => {
      out.push(p);
      const lastOfFile = !this.kept.slice(i + 1).some((q) => q.file === p.file);
      const rest = (this.perFileCount.get(p.file) ?? 0) - (shown.get(p.file) ?? 0);
      if (lastOfFile && rest > 0) {
        const more: GtfsProblemInput = { code: 'moreProblems', file: p.file, line: null, args: { count: rest, shown: shown.get(p.file) ?? 0 } };
        out.push({ ...more, message: formatGtfsProblem(more, this.lang) });
      }
    });
    return out;
  }
}
