/**
 * A connection's decision in words (pure), for the connection manager and the Bildfahrplan's
 * marks; apart from labels.ts, which needs the manager's whole catalogue.
 */
import type { ConnectionDecision } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { formatRecentTime } from '../../ui/format';
import { decisionTexts } from './decisionMessages';

export function decisionKindText(decision: Pick<ConnectionDecision, 'kind'>, lang: Lang): string {
  return decisionTexts.text(lang, decision.kind === 'hold' ? 'decisionHold' : 'decisionBreak');
}

/** "Halten · automatisch · 14:31:05" / "Aufgeben · disponent · 14:31:05"; '' without a decision. */
export function decisionText(decision: ConnectionDecision | null, lang: Lang, now: number = Date.now()): string {
  if (!decision) return '';
  const who = decision.auto ? decisionTexts.text(lang, 'decisionAuto') : decision.createdBy;
  const time = formatRecentTime(decision.createdAt, lang, now);
  return decisionTexts.text(lang, 'decisionBy', { kind: decisionKindText(decision, lang), who, time });
}
