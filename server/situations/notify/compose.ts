/**
 * The message a receiver gets, in the receiver's language: e-mail subject and body, SMS text, and
 * the in-app notification (subject as its title). Pure.
 */
import type { Lang } from '../../../src/shared/resource/types';
import type { Severity } from '../../../src/shared/situations/model';
import type { ReceiverChannel } from '../../../src/shared/situations/notifications';
import { notifyText } from './messages';

export interface SituationSummary {
  id: string;
  number: string;
  title: string;
  categoryDe: string;
  categoryIt: string;
  severity: Severity;
  startAt: number;
  description: string;
}

export interface ComposeInput {
  situation: SituationSummary;
  chainName: string;
  reason: 'notify' | 'repeat' | 'escalate';
  receiverName: string;
  lang: Lang;
  channel: ReceiverChannel;
  publicUrl: string;
  tz: string;
  /** Acknowledgement link and its expiry, when the notification asks for one. */
  ack: { url: string; expiresAt: number } | null;
}

export function formatLocal(ms: number, lang: Lang, tz: string): string {
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'de-DE', { timeZone: tz, dateStyle: 'short', timeStyle: 'short' }).format(ms);
}

export function situationNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(4, '0')}`;
}

export function composeMessage(input: ComposeInput): { subject: string; body: string } {
  const { situation: s, lang } = input;
  const severity = notifyText(lang, `severity.${s.severity}`);
  const subject = notifyText(lang, input.reason === 'escalate' ? 'mail.subject.escalate' : 'mail.subject', { number: s.number, severity, title: s.title });
  const situationUrl = `${input.publicUrl}/lagebericht/${s.id}`;
  if (input.channel === 'sms') {
    const parts = [notifyText(lang, 'sms.text', { number: s.number, severity, title: s.title })];
    if (input.ack) parts.push(notifyText(lang, 'sms.ack', { url: input.ack.url }));
    return { subject, body: parts.join(' ') };
  }
  const intro = input.reason === 'repeat' ? 'mail.intro.repeat' : input.reason === 'escalate' ? 'mail.intro.escalate' : 'mail.intro';
  const lines = [
    notifyText(lang, 'mail.greeting', { name: input.receiverName }),
    '',
    notifyText(lang, intro, { chain: input.chainName }),
    '',
    notifyText(lang, 'mail.number', { number: s.number }),
    notifyText(lang, 'mail.title', { title: s.title }),
    notifyText(lang, 'mail.category', { category: lang === 'it' && s.categoryIt ? s.categoryIt : s.categoryDe }),
    notifyText(lang, 'mail.severity', { severity }),
    notifyText(lang, 'mail.start', { start: formatLocal(s.startAt, lang, input.tz) }),
  ];
  if (s.description.trim()) lines.push(notifyText(lang, 'mail.description', { description: s.description.trim() }));
  lines.push('', notifyText(lang, 'mail.open', { url: situationUrl }));
  if (input.ack) lines.push('', notifyText(lang, 'mail.ack', { url: input.ack.url, until: formatLocal(input.ack.expiresAt, lang, input.tz) }));
  lines.push('', '-- ', notifyText(lang, 'mail.footer'));
  return { subject, body: lines.join('\n') };
}
