import { defineResource } from '../../shared/resource/types';

/**
 * Disruption causes (Ursachen EB): the reasons a dispatcher gives for a measure (cancel, delay,
 * reroute, vehicle change). Every measure names one; the change history and the circulation list
 * show its name in the user's language, so both names are kept.
 */
export default defineResource({
  name: 'DisruptionCause',
  path: 'ursacheeb',
  table: 'disruption_causes',
  label: {
    de: { one: 'Störungsursache', other: 'Störungsursachen' },
    it: { one: 'Causa del disservizio', other: 'Cause del disservizio' },
  },
  menu: { entry: 'ursacheeb' },
  history: true,
  form: { dialog: true },
  permissions: {
    create: ['admin', 'dispatcher', 'planner'],
    edit: ['admin', 'dispatcher', 'planner'],
    delete: ['admin', 'dispatcher', 'planner'],
  },
  fields: [
    {
      name: 'code',
      type: 'string',
      required: true,
      unique: true,
      pattern: {
        regex: '[A-Z0-9_]{2,20}',
        message: { de: '2 bis 20 Zeichen: Großbuchstaben, Ziffern, Unterstrich', it: 'Da 2 a 20 caratteri: lettere maiuscole, cifre, trattino basso' },
      },
      label: { de: 'Kürzel', it: 'Codice' },
    },
    { name: 'nameDe', type: 'string', required: true, maxLength: 80, label: { de: 'Bezeichnung (deutsch)', it: 'Denominazione (tedesco)' } },
    { name: 'nameIt', type: 'string', required: true, maxLength: 80, label: { de: 'Bezeichnung (italienisch)', it: 'Denominazione (italiano)' } },
    {
      name: 'category',
      type: 'enum',
      required: true,
      default: 'operations',
      label: { de: 'Kategorie', it: 'Categoria' },
      options: [
        { value: 'infrastructure', label: { de: 'Infrastruktur', it: 'Infrastruttura' } },
        { value: 'vehicle', label: { de: 'Fahrzeug', it: 'Veicolo' } },
        { value: 'staff', label: { de: 'Personal', it: 'Personale' } },
        { value: 'externalInfluence', label: { de: 'Externe Einflüsse', it: 'Influenze esterne' } },
        { value: 'operations', label: { de: 'Betrieb', it: 'Esercizio' } },
        { value: 'weather', label: { de: 'Wetter', it: 'Meteo' } },
        { value: 'thirdParty', label: { de: 'Dritte', it: 'Terzi' } },
        { value: 'other', label: { de: 'Sonstiges', it: 'Altro' } },
      ],
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
  ],
  list: {
    columns: ['code', 'nameDe', 'nameIt', 'category', 'active'],
    sort: { field: 'code', order: 'ASC' },
    filters: ['category', 'active'],
    search: ['code', 'nameDe', 'nameIt'],
  },
  seed: {
    rows: [
      { code: 'SIGNAL', nameDe: 'Signalstörung', nameIt: 'Guasto al segnale', category: 'infrastructure', active: true },
      { code: 'WEICHE', nameDe: 'Weichenstörung', nameIt: 'Guasto al deviatoio', category: 'infrastructure', active: true },
      { code: 'OLEITUNG', nameDe: 'Oberleitungsstörung', nameIt: 'Guasto alla linea di contatto', category: 'infrastructure', active: true },
      { code: 'BAU', nameDe: 'Bauarbeiten', nameIt: 'Lavori in corso', category: 'infrastructure', active: true },
      { code: 'SPERRUNG', nameDe: 'Streckensperrung', nameIt: 'Interruzione della linea', category: 'infrastructure', active: true },
      { code: 'FZG', nameDe: 'Fahrzeugstörung', nameIt: 'Guasto al veicolo', category: 'vehicle', active: true },
      { code: 'TUER', nameDe: 'Türstörung', nameIt: 'Guasto alle porte', category: 'vehicle', active: true },
      { code: 'PERSONAL', nameDe: 'Personalmangel', nameIt: 'Carenza di personale', category: 'staff', active: true },
      { code: 'NOTARZT', nameDe: 'Notarzteinsatz', nameIt: 'Intervento medico d’urgenza', category: 'externalInfluence', active: true },
      { code: 'POLIZEI', nameDe: 'Polizeieinsatz', nameIt: 'Intervento della polizia', category: 'externalInfluence', active: true },
      { code: 'GLEIS', nameDe: 'Personen im Gleis', nameIt: 'Persone sui binari', category: 'externalInfluence', active: true },
      { code: 'UNWETTER', nameDe: 'Unwetter', nameIt: 'Maltempo', category: 'weather', active: true },
      { code: 'VORLEISTUNG', nameDe: 'Verspätung aus Vorleistung', nameIt: 'Ritardo dalla corsa precedente', category: 'operations', active: true },
      { code: 'ANSCHLUSS', nameDe: 'Anschlussaufnahme', nameIt: 'Attesa coincidenza', category: 'operations', active: true },
      { code: 'FAHRGAST', nameDe: 'Hohes Fahrgastaufkommen', nameIt: 'Elevato afflusso di viaggiatori', category: 'operations', active: true },
      { code: 'UNFALL', nameDe: 'Unfall mit Dritten (Bahnübergang)', nameIt: 'Incidente con terzi (passaggio a livello)', category: 'thirdParty', active: true },
      { code: 'SONST', nameDe: 'Sonstige Ursache', nameIt: 'Altra causa', category: 'other', active: true },
    ],
  },
});
