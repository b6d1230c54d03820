import { defineResource } from '../../shared/resource/types';

/**
 * Vehicles (Fahrzeuge): the fleet. One record per vehicle (or fixed unit),
 * with what dispatch needs at hand: type, capacity, accessibility, home depot,
 * operational status and inspection date.
 */
export default defineResource({
  name: 'Vehicle',
  path: 'fahrzeugedit',
  table: 'vehicles',
  label: {
    de: { one: 'Fahrzeug', other: 'Fahrzeuge' },
    it: { one: 'Veicolo', other: 'Veicoli' },
  },
  menu: { entry: 'fahrzeugedit' },
  history: true,
  form: {
    sections: [
      { title: { de: 'Kennung', it: 'Identificazione' }, fields: ['vehicleNumber', 'uicNumber', 'series', 'vehicleType', 'manufacturer', 'yearBuilt'] },
      { title: { de: 'Kapazität und Ausstattung', it: 'Capacità e dotazioni' }, fields: ['seats', 'standingPlaces', 'wheelchairSpaces', 'bicycleSpaces', 'lowFloor', 'lengthM', 'maxSpeedKmh'] },
      { title: { de: 'Betrieb', it: 'Esercizio' }, fields: ['status', 'homeDepotId', 'commissionedOn', 'nextInspectionDue', 'remarks'] },
    ],
  },
  fields: [
    { name: 'vehicleNumber', type: 'string', required: true, unique: true, maxLength: 20, label: { de: 'Fahrzeugnummer', it: 'Numero veicolo' } },
    {
      name: 'uicNumber',
      type: 'string',
      unique: true,
      pattern: {
        regex: '[0-9]{2} [0-9]{2} [0-9]{4} [0-9]{3}-[0-9]',
        message: { de: 'UIC-Nummer im Format 94 80 0450 012-3', it: 'Numero UIC nel formato 94 80 0450 012-3' },
      },
      label: { de: 'UIC-Nummer (EVN)', it: 'Numero UIC (EVN)' },
    },
    { name: 'series', type: 'string', maxLength: 40, label: { de: 'Baureihe', it: 'Serie' } },
    {
      name: 'vehicleType',
      type: 'enum',
      required: true,
      default: 'tramTrain',
      label: { de: 'Fahrzeugart', it: 'Tipo di veicolo' },
      options: [
        { value: 'tramTrain', label: { de: 'Zweisystem-Stadtbahnwagen', it: 'Tram-treno bisistema' } },
        { value: 'emu', label: { de: 'Elektrotriebzug', it: 'Elettrotreno' } },
        { value: 'dmu', label: { de: 'Dieseltriebzug', it: 'Automotrice diesel' } },
        { value: 'locomotive', label: { de: 'Lokomotive', it: 'Locomotiva' } },
        { value: 'controlCar', label: { de: 'Steuerwagen', it: 'Carrozza pilota' } },
        { value: 'coach', label: { de: 'Reisezugwagen', it: 'Carrozza passeggeri' } },
        { value: 'tram', label: { de: 'Straßenbahnwagen', it: 'Tram' } },
      ],
    },
    { name: 'manufacturer', type: 'string', maxLength: 60, label: { de: 'Hersteller', it: 'Costruttore' } },
    { name: 'yearBuilt', type: 'integer', min: 1900, max: 2099, label: { de: 'Baujahr', it: 'Anno di costruzione' } },
    { name: 'seats', type: 'integer', min: 0, max: 1000, label: { de: 'Sitzplätze', it: 'Posti a sedere' } },
    { name: 'standingPlaces', type: 'integer', min: 0, max: 2000, label: { de: 'Stehplätze', it: 'Posti in piedi' } },
    { name: 'wheelchairSpaces', type: 'integer', min: 0, max: 50, label: { de: 'Rollstuhlplätze', it: 'Posti per sedie a rotelle' } },
    { name: 'bicycleSpaces', type: 'integer', min: 0, max: 100, label: { de: 'Fahrradstellplätze', it: 'Posti bici' } },
    { name: 'lowFloor', type: 'boolean', default: false, label: { de: 'Niederflur', it: 'Pianale ribassato' } },
    { name: 'lengthM', type: 'number', moreThan: 0, max: 500, label: { de: 'Länge (m)', it: 'Lunghezza (m)' } },
    { name: 'maxSpeedKmh', type: 'integer', moreThan: 0, max: 400, label: { de: 'Höchstgeschwindigkeit (km/h)', it: 'Velocità massima (km/h)' } },
    {
      name: 'status',
      type: 'enum',
      required: true,
      default: 'inService',
      label: { de: 'Betriebszustand', it: 'Stato operativo' },
      options: [
        { value: 'inService', label: { de: 'Im Einsatz', it: 'In servizio' } },
        { value: 'reserve', label: { de: 'Reserve', it: 'Riserva' } },
        { value: 'workshop', label: { de: 'In der Werkstatt', it: 'In officina' } },
        { value: 'outOfService', label: { de: 'Abgestellt', it: 'Fuori servizio' } },
      ],
    },
    { name: 'homeDepotId', type: 'reference', reference: 'Station', optionText: 'name', onDelete: 'set null', label: { de: 'Heimatbahnhof / Betriebshof', it: 'Stazione / deposito di appartenenza' } },
    { name: 'commissionedOn', type: 'date', label: { de: 'In Betrieb seit', it: 'In servizio dal' } },
    { name: 'nextInspectionDue', type: 'date', min: { field: 'commissionedOn' }, label: { de: 'Nächste Hauptuntersuchung', it: 'Prossima revisione generale' } },
    { name: 'remarks', type: 'text', maxLength: 2000, label: { de: 'Bemerkungen', it: 'Note' } },
  ],
  list: {
    columns: ['vehicleNumber', 'series', 'vehicleType', 'seats', 'lowFloor', 'status', 'homeDepotId', 'nextInspectionDue'],
    hiddenColumns: ['uicNumber', 'manufacturer', 'yearBuilt', 'standingPlaces', 'wheelchairSpaces', 'bicycleSpaces', 'lengthM', 'maxSpeedKmh', 'commissionedOn'],
    sort: { field: 'vehicleNumber', order: 'ASC' },
    filters: ['vehicleType', 'status', 'lowFloor', 'homeDepotId'],
    search: ['vehicleNumber', 'uicNumber', 'series'],
  },
  // The demo fleet (152 vehicles, server/seeds/vehicles.ts): sized for the demo network's weekday.
  seed: { module: 'vehicles' },
});
