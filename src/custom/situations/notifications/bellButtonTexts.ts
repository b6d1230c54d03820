/**
 * The app bar bell's own label (de, it), namespace situationBell: apart from the notification
 * texts (messages.ts), which the bell's panel and the situation pages load with them, so that
 * every screen's shell does not (issue 15).
 */
import { definePageTexts } from '../../../providers/i18n/pageTexts';

export const bellButtonTexts = definePageTexts(
  'situationBell',
  {
    bellLabel: 'Benachrichtigungen',
    bellLabelCount_one: 'Benachrichtigungen, {{count}} nicht quittiert',
    bellLabelCount_other: 'Benachrichtigungen, {{count}} nicht quittiert',
  },
  {
    bellLabel: 'Notifiche',
    bellLabelCount_one: 'Notifiche, {{count}} non confermata',
    bellLabelCount_other: 'Notifiche, {{count}} non confermate',
  },
);
