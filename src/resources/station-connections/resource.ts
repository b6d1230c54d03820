import { defineResource } from '../../shared/resource/types';
import { CONNECTION_MODES, CONNECTION_MODE_LABELS, options } from '../../shared/passenger-info/model';

/**
 * Station connections (Bahnhofsanschlüsse, issue 14 item 4, docs/passenger-information.md): the
 * connections to other modes a station's displays show beside the trains (bus 12 to the town hall
 * from bay C, 3 minutes' walk). Bus and on-demand entries are bus information: shown only where a
 * ComBus release covers the station (server/passenger-info).
 */
export default defineResource({
  name: 'StationConnection',
  path: 'bhfanschluss',
  table: 'station_connections',
  label: {
    de: { one: 'Bahnhofsanschluss', other: 'Bahnhofsanschlüsse' },
    it: { one: 'Coincidenza in stazione', other: 'Coincidenze in stazione' },
  },
  menu: { entry: 'bhfanschluss' },
  recordRepresentation: '{line} {direction}',
  history: true,
  permissions: {
    create: ['admin', 'planner', 'dispatcher'],
    edit: ['admin', 'planner', 'dispatcher'],
    delete: ['admin', 'planner', 'dispatcher'],
  },
  form: {
    sections: [
      { title: { de: 'Anschluss', it: 'Coincidenza' }, fields: ['stationId', 'mode', 'line', 'direction', 'place', 'walkTimeMin'] },
      { title: { de: 'Anzeige', it: 'Visualizzazione' }, fields: ['shownOnDisplays', 'validFrom', 'validTo', 'comment'] },
    ],
  },
  fields: [
    {
      name: 'stationId', type: 'reference', reference: 'Station', optionText: ['stationCode', 'name'], required: true, onDelete: 'cascade',
      label: { de: 'Bahnhof', it: 'Stazione' },
    },
    { name: 'mode', type: 'enum', required: true, default: 'bus', options: options(CONNECTION_MODES, CONNECTION_MODE_LABELS), label: { de: 'Verkehrsmittel', it: 'Mezzo' } },
    { name: 'line', type: 'string', required: true, maxLength: 40, label: { de: 'Linie', it: 'Linea' }, help: { de: 'Wie ausgeschildert, z. B. „Bus 12“', it: 'Come indicato, ad es. „Bus 12“' } },
    { name: 'direction', type: 'string', required: true, maxLength: 80, label: { de: 'Richtung', it: 'Direzione' } },
    { name: 'place', type: 'string', maxLength: 60, label: { de: 'Haltestelle / Steig', it: 'Fermata / stallo' } },
    { name: 'walkTimeMin', type: 'integer', min: 0, max: 60, label: { de: 'Fußweg (Min.)', it: 'Percorso a piedi (min.)' } },
    { name: 'shownOnDisplays', type: 'boolean', default: true, label: { de: 'Auf Anzeigern', it: 'Sugli indicatori' } },
    { name: 'validFrom', type: 'date', label: { de: 'Gültig ab', it: 'Valido dal' } },
    { name: 'validTo', type: 'date', min: { field: 'validFrom' }, label: { de: 'Gültig bis', it: 'Valido fino al' } },
    { name: 'comment', type: 'text', maxLength: 500, label: { de: 'Bemerkung', it: 'Nota' } },
  ],
  list: {
    columns: ['stationId', 'mode', 'line', 'direction', 'place', 'walkTimeMin', 'shownOnDisplays', 'validTo'],
    hiddenColumns: ['validFrom', 'comment'],
    sort: { field: 'line', order: 'ASC' },
    filters: ['stationId', 'mode', 'shownOnDisplays'],
    search: ['line', 'direction', 'place'],
  },
  seed: {
    rows: [
      { stationId: { $ref: { field: 'stationCode', value: 'RK' } }, mode: 'tram', line: 'Tram 2', direction: 'Wolfartsweier', place: 'Hauptbahnhof Vorplatz', walkTimeMin: 3, shownOnDisplays: true },
      { stationId: { $ref: { field: 'stationCode', value: 'RK' } }, mode: 'bus', line: 'Bus 50', direction: 'Kirchfeld', place: 'Steig B', walkTimeMin: 4, shownOnDisplays: true },
      { stationId: { $ref: { field: 'stationCode', value: 'RK' } }, mode: 'taxi', line: 'Taxi', direction: 'Nordausgang', place: 'Taxistand', walkTimeMin: 2, shownOnDisplays: true },
      { stationId: { $ref: { field: 'stationCode', value: 'RKDU' } }, mode: 'bus', line: 'Bus 21', direction: 'Grötzingen', place: 'Bahnhof Ost', walkTimeMin: 2, shownOnDisplays: true },
    ],
  },
});
