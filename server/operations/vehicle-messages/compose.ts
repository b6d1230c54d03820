/**
 * The text of a message (pure): a predefined text (with an optional supplement such as a
 * station) or a free text, checked against the limits; the priority.
 */
import {
  FREE_TEXT_MAX, MESSAGE_PRIORITIES, SUPPLEMENT_MAX, type MessagePriority, type MessageTextCategory, type VehicleMessageText,
} from '../../../src/shared/vehicle-messages/types';
import type { TargetError } from './targets';

/** A row of the VehicleMessageText resource with its booleans' defaults applied (service.ts). */
export type PredefinedText = VehicleMessageText & { requiresAck: boolean; active: boolean };

export interface TextInput {
  textId?: string | null;
  freeText?: string | null;
  /**
   * Server senders only (not in the GraphQL API): the Italian of a free text written by the
   * server in both languages (the connection service's decisions); absent: the same text in both.
   */
  freeTextIt?: string | null;
  supplement?: string | null;
  priority?: string | null;
}

export interface ComposedText {
  textId: string | null;
  textCode: string | null;
  textDe: string;
  textIt: string;
  freeText: boolean;
  category: MessageTextCategory | null;
  requiresAck: boolean;
  priority: MessagePriority;
}

export type ComposeResult = { ok: true; value: ComposedText } | { ok: false; error: TargetError };

const fail = (key: string, args?: Record<string, string | number>): ComposeResult => ({ ok: false, error: { key, args } });

/** Joins a predefined text and its supplement ("Bitte vorzeitig wenden in:" + "Durlach"). */
export function withSupplement(text: string, supplement: string): string {
  return supplement ? `${text} ${supplement}` : text;
}

/**
 * Checks the input; `predefined` is the row named by textId (null when there is none).
 * Free texts always ask for an acknowledgement: the dispatcher wrote them for this situation.
 */
export function composeText(input: TextInput, predefined: PredefinedText | null): ComposeResult {
  const textId = input.textId?.trim() || null;
  const free = input.freeText ?? null;
  const supplement = input.supplement?.trim() ?? '';
  const priority = input.priority?.trim() || 'normal';
  if (!(MESSAGE_PRIORITIES as readonly string[]).includes(priority)) return fail('msg.error.badPriority', { priority });
  if (textId && free?.trim()) return fail('msg.error.twoTexts');
  if (!textId) {
    if (free === null) return fail('msg.error.noText');
    const text = free.trim();
    const textIt = input.freeTextIt?.trim() || text;
    if (!text) return fail('msg.error.emptyText');
    if (text.length > FREE_TEXT_MAX || textIt.length > FREE_TEXT_MAX) return fail('msg.error.textTooLong', { max: FREE_TEXT_MAX });
    if (supplement) return fail('msg.error.supplementWithoutText');
    return {
      ok: true,
      value: { textId: null, textCode: null, textDe: text, textIt, freeText: true, category: null, requiresAck: true, priority: priority as MessagePriority },
    };
  }
  if (!predefined || !predefined.active) return fail('msg.error.unknownText', { text: textId });
  if (supplement.length > SUPPLEMENT_MAX) return fail('msg.error.supplementTooLong', { max: SUPPLEMENT_MAX });
  return {
    ok: true,
    value: {
      textId: predefined.id,
      textCode: predefined.code,
      textDe: withSupplement(predefined.textDe, supplement),
      textIt: withSupplement(predefined.textIt || predefined.textDe, supplement),
      freeText: false,
      category: predefined.category,
      requiresAck: predefined.requiresAck,
      priority: priority as MessagePriority,
    },
  };
}
