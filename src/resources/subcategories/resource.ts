import { defineResource } from '../../shared/resource/types';

/**
 * Subcategories (Unterkategorien) refine a category, e.g. "Betriebsstörung >
 * Signalstörung", and say how serious such an event is by default.
 */
export default defineResource({
  name: 'Subcategory',
  path: 'lagebericht_admin_unterkategorien',
  table: 'subcategories',
  label: {
    de: { one: 'Unterkategorie', other: 'Unterkategorien' },
    it: { one: 'Sottocategoria', other: 'Sottocategorie' },
  },
  menu: { entry: 'lagebericht_admin_unterkategorien' },
  history: true,
  permissions: {
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
  },
  fields: [
    { name: 'categoryId', type: 'reference', reference: 'Category', optionText: 'name', required: true, onDelete: 'cascade', label: { de: 'Kategorie', it: 'Categoria' } },
    {
      name: 'code',
      type: 'string',
      required: true,
      unique: true,
      pattern: {
        regex: '[A-Z0-9_]{2,30}',
        message: { de: '2 bis 30 Zeichen: Großbuchstaben, Ziffern, Unterstrich', it: 'Da 2 a 30 caratteri: lettere maiuscole, cifre, trattino basso' },
      },
      label: { de: 'Kürzel', it: 'Codice' },
    },
    { name: 'name', type: 'string', required: true, maxLength: 80, label: { de: 'Bezeichnung (deutsch)', it: 'Denominazione (tedesco)' } },
    { name: 'nameIt', type: 'string', maxLength: 80, label: { de: 'Bezeichnung (italienisch)', it: 'Denominazione (italiano)' } },
    {
      name: 'severity',
      type: 'enum',
      required: true,
      default: 'minor',
      label: { de: 'Schwere', it: 'Gravità' },
      options: [
        { value: 'info', label: { de: 'Information', it: 'Informazione' } },
        { value: 'minor', label: { de: 'Gering', it: 'Lieve' } },
        { value: 'major', label: { de: 'Erheblich', it: 'Rilevante' } },
        { value: 'critical', label: { de: 'Kritisch', it: 'Critica' } },
      ],
    },
    { name: 'requiresMeasure', type: 'boolean', default: false, label: { de: 'Maßnahme erforderlich', it: 'Misura necessaria' } },
    { name: 'sortOrder', type: 'integer', min: 0, max: 9999, default: 100, label: { de: 'Reihenfolge', it: 'Ordine' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
  ],
  list: {
    columns: ['categoryId', 'code', 'name', 'nameIt', 'severity', 'requiresMeasure', 'active'],
    hiddenColumns: ['sortOrder'],
    sort: { field: 'code', order: 'ASC' },
    filters: ['categoryId', 'severity', 'active'],
    search: ['code', 'name', 'nameIt'],
  },
  seed: {
    rows: [
      ['BETRIEB', 'SIGNAL', 'Signalstörung', 'Guasto al segnale', 'major', true],
      ['BETRIEB', 'WEICHE', 'Weichenstörung', 'Guasto allo scambio', 'major', true],
      ['BETRIEB', 'OBERLEITUNG', 'Oberleitungsstörung', 'Guasto alla linea aerea', 'critical', true],
      ['FAHRZEUG', 'TUER', 'Türstörung', 'Guasto alle porte', 'minor', false],
      ['FAHRZEUG', 'ANTRIEB', 'Antriebsstörung', 'Guasto alla trazione', 'major', true],
      ['INFRA', 'BAUSTELLE', 'Baustelle', 'Cantiere', 'minor', false],
      ['INFRA', 'BAHNUEBERGANG', 'Bahnübergangsstörung', 'Guasto al passaggio a livello', 'major', true],
      ['EXTERN', 'NOTARZT', 'Notarzteinsatz', 'Intervento medico di emergenza', 'major', true],
      ['EXTERN', 'UNWETTER', 'Unwetter', 'Maltempo', 'critical', true],
      ['EXTERN', 'PERSONEN_IM_GLEIS', 'Personen im Gleis', 'Persone sui binari', 'critical', true],
      ['PERSONAL', 'KRANKMELDUNG', 'Krankmeldung', 'Assenza per malattia', 'minor', true],
      ['INFO', 'DURCHSAGE', 'Durchsage', 'Annuncio', 'info', false],
    ].map(([category, code, name, nameIt, severity, requiresMeasure], i) => ({
      categoryId: { $ref: { field: 'code', value: category } },
      code, name, nameIt, severity, requiresMeasure, sortOrder: (i + 1) * 10, active: true,
    })),
  },
});
