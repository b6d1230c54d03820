import { BRAND_CODES, BRAND_MARKS } from '../../shared/brandMarks';
import { defineResource } from '../../shared/resource/types';
import { CRON_MESSAGE, CRON_PATTERN } from '../../shared/situations/cron';

/**
 * Scheduled exports of the situation report (Automatischer Export, issue 13 item 10,
 * docs/situation-report/exports.md): at each time the cron expression names (in the operator's
 * zone) the server writes the period's situations as PDF, XLSX or CSV, keeps the file for download
 * and mails it to the recipients; each run is logged (shown beside the edit form).
 */
export default defineResource({
  name: 'ScheduledExport',
  path: 'lagebericht_admin_automatischer_export',
  table: 'situation_scheduled_exports',
  label: {
    de: { one: 'Automatischer Export', other: 'Automatische Exporte', empty: 'Noch keine automatischen Exporte eingerichtet' },
    it: { one: 'Esportazione automatica', other: 'Esportazioni automatiche', empty: 'Ancora nessuna esportazione automatica configurata' },
  },
  menu: { entry: 'lagebericht_admin_automatischer_export' },
  recordRepresentation: 'name',
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
      { title: { de: 'Export', it: 'Esportazione' }, fields: ['name', 'format', 'period', 'categoryId', 'lang', 'brand', 'active'] },
      { title: { de: 'Zeitplan und Versand', it: 'Pianificazione e invio' }, fields: ['cron', 'recipients'] },
    ],
  },
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 120, label: { de: 'Bezeichnung', it: 'Denominazione' } },
    {
      name: 'cron',
      type: 'string',
      required: true,
      maxLength: 120,
      pattern: { regex: CRON_PATTERN, message: CRON_MESSAGE },
      label: { de: 'Zeitplan (Cron-Ausdruck)', it: 'Pianificazione (espressione cron)' },
      help: {
        de: 'Minute Stunde Tag Monat Wochentag, in der Zeitzone der Leitstelle; „0 6 * * *“ = täglich 06:00',
        it: 'Minuto ora giorno mese giorno della settimana, nel fuso orario della centrale; «0 6 * * *» = ogni giorno alle 06:00',
      },
    },
    {
      name: 'format',
      type: 'enum',
      required: true,
      default: 'pdf',
      label: { de: 'Format', it: 'Formato' },
      options: [
        { value: 'pdf', label: { de: 'PDF', it: 'PDF' } },
        { value: 'xlsx', label: { de: 'Excel (XLSX)', it: 'Excel (XLSX)' } },
        { value: 'csv', label: { de: 'CSV', it: 'CSV' } },
      ],
    },
    {
      name: 'period',
      type: 'enum',
      required: true,
      default: 'previousDay',
      label: { de: 'Zeitraum', it: 'Periodo' },
      options: [
        { value: 'previousDay', label: { de: 'Vortag', it: 'Giorno precedente' } },
        { value: 'last24h', label: { de: 'Letzte 24 Stunden', it: 'Ultime 24 ore' } },
        { value: 'last7days', label: { de: 'Letzte 7 Tage', it: 'Ultimi 7 giorni' } },
        { value: 'previousMonth', label: { de: 'Vormonat', it: 'Mese precedente' } },
      ],
    },
    {
      name: 'categoryId',
      type: 'reference',
      reference: 'Category',
      optionText: 'name',
      onDelete: 'set null',
      label: { de: 'Kategorie', it: 'Categoria' },
      help: { de: 'Leer: alle Kategorien', it: 'Vuoto: tutte le categorie' },
    },
    {
      name: 'recipients',
      type: 'string',
      maxLength: 1000,
      pattern: {
        regex: '[^\\s@,;]+@[^\\s@,;]+\\.[^\\s@,;]+(\\s*[,;]\\s*[^\\s@,;]+@[^\\s@,;]+\\.[^\\s@,;]+)*',
        message: {
          de: 'E-Mail-Adressen, getrennt durch Komma oder Semikolon, z. B. „leitstelle@avg.de, schichtleitung@avg.de“',
          it: 'Indirizzi e-mail separati da virgola o punto e virgola, ad es. «centrale@avg.de, capoturno@avg.de»',
        },
      },
      label: { de: 'E-Mail-Empfänger', it: 'Destinatari e-mail' },
      help: { de: 'Leer: die Datei wird nur zum Herunterladen aufbewahrt', it: 'Vuoto: il file viene solo conservato per il download' },
    },
    {
      name: 'lang',
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
      name: 'brand',
      type: 'enum',
      required: true,
      default: 'avg',
      label: { de: 'Marke (Logo)', it: 'Marchio (logo)' },
      options: BRAND_CODES.map((code) => ({ value: code, label: BRAND_MARKS[code].title })),
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['name', 'cron', 'format', 'period', 'categoryId', 'recipients', 'active'],
    hiddenColumns: ['lang', 'brand'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['format', 'active'],
    search: ['name', 'recipients'],
  },
  seed: {
    rows: [
      { name: 'Tagesbericht Vortag (PDF)', cron: '0 6 * * *', format: 'pdf', period: 'previousDay', recipients: 'schichtleitung@leitstelle.example', lang: 'de', brand: 'avg', active: true },
      { name: 'Rapporto settimanale (Excel)', cron: '30 5 * * 1', format: 'xlsx', period: 'last7days', recipients: 'direzione@leitstelle.example', lang: 'it', brand: 'avg', active: false },
    ],
  },
});
