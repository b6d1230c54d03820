import { defineResource } from '../../shared/resource/types';
import { GTFS_RT_CAUSES, GTFS_RT_EFFECTS, SELECTION_LISTS } from '../../shared/situations/model';

const LIST_LABELS = {
  cause: { de: 'Ursache', it: 'Causa' },
  effect: { de: 'Auswirkung', it: 'Effetto' },
  location: { de: 'Ort', it: 'Luogo' },
  source: { de: 'Quelle der Meldung', it: 'Fonte della segnalazione' },
} as const;

/** GTFS-RT enum values as options; the label is the value itself (a feed term, not translated). */
const gtfsOptions = (values: readonly string[]) => values.map((value) => ({ value, label: { de: value, it: value } }));

type Row = [list: string, code: string, nameDe: string, nameIt: string, gtfs: string | null];

const ROWS: Row[] = [
  ['cause', 'TECHNIK', 'Technische Störung', 'Guasto tecnico', 'TECHNICAL_PROBLEM'],
  ['cause', 'UNFALL', 'Unfall', 'Incidente', 'ACCIDENT'],
  ['cause', 'WETTER', 'Witterung', 'Condizioni meteorologiche', 'WEATHER'],
  ['cause', 'BAU', 'Bauarbeiten', 'Lavori di costruzione', 'CONSTRUCTION'],
  ['cause', 'INSTANDHALTUNG', 'Instandhaltung', 'Manutenzione', 'MAINTENANCE'],
  ['cause', 'POLIZEI', 'Polizeieinsatz', 'Intervento di polizia', 'POLICE_ACTIVITY'],
  ['cause', 'NOTARZT', 'Notarzteinsatz', 'Intervento medico', 'MEDICAL_EMERGENCY'],
  ['cause', 'STREIK', 'Streik', 'Sciopero', 'STRIKE'],
  ['cause', 'DEMO', 'Demonstration', 'Manifestazione', 'DEMONSTRATION'],
  ['cause', 'SONSTIGE', 'Sonstige Ursache', 'Altra causa', 'OTHER_CAUSE'],
  ['effect', 'AUSFALL', 'Zugausfall', 'Soppressione', 'NO_SERVICE'],
  ['effect', 'EINGESCHRAENKT', 'Eingeschränkter Betrieb', 'Servizio ridotto', 'REDUCED_SERVICE'],
  ['effect', 'VERSPAETUNG', 'Erhebliche Verspätungen', 'Ritardi significativi', 'SIGNIFICANT_DELAYS'],
  ['effect', 'UMLEITUNG', 'Umleitung', 'Deviazione', 'DETOUR'],
  ['effect', 'SEV', 'Schienenersatzverkehr', 'Servizio sostitutivo', 'MODIFIED_SERVICE'],
  ['effect', 'HALT_VERLEGT', 'Haltestelle verlegt', 'Fermata spostata', 'STOP_MOVED'],
  ['effect', 'BARRIERE', 'Aufzug/Barrierefreiheit eingeschränkt', 'Accessibilità limitata', 'ACCESSIBILITY_ISSUE'],
  ['effect', 'KEINE', 'Keine Auswirkung', 'Nessun effetto', 'NO_EFFECT'],
  ['location', 'STRECKE', 'Auf freier Strecke', 'In linea', null],
  ['location', 'BAHNHOF', 'Im Bahnhof', 'In stazione', null],
  ['location', 'BUE', 'Am Bahnübergang', 'Al passaggio a livello', null],
  ['location', 'TUNNEL', 'Im Tunnel', 'In galleria', null],
  ['location', 'BRUECKE', 'Auf der Brücke', 'Sul ponte', null],
  ['location', 'BW', 'Im Betriebswerk', 'Nel deposito', null],
  ['source', 'TF', 'Triebfahrzeugführer', 'Macchinista', null],
  ['source', 'FDL', 'Fahrdienstleiter', 'Dirigente movimento', null],
  ['source', 'POLIZEI', 'Polizei', 'Polizia', null],
  ['source', 'FAHRGAST', 'Fahrgast', 'Passeggero', null],
  ['source', 'LEITSTELLE', 'Leitstelle (eigene Feststellung)', 'Centrale operativa (rilevazione propria)', null],
  ['source', 'NACHBAR', 'Nachbar-Infrastrukturbetreiber', 'Gestore dell’infrastruttura confinante', null],
];

/**
 * Selection lists of the situation report (Auswahllisten, issue 13 item 8): causes, effects,
 * locations and sources a situation picks from. Causes and effects map onto GTFS-Realtime
 * Alert.Cause / Alert.Effect for the public feed; every entry is valid from/to a date, and a
 * situation may only use entries valid on its start day (server/situations/core/validate.ts).
 */
export default defineResource({
  name: 'SelectionListEntry',
  path: 'lagebericht_admin_auswahllisten',
  table: 'selection_list_entries',
  label: {
    de: { one: 'Auswahllisteneintrag', other: 'Auswahllisten', title: 'Auswahllisten', empty: 'Noch keine Einträge in den Auswahllisten' },
    it: { one: 'Voce di elenco', other: 'Elenchi di selezione', title: 'Elenchi di selezione', empty: 'Ancora nessuna voce negli elenchi di selezione' },
  },
  recordRepresentation: '{code} – {nameDe}',
  menu: { entry: 'lagebericht_admin_auswahllisten' },
  history: true,
  permissions: { create: ['admin'], edit: ['admin'], delete: ['admin'] },
  uniqueTogether: [
    {
      fields: ['list', 'code'],
      message: { de: 'Dieses Kürzel gibt es in dieser Liste bereits', it: 'Questo codice esiste già in questo elenco' },
    },
  ],
  fields: [
    {
      name: 'list',
      type: 'enum',
      required: true,
      label: { de: 'Liste', it: 'Elenco' },
      options: SELECTION_LISTS.map((value) => ({ value, label: LIST_LABELS[value] })),
    },
    {
      name: 'code',
      type: 'string',
      required: true,
      pattern: {
        regex: '[A-Z0-9_]{2,30}',
        message: { de: '2 bis 30 Zeichen: Großbuchstaben, Ziffern, Unterstrich', it: 'Da 2 a 30 caratteri: lettere maiuscole, cifre, trattino basso' },
      },
      label: { de: 'Kürzel', it: 'Codice' },
    },
    { name: 'nameDe', type: 'string', required: true, maxLength: 120, label: { de: 'Bezeichnung (deutsch)', it: 'Denominazione (tedesco)' } },
    { name: 'nameIt', type: 'string', required: true, maxLength: 120, label: { de: 'Bezeichnung (italienisch)', it: 'Denominazione (italiano)' } },
    { name: 'gtfsCause', type: 'enum', options: gtfsOptions(GTFS_RT_CAUSES), label: { de: 'GTFS-RT-Ursache (nur Ursachen)', it: 'Causa GTFS-RT (solo cause)' } },
    { name: 'gtfsEffect', type: 'enum', options: gtfsOptions(GTFS_RT_EFFECTS), label: { de: 'GTFS-RT-Auswirkung (nur Auswirkungen)', it: 'Effetto GTFS-RT (solo effetti)' } },
    { name: 'validFrom', type: 'date', label: { de: 'Gültig ab', it: 'Valido dal' } },
    {
      name: 'validTo',
      type: 'date',
      min: { field: 'validFrom' },
      label: { de: 'Gültig bis', it: 'Valido fino al' },
    },
    { name: 'sortOrder', type: 'integer', min: 0, max: 9999, default: 100, label: { de: 'Reihenfolge', it: 'Ordine' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['list', 'code', 'nameDe', 'nameIt', 'gtfsCause', 'gtfsEffect', 'validFrom', 'validTo', 'active'],
    hiddenColumns: ['sortOrder'],
    sort: { field: 'sortOrder', order: 'ASC' },
    filters: ['list', 'active'],
    search: ['code', 'nameDe', 'nameIt'],
  },
  seed: {
    rows: ROWS.map(([list, code, nameDe, nameIt, gtfs], i) => ({
      list, code, nameDe, nameIt,
      gtfsCause: list === 'cause' ? gtfs : null,
      gtfsEffect: list === 'effect' ? gtfs : null,
      validFrom: '2024-01-01', validTo: null, sortOrder: (i + 1) * 10, active: true,
    })),
  },
});
