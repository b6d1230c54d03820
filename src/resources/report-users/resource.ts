import { defineResource } from '../../shared/resource/types';

/**
 * Users of the situation report (Nutzer Lagebericht): the sign-in name links a person to the rights
 * per category (`/rechte_fuer_kategorien`), the group lets one rights row serve a whole control
 * centre. An inactive user keeps the rights of their application roles only (docs/situation-report.md).
 */
export default defineResource({
  name: 'ReportUser',
  path: 'nutzerverwaltung',
  table: 'report_users',
  label: {
    de: { one: 'Nutzer Lagebericht', other: 'Nutzer Lagebericht' },
    it: { one: 'Utente rapporto', other: 'Utenti rapporto' },
  },
  recordRepresentation: '{displayName} ({username})',
  menu: { entry: 'nutzerverwaltung' },
  history: true,
  permissions: { create: ['admin'], edit: ['admin'], delete: ['admin'] },
  fields: [
    {
      name: 'username',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 80,
      pattern: {
        regex: '[A-Za-z0-9._@-]{2,80}',
        message: { de: 'Anmeldename: 2 bis 80 Zeichen (Buchstaben, Ziffern, . _ @ -)', it: 'Nome di accesso: da 2 a 80 caratteri (lettere, cifre, . _ @ -)' },
      },
      label: { de: 'Anmeldename', it: 'Nome di accesso' },
    },
    { name: 'displayName', type: 'string', required: true, maxLength: 120, label: { de: 'Anzeigename', it: 'Nome visualizzato' } },
    { name: 'groupName', type: 'string', maxLength: 80, label: { de: 'Gruppe', it: 'Gruppo' } },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['username', 'displayName', 'groupName', 'active'],
    sort: { field: 'username', order: 'ASC' },
    filters: ['groupName', 'active'],
    search: ['username', 'displayName', 'groupName'],
  },
  seed: {
    rows: [
      ['dispatcher', 'Demo Disponent', 'Leitstelle Nord'],
      ['planner', 'Demo Planerin', 'Betriebsplanung'],
      ['viewer', 'Demo Beobachter', 'Leitstelle Süd'],
      ['m.keller', 'Martina Keller', 'Leitstelle Nord'],
      ['s.bauer', 'Stefan Bauer', 'Leitstelle Nord'],
      ['g.rossi', 'Giulia Rossi', 'Leitstelle Süd'],
      ['l.gruber', 'Lukas Gruber', 'Infrastrukturmanagement'],
      ['a.pichler', 'Anna Pichler', 'Fahrgastinformation'],
    ].map(([username, displayName, groupName]) => ({ username, displayName, groupName, active: true })),
  },
});
