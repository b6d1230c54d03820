/** Texts of the situation report's core API (de default, it), as server/operations/api/messages.ts does. */
import { GraphQLError } from 'graphql';
import type { Lang } from '../../../src/shared/resource/types';
import type { SituationState } from '../../../src/shared/situations/model';
import { serverCatalogue } from '../../catalogue';

const de = {
  'sit.state.draft': 'Entwurf',
  'sit.state.open': 'offen',
  'sit.state.stable': 'stabil',
  'sit.state.closed': 'abgeschlossen',
  'sit.notFound': 'Diese Situation gibt es nicht, oder Sie dürfen die Situationen ihrer Kategorie nicht sehen.',
  'sit.forbidden.edit': 'Keine Berechtigung: Situationen der Kategorie „{{category}}“ dürfen Sie nicht anlegen oder bearbeiten.',
  'sit.forbidden.close': 'Keine Berechtigung: Situationen der Kategorie „{{category}}“ dürfen Sie nicht abschließen.',
  'sit.closed': 'Die Situation {{number}} ist abgeschlossen und kann nicht mehr geändert werden. Legen Sie stattdessen eine Korrektur an.',
  'sit.conflict': 'Die Situation {{number}} wurde inzwischen von {{by}} geändert (jetzt Version {{version}}). Bitte neu laden; Ihre Eingaben bleiben erhalten.',
  'sit.illegalTransition': 'Eine Situation im Zustand „{{from}}“ kann nicht in den Zustand „{{to}}“ wechseln.',
  'sit.unknownState': 'Unbekannter Zustand „{{state}}“: erlaubt sind draft, open, stable und closed.',
  'sit.notDraft': 'Nur Entwürfe können verworfen werden; Situation {{number}} ist {{state}}.',
  'sit.notClosed': 'Nur abgeschlossene Situationen werden korrigiert; Situation {{number}} ist {{state}} und kann direkt bearbeitet werden.',
  'sit.invalid': 'Die Situation wurde nicht gespeichert: {{first}}',
  'sit.title.required': 'Bitte einen Titel angeben.',
  'sit.title.tooLong': 'Der Titel darf höchstens {{max}} Zeichen lang sein.',
  'sit.description.tooLong': 'Die Beschreibung darf höchstens {{max}} Zeichen lang sein.',
  'sit.category.unknown': 'Bitte eine bestehende Kategorie wählen.',
  'sit.subcategory.mismatch': 'Die Unterkategorie gehört nicht zur gewählten Kategorie.',
  'sit.severity.unknown': 'Unbekannte Schwere „{{value}}“.',
  'sit.priority.unknown': 'Unbekannte Priorität „{{value}}“.',
  'sit.instant.bad': 'Bitte einen gültigen Zeitpunkt angeben.',
  'sit.expectedEnd.beforeStart': 'Das voraussichtliche Ende darf nicht vor dem Beginn liegen.',
  'sit.end.beforeStart': 'Das Ende darf nicht vor dem Beginn liegen.',
  'sit.selection.invalid': 'Der gewählte Eintrag der Liste „{{list}}“ gibt es nicht oder er ist am {{day}} nicht gültig.',
  'sit.delayMinutes.range': 'Die Verspätung muss eine ganze Zahl von 0 bis {{max}} Minuten sein.',
  'sit.reason.tooLong': 'Der Grund darf höchstens {{max}} Zeichen lang sein.',
  'sit.tooMany': 'Höchstens {{max}} Linien, Bahnhöfe, Abschnitte oder Fahrten je Situation.',
  'sit.note.empty': 'Bitte einen Text für den Eintrag angeben.',
  'sit.note.tooLong': 'Der Eintrag darf höchstens {{max}} Zeichen lang sein.',
  'sit.badPaging': 'Seite ab 1, Einträge pro Seite 1 bis {{max}}.',
  'sit.badSortField': 'Nach „{{field}}“ kann nicht sortiert werden.',
  'sit.badSortOrder': 'Die Sortierrichtung muss ASC oder DESC sein.',
  'sit.measure.unknown': 'Die Maßnahme „{{measure}}“ gibt es am aktuellen Betriebstag nicht.',
  'sit.measure.notActive': 'Maßnahmen lassen sich nur offenen oder stabilen Situationen zuordnen; Situation {{number}} ist {{state}}.',
  'sit.measure.notAttached': 'Diese Maßnahme ist der Situation nicht zugeordnet.',
  'sit.list.cause': 'Ursache',
  'sit.list.effect': 'Auswirkung',
  'sit.list.location': 'Ort',
  'sit.list.source': 'Quelle',
  'sit.attachment.notMultipart': 'Erwartet wird ein Formular-Upload (multipart/form-data) mit der Datei im Feld „file“.',
  'sit.attachment.none': 'Es wurde keine Datei mitgeschickt.',
  'sit.attachment.empty': 'Die Datei „{{fileName}}“ ist leer.',
  'sit.attachment.tooLarge': 'Die Datei ist zu groß: höchstens {{limit}} MB je Anhang.',
  'sit.attachment.type': 'Die Datei „{{fileName}}“ ist kein Bild (PNG, JPEG, GIF, WebP) und kein PDF.',
  'sit.attachment.notFound': 'Diesen Anhang gibt es nicht.',
  'sit.attachment.failed': 'Das Hochladen ist fehlgeschlagen: {{detail}}',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'sit.state.draft': 'bozza',
  'sit.state.open': 'aperta',
  'sit.state.stable': 'stabile',
  'sit.state.closed': 'chiusa',
  'sit.notFound': 'Questa situazione non esiste oppure non è autorizzato a vedere le situazioni della sua categoria.',
  'sit.forbidden.edit': 'Non autorizzato: non può creare né modificare situazioni della categoria «{{category}}».',
  'sit.forbidden.close': 'Non autorizzato: non può chiudere situazioni della categoria «{{category}}».',
  'sit.closed': 'La situazione {{number}} è chiusa e non può più essere modificata. Crei invece una rettifica.',
  'sit.conflict': 'La situazione {{number}} è stata modificata nel frattempo da {{by}} (ora versione {{version}}). Ricarichi; i dati inseriti restano.',
  'sit.illegalTransition': 'Una situazione nello stato «{{from}}» non può passare allo stato «{{to}}».',
  'sit.unknownState': 'Stato «{{state}}» sconosciuto: sono ammessi draft, open, stable e closed.',
  'sit.notDraft': 'Si possono scartare solo bozze; la situazione {{number}} è {{state}}.',
  'sit.notClosed': 'Si rettificano solo situazioni chiuse; la situazione {{number}} è {{state}} e può essere modificata direttamente.',
  'sit.invalid': 'La situazione non è stata salvata: {{first}}',
  'sit.title.required': 'Indicare un titolo.',
  'sit.title.tooLong': 'Il titolo può contenere al massimo {{max}} caratteri.',
  'sit.description.tooLong': 'La descrizione può contenere al massimo {{max}} caratteri.',
  'sit.category.unknown': 'Scegliere una categoria esistente.',
  'sit.subcategory.mismatch': 'La sottocategoria non appartiene alla categoria scelta.',
  'sit.severity.unknown': 'Gravità «{{value}}» sconosciuta.',
  'sit.priority.unknown': 'Priorità «{{value}}» sconosciuta.',
  'sit.instant.bad': 'Indicare un istante valido.',
  'sit.expectedEnd.beforeStart': 'La fine prevista non può precedere l’inizio.',
  'sit.end.beforeStart': 'La fine non può precedere l’inizio.',
  'sit.selection.invalid': 'La voce scelta dell’elenco «{{list}}» non esiste o non è valida il {{day}}.',
  'sit.delayMinutes.range': 'Il ritardo deve essere un numero intero di minuti da 0 a {{max}}.',
  'sit.reason.tooLong': 'Il motivo può contenere al massimo {{max}} caratteri.',
  'sit.tooMany': 'Al massimo {{max}} linee, stazioni, tratte o corse per situazione.',
  'sit.note.empty': 'Indicare un testo per la voce.',
  'sit.note.tooLong': 'La voce può contenere al massimo {{max}} caratteri.',
  'sit.badPaging': 'Pagina da 1, voci per pagina da 1 a {{max}}.',
  'sit.badSortField': 'Non è possibile ordinare per «{{field}}».',
  'sit.badSortOrder': 'L’ordinamento deve essere ASC o DESC.',
  'sit.measure.unknown': 'La misura «{{measure}}» non esiste nel giorno di esercizio attuale.',
  'sit.measure.notActive': 'Le misure si possono collegare solo a situazioni aperte o stabili; la situazione {{number}} è {{state}}.',
  'sit.measure.notAttached': 'Questa misura non è collegata alla situazione.',
  'sit.list.cause': 'Causa',
  'sit.list.effect': 'Effetto',
  'sit.list.location': 'Luogo',
  'sit.list.source': 'Fonte',
  'sit.attachment.notMultipart': 'È atteso un caricamento tramite modulo (multipart/form-data) con il file nel campo «file».',
  'sit.attachment.none': 'Non è stato inviato alcun file.',
  'sit.attachment.empty': 'Il file «{{fileName}}» è vuoto.',
  'sit.attachment.tooLarge': 'Il file è troppo grande: al massimo {{limit}} MB per allegato.',
  'sit.attachment.type': 'Il file «{{fileName}}» non è un’immagine (PNG, JPEG, GIF, WebP) né un PDF.',
  'sit.attachment.notFound': 'Questo allegato non esiste.',
  'sit.attachment.failed': 'Caricamento non riuscito: {{detail}}',
};

const texts = serverCatalogue(de, it);

export type SituationMessageKey = keyof typeof de;
export const situationText = texts.text;
/** The message keys per language, for the catalogue completeness test. */
export const situationMessageKeys = texts.keys;

export function stateName(lang: Lang, state: SituationState): string {
  return texts.text(lang, `sit.state.${state}`);
}

export function badInput(lang: Lang, key: SituationMessageKey, args: Record<string, string | number> = {}): GraphQLError {
  return texts.badInput(lang, key, args);
}

/** FORBIDDEN naming the category (the caller may see it, so naming it leaks nothing). */
export function forbidden(lang: Lang, key: 'sit.forbidden.edit' | 'sit.forbidden.close', category: string): GraphQLError {
  return new GraphQLError(texts.text(lang, key, { category }), { extensions: { code: 'FORBIDDEN', key } });
}

export function notFound(lang: Lang): GraphQLError {
  return new GraphQLError(texts.text(lang, 'sit.notFound'), { extensions: { code: 'NOT_FOUND', key: 'sit.notFound' } });
}

/** Optimistic locking: someone else saved first. */
export function conflict(lang: Lang, current: { number: string; version: number; updatedBy: string; updatedAt: string }): GraphQLError {
  return new GraphQLError(texts.text(lang, 'sit.conflict', { number: current.number, by: current.updatedBy, version: current.version }), {
    extensions: { code: 'CONFLICT', key: 'sit.conflict', current: { version: current.version, updatedAt: current.updatedAt, updatedBy: current.updatedBy } },
  });
}

export interface FieldError {
  key: SituationMessageKey;
  args?: Record<string, string | number>;
}

/** BAD_USER_INPUT with every field's message (the form shows them beside the fields). */
export function invalidInput(lang: Lang, errors: Record<string, FieldError>): GraphQLError {
  // A selection list is named in the reader's language ("Ursache" / "Causa"), not by its code.
  const shown = (e: FieldError) => (typeof e.args?.list === 'string' ? { ...e.args, list: texts.lookup(lang, `sit.list.${e.args.list}`) } : e.args);
  const fieldErrors = Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, { message: texts.text(lang, e.key, shown(e)), key: e.key }]));
  const first = Object.values(fieldErrors)[0]?.message ?? '';
  return new GraphQLError(texts.text(lang, 'sit.invalid', { first }), { extensions: { code: 'BAD_USER_INPUT', key: Object.values(errors)[0]?.key, fieldErrors } });
}
