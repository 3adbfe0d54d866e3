import {
  AccountType,
  agentAccountTypes,
  ErrorCode,
  type AdjustmentRequest,
  type AdjustmentResult,
  type AdminWallet,
  type HouseAccountKind,
  type PageQuery,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import type { Actor } from '../audit/index.js';
import { countWalletEntries, memberWithMoney, pageWalletEntries } from './ledger-admin.repo.js';
import { committedOrThrow, walletBalance, type Ledger } from './ledger.service.js';
import type { Posting } from './ledger.types.js';

async function memberOf(db: Db, merchantId: number, account: string) {
  const member = await memberWithMoney(db, merchantId, account);
  if (!member) throw notFound('Member');
  return member;
}

/** A member's wallet in the merchant's currency, with a page of its latest movements. */
export async function adminWallet(
  db: Db,
  merchantId: number,
  account: string,
  query: PageQuery,
): Promise<AdminWallet> {
  const member = await memberOf(db, merchantId, account);
  const { currency, exponent } = member;
  const [balance, total, rows] = await Promise.all([
    walletBalance(db, merchantId, member.id, currency),
    countWalletEntries(db, merchantId, member.id, currency),
    pageWalletEntries(
      db,
      merchantId,
      member.id,
      currency,
      query.pageSize,
      pageOffset(query.pageNo, query.pageSize),
    ),
  ]);
  const content = rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
  return {
    account: member.account,
    currency,
    exponent,
    balance,
    entries: toPage(content, total, query.pageNo, query.pageSize),
  };
}

/** The house account each kind of adjustment moves the money from (or back to). */
const houseOf: Record<AdjustmentRequest['kind'], HouseAccountKind> = {
  adjustment: 'house:payouts',
  bonus: 'house:bonus',
  commission: 'expense:commission',
};

/**
 * An operator's manual credit (positive) or debit (negative) of a wallet. A bonus moves
 * money from or back to `house:bonus`; an agent's commission from or to
 * `expense:commission`; any other adjustment from or to `house:payouts`, the account that
 * already pays players (docs/ledger.md). Only agents earn commission. The client's key makes a retry
 * answer the first result; a debit beyond the balance is refused with INSUFFICIENT_FUNDS
 * and that key stays refused. The audit row, with the reason, commits with the money.
 */
export async function adjustWallet(
  db: Db,
  ledger: Ledger,
  actor: Actor,
  account: string,
  input: AdjustmentRequest,
): Promise<AdjustmentResult> {
  const member = await memberOf(db, actor.merchantId, account);
  if (member.type === AccountType.Trial) {
    // A trial wallet is read in the demo currency: real money put there could not be seen.
    throw new AppError(409, ErrorCode.TrialAccount, 'Trial accounts hold demo money only', {
      field: 'account',
    });
  }
  // Paying commission needs an agent; taking an overpayment back does not (it may have stopped
  // being one), so the money still returns to `expense:commission`.
  const paysCommission = input.kind === 'commission' && input.amount > 0;
  if (paysCommission && !agentAccountTypes.includes(member.type as AccountType)) {
    throw new AppError(409, ErrorCode.NonAgentAccount, 'Only agents earn commission', {
      field: 'account',
    });
  }
  const { currency, exponent } = member;
  const house = houseOf[input.kind];
  const posting: Posting = {
    merchantId: actor.merchantId,
    currency,
    key: `adjustment:${input.idempotencyKey}`,
    kind: input.kind,
    legs: [
      { account: { wallet: member.id }, amount: input.amount },
      { account: { house }, amount: -input.amount },
    ],
    memo: input.reason,
    reference: `member:${member.id}`,
  };
  const result = await ledger.post(posting, {
    audit: (posted) => {
      if (posted.status !== 'committed') return null;
      const balance = posted.wallets[0]!.balance;
      return {
        actor,
        change: {
          action: `wallet.${input.kind}`,
          targetType: 'member',
          targetId: member.account,
          before: { balance: balance - input.amount, currency },
          after: {
            balance,
            currency,
            amount: input.amount,
            reason: input.reason,
            transactionId: posted.transactionId,
          },
        },
      };
    },
  });
  const committed = committedOrThrow(result);
  return {
    transactionId: committed.transactionId,
    replayed: committed.replayed,
    account: member.account,
    kind: input.kind,
    amount: input.amount,
    currency,
    exponent,
    balance: committed.wallets[0]!.balance,
  };
}
