import type { Lang } from '../resource/types';

/**
 * Validation messages, German (default) and Italian. Keys are what the server
 * sends in per-field errors and what the yup rules produce; placeholders use
 * i18next's {{name}} form. Merged into the app's i18n catalogues under these keys.
 */
export const validationMessages: Record<Lang, Record<string, string>> = {
  de: {
    'validation.required': 'Dieses Feld ist erforderlich',
    'validation.string.min': 'Mindestens {{min}} Zeichen',
    'validation.string.max': 'Höchstens {{max}} Zeichen',
    'validation.string.email': 'Keine gültige E-Mail-Adresse',
    'validation.string.color': 'Farbe im Format #RRGGBB angeben',
    'validation.number.type': 'Bitte eine Zahl eingeben',
    'validation.number.integer': 'Bitte eine ganze Zahl eingeben',
    'validation.number.min': 'Der Wert muss mindestens {{min}} sein',
    'validation.number.max': 'Der Wert darf höchstens {{max}} sein',
    'validation.number.moreThan': 'Der Wert muss größer als {{more}} sein',
    'validation.boolean.type': 'Ja oder Nein angeben',
    'validation.enum.oneOf': 'Ungültige Auswahl',
    'validation.reference.missing': 'Der ausgewählte Eintrag existiert nicht',
    'validation.unique': 'Dieser Wert ist bereits vergeben',
    'validation.custom': '{{de}}',
    'validation.date.invalid': 'Ungültiges Datum',
    'validation.date.required': 'Dieses Feld ist erforderlich',
    'validation.date.range': 'Das Datum muss zwischen 01.01.1900 und 31.12.2099 liegen',
    'validation.date.min': 'Das Datum muss am oder nach dem {{min}} liegen',
    'validation.date.max': 'Das Datum muss am oder vor dem {{max}} liegen',
    'validation.time.invalid': 'Ungültige Uhrzeit',
    'validation.time.min': 'Die Uhrzeit muss um oder nach {{min}} liegen',
    'validation.time.max': 'Die Uhrzeit muss um oder vor {{max}} liegen',
    'validation.failed': 'Die Eingaben sind ungültig. Bitte die markierten Felder prüfen.',
  },
  it: {
    'validation.required': 'Questo campo è obbligatorio',
    'validation.string.min': 'Almeno {{min}} caratteri',
    'validation.string.max': 'Al massimo {{max}} caratteri',
    'validation.string.email': 'Indirizzo e-mail non valido',
    'validation.string.color': 'Indicare il colore nel formato #RRGGBB',
    'validation.number.type': 'Inserire un numero',
    'validation.number.integer': 'Inserire un numero intero',
    'validation.number.min': 'Il valore deve essere almeno {{min}}',
    'validation.number.max': 'Il valore non può superare {{max}}',
    'validation.number.moreThan': 'Il valore deve essere maggiore di {{more}}',
    'validation.boolean.type': 'Indicare sì o no',
    'validation.enum.oneOf': 'Selezione non valida',
    'validation.reference.missing': "La voce selezionata non esiste",
    'validation.unique': 'Questo valore è già in uso',
    'validation.custom': '{{it}}',
    'validation.date.invalid': 'Data non valida',
    'validation.date.required': 'Questo campo è obbligatorio',
    'validation.date.range': 'La data deve essere compresa tra il 01/01/1900 e il 31/12/2099',
    'validation.date.min': 'La data deve essere uguale o successiva al {{min}}',
    'validation.date.max': 'La data deve essere uguale o precedente al {{max}}',
    'validation.time.invalid': 'Orario non valido',
    'validation.time.min': "L'orario deve essere uguale o successivo alle {{min}}",
    'validation.time.max': "L'orario deve essere uguale o precedente alle {{max}}",
    'validation.failed': 'I dati inseriti non sono validi. Controllare i campi evidenziati.',
  },
};

/** Fills {{name}} placeholders; unknown ones stay as they are. */
export function interpolate(template: string, args: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in args ? String(args[key]) : whole,
  );
}
