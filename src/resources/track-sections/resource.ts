import { defineResource } from '../../shared/resource/types';

/**
 * Track sections (Streckenabschnitte): the line between two neighbouring stations with its number
 * of tracks and minimum headway. The conflict engine of the time-distance diagram reads them
 * (server/operations/conflicts/infrastructure.ts, docs/time-distance.md). One record per section,
 * in either direction: A→B and B→A are the same section.
 */
export default defineResource({
  name: 'TrackSection',
  path: 'streckenabschnitte',
  table: 'track_sections',
  label: {
    de: { one: 'Streckenabschnitt', other: 'Streckenabschnitte' },
    it: { one: 'Tratta', other: 'Tratte' },
  },
  recordRepresentation: 'name',
  menu: { entry: 'streckenabschnitte' },
  history: true,
  uniqueTogether: [
    {
      fields: ['fromStationId', 'toStationId'],
      anyOrder: true,
      message: {
        de: 'Für diese beiden Bahnhöfe gibt es bereits einen Streckenabschnitt (in einer der beiden Richtungen)',
        it: 'Esiste già una tratta tra queste due stazioni (in una delle due direzioni)',
      },
    },
  ],
  form: {
    sections: [
      { title: { de: 'Abschnitt', it: 'Tratta' }, fields: ['fromStationId', 'toStationId', 'name', 'active'] },
      { title: { de: 'Betrieb', it: 'Esercizio' }, fields: ['tracks', 'minHeadwayS', 'remarks'] },
    ],
  },
  fields: [
    {
      name: 'fromStationId',
      type: 'reference',
      reference: 'Station',
      optionText: ['stationCode', 'name'],
      required: true,
      onDelete: 'cascade',
      label: { de: 'Von Bahnhof', it: 'Da stazione' },
    },
    {
      name: 'toStationId',
      type: 'reference',
      reference: 'Station',
      optionText: ['stationCode', 'name'],
      required: true,
      onDelete: 'cascade',
      notEqual: {
        field: 'fromStationId',
        message: { de: 'Muss ein anderer Bahnhof als „Von Bahnhof“ sein', it: 'Deve essere una stazione diversa da «Da stazione»' },
      },
      label: { de: 'Nach Bahnhof', it: 'A stazione' },
    },
    {
      name: 'tracks',
      type: 'integer',
      required: true,
      default: 2,
      min: 1,
      max: 2,
      label: { de: 'Gleise', it: 'Binari' },
      help: { de: '1 = eingleisig (Kreuzungen nur in Bahnhöfen), 2 = zweigleisig', it: '1 = binario unico (incroci solo nelle stazioni), 2 = doppio binario' },
    },
    {
      name: 'minHeadwayS',
      type: 'integer',
      required: true,
      default: 120,
      min: 30,
      max: 1800,
      label: { de: 'Mindestzugfolge (s)', it: 'Distanziamento minimo (s)' },
      help: { de: 'Kleinster Abstand zweier Züge in gleicher Richtung, in Sekunden', it: 'Distanza minima tra due treni nella stessa direzione, in secondi' },
    },
    { name: 'name', type: 'string', maxLength: 120, label: { de: 'Bezeichnung', it: 'Denominazione' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
    { name: 'remarks', type: 'text', maxLength: 2000, label: { de: 'Bemerkungen', it: 'Note' } },
  ],
  list: {
    columns: ['name', 'fromStationId', 'toStationId', 'tracks', 'minHeadwayS', 'active'],
    hiddenColumns: ['remarks'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['fromStationId', 'toStationId', 'tracks', 'active'],
    search: ['name', 'remarks'],
  },
  seed: { module: 'track-sections' },
});
