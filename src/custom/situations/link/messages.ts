/**
 * The few situation-report texts other screens show (the circulation list's measure dialogs, the
 * map's train popup, the menu badge): a namespace of their own, so those chunks do not carry the
 * whole situation page's catalogue.
 */
import { definePageTexts } from '../../../providers/i18n/pageTexts';

export const sitLinkTexts = definePageTexts(
  'situationLink',
  {
    measureSituation: 'Lagebericht',
    measureSituationNone: 'Keinem Lagebericht zuordnen',
    measureSituationHelp: 'Die Maßnahme wird dem gewählten Lagebericht zugeordnet und erscheint in seinem Verlauf',
    measureSituationFailed: 'Die offenen Lageberichte konnten nicht geladen werden',
    openFromRun: 'Lage eröffnen',
    badge_one: '{{count, number}} offene Lage',
    badge_other: '{{count, number}} offene Lagen',
  },
  {
    measureSituation: 'Rapporto di situazione',
    measureSituationNone: 'Non assegnare a nessun rapporto',
    measureSituationHelp: 'La misura viene assegnata al rapporto scelto e compare nella sua cronologia',
    measureSituationFailed: 'Impossibile caricare i rapporti aperti',
    openFromRun: 'Apri situazione',
    badge_one: '{{count, number}} situazione aperta',
    badge_other: '{{count, number}} situazioni aperte',
  },
);
