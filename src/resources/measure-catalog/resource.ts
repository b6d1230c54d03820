import { defineResource } from '../../shared/resource/types';
import { CATALOG_DISPATCH_KINDS } from '../../shared/situations/checklist';

/**
 * The measure catalogue (Maßnahmenkatalog, issue 13 item 8, docs/situation-report/texts.md): per
 * category (optionally one subcategory) the checklist a situation of that kind gets. An entry with
 * a dispatch kind offers "Maßnahme starten" in the situation's checklist, which opens the
 * circulation list's own dialog for that measure.
 */
const KIND_LABELS = {
  delay: { de: 'Verspätung', it: 'Ritardo' },
  cancel: { de: 'Ausfall', it: 'Soppressione' },
  shortTurn: { de: 'Vorzeitig wenden', it: 'Limitazione di percorso' },
  reroute: { de: 'Umleitung', it: 'Deviazione' },
  assignVehicle: { de: 'Fahrzeug zuweisen', it: 'Assegnazione veicolo' },
} as const;

type Row = [category: string, subcategory: string | null, textDe: string, textIt: string, kind: string | null, required: boolean];

const ROWS: Row[] = [
  ['BETRIEB', null, 'Betroffene Züge per Funk informieren', 'Informare via radio i treni interessati', null, true],
  ['BETRIEB', null, 'Fahrdienstleiter der Nachbarbereiche verständigen', 'Avvisare i dirigenti movimento delle aree vicine', null, true],
  ['BETRIEB', null, 'Verspätung der betroffenen Fahrten eintragen', 'Registrare il ritardo delle corse interessate', 'delay', false],
  ['BETRIEB', 'SIGNAL', 'Entstörungsdienst Signaltechnik alarmieren', 'Allertare il servizio guasti segnalamento', null, true],
  ['BETRIEB', 'SIGNAL', 'Fahren auf Ersatzsignal anordnen', 'Disporre la marcia su segnale sostitutivo', null, false],
  ['BETRIEB', 'OBERLEITUNG', 'Abschaltung der Oberleitung veranlassen', 'Disporre il sezionamento della linea aerea', null, true],
  ['BETRIEB', 'OBERLEITUNG', 'Fahrten vorzeitig wenden lassen', 'Far invertire anticipatamente le corse', 'shortTurn', false],
  ['BETRIEB', null, 'Fahrgastinformation veröffentlichen', 'Pubblicare l’informazione ai passeggeri', null, true],
  ['FAHRZEUG', null, 'Triebfahrzeugführer nach Zustand befragen', 'Chiedere lo stato al macchinista', null, true],
  ['FAHRZEUG', null, 'Ersatzfahrzeug zuweisen', 'Assegnare un veicolo sostitutivo', 'assignVehicle', false],
  ['FAHRZEUG', 'ANTRIEB', 'Fahrt ausfallen lassen', 'Sopprimere la corsa', 'cancel', false],
  ['FAHRZEUG', null, 'Werkstatt verständigen', 'Avvisare l’officina', null, true],
  ['INFRA', null, 'Infrastrukturbetreiber verständigen', 'Avvisare il gestore dell’infrastruttura', null, true],
  ['INFRA', 'BAUSTELLE', 'Umleitung einrichten', 'Predisporre la deviazione', 'reroute', false],
  ['INFRA', 'BAHNUEBERGANG', 'Polizei zur Sicherung des Bahnübergangs anfordern', 'Richiedere la polizia per presidiare il passaggio a livello', null, true],
  ['EXTERN', null, 'Rettungsleitstelle bzw. Polizei verständigen', 'Avvisare la centrale di soccorso o la polizia', null, true],
  ['EXTERN', null, 'Streckensperrung bestätigen lassen', 'Far confermare la chiusura della linea', null, true],
  ['EXTERN', null, 'Schienenersatzverkehr bestellen', 'Ordinare il servizio sostitutivo con autobus', null, false],
  ['EXTERN', null, 'Verspätung der betroffenen Fahrten eintragen', 'Registrare il ritardo delle corse interessate', 'delay', false],
  ['PERSONAL', null, 'Bereitschaftspersonal anfordern', 'Richiedere il personale di riserva', null, true],
  ['PERSONAL', null, 'Fahrt ausfallen lassen, wenn kein Ersatz', 'Sopprimere la corsa se manca il sostituto', 'cancel', false],
];

export default defineResource({
  name: 'CatalogMeasure',
  path: 'lagebericht_admin_measure_catalog',
  table: 'catalog_measures',
  label: {
    de: { one: 'Katalogmaßnahme', other: 'Katalogmaßnahmen', title: 'Maßnahmenkatalog', empty: 'Noch keine Maßnahmen im Katalog' },
    it: { one: 'Misura del catalogo', other: 'Misure del catalogo', title: 'Catalogo delle misure', empty: 'Ancora nessuna misura nel catalogo' },
  },
  menu: { entry: 'lagebericht_admin_measure_catalog' },
  recordRepresentation: 'textDe',
  history: true,
  permissions: {
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
  },
  fields: [
    { name: 'categoryId', type: 'reference', reference: 'Category', optionText: 'name', required: true, onDelete: 'cascade', label: { de: 'Kategorie', it: 'Categoria' } },
    {
      name: 'subcategoryId', type: 'reference', reference: 'Subcategory', optionText: 'name', onDelete: 'cascade',
      label: { de: 'Unterkategorie', it: 'Sottocategoria' },
      help: { de: 'Leer: für alle Unterkategorien der Kategorie', it: 'Vuoto: per tutte le sottocategorie della categoria' },
    },
    { name: 'textDe', type: 'string', required: true, maxLength: 200, label: { de: 'Maßnahme (deutsch)', it: 'Misura (tedesco)' } },
    { name: 'textIt', type: 'string', required: true, maxLength: 200, label: { de: 'Maßnahme (italienisch)', it: 'Misura (italiano)' } },
    {
      name: 'dispatchKind',
      type: 'enum',
      label: { de: 'Dispositive Maßnahme', it: 'Misura di dispatching' },
      help: { de: 'Startet die Maßnahme der Umlaufliste', it: 'Avvia la misura dell’elenco dei turni' },
      options: CATALOG_DISPATCH_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    { name: 'required', type: 'boolean', default: false, label: { de: 'Pflicht', it: 'Obbligatoria' } },
    { name: 'sortOrder', type: 'integer', min: 0, max: 9999, default: 100, label: { de: 'Reihenfolge', it: 'Ordine' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
  ],
  list: {
    columns: ['categoryId', 'subcategoryId', 'textDe', 'dispatchKind', 'required', 'sortOrder', 'active'],
    hiddenColumns: ['textIt'],
    sort: { field: 'sortOrder', order: 'ASC' },
    filters: ['categoryId', 'subcategoryId', 'dispatchKind', 'required', 'active'],
    search: ['textDe', 'textIt'],
  },
  seed: {
    rows: ROWS.map(([category, subcategory, textDe, textIt, kind, required], i) => ({
      categoryId: { $ref: { field: 'code', value: category } },
      ...(subcategory ? { subcategoryId: { $ref: { field: 'code', value: subcategory } } } : {}),
      textDe, textIt,
      ...(kind ? { dispatchKind: kind } : {}),
      required, sortOrder: (i + 1) * 10, active: true,
    })),
  },
});
