/**
 * E-mail of the situation report (chains, scheduled exports): through the SMTP server of SMTP_URL
 * (nodemailer), or, with none set, only into the outbox. Either way the message is kept as an
 * outbox row (the outbox page shows what was or would have been sent); a failed SMTP delivery is
 * kept too, with its error, and then thrown to the caller.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db/types';
import type { Mailer, MailMessage, MailResult } from '../mail';

export interface MailerOptions {
  db: Queryable;
  smtpUrl: string | null;
  from: string;
}

export interface OutboxRow {
  channel: 'email' | 'sms';
  recipients: string[];
  subject: string;
  body: string;
  attachments?: string[];
  via: 'smtp' | 'outbox' | 'gateway' | 'noGateway' | 'failed';
  error?: string | null;
}

export async function writeOutbox(db: Queryable, row: OutboxRow): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notification_outbox (channel, recipients, subject, body, attachments, via, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
    [row.channel, row.recipients, row.subject, row.body, JSON.stringify(row.attachments ?? []), row.via, row.error ?? null],
  );
  return rows[0].id;
}

export function smtpMailer(opts: MailerOptions): Mailer {
  let transport: Transporter | null = null;
  return {
    async send(message: MailMessage): Promise<MailResult> {
      const attachments = (message.attachments ?? []).map((a) => `${a.fileName} (${a.contentType}, ${a.content.length} B)`);
      const base = { channel: 'email' as const, recipients: message.to, subject: message.subject, body: message.text, attachments };
      if (!opts.smtpUrl) return { via: 'outbox', outboxId: await writeOutbox(opts.db, { ...base, via: 'outbox' }) };
      transport ??= nodemailer.createTransport(opts.smtpUrl);
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content })),
        });
      } catch (e) {
        await writeOutbox(opts.db, { ...base, via: 'failed', error: e instanceof Error ? e.message : String(e) });
        throw e;
      }
      return { via: 'smtp', outboxId: await writeOutbox(opts.db, { ...base, via: 'smtp' }) };
    },
  };
}
