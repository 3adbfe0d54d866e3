import { ErrorCode, type AdminDeposit, type DepositStatus, type Page } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toPage } from '../../lib/paging.js';
import { recordChange, type Actor } from '../audit/index.js';
import { announceCommitted } from '../ledger/index.js';
import { creditDeposit } from './deposit-credit.js';
import * as requests from './deposit-requests.repo.js';
import type { DepositChanges, DepositRow } from './deposit-requests.repo.js';
import { expireUnpaid } from './deposit-requests.service.js';
import { toAdminDeposit } from './deposit-views.js';

export type ReviewQuery = { status?: DepositStatus; pageNo: number; pageSize: number };

export async function listDeposits(
  db: Db,
  merchantId: number,
  query: ReviewQuery,
  orderTtlMs: number,
  now: Date,
): Promise<Page<AdminDeposit>> {
  await expireUnpaid(db, merchantId, orderTtlMs, now);
  const { total, rows } = await requests.pageDeposits(
    db,
    { merchantId, status: query.status },
    query,
  );
  return toPage(rows.map(toAdminDeposit), total, query.pageNo, query.pageSize);
}

export async function depositProof(db: Db, merchantId: number, id: number) {
  const proof = await requests.findProof(db, merchantId, id);
  if (!proof) throw notFound('Proof image');
  return { contentType: proof.content_type, bytes: Buffer.from(proof.bytes) };
}

const stateConflict = (row: DepositRow, wanted: string) =>
  new AppError(
    409,
    ErrorCode.RequestStateConflict,
    `This deposit is ${row.status}; it cannot be ${wanted}`,
    { status: row.status },
  );

type Credit = Awaited<ReturnType<typeof creditDeposit>>;

type Decision = {
  /** The status the decision leaves; deciding it again answers the request as it is. */
  to: 'approved' | 'rejected';
  action: string;
  /** The decision's own work in the transaction: the columns it sets, any credit made. */
  apply: (trx: Db, row: DepositRow) => Promise<{ changes: DepositChanges; credit: Credit | null }>;
};

/**
 * An operator's decision on a pending bank transfer: the status change, any money moved
 * and the audit row commit together. Repeating the same decision answers the request as
 * it stands without doing anything again; the other decision after one is a conflict.
 */
async function decide(db: Db, actor: Actor, id: number, decision: Decision, now: Date) {
  const { row, credit } = await db.transaction().execute(async (trx) => {
    const locked = await requests.lockDeposit(trx, id);
    if (!locked || locked.merchant_id !== actor.merchantId) throw notFound('Deposit request');
    if (locked.status === decision.to) return { row: locked, credit: null };
    if (locked.kind !== 'bank_transfer' || locked.status !== 'pending') {
      throw stateConflict(locked, decision.to);
    }
    const account = await requests.memberAccount(trx, locked.member_id);
    const { changes, credit } = await decision.apply(trx, locked);
    await requests.updateDeposit(trx, id, {
      ...changes,
      status: decision.to,
      decided_by: actor.username,
      completed_at: now,
      updated_at: now,
    });
    const after = (await requests.findDeposit(trx, actor.merchantId, id))!;
    await recordChange(trx, actor, {
      action: decision.action,
      targetType: 'deposit_request',
      targetId: id,
      before: toAdminDeposit({ ...locked, account }),
      after: toAdminDeposit({ ...after, account }),
    });
    return { row: after, credit };
  });
  if (credit && !credit.replayed) {
    announceCommitted({
      merchantId: actor.merchantId,
      transactionId: credit.transactionId,
      wallets: credit.wallets,
    });
  }
  return toAdminDeposit({ ...row, account: await requests.memberAccount(db, row.member_id) });
}

/** Credits the member's wallet (`deposit:<id>:credit`) and marks the request approved. */
export function approveDeposit(db: Db, actor: Actor, id: number, now = new Date()) {
  return decide(
    db,
    actor,
    id,
    {
      to: 'approved',
      action: 'deposit.approve',
      apply: async (trx, row) => {
        const credit = await creditDeposit(trx, row);
        return { changes: { ledger_transaction_id: credit.transactionId }, credit };
      },
    },
    now,
  );
}

/** Marks the request rejected with the reason the player will see; no money moves. */
export function rejectDeposit(db: Db, actor: Actor, id: number, reason: string, now = new Date()) {
  return decide(
    db,
    actor,
    id,
    {
      to: 'rejected',
      action: 'deposit.reject',
      apply: async () => ({ changes: { reject_reason: reason }, credit: null }),
    },
    now,
  );
}
