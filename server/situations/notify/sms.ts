/**
 * SMS of notification chains: a pluggable gateway. The one implementation here POSTs JSON
 * `{ "to": "+49…", "text": "…" }` to SMS_GATEWAY_URL and takes any 2xx answer as accepted (most
 * SMS providers, or a small adapter in front of one, take such a request). Without a URL, SMS
 * steps are recorded as "no gateway configured" and shown so in the run and the outbox.
 */
export interface SmsMessage {
  /** Phone number as the receiver record has it. */
  to: string;
  text: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

const TIMEOUT_MS = 10_000;

export function httpSmsGateway(url: string): SmsGateway {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
