import { definePageTexts } from '../../providers/i18n/pageTexts';

/** The shared table: column chooser, paging, loading. */
export const tableTexts = definePageTexts(
  'table',
  {
    columns: 'Spalten',
    chooserLabel: 'Sichtbare Spalten wählen',
    showAll: 'Alle anzeigen',
    hideAll: 'Alle ausblenden',
    reset: 'Standard',
    rowsPerPage: 'Zeilen pro Seite:',
    displayedRows: '{{from}}–{{to}} von {{count}}',
    previousPage: 'Zur vorherigen Seite',
    nextPage: 'Zur nächsten Seite',
    loading: 'Lädt …',
    rowCount_one: '{{count, number}} Zeile',
    rowCount_other: '{{count, number}} Zeilen',
  },
  {
    columns: 'Colonne',
    chooserLabel: 'Scegliere le colonne visibili',
    showAll: 'Mostra tutte',
    hideAll: 'Nascondi tutte',
    reset: 'Predefinite',
    rowsPerPage: 'Righe per pagina:',
    displayedRows: '{{from}}–{{to}} di {{count}}',
    previousPage: 'Vai alla pagina precedente',
    nextPage: 'Vai alla pagina successiva',
    loading: 'Caricamento …',
    rowCount_one: '{{count, number}} riga',
    rowCount_other: '{{count, number}} righe',
  },
);
