import { defineResource } from '../../shared/resource/types';

/**
 * Stations (Bahnhöfe): the station master data of the specification (point 3).
 * Demo data: the German station list of the npm package db-stations (CC BY 4.0,
 * DB Station&Service AG via DB InfraGO, see README credits).
 */
export default defineResource({
  name: 'Station',
  path: 'bahnhoeffelist',
  table: 'stations',
  label: {
    de: { one: 'Bahnhof', other: 'Bahnhöfe' },
    it: { one: 'Stazione', other: 'Stazioni' },
  },
  menu: { entry: 'bahnhoeffelist' },
  history: true,
  form: {
    dialog: true,
    saveAndCreateAnother: true,
    sections: [
      {
        title: { de: 'Stammdaten', it: 'Dati di base' },
        fields: ['name', 'stationCode', 'stationNumber', 'evaNumber', 'tariffZone', 'onlineInfoStop'],
      },
      {
        title: { de: 'GPS', it: 'GPS' },
        fields: ['gpsLatitudeN', 'gpsLongitudeE', 'gpsRadius', 'disableGps', 'gpsIgnore'],
      },
      {
        title: { de: 'Anzeigen und Ansagen', it: 'Display e annunci' },
        fields: ['stopAnnouncement', 'displayMfaId', 'displayDriverId', 'displayStopId'],
      },
    ],
  },
  deleteConfirm: {
    de: 'Wollen Sie den Bahnhof wirklich löschen? Möchten Sie fortfahren?',
    it: 'Vuole davvero eliminare la stazione? Desidera continuare?',
  },
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 100, label: { de: 'Name', it: 'Nome' } },
    {
      name: 'stationCode',
      type: 'string',
      unique: true,
      maxLength: 7,
      pattern: {
        regex: '[A-Z][A-Z0-9 ]{0,6}',
        message: {
          de: 'Betriebsstellenkürzel (RIL 100): Großbuchstaben, Ziffern und Leerzeichen, beginnend mit einem Buchstaben',
          it: 'Codice della località di servizio (RIL 100): lettere maiuscole, cifre e spazi, iniziando con una lettera',
        },
      },
      label: { de: 'Stationskürzel (RIL 100)', it: 'Codice stazione (RIL 100)' },
    },
    {
      name: 'stationNumber',
      type: 'integer',
      unique: true,
      min: 1,
      max: 999999,
      label: { de: 'Bahnhofsnummer', it: 'Numero stazione' },
    },
    {
      name: 'evaNumber',
      type: 'string',
      unique: true,
      pattern: {
        regex: '[0-9]{7}',
        message: { de: 'EVA-Nummer: genau 7 Ziffern', it: 'Numero EVA: esattamente 7 cifre' },
      },
      label: { de: 'EVA-Nummer', it: 'Numero EVA' },
    },
    { name: 'onlineInfoStop', type: 'boolean', default: true, label: { de: 'Halt in Online-Auskunft', it: 'Fermata in informazione online' } },
    { name: 'disableGps', type: 'boolean', default: false, label: { de: 'GPS deaktivieren', it: 'Disattiva GPS' } },
    { name: 'gpsIgnore', type: 'boolean', default: false, label: { de: 'GPS ignorieren', it: 'Ignora GPS' } },
    {
      name: 'gpsRadius',
      type: 'integer',
      moreThan: 0,
      max: 5000,
      default: 150,
      label: { de: 'GPS-Radius (Rangierbetrieb, m)', it: 'Raggio GPS (manovra, m)' },
      help: { de: 'Radius in Metern, in dem ein Fahrzeug als im Rangierbetrieb gilt', it: 'Raggio in metri entro cui un veicolo è considerato in manovra' },
    },
    { name: 'gpsLatitudeN', type: 'number', min: -90, max: 90, label: { de: 'Breitengrad N', it: 'Latitudine N' } },
    { name: 'gpsLongitudeE', type: 'number', min: -180, max: 180, label: { de: 'Längengrad E', it: 'Longitudine E' } },
    { name: 'stopAnnouncement', type: 'string', maxLength: 200, label: { de: 'Haltestellenansage', it: 'Annuncio fermata' } },
    { name: 'tariffZone', type: 'string', maxLength: 20, label: { de: 'Tarifzone', it: 'Zona tariffaria' } },
    { name: 'displayMfaId', type: 'string', maxLength: 40, label: { de: 'MFA-Anzeige-ID', it: 'ID display MFA' } },
    { name: 'displayDriverId', type: 'string', maxLength: 40, label: { de: 'Fahreranzeige-ID', it: 'ID display conducente' } },
    { name: 'displayStopId', type: 'string', maxLength: 40, label: { de: 'Haltestellenanzeige-ID', it: 'ID display fermata' } },
  ],
  list: {
    columns: ['name', 'stationCode', 'stationNumber', 'evaNumber', 'gpsLatitudeN', 'gpsLongitudeE', 'tariffZone', 'onlineInfoStop'],
    hiddenColumns: ['gpsRadius', 'disableGps', 'gpsIgnore', 'displayMfaId', 'displayDriverId', 'displayStopId', 'stopAnnouncement'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['stationCode', 'tariffZone', 'onlineInfoStop', 'disableGps'],
    search: ['name', 'stationCode', 'evaNumber'],
  },
  seed: { module: 'db-stations' },
});
