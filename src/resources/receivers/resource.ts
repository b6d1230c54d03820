import { defineResource } from '../../shared/resource/types';

/**
 * Receivers (Empfänger) of notification chains (issue 13 item 6, docs/situation-report/notifications.md):
 * who is told about a situation, on which channels and in which language. A chain step reaches one
 * receiver, every active receiver of a group, or the app users of a role.
 */
export default defineResource({
  name: 'Receiver',
  path: 'receiverEdit',
  table: 'receivers',
  label: {
    de: { one: 'Empfänger', other: 'Empfänger', empty: 'Noch keine Empfänger vorhanden' },
    it: { one: 'Destinatario', other: 'Destinatari' },
  },
  menu: { entry: 'receiverEdit' },
  recordRepresentation: '{name} ({group})',
  history: true,
  form: {
    dialog: true,
    saveAndCreateAnother: true,
    sections: [
      { title: { de: 'Empfänger', it: 'Destinatario' }, fields: ['name', 'group', 'language', 'active'] },
      { title: { de: 'Kanäle', it: 'Canali' }, fields: ['channels', 'email', 'phone', 'username'] },
    ],
  },
  permissions: {
    list: ['admin', 'dispatcher'],
    show: ['admin', 'dispatcher'],
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
  },
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 120, label: { de: 'Name', it: 'Nome' } },
    {
      name: 'group',
      type: 'string',
      maxLength: 60,
      label: { de: 'Gruppe', it: 'Gruppo' },
      help: { de: 'Ein Kettenschritt kann eine ganze Gruppe benachrichtigen', it: 'Un passo della catena può notificare un intero gruppo' },
    },
    {
      name: 'channels',
      type: 'enum',
      multiple: true,
      required: true,
      default: ['email'],
      label: { de: 'Kanäle', it: 'Canali' },
      options: [
        { value: 'email', label: { de: 'E-Mail', it: 'E-mail' } },
        { value: 'inApp', label: { de: 'In der Anwendung', it: 'Nell’applicazione' } },
        { value: 'sms', label: { de: 'SMS', it: 'SMS' } },
      ],
    },
    { name: 'email', type: 'email', maxLength: 200, label: { de: 'E-Mail', it: 'E-mail' } },
    {
      name: 'phone',
      type: 'string',
      maxLength: 40,
      pattern: { regex: '\\+?[0-9 ()/-]{3,40}', message: { de: 'Nur Ziffern, Leerzeichen und + ( ) / -', it: 'Solo cifre, spazi e + ( ) / -' } },
      label: { de: 'Telefon (SMS)', it: 'Telefono (SMS)' },
    },
    {
      name: 'username',
      type: 'string',
      maxLength: 40,
      pattern: {
        regex: '[a-z0-9._-]{3,40}',
        message: { de: 'Benutzername der Anwendung: 3 bis 40 Zeichen, Kleinbuchstaben, Ziffern, . _ -', it: 'Nome utente dell’applicazione: da 3 a 40 caratteri, minuscole, cifre, . _ -' },
      },
      label: { de: 'Benutzername (Benachrichtigung in der Anwendung)', it: 'Nome utente (notifica nell’applicazione)' },
    },
    {
      name: 'language',
      type: 'enum',
      required: true,
      default: 'de',
      label: { de: 'Sprache der Nachrichten', it: 'Lingua dei messaggi' },
      options: [
        { value: 'de', label: { de: 'Deutsch', it: 'Tedesco' } },
        { value: 'it', label: { de: 'Italienisch', it: 'Italiano' } },
      ],
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['name', 'group', 'channels', 'email', 'phone', 'username', 'language', 'active'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['group', 'channels', 'active'],
    search: ['name', 'group', 'email', 'username'],
  },
  seed: {
    rows: [
      { name: 'Leitstelle Karlsruhe – Schichtleitung', group: 'Schichtleitung', channels: ['email', 'inApp'], email: 'schichtleitung@leitstelle.example', username: 'dispatcher', language: 'de', active: true },
      { name: 'Anna Berger', group: 'Bereitschaft Infrastruktur', channels: ['email', 'sms'], email: 'anna.berger@leitstelle.example', phone: '+49 721 6107 5512', language: 'de', active: true },
      { name: 'Markus Heller', group: 'Bereitschaft Infrastruktur', channels: ['email'], email: 'markus.heller@leitstelle.example', language: 'de', active: true },
      { name: 'Giulia Rossi', group: 'Fahrgastinformation', channels: ['email'], email: 'giulia.rossi@leitstelle.example', language: 'it', active: true },
      { name: 'Betriebsleitung (Rufbereitschaft)', group: 'Betriebsleitung', channels: ['email', 'sms'], email: 'betriebsleitung@leitstelle.example', phone: '+49 721 6107 5000', language: 'de', active: true },
      { name: 'Werkstatt Durlach', group: 'Fahrzeuge', channels: ['email'], email: 'werkstatt.durlach@leitstelle.example', language: 'de', active: true },
    ],
  },
});
