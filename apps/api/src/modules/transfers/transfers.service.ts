import {
  ErrorCode,
  type Downline,
  type DownlineQuery,
  type Page,
  type TransferRequest,
  type TransferResult,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { committedOrThrow, type Ledger } from '../ledger/index.js';
import type { Merchant } from '../merchants/index.js';
import { findMemberByAccount, type MemberSession } from '../members/index.js';
import { verifyPaymentPassword } from '../withdrawals/index.js';
import { isInDownline, pageDownlines } from './downlines.repo.js';

const notInDownline = () =>
  new AppError(403, ErrorCode.NotInDownline, 'That account is not in your downline', {
    field: 'toAccount',
  });

/**
 * Moves money from the agent's wallet to a direct or indirect downline's, as one ledger
 * transaction keyed by the agent and its idempotency key: a retry answers the first result.
 */
export async function transferToDownline(
  db: Db,
  ledger: Ledger,
  merchant: Merchant,
  session: MemberSession,
  input: TransferRequest,
  now = new Date(),
): Promise<TransferResult> {
  await verifyPaymentPassword(db, session.memberId, input.paymentPassword, now);
  const target = await findMemberByAccount(db, merchant.id, input.toAccount);
  if (!target || target.id === session.memberId) throw notInDownline();
  if (!(await isInDownline(db, session.memberId, target.id))) throw notInDownline();

  const result = committedOrThrow(
    await ledger.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      key: `transfer:${session.memberId}:${input.idempotencyKey}`,
      kind: 'transfer',
      legs: [
        { account: { wallet: session.memberId }, amount: -input.amount },
        { account: { wallet: target.id }, amount: input.amount },
      ],
      memo: `${session.account} → ${target.account}`,
      reference: `member:${target.id}`,
    }),
  );
  const sender = result.wallets.find((w) => w.memberId === session.memberId);
  return {
    transactionId: result.transactionId,
    toAccount: target.account,
    amount: input.amount,
    currency: merchant.currency,
    balance: sender?.balance ?? 0,
    createdAt: result.createdAt.getTime(),
  };
}

export async function downlines(
  db: Db,
  session: MemberSession,
  query: DownlineQuery,
): Promise<Page<Downline>> {
  const { rows, total } = await pageDownlines(db, session.memberId, {
    query: query.query,
    limit: query.pageSize,
    offset: pageOffset(query.pageNo, query.pageSize),
  });
  return toPage(
    rows.map((r) => ({ account: r.account, depth: Number(r.depth) })),
    total,
    query.pageNo,
    query.pageSize,
  );
}
