import { defineResource } from '../../shared/resource/types';

/**
 * The control centre's phone book (Personal > Telefonbuch, specification point 2): who to call
 * for what, with the station they work at. Dispatchers keep it up to date; everyone reads it.
 * It also shows the generator's extension points used by configuration alone: a record title
 * from two fields, a station reference shown and searched by code and name, "is empty / is set"
 * filters, a declared export, and the label grammar of a list that has a name of its own.
 */
export default defineResource({
  name: 'PhoneBookEntry',
  path: 'telefonbuch',
  table: 'phone_book_entries',
  label: {
    de: { one: 'Telefonbucheintrag', other: 'Telefonbucheinträge', title: 'Telefonbuch', empty: 'Noch keine Einträge im Telefonbuch' },
    it: { one: 'Voce della rubrica', other: 'Voci della rubrica', title: 'Rubrica telefonica', empty: 'Ancora nessuna voce nella rubrica telefonica' },
  },
  menu: { entry: 'telefonbuch' },
  recordRepresentation: '{name} ({function})',
  history: true,
  form: { dialog: true, saveAndCreateAnother: true },
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 120, label: { de: 'Name', it: 'Nome' } },
    { name: 'function', type: 'string', maxLength: 120, label: { de: 'Funktion', it: 'Funzione' } },
    {
      name: 'phone',
      type: 'string',
      maxLength: 40,
      pattern: {
        regex: '\\+?[0-9 ()/-]{3,40}',
        message: { de: 'Nur Ziffern, Leerzeichen und + ( ) / -', it: 'Solo cifre, spazi e + ( ) / -' },
      },
      label: { de: 'Telefon', it: 'Telefono' },
    },
    { name: 'email', type: 'email', maxLength: 200, label: { de: 'E-Mail', it: 'E-mail' } },
    {
      name: 'stationId',
      type: 'reference',
      reference: 'Station',
      optionText: ['stationCode', 'name'],
      onDelete: 'set null',
      label: { de: 'Bahnhof', it: 'Stazione' },
    },
  ],
  list: {
    columns: ['name', 'function', 'phone', 'email', 'stationId'],
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'function', 'phone', 'email'],
    filters: ['stationId', { field: 'email', operator: 'presence' }, { field: 'phone', operator: 'presence' }],
    export: { columns: ['name', 'function', 'phone', 'email', 'stationId'], fileName: { de: 'Telefonbuch', it: 'Rubrica telefonica' } },
  },
});
