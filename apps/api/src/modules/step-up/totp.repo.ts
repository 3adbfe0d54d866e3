import type { Db } from '../../db/connection.js';

export function findTotp(db: Db, memberId: number) {
  return db
    .selectFrom('member_totp')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function hasConfirmedTotp(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_totp')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new pending secret replaces a pending one; a confirmed one is never overwritten. */
export async function savePendingTotp(
  db: Db,
  memberId: number,
  box: { sealed: string; keyId: string },
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('member_totp')
    .values({
      member_id: memberId,
      secret_sealed: box.sealed,
      key_id: box.keyId,
      confirmed_at: null,
      last_used_step: null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({
          secret_sealed: box.sealed,
          key_id: box.keyId,
          last_used_step: null,
          failures: 0,
          failure_window_start: null,
          created_at: now,
        })
        .where('member_totp.confirmed_at', 'is', null),
    )
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records `step` as used, and confirms the authenticator when asked; false when that step
 * or a later one was already used (a replayed code). Atomic: of two uses of one code,
 * exactly one succeeds.
 */
export async function useStep(
  db: Db,
  memberId: number,
  step: number,
  confirmAt: Date | null,
): Promise<boolean> {
  const row = await db
    .updateTable('member_totp')
    .set({
      last_used_step: step,
      failures: 0,
      failure_window_start: null,
      ...(confirmAt ? { confirmed_at: confirmAt } : {}),
    })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordTotpFailure(
  db: Db,
  memberId: number,
  windowStartedBefore: Date,
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('member_totp')
    .set((eb) => ({
      failures: eb
        .case()
        .when('failure_window_start', 'is', null)
        .then(1)
        .when('failure_window_start', '<', windowStartedBefore)
        .then(1)
        .else(eb('failures', '+', 1))
        .end(),
      failure_window_start: eb
        .case()
        .when('failure_window_start', 'is', null)
        .then(now)
        .when('failure_window_start', '<', windowStartedBefore)
        .then(now)
        .else(eb.ref('failure_window_start'))
        .end(),
    }))
    .where('member_id', '=', memberId)
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? 0;
}

export async function deleteTotp(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('member_totp').where('member_id', '=', memberId).execute();
}
