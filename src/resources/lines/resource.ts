import { defineResource } from '../../shared/resource/types';

/**
 * Lines (Linien): the passenger lines of the operator, with their product and
 * colours as used on maps, displays and in the circulation list.
 */
export default defineResource({
  name: 'Line',
  path: 'basislinieedit',
  table: 'lines',
  label: {
    de: { one: 'Linie', other: 'Linien' },
    it: { one: 'Linea', other: 'Linee' },
  },
  menu: { entry: 'basislinieedit' },
  history: true,
  form: {
    sections: [
      { title: { de: 'Linie', it: 'Linea' }, fields: ['lineNumber', 'name', 'product', 'network', 'operator', 'active'] },
      { title: { de: 'Darstellung', it: 'Rappresentazione' }, fields: ['color', 'textColor'] },
      { title: { de: 'Gültigkeit', it: 'Validità' }, fields: ['validFrom', 'validTo', 'remarks'] },
    ],
  },
  fields: [
    {
      name: 'lineNumber',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 10,
      label: { de: 'Liniennummer', it: 'Numero linea' },
      help: { de: 'Wie im Fahrplan veröffentlicht, z. B. S4 oder RB 47', it: 'Come pubblicato in orario, ad es. S4 o RB 47' },
    },
    { name: 'name', type: 'string', maxLength: 120, label: { de: 'Bezeichnung', it: 'Denominazione' } },
    {
      name: 'product',
      type: 'enum',
      required: true,
      default: 'tramTrain',
      label: { de: 'Produkt', it: 'Prodotto' },
      options: [
        { value: 'tramTrain', label: { de: 'Stadtbahn (Tram-Train)', it: 'Tram-treno' } },
        { value: 'sBahn', label: { de: 'S-Bahn', it: 'S-Bahn (ferrovia suburbana)' } },
        { value: 'regionalBahn', label: { de: 'Regionalbahn (RB)', it: 'Treno regionale (R)' } },
        { value: 'regionalExpress', label: { de: 'Regional-Express (RE)', it: 'Regionale veloce (RV)' } },
        { value: 'tram', label: { de: 'Straßenbahn', it: 'Tram' } },
        { value: 'replacementBus', label: { de: 'Schienenersatzverkehr (Bus)', it: 'Bus sostitutivo' } },
      ],
    },
    { name: 'network', type: 'string', maxLength: 60, label: { de: 'Netz', it: 'Rete' } },
    { name: 'operator', type: 'string', maxLength: 80, label: { de: 'Betreiber', it: 'Gestore' } },
    { name: 'color', type: 'color', required: true, default: '#2196F3', label: { de: 'Linienfarbe', it: 'Colore linea' } },
    { name: 'textColor', type: 'color', required: true, default: '#FFFFFF', label: { de: 'Schriftfarbe', it: 'Colore testo' } },
    { name: 'validFrom', type: 'date', required: true, label: { de: 'Gültig ab', it: 'Valida dal' } },
    { name: 'validTo', type: 'date', min: { field: 'validFrom' }, label: { de: 'Gültig bis', it: 'Valida fino al' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
    { name: 'remarks', type: 'text', maxLength: 2000, label: { de: 'Bemerkungen', it: 'Note' } },
  ],
  list: {
    columns: ['lineNumber', 'name', 'product', 'network', 'color', 'validFrom', 'validTo', 'active'],
    hiddenColumns: ['operator', 'textColor', 'remarks'],
    sort: { field: 'lineNumber', order: 'ASC' },
    filters: ['product', 'network', 'active'],
    search: ['lineNumber', 'name', 'network'],
  },
  seed: {
    rows: [
      { lineNumber: 'S1', name: 'Bad Herrenalb – Karlsruhe – Hochstetten', product: 'tramTrain', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#00A76D', textColor: '#FFFFFF', validFrom: '2026-01-01', active: true },
      { lineNumber: 'S2', name: 'Rheinstetten – Karlsruhe – Spöck', product: 'tramTrain', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#9E67AB', textColor: '#FFFFFF', validFrom: '2026-01-01', active: true },
      { lineNumber: 'S4', name: 'Achern – Karlsruhe – Heilbronn – Öhringen', product: 'tramTrain', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#9F184C', textColor: '#FFFFFF', validFrom: '2026-01-01', active: true },
      { lineNumber: 'S5', name: 'Wörth – Karlsruhe – Pforzheim – Bietigheim-Bissingen', product: 'tramTrain', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#F69795', textColor: '#000000', validFrom: '2026-01-01', active: true },
      { lineNumber: 'S7', name: 'Karlsruhe – Rastatt – Baden-Baden – Achern', product: 'tramTrain', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#FFF200', textColor: '#000000', validFrom: '2026-01-01', active: true },
      { lineNumber: 'S8', name: 'Karlsruhe – Rastatt – Forbach – Freudenstadt', product: 'tramTrain', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#6E692A', textColor: '#FFFFFF', validFrom: '2026-01-01', active: true },
      { lineNumber: 'S31', name: 'Odenburg – Karlsruhe – Bruchsal – Menzingen', product: 'tramTrain', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#00A99D', textColor: '#FFFFFF', validFrom: '2026-01-01', validTo: '2026-12-12', active: true },
      { lineNumber: 'RB 47', name: 'Karlsruhe – Bruchsal – Heidelberg', product: 'regionalBahn', network: 'Netz Rhein-Neckar', operator: 'AVG', color: '#005B99', textColor: '#FFFFFF', validFrom: '2026-01-01', active: true },
      { lineNumber: 'SEV 4', name: 'Ersatzverkehr Heilbronn – Eppingen', product: 'replacementBus', network: 'Stadtbahn Karlsruhe', operator: 'AVG', color: '#D32F2F', textColor: '#FFFFFF', validFrom: '2026-11-01', validTo: '2026-12-20', active: false },
    ],
  },
});
