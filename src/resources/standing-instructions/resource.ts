import { defineResource } from '../../shared/resource/types';

/**
 * Standing instructions (Daueranweisungen, issue 13 item 9, docs/situation-report/texts.md):
 * orders that hold for a period, e.g. a speed restriction at a building site. The shift handover
 * lists those valid on its day, so the next shift reads them with the open situations.
 */
export default defineResource({
  name: 'StandingInstruction',
  path: 'lagebericht_admin_daueranweisungen',
  table: 'standing_instructions',
  label: {
    de: { one: 'Daueranweisung', other: 'Daueranweisungen' },
    it: { one: 'Disposizione permanente', other: 'Disposizioni permanenti' },
  },
  menu: { parent: 'lageberichtadministration', label: { de: 'Daueranweisungen', it: 'Disposizioni permanenti' } },
  recordRepresentation: 'title',
  history: true,
  form: { dialog: true },
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  fields: [
    { name: 'title', type: 'string', required: true, maxLength: 120, label: { de: 'Betreff', it: 'Oggetto' } },
    { name: 'text', type: 'text', required: true, maxLength: 2000, label: { de: 'Anweisung', it: 'Disposizione' } },
    { name: 'validFrom', type: 'date', required: true, label: { de: 'Gültig ab', it: 'Valida dal' } },
    { name: 'validTo', type: 'date', min: { field: 'validFrom' }, label: { de: 'Gültig bis', it: 'Valida fino al' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
  ],
  list: {
    columns: ['title', 'validFrom', 'validTo', 'active'],
    hiddenColumns: ['text'],
    sort: { field: 'validFrom', order: 'DESC' },
    filters: ['active'],
    search: ['title', 'text'],
  },
  seed: {
    rows: [
      {
        title: 'Langsamfahrstelle Ettlingen West – Busenbach',
        text: 'Bis auf Weiteres 40 km/h zwischen Ettlingen West und Busenbach (Gleiserneuerung). Fahrzeugführer bei Dienstbeginn auf die Stelle hinweisen.',
        validFrom: '2026-11-01', active: true,
      },
      {
        title: 'Winterdienst Weichenheizungen',
        text: 'Bei Temperaturen unter 0 °C morgens um 4:30 Uhr die Weichenheizungen im Leitsystem prüfen und Ausfälle an den Entstördienst melden.',
        validFrom: '2026-11-15', validTo: '2027-03-15', active: true,
      },
      {
        title: 'Fußballspiel Wildparkstadion',
        text: 'An Spieltagen ab 2 Stunden vor Spielbeginn Verstärkerfahrten der S2 vorsehen; Durchsage „Zum Wildparkstadion bitte am Durlacher Tor umsteigen“ zulassen.',
        validFrom: '2026-08-01', validTo: '2027-05-31', active: true,
      },
      {
        title: 'Alte Regel Stellwerk Rastatt',
        text: 'Ersetzt durch die neue Betriebsanweisung; nur zur Nachvollziehbarkeit aufbewahrt.',
        validFrom: '2025-01-01', validTo: '2025-12-31', active: false,
      },
    ],
  },
});
