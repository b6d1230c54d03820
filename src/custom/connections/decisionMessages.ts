/**
 * Texts of a connection's decision and of a held connection's mark on the Bildfahrplan, de and it
 * (i18next namespace 'connectionDecisions'). Apart from the connection manager's catalogue
 * (messages.ts): the Bildfahrplan shows these and should not load the manager's texts with it.
 */
import { definePageTexts } from '../../providers/i18n/pageTexts';

const de = {
  decisionHold: 'Halten',
  decisionBreak: 'Aufgeben',
  decisionAuto: 'automatisch',
  decisionBy: '{{kind}} · {{who}} · {{time}}',
  // Bildfahrplan: a held connection's mark
  markTitle: 'Anschluss gehalten',
  markWaits: '{{departing}} wartet in {{station}} bis {{time}}',
  markFor: 'auf {{feeder}}, erwartet {{arrival}}',
};

const it: Record<keyof typeof de, string> = {
  decisionHold: 'Attendere',
  decisionBreak: 'Non garantire',
  decisionAuto: 'automatica',
  decisionBy: '{{kind}} · {{who}} · {{time}}',
  markTitle: 'Coincidenza in attesa',
  markWaits: '{{departing}} attende a {{station}} fino alle {{time}}',
  markFor: 'il treno {{feeder}}, previsto alle {{arrival}}',
};

export const decisionTexts = definePageTexts('connectionDecisions', de, it);
