import { defineResource } from '../../shared/resource/types';

/**
 * Walk times (Umsteigezeiten, issue 14, docs/connections/configuration.md): how long passengers need
 * to change trains at a station, optionally from one platform to another. The connection engine
 * takes a connection's own walk time first, then the station's platform pair, then the station's
 * walk time without platforms, then its default (server/connections/engine/types.ts `WalkTime`).
 */
export default defineResource({
  name: 'ConnectionWalkTime',
  path: 'umsteigezeiten',
  table: 'connection_walk_times',
  label: {
    de: { one: 'Umsteigezeit', other: 'Umsteigezeiten' },
    it: { one: 'Tempo di trasbordo', other: 'Tempi di trasbordo' },
  },
  menu: { entry: 'umsteigezeiten' },
  recordRepresentation: '{fromPlatform} → {toPlatform}: {walkTimeS} s',
  history: true,
  uniqueTogether: [
    {
      fields: ['stationId', 'fromPlatform', 'toPlatform'],
      message: {
        de: 'Für diesen Bahnhof und diese Gleise gibt es bereits eine Umsteigezeit',
        it: 'Esiste già un tempo di trasbordo per questa stazione e questi binari',
      },
    },
  ],
  rules: [
    {
      kind: 'requiredWith', field: 'toPlatform', with: 'fromPlatform',
      message: { de: 'Mit „Von Gleis“ auch „Nach Gleis“ angeben', it: 'Con «Dal binario» indicare anche «Al binario»' },
    },
    {
      kind: 'requiredWith', field: 'fromPlatform', with: 'toPlatform',
      message: { de: 'Mit „Nach Gleis“ auch „Von Gleis“ angeben', it: 'Con «Al binario» indicare anche «Dal binario»' },
    },
  ],
  fields: [
    {
      name: 'stationId', type: 'reference', reference: 'Station', optionText: ['stationCode', 'name'], required: true, onDelete: 'cascade',
      label: { de: 'Bahnhof', it: 'Stazione' },
    },
    {
      name: 'fromPlatform', type: 'string', maxLength: 20, label: { de: 'Von Gleis', it: 'Dal binario' },
      help: { de: 'Leer mit leerem „Nach Gleis“: Umsteigezeit des ganzen Bahnhofs', it: 'Vuoto con «Al binario» vuoto: tempo di trasbordo di tutta la stazione' },
    },
    { name: 'toPlatform', type: 'string', maxLength: 20, label: { de: 'Nach Gleis', it: 'Al binario' } },
    {
      name: 'walkTimeS', type: 'integer', required: true, min: 0, max: 3600, label: { de: 'Umsteigezeit (s)', it: 'Tempo di trasbordo (s)' },
    },
    { name: 'comment', type: 'text', maxLength: 1000, label: { de: 'Bemerkung', it: 'Nota' } },
  ],
  list: {
    columns: ['stationId', 'fromPlatform', 'toPlatform', 'walkTimeS', 'comment'],
    sort: { field: 'stationId', order: 'ASC' },
    filters: ['stationId'],
    search: ['fromPlatform', 'toPlatform', 'comment'],
  },
  seed: { module: 'connection-walk-times' },
});
