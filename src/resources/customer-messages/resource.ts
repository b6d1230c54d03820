import { defineResource } from '../../shared/resource/types';
import {
  CHANNEL_LABELS, ID_LIST_PATTERN, MESSAGE_SOURCES, MESSAGE_SOURCE_LABELS, MESSAGE_STATUSES, MESSAGE_STATUS_LABELS, NAME_LIST_PATTERN, options,
} from '../../shared/passenger-info/model';
import { NO_OPEN_PLACEHOLDER } from '../../shared/passenger-info/placeholders';
import { INFO_CHANNELS } from '../../shared/passenger-info/types';
import { GTFS_RT_CAUSES, GTFS_RT_EFFECTS } from '../../shared/situations/model';

/**
 * Customer messages (Kundenmeldungen, issue 14 item 3, docs/passenger-information.md): what
 * passengers read on station displays, hear in announcements and see on the web/app. Scope:
 * stations (Station ids), lines (line numbers or the timetable's line ids) and runs (run ids or
 * train numbers); none of the three = the whole network. Only a published message within its
 * validity is in force (server/passenger-info). Automatic messages (source "auto") are written by
 * the server from dispatch measures and withdrawn when the measure is undone.
 */
const gtfsOptions = (values: readonly string[]) => values.map((value) => ({ value, label: { de: value, it: value } }));

const OPEN_PLACEHOLDER = {
  regex: NO_OPEN_PLACEHOLDER,
  message: {
    de: 'Enthält noch einen nicht ausgefüllten Platzhalter in geschweiften Klammern (z. B. {minutes})',
    it: 'Contiene ancora un segnaposto non compilato tra parentesi graffe (ad es. {minutes})',
  },
};

export default defineResource({
  name: 'CustomerMessage',
  path: 'kundeninformation',
  table: 'customer_messages',
  label: {
    de: { one: 'Kundenmeldung', other: 'Kundenmeldungen' },
    it: { one: 'Messaggio ai clienti', other: 'Messaggi ai clienti' },
  },
  menu: { entry: 'kundeninformation' },
  recordRepresentation: 'title',
  history: true,
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  form: {
    sections: [
      { title: { de: 'Meldung', it: 'Messaggio' }, fields: ['title', 'status', 'priority', 'channels', 'validFrom', 'validTo'] },
      { title: { de: 'Geltungsbereich', it: 'Ambito' }, fields: ['stationIds', 'lineIds', 'runIds', 'busInformation'] },
      { title: { de: 'Texte', it: 'Testi' }, fields: ['templateId', 'templateValues', 'textDe', 'textIt', 'textEn', 'announcementDe', 'announcementIt'] },
      { title: { de: 'GTFS-Realtime', it: 'GTFS-Realtime' }, fields: ['cause', 'effect'] },
    ],
  },
  fields: [
    { name: 'title', type: 'string', required: true, maxLength: 120, label: { de: 'Titel', it: 'Titolo' } },
    {
      name: 'status', type: 'enum', required: true, default: 'draft', label: { de: 'Status', it: 'Stato' },
      options: options(MESSAGE_STATUSES, MESSAGE_STATUS_LABELS),
      help: { de: 'Nur veröffentlichte Meldungen innerhalb der Gültigkeit werden ausgegeben', it: 'Sono diffusi solo i messaggi pubblicati entro la validità' },
    },
    {
      name: 'priority', type: 'integer', required: true, default: 3, min: 1, max: 9, label: { de: 'Priorität', it: 'Priorità' },
      help: { de: '1 = höchste', it: '1 = massima' },
    },
    {
      name: 'channels', type: 'enum', multiple: true, required: true, default: ['display', 'announcement', 'web'],
      label: { de: 'Kanäle', it: 'Canali' }, options: options(INFO_CHANNELS, CHANNEL_LABELS),
    },
    {
      name: 'validFrom', type: 'datetime', label: { de: 'Gültig ab', it: 'Valido dal' },
      help: { de: 'Leer: sofort', it: 'Vuoto: da subito' },
    },
    {
      name: 'validTo', type: 'datetime', min: { field: 'validFrom' }, label: { de: 'Gültig bis', it: 'Valido fino al' },
      help: { de: 'Leer: bis zur Rücknahme', it: 'Vuoto: fino al ritiro' },
    },
    {
      name: 'stationIds', type: 'string', maxLength: 2000, label: { de: 'Bahnhöfe', it: 'Stazioni' },
      pattern: { regex: ID_LIST_PATTERN, message: { de: 'Bahnhöfe aus der Liste wählen', it: 'Scegliere le stazioni dall’elenco' } },
      help: { de: 'Leer mit leeren Linien und Fahrten: das ganze Netz', it: 'Vuoto con linee e corse vuote: tutta la rete' },
    },
    {
      name: 'lineIds', type: 'string', maxLength: 500, label: { de: 'Linien', it: 'Linee' },
      pattern: { regex: NAME_LIST_PATTERN, message: { de: 'Liniennummern durch Komma getrennt (S4, S5)', it: 'Numeri di linea separati da virgola (S4, S5)' } },
    },
    {
      name: 'runIds', type: 'string', maxLength: 1000, label: { de: 'Fahrten / Zugnummern', it: 'Corse / numeri treno' },
      pattern: { regex: NAME_LIST_PATTERN, message: { de: 'Zugnummern oder Fahrt-IDs durch Komma getrennt', it: 'Numeri treno o ID corsa separati da virgola' } },
    },
    {
      name: 'busInformation', type: 'boolean', default: false, label: { de: 'Businformation (ComBus)', it: 'Informazione bus (ComBus)' },
      help: { de: 'Ersatz- oder Anschlussbus: nur dort ausgegeben, wo eine ComBus-Freigabe gilt', it: 'Bus sostitutivo o in coincidenza: diffuso solo dove vale un’abilitazione ComBus' },
    },
    {
      name: 'templateId', type: 'reference', reference: 'FisMessageText', optionText: ['code', 'name'], onDelete: 'set null',
      label: { de: 'FIS-Meldungstext (Vorlage)', it: 'Testo FIS (modello)' },
    },
    {
      name: 'templateValues', type: 'text', maxLength: 2000, label: { de: 'Werte der Platzhalter', it: 'Valori dei segnaposto' },
      help: { de: 'Je Zeile „Name: Wert“, wie die Vorlage ausgefüllt wurde', it: 'Una riga „nome: valore“ per segnaposto, come è stato compilato il modello' },
    },
    { name: 'textDe', type: 'text', required: true, maxLength: 1000, pattern: OPEN_PLACEHOLDER, label: { de: 'Text (deutsch)', it: 'Testo (tedesco)' } },
    { name: 'textIt', type: 'text', required: true, maxLength: 1000, pattern: OPEN_PLACEHOLDER, label: { de: 'Text (italienisch)', it: 'Testo (italiano)' } },
    { name: 'textEn', type: 'text', maxLength: 1000, pattern: OPEN_PLACEHOLDER, label: { de: 'Text (englisch, optional)', it: 'Testo (inglese, facoltativo)' } },
    {
      name: 'announcementDe', type: 'text', maxLength: 2000, pattern: OPEN_PLACEHOLDER, label: { de: 'Durchsagetext (deutsch)', it: 'Testo dell’annuncio (tedesco)' },
      help: { de: 'Leer: der Anzeigetext wird angesagt', it: 'Vuoto: si annuncia il testo dell’indicatore' },
    },
    { name: 'announcementIt', type: 'text', maxLength: 2000, pattern: OPEN_PLACEHOLDER, label: { de: 'Durchsagetext (italienisch)', it: 'Testo dell’annuncio (italiano)' } },
    { name: 'cause', type: 'enum', options: gtfsOptions(GTFS_RT_CAUSES), label: { de: 'GTFS-RT-Ursache', it: 'Causa GTFS-RT' } },
    { name: 'effect', type: 'enum', options: gtfsOptions(GTFS_RT_EFFECTS), label: { de: 'GTFS-RT-Auswirkung', it: 'Effetto GTFS-RT' } },
    {
      name: 'source', type: 'enum', readOnly: true, hiddenInForm: true, options: options(MESSAGE_SOURCES, MESSAGE_SOURCE_LABELS), label: { de: 'Quelle', it: 'Fonte' },
    },
    { name: 'measureId', type: 'string', readOnly: true, hiddenInForm: true, label: { de: 'Maßnahme', it: 'Provvedimento' } },
    { name: 'connectionId', type: 'string', readOnly: true, hiddenInForm: true, label: { de: 'Anschluss', it: 'Coincidenza' } },
  ],
  list: {
    columns: ['title', 'status', 'priority', 'channels', 'validFrom', 'validTo', 'lineIds', 'source'],
    hiddenColumns: ['textDe', 'textIt', 'stationIds', 'runIds', 'busInformation', 'cause', 'effect', 'measureId'],
    sort: { field: 'validFrom', order: 'DESC' },
    filters: ['status', 'source', 'channels', 'priority', 'busInformation'],
    search: ['title', 'textDe', 'textIt', 'lineIds', 'runIds'],
  },
  // Demo: one message in force on the S4 (displays and web), one draft about rail-replacement buses.
  seed: {
    rows: [
      {
        title: 'S4: Fahrradmitnahme eingeschränkt', status: 'published', priority: 4, channels: ['display', 'web'], lineIds: 'S4',
        textDe: 'S4: In der Hauptverkehrszeit ist die Fahrradmitnahme nur eingeschränkt möglich.',
        textIt: 'S4: nelle ore di punta il trasporto di biciclette è possibile solo in misura limitata.',
        textEn: 'S4: during peak hours, bicycles can only be taken on board to a limited extent.',
        cause: 'OTHER_CAUSE', effect: 'OTHER_EFFECT',
      },
      {
        title: 'Bauarbeiten S4 am Wochenende', status: 'draft', priority: 3, channels: ['display', 'announcement', 'web'], lineIds: 'S4',
        textDe: 'S4: Am Wochenende Ersatzverkehr mit Bussen zwischen Bretten und Heilbronn wegen Bauarbeiten.',
        textIt: 'S4: nel fine settimana servizio sostitutivo con autobus tra Bretten e Heilbronn per lavori.',
        busInformation: true, cause: 'CONSTRUCTION', effect: 'REDUCED_SERVICE',
      },
    ],
  },
});
