/** Texts of the vehicle-message API (de default, it), as server/operations/api/messages.ts does. */
import type { GraphQLError } from 'graphql';
import type { Lang } from '../../../src/shared/resource/types';
import { serverCatalogue } from '../../catalogue';

const de = {
  'msg.forbidden': 'Keine Berechtigung: Nachrichten an Fahrzeuge dürfen nur Administration und Disposition senden.',
  'msg.error.noText': 'Bitte einen vordefinierten Text wählen oder einen Freitext eingeben.',
  'msg.error.twoTexts': 'Bitte entweder einen vordefinierten Text oder einen Freitext senden, nicht beides.',
  'msg.error.emptyText': 'Der Freitext ist leer.',
  'msg.error.textTooLong': 'Der Freitext darf höchstens {{max}} Zeichen lang sein.',
  'msg.error.unknownText': 'Den vordefinierten Text „{{text}}“ gibt es nicht oder er ist nicht aktiv.',
  'msg.error.supplementTooLong': 'Die Ergänzung darf höchstens {{max}} Zeichen lang sein.',
  'msg.error.supplementWithoutText': 'Eine Ergänzung gibt es nur zu einem vordefinierten Text.',
  'msg.error.badPriority': 'Unbekannte Priorität „{{priority}}“: erlaubt sind normal und high.',
  'msg.error.noTargets': 'Bitte mindestens ein Fahrzeug oder eine Linie als Empfänger wählen.',
  'msg.error.unknownVehicle': 'Das Fahrzeug „{{vehicle}}“ gibt es nicht.',
  'msg.error.unknownLine': 'Die Linie „{{line}}“ fährt am aktuellen Betriebstag nicht.',
  'msg.error.lineEmpty': 'Auf der Linie {{line}} ist gerade kein Fahrzeug unterwegs.',
  'msg.error.tooManyTargets': 'Eine Nachricht kann höchstens an {{max}} Fahrzeuge gehen.',
  'msg.error.badPaging': 'Seite ab 1, Einträge pro Seite 1 bis {{max}}.',
  'msg.failure.unknownVehicle': 'Fahrzeug dem Bordsystem unbekannt',
  'msg.failure.notInService': 'Fahrzeug nicht im Einsatz',
  'msg.failure.noUnit': 'Kein Bordgerät',
  'msg.failure.noLink': 'Keine Verbindung zu den Bordgeräten eingerichtet',
  'msg.failure.channelError': 'Übertragung fehlgeschlagen',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'msg.forbidden': 'Non autorizzato: i messaggi ai veicoli possono essere inviati solo da amministrazione e dispatching.',
  'msg.error.noText': 'Scegliere un testo predefinito o inserire un testo libero.',
  'msg.error.twoTexts': 'Inviare un testo predefinito oppure un testo libero, non entrambi.',
  'msg.error.emptyText': 'Il testo libero è vuoto.',
  'msg.error.textTooLong': 'Il testo libero può contenere al massimo {{max}} caratteri.',
  'msg.error.unknownText': 'Il testo predefinito «{{text}}» non esiste o non è attivo.',
  'msg.error.supplementTooLong': 'L’integrazione può contenere al massimo {{max}} caratteri.',
  'msg.error.supplementWithoutText': 'Un’integrazione è possibile solo con un testo predefinito.',
  'msg.error.badPriority': 'Priorità «{{priority}}» sconosciuta: sono ammesse normal e high.',
  'msg.error.noTargets': 'Scegliere almeno un veicolo o una linea come destinatari.',
  'msg.error.unknownVehicle': 'Il veicolo «{{vehicle}}» non esiste.',
  'msg.error.unknownLine': 'La linea «{{line}}» non circola nel giorno di esercizio attuale.',
  'msg.error.lineEmpty': 'Sulla linea {{line}} al momento non circola nessun veicolo.',
  'msg.error.tooManyTargets': 'Un messaggio può essere inviato al massimo a {{max}} veicoli.',
  'msg.error.badPaging': 'Pagina da 1, voci per pagina da 1 a {{max}}.',
  'msg.failure.unknownVehicle': 'Veicolo sconosciuto al sistema di bordo',
  'msg.failure.notInService': 'Veicolo non in servizio',
  'msg.failure.noUnit': 'Nessun apparato di bordo',
  'msg.failure.noLink': 'Nessun collegamento con gli apparati di bordo configurato',
  'msg.failure.channelError': 'Trasmissione non riuscita',
};

const texts = serverCatalogue(de, it);

export type MessageKey = keyof typeof de;

export const msgText = texts.lookup;

/** The message keys per language, for the catalogue completeness test. */
export const msgKeys = texts.keys;

export const msgBadInput = texts.badInput;

export function msgForbidden(lang: Lang): GraphQLError {
  return texts.forbidden(lang, 'msg.forbidden');
}

/** Refusal of a send request, translated by the API. */
export class MessageInputError extends Error {
  constructor(readonly key: string, readonly args: Record<string, string | number> = {}) {
    super(key);
    this.name = 'MessageInputError';
  }
}
