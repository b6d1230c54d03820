import { defineResource } from '../../shared/resource/types';
import {
  GONG_KINDS, GONG_LABELS, LANGUAGE_ORDERS, LANGUAGE_ORDER_LABELS, TEXT_KINDS, TEXT_KIND_LABELS, options,
} from '../../shared/passenger-info/model';
import { PAX_PLACEHOLDER_LIST } from '../../shared/passenger-info/placeholders';

/**
 * Announcement templates (GSP-Ansagen, issue 14 item 3, docs/passenger-information.md): spoken
 * station announcements per kind, with the gong before it, the announcement priority, the order of
 * the languages and how often it is repeated. Same placeholders as the FIS texts; automatic messages
 * fill their announcement text from the first active template of their kind (by code).
 */
const HELP = { de: `Platzhalter: ${PAX_PLACEHOLDER_LIST}`, it: `Segnaposto: ${PAX_PLACEHOLDER_LIST}` };

type Row = [code: string, name: string, kind: string, gong: string, priority: number, de: string, it: string, en: string | null];
const ROWS: Row[] = [
  ['GSP_AUSFALL', 'Ausfall', 'cancellation', 'double', 2,
    'Information zu {line} {train} nach {destination}: Dieser Zug fällt heute ab {station} aus. Grund ist {reason}. Wir bitten um Entschuldigung.',
    'Informazione sul treno {line} {train} per {destination}: oggi questo treno è soppresso da {station}. Il motivo è {reason}. Ci scusiamo per il disagio.',
    'Information about {line} {train} to {destination}: this train is cancelled from {station} today due to {reason}. We apologise.'],
  ['GSP_VERSP', 'Verspätung', 'delay', 'single', 3,
    'Information zu {line} {train} nach {destination}: Heute circa {minutes} Minuten später. Grund ist {reason}. Wir bitten um Entschuldigung.',
    'Informazione sul treno {line} {train} per {destination}: oggi circa {minutes} minuti di ritardo. Il motivo è {reason}. Ci scusiamo per il disagio.',
    null],
  ['GSP_GLEIS', 'Gleiswechsel', 'platformChange', 'double', 2,
    'Achtung, Gleiswechsel: {line} {train} nach {destination} fährt heute von Gleis {platform}.',
    'Attenzione, cambio binario: {line} {train} per {destination} oggi parte dal binario {platform}.',
    'Platform change: {line} {train} to {destination} departs from platform {platform} today.'],
  ['GSP_ANS_WARTET', 'Anschluss wartet', 'connectionHeld', 'single', 3,
    'Reisende aus {feederLine} {feederTrain}: {line} {train} nach {destination} wartet und fährt circa um {time}.',
    'Viaggiatori provenienti da {feederLine} {feederTrain}: {line} {train} per {destination} attende e parte verso le {time}.',
    null],
  ['GSP_ANS_BRUCH', 'Anschluss nicht gewährleistet', 'connectionBroken', 'single', 3,
    'Reisende aus {feederLine} {feederTrain}: Der Anschluss an {line} {train} nach {destination} kann heute nicht abgewartet werden. Grund ist {reason}.',
    'Viaggiatori provenienti da {feederLine} {feederTrain}: oggi la coincidenza con {line} {train} per {destination} non può essere attesa. Il motivo è {reason}.',
    null],
];

export default defineResource({
  name: 'AnnouncementTemplate',
  path: 'gspansagen',
  table: 'announcement_templates',
  label: {
    de: { one: 'GSP-Ansage', other: 'GSP-Ansagen' },
    it: { one: 'Annuncio GSP', other: 'Annunci GSP' },
  },
  menu: { entry: 'gspansagen' },
  recordRepresentation: '{code} – {name}',
  history: true,
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  form: {
    sections: [
      { title: { de: 'Ansage', it: 'Annuncio' }, fields: ['code', 'name', 'kind', 'active'] },
      { title: { de: 'Ausgabe', it: 'Diffusione' }, fields: ['gong', 'priority', 'languageOrder', 'repetitions', 'repeatEveryMin'] },
      { title: { de: 'Texte', it: 'Testi' }, fields: ['textDe', 'textIt', 'textEn'] },
    ],
  },
  fields: [
    {
      name: 'code', type: 'string', required: true, unique: true, label: { de: 'Kürzel', it: 'Codice' },
      pattern: {
        regex: '[A-Z0-9_]{2,30}',
        message: { de: '2 bis 30 Zeichen: Großbuchstaben, Ziffern, Unterstrich', it: 'Da 2 a 30 caratteri: lettere maiuscole, cifre, trattino basso' },
      },
    },
    { name: 'name', type: 'string', required: true, maxLength: 80, label: { de: 'Bezeichnung', it: 'Denominazione' } },
    { name: 'kind', type: 'enum', required: true, default: 'free', options: options(TEXT_KINDS, TEXT_KIND_LABELS), label: { de: 'Art', it: 'Tipo' } },
    { name: 'gong', type: 'enum', required: true, default: 'single', options: options(GONG_KINDS, GONG_LABELS), label: { de: 'Gong', it: 'Gong' } },
    {
      name: 'priority', type: 'integer', required: true, default: 3, min: 1, max: 9, label: { de: 'Ansagepriorität', it: 'Priorità dell’annuncio' },
      help: { de: '1 = höchste (unterbricht andere Ansagen)', it: '1 = massima (interrompe altri annunci)' },
    },
    {
      name: 'languageOrder', type: 'enum', required: true, default: 'de_it', options: options(LANGUAGE_ORDERS, LANGUAGE_ORDER_LABELS),
      label: { de: 'Sprachen und Reihenfolge', it: 'Lingue e ordine' },
    },
    { name: 'repetitions', type: 'integer', required: true, default: 1, min: 1, max: 5, label: { de: 'Wiederholungen', it: 'Ripetizioni' } },
    {
      name: 'repeatEveryMin', type: 'integer', min: 1, max: 60, label: { de: 'Wiederholen alle (Min.)', it: 'Ripetere ogni (min.)' },
      help: { de: 'Leer: direkt hintereinander', it: 'Vuoto: una dopo l’altra' },
    },
    { name: 'textDe', type: 'text', required: true, maxLength: 2000, label: { de: 'Text (deutsch)', it: 'Testo (tedesco)' }, help: HELP },
    { name: 'textIt', type: 'text', required: true, maxLength: 2000, label: { de: 'Text (italienisch)', it: 'Testo (italiano)' }, help: HELP },
    { name: 'textEn', type: 'text', maxLength: 2000, label: { de: 'Text (englisch, optional)', it: 'Testo (inglese, facoltativo)' }, help: HELP },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['code', 'name', 'kind', 'gong', 'priority', 'languageOrder', 'repetitions', 'active'],
    hiddenColumns: ['textDe', 'textIt', 'textEn', 'repeatEveryMin'],
    sort: { field: 'code', order: 'ASC' },
    filters: ['kind', 'gong', 'languageOrder', 'active'],
    search: ['code', 'name', 'textDe', 'textIt'],
  },
  seed: {
    rows: ROWS.map(([code, name, kind, gong, priority, textDe, textIt, textEn]) => ({
      code, name, kind, gong, priority, languageOrder: textEn ? 'de_it_en' : 'de_it', repetitions: kind === 'platformChange' ? 2 : 1,
      textDe, textIt, ...(textEn ? { textEn } : {}), active: true,
    })),
  },
});
