import { ErrorCode, type AdminWithdrawal, type Page, type WithdrawalStatus } from '@sorteo/shared';
import type { z } from 'zod';
import type { adminWithdrawalListQuerySchema } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { WithdrawalRow } from '../../db/schema-withdrawals.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { recordChange, type Actor } from '../audit/index.js';
import {
  announceCommitted,
  committedOrThrow,
  postWithin,
  type Leg,
  type PostingResult,
} from '../ledger/index.js';
import { adminWithdrawal } from './withdrawal-views.js';
import { withdrawalSettingsOf } from './withdrawal-settings.service.js';
import {
  findMemberAccountName,
  findProof,
  findWithdrawal,
  hasProof,
  lockWithdrawal,
  pageMerchantWithdrawals,
  updateWithdrawal,
} from './withdrawals.repo.js';

type ListQuery = z.output<typeof adminWithdrawalListQuerySchema>;

const stateConflict = (status: string) =>
  new AppError(409, ErrorCode.RequestStateConflict, `The withdrawal is ${status}`, { status });

export async function merchantWithdrawals(
  db: Db,
  merchantId: number,
  query: ListQuery,
): Promise<Page<AdminWithdrawal>> {
  const { rows, total } = await pageMerchantWithdrawals(db, merchantId, {
    status: query.status,
    limit: query.pageSize,
    offset: pageOffset(query.pageNo, query.pageSize),
  });
  const content = rows.map((row) =>
    adminWithdrawal(row, { account: row.account, hasProof: Boolean(row.has_proof) }),
  );
  return toPage(content, total, query.pageNo, query.pageSize);
}

async function viewOf(db: Db, row: WithdrawalRow): Promise<AdminWithdrawal> {
  const { account } = await findMemberAccountName(db, row.member_id);
  return adminWithdrawal(row, { account, hasProof: await hasProof(db, Number(row.id)) });
}

export async function merchantWithdrawal(db: Db, merchantId: number, id: number) {
  const row = await findWithdrawal(db, merchantId, id);
  if (!row) throw notFound('Withdrawal');
  return viewOf(db, row);
}

/** The proof image the player sent with "not received", as it was checked and kept. */
export async function withdrawalProof(db: Db, merchantId: number, id: number) {
  const row = await findWithdrawal(db, merchantId, id);
  const proof = row ? await findProof(db, id) : undefined;
  if (!proof) throw notFound('Proof image');
  return { contentType: proof.content_type, bytes: Buffer.from(proof.image) };
}

/** What a review step does to a locked request, or null when it was already done. */
type Step = {
  action: string;
  /** Statuses from which the step runs; `done` tells an earlier run of the same step. */
  from: readonly WithdrawalStatus[];
  done: (row: WithdrawalRow) => boolean;
  /** The money to move, if any: the posting's key suffix, kind and legs. */
  money?: (row: WithdrawalRow) => {
    suffix: 'paid' | 'refund';
    kind: 'withdrawal_paid' | 'withdrawal_refund';
    legs: Leg[];
  };
  change: (
    row: WithdrawalRow,
    transactionId: number | null,
    now: Date,
  ) => Promise<Parameters<typeof updateWithdrawal>[2]>;
};

/**
 * Runs one review step on a request: locks it, refuses a state it cannot leave, answers an
 * earlier run unchanged, else moves the money, updates the request and writes the audit row
 * in one transaction.
 */
async function review(
  db: Db,
  actor: Actor,
  id: number,
  step: Step,
  detail: Record<string, unknown>,
  now: Date,
): Promise<AdminWithdrawal> {
  let committed: { result: PostingResult; merchantId: number } | null = null;
  const row = await db.transaction().execute(async (trx) => {
    const before = await lockWithdrawal(trx, actor.merchantId, id);
    if (!before) throw notFound('Withdrawal');
    if (step.done(before)) return before;
    if (!step.from.includes(before.status as WithdrawalStatus)) throw stateConflict(before.status);
    let transactionId: number | null = null;
    const money = step.money?.(before);
    if (money) {
      const result = committedOrThrow(
        await postWithin(trx, {
          merchantId: before.merchant_id,
          currency: before.currency,
          key: `withdrawal:${id}:${money.suffix}`,
          kind: money.kind,
          legs: money.legs,
          reference: `withdrawal:${id}`,
        }),
      );
      transactionId = result.transactionId;
      if (!result.replayed) committed = { result, merchantId: before.merchant_id };
    }
    const after = await updateWithdrawal(
      trx,
      id,
      await step.change(before, transactionId, now),
      now,
    );
    await recordChange(trx, actor, {
      action: step.action,
      targetType: 'withdrawal',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, ...detail },
    });
    return after;
  });
  const done = committed as { result: PostingResult; merchantId: number } | null;
  if (done && done.result.status === 'committed') {
    announceCommitted({
      merchantId: done.merchantId,
      transactionId: done.result.transactionId,
      wallets: done.result.wallets,
    });
  }
  return viewOf(db, row);
}

const amountOf = (row: WithdrawalRow) => toMinor(row.amount);

/** Paid: the held amount leaves for the clearing account; the player's window opens. */
export async function payWithdrawal(db: Db, actor: Actor, id: number, now = new Date()) {
  const { confirmationWindowMinutes } = await withdrawalSettingsOf(db, actor.merchantId);
  return review(
    db,
    actor,
    id,
    {
      action: 'withdrawal.pay',
      from: ['pending'],
      done: (row) => row.paid_at !== null,
      money: (row) => ({
        suffix: 'paid',
        kind: 'withdrawal_paid',
        legs: [
          { account: { house: 'hold:withdrawals' }, amount: -amountOf(row) },
          { account: { house: 'clearing:withdrawals' }, amount: amountOf(row) },
        ],
      }),
      change: async (_row, transactionId, at) => ({
        status: 'paid',
        settle_transaction_id: transactionId,
        paid_at: at,
        confirm_by: new Date(at.getTime() + confirmationWindowMinutes * 60_000),
      }),
    },
    {},
    now,
  );
}

/** Rejected: the held amount goes back to the wallet. */
export async function rejectWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  now = new Date(),
) {
  return review(
    db,
    actor,
    id,
    {
      action: 'withdrawal.reject',
      from: ['pending'],
      done: (row) => row.status === 'rejected',
      money: (row) => ({
        suffix: 'refund',
        kind: 'withdrawal_refund',
        legs: [
          { account: { house: 'hold:withdrawals' }, amount: -amountOf(row) },
          { account: { wallet: row.member_id }, amount: amountOf(row) },
        ],
      }),
      change: async (_row, transactionId) => ({
        status: 'rejected',
        reject_reason: reason,
        refund_transaction_id: transactionId,
      }),
    },
    { reason },
    now,
  );
}

/**
 * After the player said the money did not arrive: a refund brings it back from the clearing
 * account; a forced receipt closes the request with no refund (SPEC §4).
 */
export async function resolveWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  outcome: 'force_received' | 'refund',
  now = new Date(),
) {
  const status = outcome === 'refund' ? 'refunded' : 'force_received';
  return review(
    db,
    actor,
    id,
    {
      action: `withdrawal.resolve.${outcome}`,
      from: ['not_received'],
      done: (row) => row.status === status,
      ...(outcome === 'refund'
        ? {
            money: (row: WithdrawalRow) => ({
              suffix: 'refund' as const,
              kind: 'withdrawal_refund' as const,
              legs: [
                { account: { house: 'clearing:withdrawals' as const }, amount: -amountOf(row) },
                { account: { wallet: row.member_id }, amount: amountOf(row) },
              ],
            }),
          }
        : {}),
      change: async (_row, transactionId, at) => ({
        status,
        resolved_at: at,
        ...(transactionId === null ? {} : { refund_transaction_id: transactionId }),
      }),
    },
    { outcome },
    now,
  );
}
