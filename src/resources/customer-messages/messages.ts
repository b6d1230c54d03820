/** Texts of the customer-message form extensions (extensions.tsx), German and Italian. */
import { definePageTexts } from '../../providers/i18n/pageTexts';

export const messageFormTexts = definePageTexts(
  'customerMessageForm',
  {
    fillTitle: 'Vorlage ausfüllen',
    fillHint: 'Werte der Platzhalter eingeben; die Vorschau zeigt die Texte, wie sie übernommen werden.',
    previewDe: 'Deutsch',
    previewIt: 'Italienisch',
    previewEn: 'Englisch',
    unknown: 'Unbekannte Platzhalter in der Vorlage (bleiben stehen, Speichern wird abgelehnt): {{names}}',
    missing: 'Noch nicht ausgefüllt: {{names}}',
    complete: 'Alle Platzhalter ausgefüllt.',
    apply: 'Texte in die Meldung übernehmen',
    applied: 'Texte übernommen',
    noPlaceholders: 'Diese Vorlage hat keine Platzhalter.',
    stationsNone: 'Keine Bahnhöfe gefunden',
    loading: 'Lädt …',
  },
  {
    fillTitle: 'Compilare il modello',
    fillHint: 'Inserire i valori dei segnaposto; l’anteprima mostra i testi come verranno ripresi.',
    previewDe: 'Tedesco',
    previewIt: 'Italiano',
    previewEn: 'Inglese',
    unknown: 'Segnaposto sconosciuti nel modello (restano nel testo, il salvataggio viene rifiutato): {{names}}',
    missing: 'Non ancora compilati: {{names}}',
    complete: 'Tutti i segnaposto sono compilati.',
    apply: 'Riprendere i testi nel messaggio',
    applied: 'Testi ripresi',
    noPlaceholders: 'Questo modello non ha segnaposto.',
    stationsNone: 'Nessuna stazione trovata',
    loading: 'Caricamento …',
  },
);
