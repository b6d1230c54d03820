import { defineResource } from '../../shared/resource/types';

/**
 * User profiles (Nutzerverwaltung): the application's view of a user: name,
 * contact, language and the roles granted in the app. Identities and passwords
 * live in the identity provider (Keycloak or the development realm); the
 * username links the two.
 */
export default defineResource({
  name: 'UserProfile',
  path: 'admin',
  table: 'user_profiles',
  label: {
    de: { one: 'Benutzerprofil', other: 'Benutzerprofile' },
    it: { one: 'Profilo utente', other: 'Profili utente' },
  },
  menu: { entry: 'admin' },
  history: true,
  permissions: {
    list: ['admin'],
    show: ['admin'],
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
  },
  form: {
    sections: [
      { title: { de: 'Person', it: 'Persona' }, fields: ['username', 'displayName', 'email', 'phone', 'department', 'language'] },
      { title: { de: 'Berechtigungen', it: 'Autorizzazioni' }, fields: ['roles', 'active'] },
    ],
  },
  fields: [
    {
      name: 'username',
      type: 'string',
      required: true,
      unique: true,
      pattern: {
        regex: '[a-z0-9._-]{3,40}',
        message: {
          de: '3 bis 40 Zeichen: Kleinbuchstaben, Ziffern, Punkt, Bindestrich, Unterstrich',
          it: 'Da 3 a 40 caratteri: lettere minuscole, cifre, punto, trattino, trattino basso',
        },
      },
      label: { de: 'Benutzername', it: 'Nome utente' },
    },
    { name: 'displayName', type: 'string', required: true, maxLength: 100, label: { de: 'Name', it: 'Nome' } },
    { name: 'email', type: 'email', maxLength: 200, label: { de: 'E-Mail', it: 'E-mail' } },
    { name: 'phone', type: 'string', maxLength: 40, label: { de: 'Telefon', it: 'Telefono' } },
    { name: 'department', type: 'string', maxLength: 80, label: { de: 'Abteilung', it: 'Reparto' } },
    {
      name: 'language',
      type: 'enum',
      required: true,
      default: 'de',
      label: { de: 'Sprache', it: 'Lingua' },
      options: [
        { value: 'de', label: { de: 'Deutsch', it: 'Tedesco' } },
        { value: 'it', label: { de: 'Italienisch', it: 'Italiano' } },
      ],
    },
    {
      name: 'roles',
      type: 'enum',
      multiple: true,
      required: true,
      label: { de: 'Rollen', it: 'Ruoli' },
      options: [
        { value: 'admin', label: { de: 'Administration', it: 'Amministrazione' } },
        { value: 'dispatcher', label: { de: 'Disposition', it: 'Dispatching' } },
        { value: 'planner', label: { de: 'Planung', it: 'Pianificazione' } },
        { value: 'viewer', label: { de: 'Nur lesen', it: 'Sola lettura' } },
      ],
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['username', 'displayName', 'department', 'roles', 'language', 'active'],
    hiddenColumns: ['email', 'phone'],
    sort: { field: 'username', order: 'ASC' },
    filters: ['roles', 'language', 'active'],
    search: ['username', 'displayName', 'email', 'department'],
  },
  // Profiles of three demo identities (server/identity/demoUsers.ts); "gast" has no identity yet
  // and the demo identity "viewer" no profile, so both cases of the user administration show.
  seed: {
    rows: [
      { username: 'admin', displayName: 'Anna Admin', email: 'admin@leitstelle.example', department: 'IT', language: 'de', roles: ['admin'], active: true },
      { username: 'dispatcher', displayName: 'Dario Disponent', email: 'dispatcher@leitstelle.example', department: 'Leitstelle', language: 'de', roles: ['dispatcher'], active: true },
      { username: 'planner', displayName: 'Paula Planer', email: 'planner@leitstelle.example', department: 'Angebotsplanung', language: 'it', roles: ['planner'], active: true },
      { username: 'gast', displayName: 'Gerd Gast', department: 'Vertrieb', language: 'de', roles: ['viewer'], active: true },
    ],
  },
});
