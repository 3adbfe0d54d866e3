import {
  ErrorCode,
  type Page,
  type PageQuery,
  type Withdrawal,
  type WithdrawalRequest,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { WithdrawalRow } from '../../db/schema-withdrawals.js';
import { AppError } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { refuseTrial } from '../../plugins/member-session.js';
import { announceCommitted, postWithin, type PostingResult } from '../ledger/index.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import { verifyPaymentPassword } from './payment-password.service.js';
import { ownReceivingAccount } from './receiving-accounts.service.js';
import { playerWithdrawal } from './withdrawal-views.js';
import { withdrawalSettings } from './withdrawal-settings.service.js';
import {
  markWithdrawalFailed,
  findWithdrawalByKey,
  insertWithdrawal,
  pageMemberWithdrawals,
  updateWithdrawal,
} from './withdrawals.repo.js';

const insufficientFunds = () =>
  new AppError(409, ErrorCode.InsufficientFunds, 'Not enough money in the wallet', {
    field: 'amount',
  });

/** A replay must ask for the same thing the key first asked for. */
function answerReplay(row: WithdrawalRow, input: WithdrawalRequest): Withdrawal {
  if (
    toMinor(row.amount) !== input.amount ||
    row.receiving_account_id !== input.receivingAccountId
  ) {
    throw new AppError(
      409,
      ErrorCode.IdempotencyConflict,
      'This idempotency key was used for another withdrawal',
      { field: 'idempotencyKey' },
    );
  }
  // A key refused for lack of money stays refused, whatever the balance is now.
  if (row.status === 'failed') throw insufficientFunds();
  return playerWithdrawal(row);
}

async function checkAmount(db: Db, merchant: Merchant, amount: number): Promise<void> {
  const { minAmount, maxAmount } = await withdrawalSettings(db, merchant);
  if (amount < minAmount) {
    throw new AppError(400, ErrorCode.AmountBelowMinimum, `The minimum is ${minAmount}`, {
      field: 'amount',
      min: minAmount,
    });
  }
  if (amount > maxAmount) {
    throw new AppError(400, ErrorCode.AmountAboveMaximum, `The maximum is ${maxAmount}`, {
      field: 'amount',
      max: maxAmount,
    });
  }
}

/**
 * Records the request and moves its amount from the wallet to the withdrawal hold in one
 * transaction. Without the money the request is kept as failed, with the ledger's failed
 * key, so a retry with the same key is refused again even after a top-up.
 */
export async function requestWithdrawal(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  input: WithdrawalRequest,
  now = new Date(),
): Promise<Withdrawal> {
  refuseTrial(session);
  await verifyPaymentPassword(db, session.memberId, input.paymentPassword, now);
  const earlier = await findWithdrawalByKey(
    db,
    merchant.id,
    session.memberId,
    input.idempotencyKey,
  );
  if (earlier) return answerReplay(earlier, input);

  await checkAmount(db, merchant, input.amount);
  const account = await ownReceivingAccount(db, session.memberId, input.receivingAccountId);

  const outcome = await db.transaction().execute(async (trx) => {
    const id = await insertWithdrawal(trx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      idempotencyKey: input.idempotencyKey,
      amount: input.amount,
      currency: merchant.currency,
      receivingAccount: account,
    });
    if (id === null) return { replay: true as const };
    const hold: PostingResult = await postWithin(trx, {
      merchantId: merchant.id,
      currency: merchant.currency,
      key: `withdrawal:${id}:hold`,
      kind: 'withdrawal_hold',
      legs: [
        { account: { wallet: session.memberId }, amount: -input.amount },
        { account: { house: 'hold:withdrawals' }, amount: input.amount },
      ],
      reference: `withdrawal:${id}`,
    });
    if (hold.status === 'failed') {
      await markWithdrawalFailed(trx, id);
      return { replay: false as const, hold, row: null };
    }
    const row = await updateWithdrawal(trx, id, { hold_transaction_id: hold.transactionId }, now);
    return { replay: false as const, hold, row };
  });

  if (outcome.replay) {
    // A parallel call with the same key committed first.
    const row = await findWithdrawalByKey(db, merchant.id, session.memberId, input.idempotencyKey);
    return answerReplay(row!, input);
  }
  if (outcome.hold.status === 'failed' || !outcome.row) throw insufficientFunds();
  announceCommitted({
    merchantId: merchant.id,
    transactionId: outcome.hold.transactionId,
    wallets: outcome.hold.wallets,
  });
  return playerWithdrawal(outcome.row, now);
}

export async function memberWithdrawals(
  db: Db,
  session: MemberSession,
  query: PageQuery,
  now = new Date(),
): Promise<Page<Withdrawal>> {
  refuseTrial(session);
  const { rows, total } = await pageMemberWithdrawals(
    db,
    session.memberId,
    query.pageSize,
    pageOffset(query.pageNo, query.pageSize),
  );
  return toPage(
    rows.map((row) => playerWithdrawal(row, now)),
    total,
    query.pageNo,
    query.pageSize,
  );
}
