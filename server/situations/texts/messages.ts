/** Texts of the situation report's part "texts" (de default, it): refusals of public texts, checklists and handovers. */
import { GraphQLError } from 'graphql';
import type { Lang } from '../../../src/shared/resource/types';
import { serverCatalogue } from '../../catalogue';

const de = {
  'sitText.forbidden.edit': 'Keine Berechtigung: Lageberichte dieser Kategorie dürfen Sie nicht bearbeiten.',
  'sitText.forbidden.publish': 'Keine Berechtigung: Texte von Lageberichten dieser Kategorie dürfen Sie nicht veröffentlichen.',
  'sitText.forbidden.handover': 'Keine Berechtigung: Schichtübergaben machen und quittieren nur Administration und Disposition.',
  'sitText.notFound': 'Den Lagebericht gibt es nicht oder Sie dürfen ihn nicht sehen.',
  'sitText.closed': 'Der Lagebericht ist abgeschlossen und kann nicht mehr geändert werden. Korrekturen bitte als neuen Lagebericht erfassen.',
  'sitText.badChannel': 'Unbekannter Kanal „{{channel}}“: erlaubt sind display, announcement, web und crew.',
  'sitText.tooLong': 'Ein Text darf höchstens {{max}} Zeichen lang sein.',
  'sitText.conflict': 'Der Text wurde inzwischen von {{by}} geändert (Version {{version}}). Bitte neu laden und die Änderung erneut eingeben.',
  'sitText.unknownModule': 'Den Textbaustein gibt es nicht oder er ist nicht aktiv.',
  'sitText.notOpen': 'Texte können erst veröffentlicht werden, wenn der Lagebericht eröffnet ist.',
  'sitText.empty': 'Zum Veröffentlichen braucht der Kanal {{channel}} einen deutschen und einen italienischen Text.',
  'sitText.openPlaceholders': 'Der Text ({{lang}}) enthält nicht ausgefüllte Platzhalter: {{names}}. Bitte ersetzen oder die Angaben im Lagebericht ergänzen.',
  'sitText.unknownItem': 'Diese Maßnahme gehört nicht zur Checkliste des Lageberichts.',
  'sitText.noteTooLong': 'Die Notiz zur Übergabe darf höchstens {{max}} Zeichen lang sein.',
  'sitText.handoverNotFound': 'Diese Schichtübergabe gibt es nicht.',
  'sitText.ownHandover': 'Die eigene Übergabe kann nicht quittiert werden: Das tut die Person, die den Dienst übernimmt.',
  'sitText.alreadyAcknowledged': 'Diese Übergabe hat {{name}} bereits quittiert.',
  'sitText.badPaging': 'Seite ab 1, Einträge pro Seite 1 bis {{max}}.',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'sitText.forbidden.edit': 'Non autorizzato: non può modificare i rapporti di questa categoria.',
  'sitText.forbidden.publish': 'Non autorizzato: non può pubblicare i testi dei rapporti di questa categoria.',
  'sitText.forbidden.handover': 'Non autorizzato: i passaggi di turno sono eseguiti e confermati solo da amministrazione e dispatching.',
  'sitText.notFound': 'Il rapporto non esiste oppure non è autorizzato a vederlo.',
  'sitText.closed': 'Il rapporto è chiuso e non può più essere modificato. Registrare le correzioni come nuovo rapporto.',
  'sitText.badChannel': 'Canale «{{channel}}» sconosciuto: sono ammessi display, announcement, web e crew.',
  'sitText.tooLong': 'Un testo può contenere al massimo {{max}} caratteri.',
  'sitText.conflict': 'Il testo è stato modificato nel frattempo da {{by}} (versione {{version}}). Ricaricare e inserire di nuovo la modifica.',
  'sitText.unknownModule': 'Il modello di testo non esiste o non è attivo.',
  'sitText.notOpen': 'I testi possono essere pubblicati solo quando il rapporto è aperto.',
  'sitText.empty': 'Per pubblicare, il canale {{channel}} richiede un testo tedesco e uno italiano.',
  'sitText.openPlaceholders': 'Il testo ({{lang}}) contiene segnaposto non compilati: {{names}}. Sostituirli o completare i dati del rapporto.',
  'sitText.unknownItem': 'Questa misura non fa parte della lista di controllo del rapporto.',
  'sitText.noteTooLong': 'La nota al passaggio di turno può contenere al massimo {{max}} caratteri.',
  'sitText.handoverNotFound': 'Questo passaggio di turno non esiste.',
  'sitText.ownHandover': 'Non è possibile confermare il proprio passaggio di turno: lo fa la persona che subentra.',
  'sitText.alreadyAcknowledged': 'Questo passaggio di turno è già stato confermato da {{name}}.',
  'sitText.badPaging': 'Pagina da 1, voci per pagina da 1 a {{max}}.',
};

const texts = serverCatalogue(de, it);

export type SitTextKey = keyof typeof de;
export const sitText = texts.text;
export const sitTextKeys = texts.keys;

/** A refusal of the request's input or state, translated by the API. */
export class SitTextError extends Error {
  constructor(
    readonly key: SitTextKey,
    readonly args: Record<string, string | number> = {},
    readonly code: 'BAD_USER_INPUT' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' = 'BAD_USER_INPUT',
  ) {
    super(key);
    this.name = 'SitTextError';
  }
}

/** The GraphQL error of a refusal in the caller's language; `key` tells clients and tests the case. */
export function toGraphqlError(lang: Lang, e: SitTextError): GraphQLError {
  return new GraphQLError(sitText(lang, e.key, e.args), { extensions: { code: e.code, key: e.key } });
}
