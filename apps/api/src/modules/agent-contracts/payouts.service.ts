import type { Posting } from '../ledger/index.js';
import { announceCommitted, postBulkWithin } from '../ledger/index.js';
import type { Db } from '../../db/connection.js';
import {
  claimRun,
  computePayouts,
  payoutTotals,
  writePayouts,
  type PayoutPeriod,
  type WrittenPayout,
} from './payouts.repo.js';

export type PeriodOutcome = {
  /** False when the period had been paid already (by another run or process). */
  paid: boolean;
  agents: number;
  amount: number;
  shortfall: number;
  /** Tells the realtime outbox of the wallets paid; call it once the transaction commits. */
  announce: () => void;
};

const nothing = () => undefined;

/** Each payout above 0 as one ledger transaction from the house's expense account. */
export function payoutPostings(
  p: PayoutPeriod,
  payouts: readonly Pick<WrittenPayout, 'memberId' | 'contractId' | 'amount'>[],
): Posting[] {
  const salary = p.kind !== 'dividend';
  const start = p.start.toISOString();
  return payouts
    .filter((x) => x.amount > 0)
    .map((x) => ({
      merchantId: p.merchantId,
      currency: p.currency,
      key: `${p.kind}:${x.contractId}:${start}`,
      kind: salary ? ('salary' as const) : ('dividend' as const),
      reference: `contract:${x.contractId}`,
      memo: `${p.kind} ${start}`,
      legs: [
        { account: { house: salary ? 'expense:salary' : 'expense:dividend' }, amount: -x.amount },
        { account: { wallet: x.memberId }, amount: x.amount },
      ],
    }));
}

/**
 * Pays one period in the caller's transaction: claims it (a second run, here or in another
 * process, finds it claimed and pays nothing), computes and keeps every payout with its basis
 * in one set-based statement, and moves the money, one ledger transaction per payout keyed
 * by kind, contract and period. Answers what the run paid.
 */
export async function payPeriod(trx: Db, p: PayoutPeriod): Promise<PeriodOutcome> {
  if (!(await claimRun(trx, p))) {
    return { paid: false, agents: 0, amount: 0, shortfall: 0, announce: nothing };
  }
  const payouts = await writePayouts(trx, p);
  const money = await postBulkWithin(trx, payoutPostings(p, payouts));
  const { lastTransactionId: transactionId, wallets } = money;
  const announce =
    transactionId === null
      ? nothing
      : () => announceCommitted({ merchantId: p.merchantId, transactionId, wallets });
  return { paid: true, ...payoutTotals(payouts), announce };
}

/** What a run of the period would pay, writing nothing (the operator's dry run). */
export async function previewPeriod(db: Db, p: PayoutPeriod) {
  const payouts = await computePayouts(db, p);
  const totals = payoutTotals(
    payouts.map((x) => ({ amount: x.amount, shortfall: x.basis.shortfall })),
  );
  return { payouts, ...totals };
}
