import { defineResource } from '../../shared/resource/types';

/**
 * Notification chains (Meldeketten, issue 13 item 6, docs/situation-report/notifications.md): when a
 * situation opens, every active chain whose trigger matches (category, minimum severity, time of
 * day and days in the operator's zone) runs its ordered steps (NotificationChainStep, edited in the
 * chain's edit screen).
 */
export default defineResource({
  name: 'NotificationChain',
  path: 'meldekettenEdit',
  table: 'notification_chains',
  label: {
    de: { one: 'Meldekette', other: 'Meldeketten' },
    it: { one: 'Catena di notifica', other: 'Catene di notifica' },
  },
  menu: { entry: 'meldekettenEdit' },
  recordRepresentation: 'name',
  history: true,
  form: {
    sections: [
      { title: { de: 'Meldekette', it: 'Catena di notifica' }, fields: ['name', 'description', 'active'] },
      { title: { de: 'Auslöser', it: 'Attivazione' }, fields: ['categoryId', 'minSeverity', 'timeFrom', 'timeTo', 'days'] },
    ],
  },
  permissions: {
    list: ['admin', 'dispatcher'],
    show: ['admin', 'dispatcher'],
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
  },
  deleteConfirm: {
    de: 'Die Meldekette wird mit ihren Schritten gelöscht. Bereits laufende Ketten laufen zu Ende.',
    it: 'La catena di notifica viene eliminata con i suoi passi. Le catene già in corso proseguono fino alla fine.',
  },
  fields: [
    { name: 'name', type: 'string', required: true, unique: true, maxLength: 120, label: { de: 'Name', it: 'Nome' } },
    { name: 'description', type: 'text', maxLength: 1000, label: { de: 'Beschreibung', it: 'Descrizione' } },
    {
      name: 'categoryId',
      type: 'reference',
      reference: 'Category',
      optionText: 'name',
      onDelete: 'restrict',
      label: { de: 'Kategorie', it: 'Categoria' },
      help: { de: 'Leer: jede Kategorie', it: 'Vuoto: qualsiasi categoria' },
    },
    {
      name: 'minSeverity',
      type: 'enum',
      required: true,
      default: 'major',
      label: { de: 'Mindestschwere', it: 'Gravità minima' },
      options: [
        { value: 'info', label: { de: 'Information', it: 'Informazione' } },
        { value: 'minor', label: { de: 'Gering', it: 'Lieve' } },
        { value: 'major', label: { de: 'Erheblich', it: 'Rilevante' } },
        { value: 'critical', label: { de: 'Kritisch', it: 'Critica' } },
      ],
    },
    {
      name: 'timeFrom',
      type: 'time',
      label: { de: 'Uhrzeit von', it: 'Ora da' },
      help: { de: 'Ortszeit der Leitstelle; leer: ganztags. Von nach bis = über Mitternacht', it: 'Ora locale della centrale; vuoto: tutto il giorno. Da dopo a = oltre la mezzanotte' },
    },
    { name: 'timeTo', type: 'time', label: { de: 'Uhrzeit bis', it: 'Ora a' } },
    {
      name: 'days',
      type: 'enum',
      multiple: true,
      label: { de: 'Wochentage', it: 'Giorni della settimana' },
      help: { de: 'Leer: jeden Tag', it: 'Vuoto: ogni giorno' },
      options: [
        { value: 'mo', label: { de: 'Mo', it: 'Lun' } },
        { value: 'tu', label: { de: 'Di', it: 'Mar' } },
        { value: 'we', label: { de: 'Mi', it: 'Mer' } },
        { value: 'th', label: { de: 'Do', it: 'Gio' } },
        { value: 'fr', label: { de: 'Fr', it: 'Ven' } },
        { value: 'sa', label: { de: 'Sa', it: 'Sab' } },
        { value: 'su', label: { de: 'So', it: 'Dom' } },
      ],
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attiva' } },
  ],
  list: {
    columns: ['name', 'categoryId', 'minSeverity', 'timeFrom', 'timeTo', 'days', 'active'],
    hiddenColumns: ['description'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['categoryId', 'minSeverity', 'active'],
    search: ['name', 'description'],
  },
  seed: {
    rows: [
      {
        name: 'Betriebsstörung erheblich', categoryId: { $ref: { field: 'code', value: 'BETRIEB' } }, minSeverity: 'major', active: true,
        description: 'Schichtleitung sofort, nach 10 Minuten ohne Quittung die Betriebsleitung.',
      },
      {
        name: 'Kritisch – abends und nachts', minSeverity: 'critical', timeFrom: '20:00', timeTo: '06:00', active: true,
        description: 'Jede Kategorie, kritisch, abends und nachts: Rufbereitschaft mit Wiederholung.',
      },
      {
        name: 'Infrastruktur werktags', categoryId: { $ref: { field: 'code', value: 'INFRA' } }, minSeverity: 'minor', days: ['mo', 'tu', 'we', 'th', 'fr'], active: true,
        description: 'Bereitschaft Infrastruktur werktags informieren.',
      },
    ],
  },
});
