/**
 * E-mail as the situation report sends it (notification chains, scheduled exports). Implemented in
 * server/situations/notify: SMTP through SMTP_URL, or, with none set, the outbox that the outbox
 * page shows ("what would have been sent").
 */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailResult {
  /** 'smtp': handed to the SMTP server; 'outbox': kept in the outbox only. */
  via: 'smtp' | 'outbox';
  /** The outbox row, kept for either way (what was sent, when, to whom). */
  outboxId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}
