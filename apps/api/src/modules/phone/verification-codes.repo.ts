import type { SmsPurpose } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PhoneNumber } from './sms-gateway.js';

/** What a code is bound to: one live code per key. */
export type CodeKey = { merchantId: number; to: PhoneNumber; purpose: SmsPurpose };

const forKey = (key: CodeKey) =>
  [
    ['merchant_id', key.merchantId],
    ['dialing_code', key.to.dialingCode],
    ['mobile_num', key.to.number],
    ['purpose', key.purpose],
  ] as const;

/**
 * Serialises sends to one number until the transaction ends, so two requests cannot both
 * pass the resend wait.
 */
export async function lockNumber(db: Db, to: PhoneNumber): Promise<void> {
  const key = `sms:${to.dialingCode}:${to.number}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

export async function lastSentAt(db: Db, key: CodeKey): Promise<Date | null> {
  let query = db.selectFrom('sms_code').select((eb) => eb.fn.max('created_at').as('last'));
  for (const [column, value] of forKey(key)) query = query.where(column, '=', value);
  const row = await query.executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

/** Send times since `since`, newest first, at most `limit` of them. */
export async function sendTimesToNumber(db: Db, to: PhoneNumber, since: Date, limit: number) {
  const rows = await db
    .selectFrom('sms_code')
    .select('created_at')
    .where('dialing_code', '=', to.dialingCode)
    .where('mobile_num', '=', to.number)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => new Date(r.created_at));
}

export async function sendTimesFromIp(db: Db, ip: string, since: Date, limit: number) {
  const rows = await db
    .selectFrom('sms_code')
    .select('created_at')
    .where('requested_ip', '=', ip)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => new Date(r.created_at));
}

/** The live code is superseded by the one being sent. */
export async function replaceLiveCode(db: Db, key: CodeKey, at: Date): Promise<void> {
  let query = db
    .updateTable('sms_code')
    .set({ status: 'replaced', spent_at: at })
    .where('status', '=', 'live');
  for (const [column, value] of forKey(key)) query = query.where(column, '=', value);
  await query.execute();
}

export async function insertCode(
  db: Db,
  row: CodeKey & { digest: string; ip: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sms_code')
    .values({
      merchant_id: row.merchantId,
      dialing_code: row.to.dialingCode,
      mobile_num: row.to.number,
      purpose: row.purpose,
      code_digest: row.digest,
      requested_ip: row.ip,
      created_at: row.at,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function findLiveCode(db: Db, key: CodeKey) {
  let query = db
    .selectFrom('sms_code')
    .select(['id', 'code_digest', 'expires_at'])
    .where('status', '=', 'live');
  for (const [column, value] of forKey(key)) query = query.where(column, '=', value);
  return query.executeTakeFirst();
}

/**
 * Takes one of the code's guesses before it is compared, so parallel guesses cannot get
 * past `maxGuesses`. Answers how many guesses the code has had, or null when none is left
 * (or the code is no longer live).
 */
export async function claimGuess(
  db: Db,
  id: string | number,
  maxGuesses: number,
): Promise<number | null> {
  const row = await db
    .updateTable('sms_code')
    .set({ wrong_guesses: sql`wrong_guesses + 1` })
    .where('id', '=', id as never)
    .where('status', '=', 'live')
    .where('wrong_guesses', '<', maxGuesses)
    .returning('wrong_guesses')
    .executeTakeFirst();
  return row?.wrong_guesses ?? null;
}

/** The last allowed guess was wrong: the code is burnt. */
export async function burnCode(db: Db, id: string | number, at: Date): Promise<void> {
  await db
    .updateTable('sms_code')
    .set({ status: 'burnt', spent_at: at })
    .where('id', '=', id as never)
    .where('status', '=', 'live')
    .execute();
}

/** Marks a live code used; false when another request spent or burnt it first. */
export async function spendCode(db: Db, id: string | number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('sms_code')
    .set({ status: 'used', spent_at: at })
    .where('id', '=', id as never)
    .where('status', '=', 'live')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function purgeCodes(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('sms_code').where('created_at', '<', before).execute();
}
