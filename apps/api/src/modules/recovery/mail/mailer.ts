import type { Db } from '../../../db/connection.js';
import type { RecoveryConfig } from '../../../config-sections/recovery.js';
import { sandboxMailer } from './sandbox-mailer.js';
import { smtpMailer } from './smtp-mailer.js';

export type MailMessage = {
  /** The brand the mail is sent for; the sandbox files it under this merchant. */
  merchantId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export interface Mailer {
  readonly kind: 'sandbox' | 'smtp';
  /** Resolves once the message is accepted; throws MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The message could not be handed over; the reason is for the logs, never the client. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/** SMTP when `SMTP_URL` is set, else the sandbox outbox that operators read. */
export function createMailer(config: RecoveryConfig, db: Db): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : sandboxMailer(db);
}
