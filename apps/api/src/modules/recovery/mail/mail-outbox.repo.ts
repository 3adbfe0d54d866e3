import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { MailMessage } from './mailer.js';

export async function insertOutboxMail(db: Db, message: MailMessage, at: Date): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      merchant_id: message.merchantId,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      created_at: at,
    })
    .execute();
}

/** The merchant's latest messages, newest first, optionally to one address (any case). */
export function listOutboxMail(
  db: Db,
  merchantId: number,
  filter: { to?: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
    .where('merchant_id', '=', merchantId);
  if (filter.to) query = query.where(sql<string>`lower(to_address)`, '=', filter.to.toLowerCase());
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}
