/**
 * Texts of the connections API (de default, it): refusals in the caller's language, and the
 * vehicle message a decision sends to both trains' crews (docs/connections.md "Messages").
 */
import type { Lang } from '../../src/shared/resource/types';
import { serverCatalogue } from '../catalogue';

const de = {
  'conn.forbidden': 'Keine Berechtigung: Anschlüsse halten oder aufgeben dürfen nur Administration und Disposition.',
  'conn.error.unknown': 'Den Anschluss „{{id}}“ gibt es am aktuellen Betriebstag nicht.',
  'conn.error.off': 'Die Anschlusssicherung ist noch nicht bereit: Bitte gleich noch einmal versuchen.',
  'conn.error.cancelled': 'Der Anschluss {{feeder}} → {{departing}} in {{station}} entfällt (ein Zug fällt aus oder hält dort nicht): Es gibt nichts zu entscheiden.',
  'conn.error.departed': 'Zug {{train}} hat {{station}} bereits verlassen: Halten ist nicht mehr möglich.',
  'conn.error.holdTooLong': 'Zug {{train}} darf für diesen Anschluss höchstens {{max}} min warten (bis {{latest}}); gewünscht war bis {{until}}.',
  'conn.error.holdBeforeDeparture': 'Warten bis {{until}} liegt vor der planmäßigen Abfahrt um {{planned}}: Bitte eine spätere Uhrzeit wählen.',
  'conn.error.badHoldUntil': 'Die Wartezeit muss eine ganze Zahl von Sekunden des Betriebstags sein.',
  'conn.error.arrivalUnknown': 'Die Ankunft des Zubringers ist nicht bekannt: Bitte angeben, bis wann der Zug warten soll.',
  'conn.error.badState': 'Unbekannter Zustand „{{state}}“: erlaubt sind ok, endangered, held, broken und cancelled.',
  'conn.error.badDay': 'Der Betriebstag muss ein Datum im Format JJJJ-MM-TT sein.',
  'conn.vehicle.hold': '{{depLine}} {{depTrain}} wartet in {{station}} bis {{until}} auf {{feedLine}} {{feedTrain}}',
  'conn.vehicle.break': '{{depLine}} {{depTrain}} wartet in {{station}} nicht auf {{feedLine}} {{feedTrain}}: Anschluss aufgegeben',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'conn.forbidden': 'Non autorizzato: trattenere o abbandonare le coincidenze è riservato ad amministrazione e dispatching.',
  'conn.error.unknown': 'La coincidenza «{{id}}» non esiste nel giorno di esercizio attuale.',
  'conn.error.off': 'La gestione delle coincidenze non è ancora pronta: riprovare tra poco.',
  'conn.error.cancelled': 'La coincidenza {{feeder}} → {{departing}} a {{station}} è venuta meno (un treno è soppresso o non vi ferma): non c’è nulla da decidere.',
  'conn.error.departed': 'Il treno {{train}} è già partito da {{station}}: non è più possibile trattenerlo.',
  'conn.error.holdTooLong': 'Per questa coincidenza il treno {{train}} può attendere al massimo {{max}} min (fino alle {{latest}}); richiesto fino alle {{until}}.',
  'conn.error.holdBeforeDeparture': 'Attendere fino alle {{until}} è prima della partenza programmata delle {{planned}}: scegliere un orario successivo.',
  'conn.error.badHoldUntil': 'L’orario di attesa deve essere un numero intero di secondi del giorno di esercizio.',
  'conn.error.arrivalUnknown': 'L’arrivo del treno adduttore non è noto: indicare fino a che ora il treno deve attendere.',
  'conn.error.badState': 'Stato «{{state}}» sconosciuto: sono ammessi ok, endangered, held, broken e cancelled.',
  'conn.error.badDay': 'Il giorno di esercizio deve essere una data nel formato AAAA-MM-GG.',
  'conn.vehicle.hold': '{{depLine}} {{depTrain}} attende a {{station}} fino alle {{until}} il {{feedLine}} {{feedTrain}}',
  'conn.vehicle.break': '{{depLine}} {{depTrain}} non attende a {{station}} il {{feedLine}} {{feedTrain}}: coincidenza non garantita',
};

const texts = serverCatalogue(de, it);

export type ConnTextKey = keyof typeof de;

export const connText = texts.text;
export const connMessageKeys = texts.keys;

export function connBadInput(lang: Lang, key: string, args: Record<string, string | number> = {}) {
  return texts.badInput(lang, key, args);
}

export function connForbidden(lang: Lang) {
  return texts.forbidden(lang, 'conn.forbidden');
}

/** A refusal of the service, translated by the API (as LiveInputError is). */
export class ConnectionInputError extends Error {
  constructor(readonly key: ConnTextKey, readonly args: Record<string, string | number> = {}) {
    super(key);
    this.name = 'ConnectionInputError';
  }
}

/** Service-day seconds as "HH:MM" (past midnight as 24:10, as timetables write it). */
export function clockText(s: number): string {
  const m = Math.floor(Math.round(s) / 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
