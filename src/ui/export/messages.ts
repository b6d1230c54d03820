import { definePageTexts } from '../../providers/i18n/pageTexts';

/** The export menu of tables (CSV / XLSX). */
export const exportTexts = definePageTexts(
  'export',
  {
    button: 'Exportieren',
    menuLabel: 'Export-Format wählen',
    csv: 'CSV (Semikolon, UTF-8)',
    xlsx: 'Excel-Arbeitsmappe (XLSX)',
    failed: 'Export fehlgeschlagen: {{error}}',
    noColumns: 'Keine sichtbaren Spalten zum Exportieren',
  },
  {
    button: 'Esporta',
    menuLabel: 'Scegliere il formato di esportazione',
    csv: 'CSV (punto e virgola, UTF-8)',
    xlsx: 'Cartella di lavoro Excel (XLSX)',
    failed: 'Esportazione non riuscita: {{error}}',
    noColumns: 'Nessuna colonna visibile da esportare',
  },
);
