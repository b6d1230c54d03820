/**
 * Import notices (pure): what a feed holds that the timetable does not take over, or takes over
 * converted. Unlike problems they do not stop the import; the import result lists every one with
 * its count, in de and it (docs/gtfs.md, "What is taken over").
 */
import type { Lang } from '../../../src/shared/resource/types';
import { interpolate } from '../../../src/shared/validation/messages';
import { formatCount } from './problems';

export type GtfsNoticeCode =
  | 'encodingConverted'
  | 'fileNotUsed'
  | 'tripWithoutStopTimes'
  | 'oneStopTrip'
  | 'unusedStop'
  | 'stationNotStop'
  | 'frequenciesExpanded'
  | 'shapeTooShort'
  | 'shapeDistanceDecreasing'
  | 'unknownShape'
  | 'unusedShape'
  | 'stopDistanceDecreasing'
  | 'transfersRead'
  | 'transferStopNotServed'
  | 'transferTripNotInTimetable'
  | 'transferNoSide'
  | 'transferLineMissing';

/** One notice; `line` is the first line concerned (null for a whole file), `examples` a few ids. */
export interface GtfsNotice {
  code: GtfsNoticeCode;
  file: string;
  line: number | null;
  count: number;
  examples?: string[];
  args?: Record<string, string | number>;
}

const texts: Record<Lang, Record<GtfsNoticeCode, string> & { where: string; whereFile: string; examples: string }> = {
  de: {
    where: '{{file}}, Zeile {{line}}: ',
    whereFile: '{{file}}: ',
    examples: ' (z. B. {{examples}})',
    encodingConverted: 'Die Datei ist nicht in UTF-8 kodiert: ab dem ersten ungültigen Zeichen in dieser Zeile als Windows-1252 gelesen und umgewandelt. Bitte Sonderzeichen in den Namen prüfen.',
    fileNotUsed: '{{count}} Zeilen nicht übernommen: die Datei wird vom Fahrplan nicht verwendet.',
    tripWithoutStopTimes: '{{count}} Fahrten ohne Halte in stop_times.txt nicht übernommen{{examples}}.',
    oneStopTrip: '{{count}} Fahrten mit nur einem Halt nicht übernommen (eine Fahrt braucht mindestens zwei){{examples}}.',
    unusedStop: '{{count}} Haltestellen, an denen keine Fahrt hält, nicht übernommen{{examples}}.',
    stationNotStop: '{{count}} Stationen, Eingänge, Knoten und Einstiegsbereiche (location_type 1–4) nicht als eigene Halte übernommen; ihre Namen und Koordinaten dienen Halten ohne eigene als Ersatz.',
    frequenciesExpanded: '{{count}} Taktfahrten zu {{trips}} einzelnen Fahrten ausgeschrieben ({{exact}} mit exact_times=1, {{approximate}} mit exact_times=0: deren Abfahrten gelten als geplante Zeiten im angegebenen Takt).',
    shapeTooShort: '{{count}} Linienverläufe mit weniger als zwei Punkten nicht übernommen{{examples}}: ihre Fahrten werden von Halt zu Halt gezeichnet, die Kilometer als Luftlinie berechnet.',
    shapeDistanceDecreasing: '{{count}} Linienverläufe, deren shape_dist_traveled abnimmt{{examples}}: die Werte nicht verwendet, die Kilometer aus dem Verlauf selbst berechnet.',
    unknownShape: '{{count}} Fahrten verweisen auf einen Linienverlauf (shape_id), der in shapes.txt fehlt oder nicht verwendbar ist{{examples}}: von Halt zu Halt gezeichnet, Kilometer aus shape_dist_traveled oder als Luftlinie.',
    unusedShape: '{{count}} Linienverläufe, die keine Fahrt verwendet, nicht übernommen{{examples}}.',
    stopDistanceDecreasing: '{{count}} Fahrten, deren shape_dist_traveled in stop_times.txt abnimmt{{examples}}: die Werte nicht verwendet, die Kilometer entlang des Linienverlaufs (ohne Verlauf als Luftlinie) berechnet.',
    transfersRead: '{{count}} Übergänge gespeichert: {{connections}} der Typen 1 und 2 (abgestimmt, Mindestumsteigezeit) als Anschlüsse dieser Version, {{other}} der Typen 0, 3, 4 und 5 sind keine Anschlüsse.',
    transferStopNotServed: '{{count}} Übergänge der Typen 1 und 2 ohne Anschluss: ein Halt, an dem keine Fahrt hält (z. B. eine Station mit location_type 1){{examples}}.',
    transferTripNotInTimetable: '{{count}} Übergänge der Typen 1 und 2 ohne Anschluss: die Fahrt ist nicht im Fahrplan (z. B. eine Taktfahrt aus frequencies.txt){{examples}}.',
    transferNoSide: '{{count}} Übergänge der Typen 1 und 2 ohne Anschluss: ohne Fahrt und ohne Linie auf einer Seite (ein Anschluss braucht eine der beiden){{examples}}.',
    transferLineMissing: '{{count}} Übergänge der Typen 1 und 2 ohne Anschluss: für die Linie gibt es keinen Eintrag unter Basisdaten Linien{{examples}}.',
  },
  it: {
    where: '{{file}}, riga {{line}}: ',
    whereFile: '{{file}}: ',
    examples: ' (p. es. {{examples}})',
    encodingConverted: 'Il file non è codificato in UTF-8: dal primo carattere non valido in questa riga è stato letto come Windows-1252 e convertito. Controllare i caratteri speciali nei nomi.',
    fileNotUsed: '{{count}} righe non riprese: il file non è usato dall\'orario.',
    tripWithoutStopTimes: '{{count}} corse senza fermate in stop_times.txt non riprese{{examples}}.',
    oneStopTrip: '{{count}} corse con una sola fermata non riprese (una corsa ne richiede almeno due){{examples}}.',
    unusedStop: '{{count}} fermate in cui non ferma nessuna corsa non riprese{{examples}}.',
    stationNotStop: '{{count}} stazioni, accessi, nodi e aree d\'imbarco (location_type 1–4) non riprese come fermate proprie; i loro nomi e coordinate sostituiscono quelli mancanti delle fermate.',
    frequenciesExpanded: '{{count}} corse cadenzate espanse in {{trips}} corse singole ({{exact}} con exact_times=1, {{approximate}} con exact_times=0: le loro partenze valgono come orari programmati nella cadenza indicata).',
    shapeTooShort: '{{count}} tracciati con meno di due punti non ripresi{{examples}}: le loro corse sono disegnate da fermata a fermata, i chilometri calcolati in linea d\'aria.',
    shapeDistanceDecreasing: '{{count}} tracciati il cui shape_dist_traveled diminuisce{{examples}}: i valori non sono usati, i chilometri sono calcolati dal tracciato stesso.',
    unknownShape: '{{count}} corse rimandano a un tracciato (shape_id) assente in shapes.txt o non utilizzabile{{examples}}: disegnate da fermata a fermata, chilometri da shape_dist_traveled o in linea d\'aria.',
    unusedShape: '{{count}} tracciati non usati da nessuna corsa non ripresi{{examples}}.',
    stopDistanceDecreasing: '{{count}} corse il cui shape_dist_traveled in stop_times.txt diminuisce{{examples}}: i valori non sono usati, i chilometri sono calcolati lungo il tracciato (senza tracciato in linea d\'aria).',
    transfersRead: '{{count}} trasbordi salvati: {{connections}} dei tipi 1 e 2 (coordinati, tempo minimo di trasbordo) come coincidenze di questa versione, {{other}} dei tipi 0, 3, 4 e 5 non sono coincidenze.',
    transferStopNotServed: '{{count}} trasbordi dei tipi 1 e 2 senza coincidenza: una fermata in cui non ferma nessuna corsa (p. es. una stazione con location_type 1){{examples}}.',
    transferTripNotInTimetable: '{{count}} trasbordi dei tipi 1 e 2 senza coincidenza: la corsa non è nell\'orario (p. es. una corsa cadenzata da frequencies.txt){{examples}}.',
    transferNoSide: '{{count}} trasbordi dei tipi 1 e 2 senza coincidenza: senza corsa e senza linea su un lato (una coincidenza richiede una delle due){{examples}}.',
    transferLineMissing: '{{count}} trasbordi dei tipi 1 e 2 senza coincidenza: la linea non ha una voce in Dati di base Linee{{examples}}.',
  },
};

/** How many example ids a notice names. */
export const NOTICE_EXAMPLES = 5;

export function formatGtfsNotice(notice: GtfsNotice, lang: Lang): string {
  const t = texts[lang] ?? texts.de;
  const args: Record<string, string | number> = { file: notice.file, line: notice.line ?? '' };
  for (const [key, value] of Object.entries(notice.args ?? {})) args[key] = typeof value === 'number' ? formatCount(value, lang) : value;
  args.count = formatCount(notice.count, lang);
  args.examples = notice.examples?.length ? interpolate(t.examples, { examples: notice.examples.join(', ') }) : '';
  const prefix = interpolate(notice.line === null ? t.whereFile : t.where, args);
  return prefix + interpolate(t[notice.code], args);
}

/** Counts things of one kind and keeps a few example ids. */
export class NoticeCounter {
  count = 0;
  readonly examples: string[] = [];
  add(id: string): void {
    this.count++;
    if (this.examples.length < NOTICE_EXAMPLES) this.examples.push(id);
  }
  /** The notice, or nothing when there was nothing to count. */
  notice(code: GtfsNoticeCode, file: string): GtfsNotice[] {
    return this.count === 0 ? [] : [{ code, file, line: null, count: this.count, examples: [...this.examples] }];
  }
}
