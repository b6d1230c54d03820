/**
 * Texts of the contacts and saved-views API (de default, it), as api/messages.ts does: refusals,
 * and the names of the derived control contacts (roster.ts), in the caller's language.
 */
import type { GraphQLError } from 'graphql';
import type { Lang } from '../../../src/shared/resource/types';
import { serverCatalogue } from '../../catalogue';

const de = {
  'cc.forbidden': 'Keine Berechtigung: Kontakte zu Fahrten dürfen nur Administration und Disposition hinzufügen.',
  'cc.error.unknownRun': 'Die Fahrt „{{run}}“ gibt es nicht.',
  'cc.error.nameRequired': 'Bitte einen Namen angeben.',
  'cc.error.nameTooLong': 'Der Name darf höchstens {{max}} Zeichen lang sein.',
  'cc.error.badRole': 'Unbekannte Funktion „{{role}}“.',
  'cc.error.badPhone': 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten (3 bis 30 Zeichen).',
  'cc.error.noteTooLong': 'Die Notiz darf höchstens {{max}} Zeichen lang sein.',
  'cc.error.viewName': 'Bitte einen Namen für die Ansicht angeben (höchstens {{max}} Zeichen).',
  'cc.error.viewState': 'Die Ansicht ist ungültig: {{problem}}.',
  'cc.error.unknownView': 'Diese Ansicht gibt es nicht (mehr).',
  'cc.error.geocoder': 'Die Adresssuche ist gerade nicht erreichbar.',
  'cc.roster.operations': 'Betriebsleitstelle',
  'cc.roster.depot': 'Betriebshof {{line}}',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'cc.forbidden': 'Non autorizzato: solo amministrazione e dispatching possono aggiungere contatti alle corse.',
  'cc.error.unknownRun': 'La corsa «{{run}}» non esiste.',
  'cc.error.nameRequired': 'Indicare un nome.',
  'cc.error.nameTooLong': 'Il nome può contenere al massimo {{max}} caratteri.',
  'cc.error.badRole': 'Funzione «{{role}}» sconosciuta.',
  'cc.error.badPhone': 'Il numero di telefono può contenere solo cifre, spazi e + ( ) / - (da 3 a 30 caratteri).',
  'cc.error.noteTooLong': 'La nota può contenere al massimo {{max}} caratteri.',
  'cc.error.viewName': 'Indicare un nome per la vista (al massimo {{max}} caratteri).',
  'cc.error.viewState': 'La vista non è valida: {{problem}}.',
  'cc.error.unknownView': 'Questa vista non esiste (più).',
  'cc.error.geocoder': 'La ricerca indirizzi non è raggiungibile in questo momento.',
  'cc.roster.operations': 'Centrale operativa',
  'cc.roster.depot': 'Deposito {{line}}',
};

const texts = serverCatalogue(de, it);

export type CcMessageKey = keyof typeof de;

export const ccServerText = texts.text;

export const ccBadInput: (lang: Lang, key: CcMessageKey, args?: Record<string, string | number>) => GraphQLError = texts.badInput;

export function ccForbidden(lang: Lang): GraphQLError {
  return texts.forbidden(lang, 'cc.forbidden');
}

/** The message keys per language, for the catalogue completeness test. */
export const ccMessageKeys = texts.keys;
