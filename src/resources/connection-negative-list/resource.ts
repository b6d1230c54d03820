import { defineResource } from '../../shared/resource/types';
import { NEGATIVE_KINDS, NEGATIVE_KIND_LABELS, WEEKDAY_OPTIONS, options } from '../../shared/passenger-info/model';

/**
 * Connection negative list (Anschluss-Negativliste, issue 14 item 4, docs/passenger-information.md):
 * connection pairs (feeder line → departing line at a station), lines or stations that are never
 * announced or displayed in a time window (time of day and weekdays in the operator's zone, dates).
 * The passenger-information reader drops the display / announcement channel of every message the
 * entry matches (server/passenger-info/rules.ts).
 */
export default defineResource({
  name: 'ConnectionNegativeEntry',
  path: 'anschlussnegativliste',
  table: 'connection_negative_list',
  label: {
    de: { one: 'Negativlisteneintrag', other: 'Negativlisteneinträge', title: 'Anschluss-Negativliste', empty: 'Die Negativliste ist leer' },
    it: { one: 'Voce della lista negativa', other: 'Voci della lista negativa', title: 'Lista negativa coincidenze', empty: 'La lista negativa è vuota' },
  },
  menu: { entry: 'anschlussnegativliste' },
  recordRepresentation: '{fromLine} {toLine}',
  history: true,
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  form: {
    sections: [
      { title: { de: 'Eintrag', it: 'Voce' }, fields: ['kind', 'stationId', 'fromLine', 'toLine', 'channels'] },
      { title: { de: 'Zeitfenster', it: 'Finestra temporale' }, fields: ['timeFrom', 'timeTo', 'days', 'validFrom', 'validTo', 'active', 'comment'] },
    ],
  },
  fields: [
    { name: 'kind', type: 'enum', required: true, default: 'connectionPair', options: options(NEGATIVE_KINDS, NEGATIVE_KIND_LABELS), label: { de: 'Art', it: 'Tipo' } },
    {
      name: 'stationId', type: 'reference', reference: 'Station', optionText: ['stationCode', 'name'], onDelete: 'cascade',
      label: { de: 'Bahnhof', it: 'Stazione' },
      help: { de: 'Art Bahnhof: der Bahnhof; Anschlusspaar: leer = an jedem Bahnhof', it: 'Tipo stazione: la stazione; coppia: vuoto = in ogni stazione' },
    },
    {
      name: 'fromLine', type: 'string', maxLength: 40, label: { de: 'Linie / Zubringerlinie', it: 'Linea / linea in arrivo' },
      help: { de: 'Art Linie: die Linie; Anschlusspaar: die ankommende Linie', it: 'Tipo linea: la linea; coppia: la linea in arrivo' },
    },
    { name: 'toLine', type: 'string', maxLength: 40, label: { de: 'Abbringerlinie', it: 'Linea in partenza' }, help: { de: 'Nur Anschlusspaar', it: 'Solo coppia di coincidenza' } },
    {
      name: 'channels', type: 'enum', multiple: true, required: true, default: ['display', 'announcement'], label: { de: 'Unterdrückt auf', it: 'Soppresso su' },
      options: [
        { value: 'display', label: { de: 'Anzeiger', it: 'Indicatori' } },
        { value: 'announcement', label: { de: 'Durchsage', it: 'Annunci' } },
      ],
    },
    {
      name: 'timeFrom', type: 'time', label: { de: 'Uhrzeit von', it: 'Ora da' },
      help: { de: 'Ortszeit der Leitstelle; leer: ganztags. Von nach bis = über Mitternacht', it: 'Ora locale della centrale; vuoto: tutto il giorno. Da dopo a = oltre la mezzanotte' },
    },
    { name: 'timeTo', type: 'time', label: { de: 'Uhrzeit bis', it: 'Ora a' } },
    {
      name: 'days', type: 'enum', multiple: true, options: WEEKDAY_OPTIONS, label: { de: 'Wochentage', it: 'Giorni della settimana' },
      help: { de: 'Leer: jeden Tag', it: 'Vuoto: ogni giorno' },
    },
    { name: 'validFrom', type: 'date', required: true, label: { de: 'Gültig ab', it: 'Valida dal' } },
    { name: 'validTo', type: 'date', min: { field: 'validFrom' }, label: { de: 'Gültig bis', it: 'Valida fino al' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
    { name: 'comment', type: 'text', maxLength: 500, label: { de: 'Bemerkung', it: 'Nota' } },
  ],
  list: {
    columns: ['kind', 'stationId', 'fromLine', 'toLine', 'channels', 'timeFrom', 'timeTo', 'days', 'active'],
    hiddenColumns: ['validFrom', 'validTo', 'comment'],
    sort: { field: 'kind', order: 'ASC' },
    filters: ['kind', 'stationId', 'active'],
    search: ['fromLine', 'toLine', 'comment'],
  },
  // Demo: the RB 47 → S4 connection is not announced at night (quiet hours in residential areas).
  seed: {
    rows: [
      { kind: 'connectionPair', fromLine: 'RB 47', toLine: 'S4', channels: ['announcement'], timeFrom: '22:00', timeTo: '06:00', validFrom: '2026-01-01', active: true, comment: 'Nachtruhe: keine Anschlussdurchsagen' },
    ],
  },
});
