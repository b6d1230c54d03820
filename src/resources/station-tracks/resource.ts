import { defineResource } from '../../shared/resource/types';

/**
 * Station tracks (Gleismapping): the platform tracks of a station, which lines and directions
 * normally use them and the minimum turnaround of trains turning there. A station with two or
 * more tracks (or none declared) is a crossing station for the conflict engine
 * (server/operations/conflicts/infrastructure.ts, docs/time-distance.md).
 */
export default defineResource({
  name: 'StationTrack',
  path: 'gleismapping',
  table: 'station_tracks',
  label: {
    de: { one: 'Gleis', other: 'Gleise', title: 'Gleismapping', empty: 'Noch keine Gleise erfasst.' },
    it: { one: 'Binario', other: 'Binari', title: 'Mappatura binari', empty: 'Nessun binario ancora registrato.' },
  },
  recordRepresentation: 'track',
  menu: { entry: 'gleismapping' },
  history: true,
  uniqueTogether: [
    {
      fields: ['stationId', 'track'],
      message: { de: 'Dieses Gleis gibt es in diesem Bahnhof bereits', it: 'Questo binario esiste già in questa stazione' },
    },
  ],
  form: {
    sections: [
      { title: { de: 'Gleis', it: 'Binario' }, fields: ['stationId', 'track', 'lengthM', 'active'] },
      { title: { de: 'Nutzung', it: 'Utilizzo' }, fields: ['lineNumbers', 'direction', 'minTurnaroundS', 'remarks'] },
    ],
  },
  fields: [
    {
      name: 'stationId',
      type: 'reference',
      reference: 'Station',
      optionText: ['stationCode', 'name'],
      required: true,
      onDelete: 'cascade',
      label: { de: 'Bahnhof', it: 'Stazione' },
    },
    {
      name: 'track',
      type: 'string',
      required: true,
      maxLength: 10,
      pattern: {
        regex: '[0-9]{1,3}[a-zA-Z]?',
        message: { de: 'Gleisnummer wie 1, 2a oder 103', it: 'Numero di binario come 1, 2a o 103' },
      },
      label: { de: 'Gleis', it: 'Binario' },
    },
    { name: 'lengthM', type: 'integer', min: 10, max: 1500, label: { de: 'Nutzlänge (m)', it: 'Lunghezza utile (m)' } },
    {
      name: 'lineNumbers',
      type: 'string',
      maxLength: 200,
      // Line numbers as published (S4, RB 47), separated by commas; resolved to lines by the conflict engine.
      pattern: {
        regex: '[A-Za-z0-9]+( [A-Za-z0-9]+)?(, ?[A-Za-z0-9]+( [A-Za-z0-9]+)?)*',
        message: { de: 'Liniennummern durch Kommas getrennt, z. B. S4, S5, RB 47', it: 'Numeri di linea separati da virgole, ad es. S4, S5, RB 47' },
      },
      label: { de: 'Linien', it: 'Linee' },
      help: { de: 'Linien, die das Gleis planmäßig nutzen, z. B. S4, S5', it: 'Linee che usano di norma il binario, ad es. S4, S5' },
    },
    {
      name: 'direction',
      type: 'enum',
      required: true,
      default: 'both',
      label: { de: 'Richtung', it: 'Direzione' },
      options: [
        { value: 'both', label: { de: 'Beide Richtungen', it: 'Entrambe le direzioni' } },
        { value: 'ascending', label: { de: 'Richtung Linienende', it: 'Verso il capolinea finale' } },
        { value: 'descending', label: { de: 'Richtung Linienanfang', it: 'Verso il capolinea iniziale' } },
      ],
    },
    {
      name: 'minTurnaroundS',
      type: 'integer',
      min: 0,
      max: 7200,
      label: { de: 'Mindestwendezeit (s)', it: 'Tempo minimo di inversione (s)' },
      help: { de: 'Leer = Vorgabe der Konfiguration (MIN_TURNAROUND_S)', it: 'Vuoto = valore della configurazione (MIN_TURNAROUND_S)' },
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
    { name: 'remarks', type: 'text', maxLength: 2000, label: { de: 'Bemerkungen', it: 'Note' } },
  ],
  list: {
    columns: ['stationId', 'track', 'lengthM', 'lineNumbers', 'direction', 'minTurnaroundS', 'active'],
    hiddenColumns: ['remarks'],
    sort: { field: 'stationId', order: 'ASC' },
    filters: ['stationId', 'direction', 'active'],
    search: ['track', 'lineNumbers', 'remarks'],
  },
  seed: { module: 'station-tracks' },
});
