/** Columns of a run's notifications (who, how, status, acknowledged by whom) for the shared table. */
import type { Lang } from '../../../shared/resource/types';
import type { Notification } from '../../../shared/situations/notifications';
import { formatDateTime } from '../../../ui/format';
import type { TableColumn } from '../../../ui/table';
import { notifyTexts } from './messages';

export function statusText(lang: Lang, n: Pick<Notification, 'status' | 'error'>): string {
  if (n.status === 'failed' && n.error === 'noAddress') return notifyTexts.text(lang, 'failure.noAddress');
  const status = notifyTexts.label(lang, 'status', n.status);
  return n.status === 'failed' && n.error ? `${status}: ${n.error}` : status;
}

export function ackText(lang: Lang, n: Notification): string {
  if (n.acknowledgedAt) {
    return notifyTexts.text(lang, 'ackBy', {
      by: n.acknowledgedBy ?? '', via: notifyTexts.label(lang, 'via', n.acknowledgedVia ?? ''), at: formatDateTime(n.acknowledgedAt, lang),
    });
  }
  return n.ackRequired || n.channel === 'inApp' ? notifyTexts.text(lang, 'ackPending') : notifyTexts.text(lang, 'ackNotNeeded');
}

export function notificationColumns(lang: Lang): TableColumn<Notification>[] {
  const t = (k: Parameters<typeof notifyTexts.text>[1]) => notifyTexts.text(lang, k);
  return [
    { id: 'receiver', header: t('colReceiver'), value: (n) => n.receiverName, hideable: false },
    { id: 'channel', header: t('colChannel'), value: (n) => notifyTexts.label(lang, 'channel', n.channel) },
    { id: 'address', header: t('colAddress'), value: (n) => n.address, defaultHidden: true },
    { id: 'reason', header: t('colReason'), value: (n) => notifyTexts.label(lang, 'reason', n.reason) },
    { id: 'sent', header: t('colSent'), value: (n) => formatDateTime(n.createdAt, lang) },
    { id: 'status', header: t('colStatus'), value: (n) => statusText(lang, n), wrap: true, maxWidth: 240 },
    { id: 'ack', header: t('colAck'), value: (n) => ackText(lang, n), wrap: true, maxWidth: 260 },
  ];
}
