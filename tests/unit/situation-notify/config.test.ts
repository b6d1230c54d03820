import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { composeMessage } from '../../../server/situations/notify/compose';

describe('SMTP_URL, SMTP_FROM, SMS_GATEWAY_URL', () => {
  it('are off by default; the sender follows PUBLIC_URL', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://leitstelle.bahn.example' });
    expect(c.smtpUrl).toBeNull();
    expect(c.smsGatewayUrl).toBeNull();
    expect(c.smtpFrom).toBe('leitstelle@leitstelle.bahn.example');
  });

  it('take smtp(s) and http(s) URLs and refuse others without printing the password', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:geheim@mail.example.org:465', SMS_GATEWAY_URL: 'https://sms.example.org/send' })).toMatchObject({
      smtpUrl: 'smtps://user:geheim@mail.example.org:465', smsGatewayUrl: 'https://sms.example.org/send',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org' })).toThrow('SMTP_URL must be a URL such as smtp://mail.example.org:587');
    expect(() => loadConfig({ SMTP_URL: 'http://user:geheim@mail.example.org' })).toThrow(/got "http:\/\/\*\*\*@mail\.example\.org"/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://sms' })).toThrow('SMS_GATEWAY_URL must be a URL');
  });
});

describe('composeMessage', () => {
  const situation = {
    id: '42', number: '2026-0042', title: 'Signalstörung Durlach', categoryDe: 'Betriebsstörung', categoryIt: 'Perturbazione di esercizio',
    severity: 'major' as const, startAt: Date.parse('2026-11-25T09:00:00Z'), description: '',
  };
  const base = { situation, chainName: 'Betrieb', receiverName: 'Giulia Rossi', publicUrl: 'https://l.example', tz: 'Europe/Rome', ack: null };

  it('writes the e-mail in the receiver language, without an empty description', () => {
    const it_ = composeMessage({ ...base, reason: 'repeat', lang: 'it', channel: 'email' });
    expect(it_.subject).toBe('[Rapporto 2026-0042] Rilevante: Signalstörung Durlach');
    expect(it_.body).toContain('Promemoria: la seguente situazione non è ancora stata confermata');
    expect(it_.body).toContain('Inizio: 25/11/26, 10:00');
    expect(it_.body).not.toContain('Descrizione');
    expect(it_.body).toContain('Aprire la situazione: https://l.example/lagebericht/42');
  });

  it('keeps an SMS short, with the acknowledgement link', () => {
    const sms = composeMessage({ ...base, reason: 'notify', lang: 'de', channel: 'sms', ack: { url: 'https://l.example/api/situations/ack/t0k', expiresAt: 0 } });
    expect(sms.body).toBe('Lage 2026-0042 (Erheblich): Signalstörung Durlach Quittieren: https://l.example/api/situations/ack/t0k');
  });
});
