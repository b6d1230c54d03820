import { defineResource } from '../../shared/resource/types';

/**
 * The ordered steps of a notification chain (docs/situation-report/notifications.md): edited in the
 * chain's edit screen (src/resources/notification-chains/extensions.tsx shows them there); their own
 * list under Administration Lagebericht is the overview of all chains' steps.
 * notify / escalate use a target (receiver, group or role); wait and requireAck use minutes;
 * repeat uses times.
 */
export default defineResource({
  name: 'NotificationChainStep',
  path: 'meldekettenSchritte',
  table: 'notification_chain_steps',
  label: {
    de: { one: 'Kettenschritt', other: 'Kettenschritte', title: 'Schritte der Meldeketten' },
    it: { one: 'Passo della catena', other: 'Passi della catena', title: 'Passi delle catene di notifica' },
  },
  menu: { parent: 'lageberichtadministration', label: { de: 'Meldekettenschritte', it: 'Passi delle catene' }, order: 2 },
  recordRepresentation: '{position}',
  form: { dialog: true, saveAndCreateAnother: true },
  permissions: {
    list: ['admin', 'dispatcher'],
    show: ['admin', 'dispatcher'],
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
  },
  uniqueTogether: [{ fields: ['chainId', 'position'], message: { de: 'Diese Position hat die Kette schon', it: 'La catena ha già questa posizione' } }],
  fields: [
    { name: 'chainId', type: 'reference', reference: 'NotificationChain', optionText: 'name', required: true, onDelete: 'cascade', label: { de: 'Meldekette', it: 'Catena di notifica' } },
    { name: 'position', type: 'integer', required: true, min: 1, max: 99, label: { de: 'Position', it: 'Posizione' } },
    {
      name: 'kind',
      type: 'enum',
      required: true,
      default: 'notify',
      label: { de: 'Schritt', it: 'Passo' },
      options: [
        { value: 'notify', label: { de: 'Benachrichtigen', it: 'Notificare' } },
        { value: 'wait', label: { de: 'Warten', it: 'Attendere' } },
        { value: 'requireAck', label: { de: 'Quittung abwarten', it: 'Attendere la conferma' } },
        { value: 'repeat', label: { de: 'Wiederholen', it: 'Ripetere' } },
        { value: 'escalate', label: { de: 'Eskalieren', it: 'Escalare' } },
      ],
    },
    {
      name: 'targetKind',
      type: 'enum',
      label: { de: 'Ziel', it: 'Destinazione' },
      help: { de: 'Bei Benachrichtigen und Eskalieren', it: 'Per notificare ed escalare' },
      options: [
        { value: 'receiver', label: { de: 'Empfänger', it: 'Destinatario' } },
        { value: 'group', label: { de: 'Gruppe', it: 'Gruppo' } },
        { value: 'role', label: { de: 'Rolle der Anwendung', it: 'Ruolo dell’applicazione' } },
      ],
    },
    { name: 'receiverId', type: 'reference', reference: 'Receiver', optionText: ['name', 'group'], onDelete: 'restrict', label: { de: 'Empfänger', it: 'Destinatario' } },
    { name: 'group', type: 'string', maxLength: 60, label: { de: 'Gruppe', it: 'Gruppo' } },
    {
      name: 'role',
      type: 'enum',
      label: { de: 'Rolle', it: 'Ruolo' },
      options: [
        { value: 'admin', label: { de: 'Administration', it: 'Amministrazione' } },
        { value: 'dispatcher', label: { de: 'Disposition', it: 'Dispatching' } },
        { value: 'planner', label: { de: 'Planung', it: 'Pianificazione' } },
        { value: 'viewer', label: { de: 'Nur lesen', it: 'Sola lettura' } },
      ],
    },
    {
      name: 'minutes',
      type: 'integer',
      min: 1,
      max: 1440,
      label: { de: 'Minuten', it: 'Minuti' },
      help: { de: 'Bei Warten und Quittung abwarten (Frist)', it: 'Per attendere e attendere la conferma (scadenza)' },
    },
    { name: 'times', type: 'integer', min: 1, max: 10, label: { de: 'Anzahl Wiederholungen', it: 'Numero di ripetizioni' } },
  ],
  list: {
    columns: ['chainId', 'position', 'kind', 'targetKind', 'receiverId', 'group', 'role', 'minutes', 'times'],
    sort: { field: 'position', order: 'ASC' },
    filters: ['chainId', 'kind'],
    search: ['group'],
  },
  seed: {
    rows: [
      ['Betriebsstörung erheblich', 1, { kind: 'notify', targetKind: 'group', group: 'Schichtleitung' }],
      ['Betriebsstörung erheblich', 2, { kind: 'requireAck', minutes: 10 }],
      ['Betriebsstörung erheblich', 3, { kind: 'escalate', targetKind: 'group', group: 'Betriebsleitung' }],
      ['Kritisch – abends und nachts', 1, { kind: 'notify', targetKind: 'group', group: 'Betriebsleitung' }],
      ['Kritisch – abends und nachts', 2, { kind: 'notify', targetKind: 'role', role: 'dispatcher' }],
      ['Kritisch – abends und nachts', 3, { kind: 'requireAck', minutes: 5 }],
      ['Kritisch – abends und nachts', 4, { kind: 'repeat', times: 2 }],
      ['Infrastruktur werktags', 1, { kind: 'notify', targetKind: 'group', group: 'Bereitschaft Infrastruktur' }],
    ].map(([chain, position, step]) => ({ chainId: { $ref: { field: 'name', value: chain } }, position, ...(step as object) })),
  },
});
