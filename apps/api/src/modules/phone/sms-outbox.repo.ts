import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PhoneNumber } from './sms-gateway.js';

export async function insertOutbox(
  db: Db,
  row: { merchantId: number; to: PhoneNumber; text: string; at: Date },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      merchant_id: row.merchantId,
      dialing_code: row.to.dialingCode,
      mobile_num: row.to.number,
      text: row.text,
      sent_at: row.at,
    })
    .execute();
}

export async function countSentSince(db: Db, merchantId: number, since: Date): Promise<number> {
  const { n } = await db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('sent_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Newest first; `mobile` matches the number alone or with its dialing code in front. */
export function latestOutbox(
  db: Db,
  merchantId: number,
  filter: { mobile?: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('sms_outbox')
    .select(['id', 'dialing_code', 'mobile_num', 'text', 'sent_at'])
    .where('merchant_id', '=', merchantId);
  const { mobile } = filter;
  if (mobile) {
    query = query.where((eb) =>
      eb.or([
        eb('mobile_num', '=', mobile),
        eb(sql<string>`dialing_code || mobile_num`, '=', mobile),
      ]),
    );
  }
  return query.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export async function purgeOutbox(db: Db, merchantId: number, before: Date): Promise<void> {
  await db
    .deleteFrom('sms_outbox')
    .where('merchant_id', '=', merchantId)
    .where('sent_at', '<', before)
    .execute();
}
