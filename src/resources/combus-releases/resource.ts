import { defineResource } from '../../shared/resource/types';
import { CHANNEL_LABELS, NAME_LIST_PATTERN, options } from '../../shared/passenger-info/model';
import { INFO_CHANNELS } from '../../shared/passenger-info/types';

/**
 * ComBus releases (ComBus-Freigaben, issue 14 item 4, docs/passenger-information.md). ComBus =
 * combined bus information: rail-replacement and connecting buses shown together with the trains.
 * Bus companies and the transport authority agree where that may happen; a release records it: a
 * station and/or lines (none: the whole network), the channels, the validity, who released it
 * (authority, contract) and a comment. Passenger information shows bus connections of
 * /bhfanschluss and messages marked "Businformation" only where a release covers them.
 */
export default defineResource({
  name: 'ComBusRelease',
  path: 'basiscombusfrei',
  table: 'combus_releases',
  label: {
    de: { one: 'ComBus-Freigabe', other: 'ComBus-Freigaben' },
    it: { one: 'Abilitazione ComBus', other: 'Abilitazioni ComBus' },
  },
  menu: { entry: 'basiscombusfrei' },
  recordRepresentation: '{releasedBy} {reference}',
  history: true,
  permissions: {
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
  },
  form: {
    sections: [
      { title: { de: 'Geltungsbereich', it: 'Ambito' }, fields: ['stationId', 'lines', 'channels'] },
      { title: { de: 'Freigabe', it: 'Abilitazione' }, fields: ['releasedBy', 'reference', 'validFrom', 'validTo', 'active', 'comment'] },
    ],
  },
  fields: [
    {
      name: 'stationId', type: 'reference', reference: 'Station', optionText: ['stationCode', 'name'], onDelete: 'cascade',
      label: { de: 'Bahnhof', it: 'Stazione' }, help: { de: 'Leer mit leeren Linien: das ganze Netz', it: 'Vuoto con linee vuote: tutta la rete' },
    },
    {
      name: 'lines', type: 'string', maxLength: 300, label: { de: 'Linien', it: 'Linee' },
      pattern: { regex: NAME_LIST_PATTERN, message: { de: 'Liniennummern durch Komma getrennt (S4, S5)', it: 'Numeri di linea separati da virgola (S4, S5)' } },
    },
    {
      name: 'channels', type: 'enum', multiple: true, required: true, default: ['display', 'announcement', 'web'],
      label: { de: 'Kanäle', it: 'Canali' }, options: options(INFO_CHANNELS, CHANNEL_LABELS),
    },
    {
      name: 'releasedBy', type: 'string', required: true, maxLength: 80, label: { de: 'Freigegeben von', it: 'Abilitato da' },
      help: { de: 'Aufgabenträger, Verbund oder Busunternehmen', it: 'Ente committente, consorzio o azienda di autobus' },
    },
    { name: 'reference', type: 'string', maxLength: 60, label: { de: 'Vereinbarung / Aktenzeichen', it: 'Accordo / protocollo' } },
    { name: 'validFrom', type: 'date', required: true, label: { de: 'Gültig ab', it: 'Valida dal' } },
    { name: 'validTo', type: 'date', min: { field: 'validFrom' }, label: { de: 'Gültig bis', it: 'Valida fino al' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
    { name: 'comment', type: 'text', maxLength: 500, label: { de: 'Bemerkung', it: 'Nota' } },
  ],
  list: {
    columns: ['stationId', 'lines', 'channels', 'releasedBy', 'validFrom', 'validTo', 'active'],
    hiddenColumns: ['reference', 'comment'],
    sort: { field: 'validFrom', order: 'DESC' },
    filters: ['stationId', 'channels', 'active'],
    search: ['lines', 'releasedBy', 'reference', 'comment'],
  },
  // Demo: combined bus information released at Karlsruhe Hbf for displays and the web.
  seed: {
    rows: [
      { stationId: { $ref: { field: 'stationCode', value: 'RK' } }, channels: ['display', 'web'], releasedBy: 'KVV', reference: 'ComBus 2026/01', validFrom: '2026-01-01', active: true, comment: 'Anschlussbusse am Hauptbahnhof' },
    ],
  },
});
