import { defineResource } from '../../shared/resource/types';

/**
 * Categories (Kategorien) of events and messages, used by the situation report
 * (Lagebericht), staff messages and dispatch. Names are kept in both interface
 * languages because reports are read by German- and Italian-speaking staff.
 */
export default defineResource({
  name: 'Category',
  path: 'admineditkategorie',
  table: 'categories',
  label: {
    de: { one: 'Kategorie', other: 'Kategorien' },
    it: { one: 'Categoria', other: 'Categorie' },
  },
  menu: { entry: 'admineditkategorie' },
  history: true,
  permissions: {
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
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
    { name: 'name', type: 'string', required: true, maxLength: 80, label: { de: 'Bezeichnung (deutsch)', it: 'Denominazione (tedesco)' } },
    { name: 'nameIt', type: 'string', maxLength: 80, label: { de: 'Bezeichnung (italienisch)', it: 'Denominazione (italiano)' } },
    {
      name: 'usage',
      type: 'enum',
      multiple: true,
      required: true,
      label: { de: 'Verwendung', it: 'Utilizzo' },
      options: [
        { value: 'situationReport', label: { de: 'Lagebericht', it: 'Rapporto di situazione' } },
        { value: 'messages', label: { de: 'Nachrichten', it: 'Messaggi' } },
        { value: 'dispatch', label: { de: 'Disposition', it: 'Dispatching' } },
      ],
    },
    { name: 'color', type: 'color', label: { de: 'Farbe', it: 'Colore' } },
    { name: 'sortOrder', type: 'integer', min: 0, max: 9999, default: 100, label: { de: 'Reihenfolge', it: 'Ordine' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
    { name: 'description', type: 'text', maxLength: 1000, label: { de: 'Beschreibung', it: 'Descrizione' } },
  ],
  list: {
    columns: ['code', 'name', 'nameIt', 'usage', 'sortOrder', 'active'],
    hiddenColumns: ['color', 'description'],
    sort: { field: 'sortOrder', order: 'ASC' },
    filters: ['usage', 'active'],
    search: ['code', 'name', 'nameIt'],
  },
  seed: {
    rows: [
      { code: 'BETRIEB', name: 'Betriebsstörung', nameIt: 'Perturbazione di esercizio', usage: ['situationReport', 'dispatch'], color: '#D32F2F', sortOrder: 10, active: true },
      { code: 'FAHRZEUG', name: 'Fahrzeugstörung', nameIt: 'Guasto al veicolo', usage: ['situationReport', 'dispatch'], color: '#F57C00', sortOrder: 20, active: true },
      { code: 'INFRA', name: 'Infrastruktur', nameIt: 'Infrastruttura', usage: ['situationReport', 'dispatch'], color: '#6D4C41', sortOrder: 30, active: true },
      { code: 'EXTERN', name: 'Externe Einflüsse', nameIt: 'Cause esterne', usage: ['situationReport', 'dispatch'], color: '#7B1FA2', sortOrder: 40, active: true },
      { code: 'PERSONAL', name: 'Personal', nameIt: 'Personale', usage: ['situationReport', 'messages'], color: '#1976D2', sortOrder: 50, active: true },
      { code: 'INFO', name: 'Fahrgastinformation', nameIt: 'Informazione ai passeggeri', usage: ['messages'], color: '#388E3C', sortOrder: 60, active: true },
    ],
  },
});
