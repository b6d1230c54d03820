/** Notification chains, receivers, e-mail (SMTP or outbox), in-app notifications and acknowledgement (helper "situations-notify"). */
import type { Mailer, MailMessage, MailResult } from '../mail';
import type { SituationDeps, SituationPart } from '../deps';

/** Contract placeholder until the notify part lands: refuses, so nothing pretends to be sent. */
export function createMailer(_deps: Omit<SituationDeps, 'mailer'>): Mailer {
  return {
    send: async (_m: MailMessage): Promise<MailResult> => {
      throw new Error('e-mail is not built yet (server/situations/notify)');
    },
  };
}

export function situationsNotify(_deps: SituationDeps): SituationPart {
  return { extensions: [] };
}
