import type { Db } from '../../db/connection.js';

type Issued = {
  merchant_id: number;
  token_hash: string;
  purpose: string;
  created_at: Date;
  expires_at: Date;
};

export function insertCaptcha(db: Db, row: Issued & { answer_hmac: string }) {
  return db.insertInto('captcha_challenge').values(row).execute();
}

export function insertSlider(db: Db, row: Issued & { hole_x: number }) {
  return db.insertInto('slider_challenge').values(row).execute();
}

export function insertBotToken(db: Db, row: Issued) {
  return db.insertInto('bot_token').values(row).execute();
}

/**
 * Marks a live captcha used and answers what checking it needs. One statement, so two
 * requests racing with the same id cannot both get the row.
 */
export function burnCaptcha(db: Db, merchantId: number, tokenHash: string, now: Date) {
  return db
    .updateTable('captcha_challenge')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['purpose', 'answer_hmac'])
    .executeTakeFirst();
}

export function burnSlider(db: Db, merchantId: number, tokenHash: string, now: Date) {
  return db
    .updateTable('slider_challenge')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['purpose', 'hole_x', 'created_at'])
    .executeTakeFirst();
}

/** Whether this merchant's slider puzzle was answered already (expired or not). */
export async function sliderWasUsed(db: Db, merchantId: number, tokenHash: string) {
  const row = await db
    .selectFrom('slider_challenge')
    .select('used_at')
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.used_at != null;
}

export function burnBotToken(db: Db, merchantId: number, tokenHash: string, now: Date) {
  return db
    .updateTable('bot_token')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['purpose'])
    .executeTakeFirst();
}

/**
 * Records a new challenge for this client unless its last one of this kind came less than
 * `intervalMs` ago. The conditional upsert is atomic, so it holds across API processes.
 */
export async function claimThrottle(
  db: Db,
  key: { merchantId: number; kind: string; clientIp: string },
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  const claimed = await db
    .insertInto('challenge_throttle')
    .values({ merchant_id: key.merchantId, kind: key.kind, client_ip: key.clientIp, last_at: now })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'kind', 'client_ip'])
        .doUpdateSet({ last_at: now })
        .where('challenge_throttle.last_at', '<=', new Date(now.getTime() - intervalMs)),
    )
    .returning('last_at')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Drops rows nobody can use any more; called as new challenges are made. */
export async function purgeExpired(db: Db, now: Date, throttleHorizonMs: number): Promise<void> {
  await db.deleteFrom('captcha_challenge').where('expires_at', '<=', now).execute();
  await db.deleteFrom('slider_challenge').where('expires_at', '<=', now).execute();
  await db.deleteFrom('bot_token').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('challenge_throttle')
    .where('last_at', '<', new Date(now.getTime() - throttleHorizonMs))
    .execute();
}
