import { z } from 'zod';
import { httpUrlText, urlText } from './url.js';

/** Environment variables of mail delivery and reset links (module recovery). */
export const recoveryEnv = z.object({
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  SMTP_URL: urlText(
    ['smtp:', 'smtps:'],
    'must be an smtp:// or smtps:// URL with a host',
  ).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Sorteo <no-reply@sorteo.local>'),
  /** Origin of the site in links sent by mail, e.g. https://play.example.com. */
  PUBLIC_URL: httpUrlText.transform((v) => new URL(v).origin).optional(),
});

export type RecoveryConfig = Readonly<{
  /** null: the sandbox keeps every message in the mail outbox instead of sending it. */
  smtpUrl: string | null;
  mailFrom: string;
  /** null: links use the merchant domain the request came through. */
  publicUrl: string | null;
}>;

export function recoveryConfig(env: z.infer<typeof recoveryEnv>): RecoveryConfig {
  return Object.freeze({
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? null,
  });
}
