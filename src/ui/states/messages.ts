import { definePageTexts } from '../../providers/i18n/pageTexts';

/** Loading, error and empty states shared by every custom page. */
export const stateTexts = definePageTexts(
  'pageStates',
  {
    loading: 'Lädt …',
    errorTitle: 'Konnte nicht geladen werden',
    errorDetail: '{{message}}',
    unknownError: 'Unbekannter Fehler. Bitte erneut versuchen.',
    retry: 'Erneut laden',
    empty: 'Keine Einträge',
  },
  {
    loading: 'Caricamento …',
    errorTitle: 'Impossibile caricare',
    errorDetail: '{{message}}',
    unknownError: 'Errore sconosciuto. Riprovare.',
    retry: 'Ricarica',
    empty: 'Nessuna voce',
  },
);
