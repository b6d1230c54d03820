/**
 * Notification chains, receivers, e-mail (SMTP or outbox), SMS gateway, in-app notifications and
 * acknowledgement (issue 13 item 6, docs/situation-report/notifications.md). Receivers, chains and
 * their steps are declared resources; this part runs the chains.
 */
import type { Mailer } from '../mail';
import type { SituationDeps, SituationPart } from '../deps';
import { registerAckPage } from './ackPage';
import { ChainEngine } from './engine';
import { smtpMailer } from './mailer';
import { notifySchema } from './schema';
import { httpSmsGateway } from './sms';

/** How often the production timer advances due runs (waits, timeouts, repeats, escalations). */
const TICK_MS = 5_000;

/** E-mail through SMTP_URL, or into the outbox only when none is set (both keep an outbox row). */
export function createMailer(deps: Omit<SituationDeps, 'mailer'>): Mailer {
  return smtpMailer({ db: deps.db, smtpUrl: deps.config.smtpUrl ?? null, from: deps.config.smtpFrom ?? 'leitstelle@localhost' });
}

export function situationsNotify(deps: SituationDeps): SituationPart {
  const sms = deps.config.smsGatewayUrl ? httpSmsGateway(deps.config.smsGatewayUrl) : null;
  const engine = new ChainEngine(deps, sms);
  deps.app.decorate('situationChains', engine);
  registerAckPage(deps.app, deps.db, engine, deps.config.operatorTz);
  let timer: NodeJS.Timeout | null = null;
  const offs: (() => void)[] = [];
  return {
    extensions: [notifySchema(deps, engine)],
    async start() {
      offs.push(deps.events.on('opened', (e) => engine.opened(e.id)));
      offs.push(deps.events.on('transition', (e) => {
        if (e.to === 'closed') engine.stopForSituation(e.id).catch((err: unknown) => deps.app.log.error({ err, situationId: e.id }, 'chain runs could not stop'));
      }));
      timer = setInterval(() => engine.kick(), TICK_MS);
      timer.unref();
    },
    async stop() {
      for (const off of offs.splice(0)) off();
      if (timer) clearInterval(timer);
      timer = null;
      await engine.idle();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification chain engine: tests call `runDue()` with their own situation clock. */
    situationChains: ChainEngine;
  }
}
