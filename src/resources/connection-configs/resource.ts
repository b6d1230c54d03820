import { defineResource, type EnumOption, type FieldDeclaration, type Label, type RecordRule } from '../../shared/resource/types';

/**
 * Connection configuration (Anschlusskonfiguration, issue 14 item 1, docs/connections/configuration.md):
 * one protected connection between a feeder and a departing side at a station, after VDV 453 ANS
 * (walk time, maximum automatic hold, priority) and GTFS transfers.txt. The connection service
 * (server/connections/) reads the active rows valid on a day as `ConnectionRule`s
 * (server/connections/engine/types.ts; the conversion is server/connections/config/rules.ts).
 * Rows with source 'gtfs' come from a timetable import's transfers.txt and go with their version.
 */

const SIDE_KINDS: EnumOption[] = [
  { value: 'line', label: { de: 'Linie (beide Richtungen)', it: 'Linea (entrambe le direzioni)' } },
  { value: 'lineDirection', label: { de: 'Linie und Richtung', it: 'Linea e direzione' } },
  { value: 'trip', label: { de: 'Einzelne Fahrt', it: 'Singola corsa' } },
];

const DIRECTIONS: EnumOption[] = [
  { value: '0', label: { de: 'Hinrichtung (0)', it: 'Andata (0)' } },
  { value: '1', label: { de: 'Rückrichtung (1)', it: 'Ritorno (1)' } },
];

type Side = 'feeder' | 'departing';
const SIDE_LABEL: Record<Side, Label> = {
  feeder: { de: 'Zubringer', it: 'Adduttore' },
  departing: { de: 'Abbringer', it: 'In partenza' },
};

/** The four fields of one side: kind, line, direction, trip id. */
function sideFields(side: Side): FieldDeclaration[] {
  const l = SIDE_LABEL[side];
  return [
    {
      name: `${side}Kind`, type: 'enum', required: true, default: 'line', options: SIDE_KINDS,
      label: { de: `${l.de}: Art`, it: `${l.it}: tipo` },
    },
    {
      name: `${side}LineId`, type: 'reference', reference: 'Line', optionText: 'lineNumber', onDelete: 'cascade',
      label: { de: `${l.de}: Linie`, it: `${l.it}: linea` },
    },
    {
      name: `${side}Direction`, type: 'enum', options: DIRECTIONS,
      label: { de: `${l.de}: Richtung`, it: `${l.it}: direzione` },
      help: { de: 'GTFS direction_id der Fahrten', it: 'direction_id GTFS delle corse' },
    },
    {
      name: `${side}TripId`, type: 'string', maxLength: 120,
      label: { de: `${l.de}: Fahrt (GTFS trip_id)`, it: `${l.it}: corsa (trip_id GTFS)` },
    },
  ];
}

/** The side rules: a trip side needs its trip id, a line side its line, a line+direction side both. */
function sideRules(side: Side): RecordRule[] {
  const l = SIDE_LABEL[side];
  const kind = `${side}Kind`;
  return [
    {
      kind: 'requiredWhen', field: `${side}TripId`, when: { field: kind, in: ['trip'] },
      message: { de: `${l.de} „Einzelne Fahrt“ braucht eine Fahrt (trip_id)`, it: `${l.it} «Singola corsa» richiede una corsa (trip_id)` },
    },
    {
      kind: 'requiredWhen', field: `${side}LineId`, when: { field: kind, in: ['line', 'lineDirection'] },
      message: { de: `${l.de}: Linie angeben`, it: `${l.it}: indicare la linea` },
    },
    {
      kind: 'requiredWhen', field: `${side}Direction`, when: { field: kind, in: ['lineDirection'] },
      message: { de: `${l.de} „Linie und Richtung“ braucht eine Richtung`, it: `${l.it} «Linea e direzione» richiede una direzione` },
    },
  ];
}

export default defineResource({
  name: 'ConnectionConfig',
  path: 'connectionConfigurationList',
  table: 'connection_configs',
  label: {
    de: { one: 'Anschluss', other: 'Anschlüsse', title: 'Anschlusskonfiguration', empty: 'Noch keine Anschlüsse konfiguriert.' },
    it: { one: 'Coincidenza', other: 'Coincidenze', title: 'Configurazione coincidenze', empty: 'Nessuna coincidenza ancora configurata.' },
  },
  menu: { entry: 'connectionConfigurationList' },
  recordRepresentation: 'name',
  history: true,
  permissions: {
    create: ['admin', 'planner'],
    edit: ['admin', 'planner'],
    delete: ['admin', 'planner'],
  },
  form: {
    sections: [
      { title: { de: 'Anschluss', it: 'Coincidenza' }, fields: ['name', 'stationId', 'feederStopId', 'departingStopId', 'active'] },
      { title: { de: 'Zubringer', it: 'Adduttore' }, fields: ['feederKind', 'feederLineId', 'feederDirection', 'feederTripId'] },
      { title: { de: 'Abbringer', it: 'In partenza' }, fields: ['departingKind', 'departingLineId', 'departingDirection', 'departingTripId'] },
      { title: { de: 'Gültigkeit', it: 'Validità' }, fields: ['validFrom', 'validTo', 'days', 'timeFrom', 'timeTo'] },
      {
        title: { de: 'Umsteigen und Warten', it: 'Trasbordo e attesa' },
        fields: ['walkTimeS', 'maxAutoHoldMin', 'maxManualHoldMin', 'priority', 'guaranteed', 'lastOfDay'],
      },
      { title: { de: 'Herkunft', it: 'Origine' }, fields: ['source', 'timetableVersionId', 'remarks'] },
    ],
  },
  rules: [
    {
      kind: 'requiredUnless', field: 'stationId', unlessAll: ['feederStopId', 'departingStopId'],
      message: { de: 'Bahnhof angeben oder beide Halte-IDs (Zubringer und Abbringer)', it: 'Indicare la stazione oppure entrambi gli ID fermata (adduttore e in partenza)' },
    },
    ...sideRules('feeder'),
    ...sideRules('departing'),
    {
      kind: 'atMost', field: 'maxAutoHoldMin', other: 'maxManualHoldMin',
      message: { de: 'Darf nicht größer sein als die maximale manuelle Wartezeit', it: 'Non può superare l’attesa manuale massima' },
    },
  ],
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 160, label: { de: 'Bezeichnung', it: 'Denominazione' } },
    {
      name: 'stationId', type: 'reference', reference: 'Station', optionText: ['stationCode', 'name'], onDelete: 'cascade',
      label: { de: 'Bahnhof', it: 'Stazione' },
      help: { de: 'Leer nur, wenn beide Halte-IDs angegeben sind', it: 'Vuoto solo se sono indicati entrambi gli ID fermata' },
    },
    {
      name: 'feederStopId', type: 'string', maxLength: 120, label: { de: 'Halt Zubringer (GTFS stop_id)', it: 'Fermata adduttore (stop_id GTFS)' },
      help: { de: 'Leer: jeder Halt des Bahnhofs', it: 'Vuoto: qualsiasi fermata della stazione' },
    },
    {
      name: 'departingStopId', type: 'string', maxLength: 120, label: { de: 'Halt Abbringer (GTFS stop_id)', it: 'Fermata in partenza (stop_id GTFS)' },
      help: { de: 'Leer: jeder Halt des Bahnhofs', it: 'Vuoto: qualsiasi fermata della stazione' },
    },
    ...sideFields('feeder'),
    ...sideFields('departing'),
    { name: 'validFrom', type: 'date', label: { de: 'Gültig ab', it: 'Valida dal' }, help: { de: 'Leer: unbegrenzt', it: 'Vuoto: illimitata' } },
    { name: 'validTo', type: 'date', min: { field: 'validFrom' }, label: { de: 'Gültig bis', it: 'Valida fino al' } },
    {
      name: 'days', type: 'enum', multiple: true, label: { de: 'Verkehrstage', it: 'Giorni di validità' },
      help: { de: 'Leer: jeden Tag', it: 'Vuoto: ogni giorno' },
      options: [
        { value: 'mo', label: { de: 'Mo', it: 'Lun' } },
        { value: 'tu', label: { de: 'Di', it: 'Mar' } },
        { value: 'we', label: { de: 'Mi', it: 'Mer' } },
        { value: 'th', label: { de: 'Do', it: 'Gio' } },
        { value: 'fr', label: { de: 'Fr', it: 'Ven' } },
        { value: 'sa', label: { de: 'Sa', it: 'Sab' } },
        { value: 'su', label: { de: 'So', it: 'Dom' } },
      ],
    },
    {
      name: 'timeFrom', type: 'time', label: { de: 'Ankunft Zubringer von', it: 'Arrivo adduttore dalle' },
      help: { de: 'Planmäßige Ankunft; leer: ganztags. Von nach bis = über Mitternacht', it: 'Arrivo programmato; vuoto: tutto il giorno. Da dopo a = oltre la mezzanotte' },
    },
    { name: 'timeTo', type: 'time', label: { de: 'Ankunft Zubringer bis', it: 'Arrivo adduttore alle' } },
    {
      name: 'walkTimeS', type: 'integer', min: 0, max: 3600, label: { de: 'Umsteigezeit (s)', it: 'Tempo di trasbordo (s)' },
      help: { de: 'Leer: Umsteigezeit des Bahnhofs (Umsteigezeiten)', it: 'Vuoto: tempo di trasbordo della stazione (Tempi di trasbordo)' },
    },
    {
      name: 'maxAutoHoldMin', type: 'integer', required: true, default: 3, min: 0, max: 30,
      label: { de: 'Max. automatische Wartezeit (min)', it: 'Attesa automatica max. (min)' },
      help: { de: 'So lange wartet der Abbringer ohne Rückfrage', it: 'Fino a questo tempo il treno in partenza attende senza conferma' },
    },
    {
      name: 'maxManualHoldMin', type: 'integer', required: true, default: 10, min: 0, max: 60,
      label: { de: 'Max. manuelle Wartezeit (min)', it: 'Attesa manuale max. (min)' },
      help: { de: 'Längstes Warten, das die Disposition anordnen darf', it: 'Attesa più lunga che la disposizione può ordinare' },
    },
    {
      name: 'priority', type: 'integer', required: true, default: 3, min: 1, max: 5,
      label: { de: 'Priorität', it: 'Priorità' }, help: { de: '1 = höchste … 5 = niedrigste', it: '1 = massima … 5 = minima' },
    },
    {
      name: 'guaranteed', type: 'boolean', default: false, label: { de: 'Garantiert', it: 'Garantita' },
      help: { de: 'Der Abbringer wartet immer (bis zur manuellen Höchstzeit)', it: 'Il treno in partenza attende sempre (fino all’attesa manuale massima)' },
    },
    {
      name: 'lastOfDay', type: 'boolean', default: false, label: { de: 'Letzter Anschluss des Tages', it: 'Ultima coincidenza del giorno' },
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
    {
      name: 'source', type: 'enum', readOnly: true, default: 'manual', label: { de: 'Herkunft', it: 'Origine' },
      options: [
        { value: 'manual', label: { de: 'Manuell', it: 'Manuale' } },
        { value: 'gtfs', label: { de: 'GTFS-Import', it: 'Importazione GTFS' } },
      ],
    },
    { name: 'timetableVersionId', type: 'string', readOnly: true, label: { de: 'Fahrplanversion', it: 'Versione orario' } },
    { name: 'remarks', type: 'text', maxLength: 2000, label: { de: 'Bemerkungen', it: 'Note' } },
  ],
  list: {
    columns: ['name', 'stationId', 'feederLineId', 'departingLineId', 'walkTimeS', 'maxAutoHoldMin', 'maxManualHoldMin', 'priority', 'guaranteed', 'lastOfDay', 'active', 'source'],
    hiddenColumns: ['feederKind', 'feederDirection', 'feederTripId', 'departingKind', 'departingDirection', 'departingTripId', 'feederStopId', 'departingStopId', 'validFrom', 'validTo', 'days', 'timeFrom', 'timeTo', 'timetableVersionId', 'remarks'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['stationId', 'feederLineId', 'departingLineId', 'source', 'active', 'guaranteed'],
    search: ['name', 'feederTripId', 'departingTripId', 'feederStopId', 'departingStopId', 'remarks'],
  },
  seed: { module: 'connection-configs' },
});
