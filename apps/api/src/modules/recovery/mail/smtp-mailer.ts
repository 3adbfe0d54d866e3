import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer } from './mailer.js';

/** A mail that has not gone out within these limits fails rather than hangs the request. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    ...timeouts,
  };
}

/** Hands each message to the SMTP server of `SMTP_URL`, as `MAIL_FROM`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpOptions(smtpUrl));
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      try {
        await transport.sendMail({ from, to, subject, text, html });
      } catch (error) {
        throw new MailDeliveryError(error instanceof Error ? error.message : String(error), {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}
