import type { Db } from '../../db/connection.js';

export type NewTicket = {
  merchantId: number;
  memberId: number;
  tokenHash: string;
  ip: string;
  userAgent: string | null;
  passwordExpired: boolean;
  weakPassword: boolean;
  remember: boolean;
  at: Date;
  expiresAt: Date;
};

export async function insertTicket(db: Db, t: NewTicket): Promise<void> {
  await db
    .insertInto('step_up_ticket')
    .values({
      merchant_id: t.merchantId,
      member_id: t.memberId,
      token_hash: t.tokenHash,
      ip: t.ip,
      user_agent: t.userAgent,
      password_expired: t.passwordExpired,
      weak_password: t.weakPassword,
      remember: t.remember,
      created_at: t.at,
      expires_at: t.expiresAt,
    })
    .execute();
}

export function findTicket(db: Db, merchantId: number, tokenHash: string) {
  return db
    .selectFrom('step_up_ticket')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** Counts a wrong code; the `burnAt`-th one spends the ticket. Answers the new count. */
export async function recordTicketFailure(
  db: Db,
  id: string | number,
  burnAt: number,
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('step_up_ticket')
    .set((eb) => ({
      failures: eb('failures', '+', 1),
      used_at: eb
        .case()
        .when('failures', '>=', burnAt - 1)
        .then(now)
        .else(eb.ref('used_at'))
        .end(),
    }))
    .where('id', '=', id)
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? burnAt;
}

/** Atomic: of two spends of one ticket, exactly one returns true. */
export async function spendTicket(db: Db, id: string | number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('step_up_ticket')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function purgeTickets(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('step_up_ticket').where('expires_at', '<', before).execute();
}

/*
 * Read-only looks at the members module's tables that only the step-up needs; they live
 * here, next to their callers, until the members module offers them.
 */

export async function isKnownAddress(
  db: Db,
  member: { id: number; register_ip: string },
  ip: string,
): Promise<boolean> {
  if (member.register_ip === ip) return true;
  const row = await db
    .selectFrom('known_login_ip')
    .select('ip')
    .where('member_id', '=', member.id)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

export function findStepUpMember(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select([
      'id',
      'account',
      'type',
      'status',
      'last_login_at',
      'country_dialing_code',
      'mobile_num',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
