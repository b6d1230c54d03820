import { describe, expect, it } from 'vitest';
import { applyAcknowledged, applyNotificationAdded } from '../../../src/custom/situations/notifications/bell';
import { bellHeading } from '../../../src/custom/situations/notifications/bellHeading';
import { ackText, statusText } from '../../../src/custom/situations/notifications/notificationColumns';
import type { Notification } from '../../../src/shared/situations/notifications';

const n = (id: string, over: Partial<Notification> = {}): Notification => ({
  id, runId: '1', situationId: '7', stepIndex: 0, reason: 'notify', receiverName: 'Dario', channel: 'inApp', address: 'dispatcher',
  subject: `Lage ${id}`, body: '', status: 'sent', error: null, ackRequired: true, acknowledgedAt: null, acknowledgedBy: null,
  acknowledgedVia: null, createdAt: '2026-11-25T09:00:00.000Z', ...over,
});

describe('bell cache', () => {
  it('puts a new notification on top and counts it once', () => {
    const cached = { items: [n('1')], unacknowledged: 1 };
    const next = applyNotificationAdded(cached, n('2'))!;
    expect(next.items.map((x) => x.id)).toEqual(['2', '1']);
    expect(next.unacknowledged).toBe(2);
    expect(applyNotificationAdded(next, n('2'))).toBe(next);
    expect(applyNotificationAdded(undefined, n('3'))).toBeUndefined();
  });

  it('replaces an acknowledged one in place and lowers the count once', () => {
    const cached = { items: [n('2'), n('1')], unacknowledged: 2 };
    const done = n('1', { acknowledgedAt: '2026-11-25T09:05:00.000Z', acknowledgedBy: 'dispatcher', acknowledgedVia: 'app' });
    const next = applyAcknowledged(cached, done)!;
    expect(next.items[1]).toBe(done);
    expect(next.unacknowledged).toBe(1);
    expect(applyAcknowledged(next, done)!.unacknowledged).toBe(1);
  });
});

describe('bell heading', () => {
  it('names the situation in the reader language, with the reason when it is not the first notice', () => {
    const situation = { id: '7', number: '2026-0042', title: 'Signalstörung Durlach', severity: 'major', state: 'open' };
    expect(bellHeading('de', n('1', { situation }))).toBe('2026-0042 · Erheblich: Signalstörung Durlach');
    expect(bellHeading('it', n('1', { situation, reason: 'escalate' }))).toBe('Escalation – 2026-0042 · Rilevante: Signalstörung Durlach');
    expect(bellHeading('it', n('1', { situation: null }))).toBe('Lage 1');
  });
});

describe('notification texts', () => {
  it('names status and acknowledgement in both languages', () => {
    expect(statusText('de', { status: 'outbox', error: null })).toBe('im Postausgang (kein SMTP)');
    expect(statusText('it', { status: 'failed', error: 'noAddress' })).toBe('nessun indirizzo registrato');
    expect(ackText('de', n('1'))).toBe('ausstehend');
    expect(ackText('it', n('1', { channel: 'email', ackRequired: false }))).toBe('–');
    expect(ackText('de', n('1', { acknowledgedAt: '2026-11-25T09:05:00.000Z', acknowledgedBy: 'Giulia', acknowledgedVia: 'link' }))).toMatch(/^Giulia \(Link\), 25\.11\.2026, \d\d:05/);
  });
});
