import { defineResource } from '../../shared/resource/types';

/**
 * Dispatch change history (Dispomanager Änderungshistorie): one row per dispatch measure, undo and
 * run comment, written by the live engine (server/operations/live), and per start and early end of
 * a demo-control disruption (server/operations/demo-control). Read-only for everyone: the
 * engine writes through the resource service, so the generated list refreshes live.
 *
 * `details` is a language-neutral summary of what changed, built from station names, symbols and
 * numbers only (e.g. "✕ Bruchsal → Heidelberg Hbf", "+5 min (Durlach)", "↺ Bretten"), so one
 * text serves German and Italian readers: see docs/operations.md.
 */
export default defineResource({
  name: 'DispatchChange',
  path: 'dispotoolchangehistory',
  table: 'dispatch_changes',
  label: {
    de: { one: 'Dispositionsänderung', other: 'Änderungshistorie' },
    it: { one: 'Modifica di disposizione', other: 'Cronologia modifiche' },
  },
  menu: { entry: 'dispotoolchangehistory' },
  permissions: { create: [], edit: [], delete: [] },
  fields: [
    { name: 'operatingDay', type: 'date', required: true, label: { de: 'Betriebstag', it: 'Giorno di esercizio' } },
    { name: 'runId', type: 'string', required: true, maxLength: 200, label: { de: 'Fahrt', it: 'Corsa' } },
    { name: 'trainNumber', type: 'string', maxLength: 40, label: { de: 'Zugnummer', it: 'Numero treno' } },
    { name: 'lineNumber', type: 'string', maxLength: 20, label: { de: 'Linie', it: 'Linea' } },
    {
      name: 'action',
      type: 'enum',
      required: true,
      label: { de: 'Aktion', it: 'Azione' },
      options: [
        { value: 'cancel', label: { de: 'Ausfall', it: 'Soppressione' } },
        { value: 'delay', label: { de: 'Verspätung', it: 'Ritardo' } },
        { value: 'reroute', label: { de: 'Umleitung', it: 'Deviazione' } },
        { value: 'assignVehicle', label: { de: 'Fahrzeugzuweisung', it: 'Assegnazione veicolo' } },
        // Issue 14: connection decisions and platform changes.
        { value: 'hold', label: { de: 'Anschluss halten', it: 'Attesa coincidenza' } },
        { value: 'breakConnection', label: { de: 'Anschluss aufgeben', it: 'Coincidenza non garantita' } },
        { value: 'platformChange', label: { de: 'Gleiswechsel', it: 'Cambio binario' } },
        { value: 'undo', label: { de: 'Rücknahme', it: 'Annullamento' } },
        { value: 'comment', label: { de: 'Kommentar', it: 'Commento' } },
        // Demo control (docs/live-overview.md): injected disruptions, their start and early end.
        { value: 'blockedSection', label: { de: 'Streckensperrung', it: 'Interruzione di tratta' } },
        { value: 'blockedSectionEnded', label: { de: 'Streckensperrung aufgehoben', it: 'Interruzione di tratta revocata' } },
        { value: 'vehicleFailure', label: { de: 'Fahrzeugstörung', it: 'Guasto al veicolo' } },
        { value: 'vehicleFailureEnded', label: { de: 'Fahrzeugstörung beendet', it: 'Guasto al veicolo terminato' } },
      ],
    },
    { name: 'reasonId', type: 'reference', reference: 'DisruptionCause', optionText: 'nameDe', onDelete: 'set null', label: { de: 'Ursache', it: 'Causa' } },
    { name: 'comment', type: 'text', maxLength: 2000, label: { de: 'Kommentar', it: 'Commento' } },
    { name: 'details', type: 'text', maxLength: 2000, label: { de: 'Änderung', it: 'Modifica' } },
    { name: 'measureId', type: 'string', maxLength: 40, label: { de: 'Maßnahme', it: 'Misura' } },
    // The timetable version the day ran on (issue 11, item 8): the live overview shows the active
    // version's entries only; rows written before the field existed have none.
    { name: 'timetableVersionId', type: 'string', maxLength: 20, label: { de: 'Fahrplanversion', it: 'Versione orario' } },
  ],
  list: {
    columns: ['createdAt', 'operatingDay', 'trainNumber', 'lineNumber', 'action', 'details', 'reasonId', 'comment', 'createdBy'],
    hiddenColumns: ['runId', 'measureId', 'timetableVersionId'],
    sort: { field: 'createdAt', order: 'DESC' },
    filters: ['operatingDay', 'action', 'lineNumber', 'timetableVersionId'],
    search: ['trainNumber'],
  },
});
