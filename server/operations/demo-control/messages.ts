/** Texts of the demo control API (de default, it), as messages.ts does for the live API. */
import { GraphQLError } from 'graphql';
import type { Lang } from '../../../src/shared/resource/types';
import { serverCatalogue } from '../../catalogue';
import { liveText } from '../api/messages';

const de = {
  'demo.forbidden': 'Keine Berechtigung: Die Demo-Steuerung ist nur für Administratoren.',
  'demo.error.realFeed': 'Die Demo-Steuerung gibt es nur, wenn der Simulator den Betriebstag fährt (SIMULATOR=on). Mit einer echten Fahrzeugortung lassen sich Zeit und Störungen nicht steuern.',
  'demo.error.speed': 'Die Geschwindigkeit muss größer als 0 und höchstens 3600-fach sein.',
  'demo.error.time': '„{{time}}“ ist keine Uhrzeit: bitte HH:MM (03:00 bis 02:59 des Folgetags).',
  'demo.error.minutes': 'Die Dauer muss eine ganze Zahl von 1 bis {{max}} Minuten sein.',
  'demo.error.unknownLine': 'Die Linie „{{line}}“ fährt am aktuellen Betriebstag nicht.',
  'demo.error.notAdjacent': '{{from}} und {{to}} liegen auf der Linie {{line}} nicht direkt nebeneinander.',
  'demo.error.notRunning': 'Zug {{train}} ist gerade nicht unterwegs: Eine Fahrzeugstörung lässt sich nur für einen fahrenden Zug auslösen.',
  'demo.error.alreadyFailed': 'Für Zug {{train}} läuft bereits eine Fahrzeugstörung.',
  'demo.error.nothingToEnd': 'Diese Störung gibt es am aktuellen Betriebstag nicht oder sie ist bereits beendet.',
  'demo.error.noConflictPair': 'Kein Zugpaar gefunden, das sich mit einer Verspätung auf einem eingleisigen Abschnitt begegnen würde (keine eingleisigen Abschnitte erfasst, oder in den nächsten Stunden fährt dort kein Gegenzug).',
  'demo.error.noCause': 'Es gibt keine aktive Störungsursache, mit der die Verspätung begründet werden kann.',
  'demo.conflictComment': 'Demo-Steuerung: Konflikt provoziert',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'demo.forbidden': 'Non autorizzato: il controllo demo è riservato agli amministratori.',
  'demo.error.realFeed': 'Il controllo demo è disponibile solo quando il simulatore gestisce il giorno di esercizio (SIMULATOR=on). Con una localizzazione reale dei veicoli non è possibile controllare il tempo né i disservizi.',
  'demo.error.speed': 'La velocità deve essere maggiore di 0 e al massimo 3600 volte.',
  'demo.error.time': '«{{time}}» non è un orario: indicare HH:MM (dalle 03:00 alle 02:59 del giorno successivo).',
  'demo.error.minutes': 'La durata deve essere un numero intero di minuti da 1 a {{max}}.',
  'demo.error.unknownLine': 'La linea «{{line}}» non circola nel giorno di esercizio attuale.',
  'demo.error.notAdjacent': '{{from}} e {{to}} non sono stazioni adiacenti sulla linea {{line}}.',
  'demo.error.notRunning': 'Il treno {{train}} non è in viaggio: un guasto al veicolo si può simulare solo per un treno in marcia.',
  'demo.error.alreadyFailed': 'Per il treno {{train}} è già in corso un guasto al veicolo.',
  'demo.error.nothingToEnd': 'Questo disservizio non esiste nel giorno di esercizio attuale oppure è già terminato.',
  'demo.error.noConflictPair': 'Nessuna coppia di treni trovata che con un ritardo si incontrerebbe su una tratta a binario unico (nessuna tratta a binario unico registrata, o nelle prossime ore non vi circola un treno in senso opposto).',
  'demo.error.noCause': 'Non esiste una causa di disservizio attiva con cui motivare il ritardo.',
  'demo.conflictComment': 'Controllo demo: conflitto provocato',
};

const texts = serverCatalogue(de, it);

/** The message keys per language, for the catalogue completeness test. */
export const demoMessageKeys = texts.keys;

/** A demo text, or a live one (shared keys such as live.error.unknownRun). */
export function demoText(lang: Lang, key: string, args: Record<string, unknown> = {}): string {
  return texts.has(key) ? texts.text(lang, key, args) : liveText(lang, key, args);
}

export function demoForbidden(lang: Lang): GraphQLError {
  return texts.forbidden(lang, 'demo.forbidden');
}

/** Refusals: the real feed is a precondition failure, everything else bad input. */
export function demoError(lang: Lang, key: string, args: Record<string, string | number> = {}): GraphQLError {
  const code = key === 'demo.error.realFeed' ? 'SIMULATOR_OFF' : 'BAD_USER_INPUT';
  return new GraphQLError(demoText(lang, key, args), { extensions: { code, key } });
}
