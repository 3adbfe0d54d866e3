import type { Posting } from '../ledger/index.js';
import { announceCommitted, postBulkWithin } from '../ledger/index.js';
import type { Db } from '../../db/connection.js';
import {
  claimRun,
  computePayouts,
  recordPayouts,
  type ComputedPayout,
  type PayoutPeriod,
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

const totals = (payouts: ComputedPayout[]) => ({
  agents: payouts.length,
  amount: payouts.reduce((n, x) => n + x.amount, 0),
  shortfall: payouts.reduce((n, x) => n + x.basis.shortfall, 0),
});

/** Each payout above 0 as one ledger transaction from the house's expense account. */
export function payoutPostings(p: PayoutPeriod, payouts: ComputedPayout[]): Posting[] {
  const salary = p.kind !== 'dividend';
  return payouts
    .filter((x) => x.amount > 0)
    .map((x) => ({
      merchantId: p.merchantId,
      currency: p.currency,
      key: `${p.kind}:${x.contractId}:${p.start.toISOString()}`,
      kind: salary ? ('salary' as const) : ('dividend' as const),
      reference: `contract:${x.contractId}`,
      memo: `${p.kind} ${p.start.toISOString()}`,
      legs: [
        { account: { house: salary ? 'expense:salary' : 'expense:dividend' }, amount: -x.amount },
        { account: { wallet: x.memberId }, amount: x.amount },
      ],
    }));
}

/**
 * Pays one period in the caller's transaction: claims it (a second run, here or in another
 * process, finds it claimed and pays nothing), computes every payout set-based, keeps each
 * with its basis and moves the money, one ledger transaction per payout keyed by kind,
 * contract and period. Answers what the run paid.
 */
export async function payPeriod(trx: Db, p: PayoutPeriod): Promise<PeriodOutcome> {
  if (!(await claimRun(trx, p))) {
    return { paid: false, agents: 0, amount: 0, shortfall: 0, announce: nothing };
  }
  const payouts = await computePayouts(trx, p);
  await recordPayouts(trx, p, payouts);
  const money = await postBulkWithin(trx, payoutPostings(p, payouts));
  const { lastTransactionId: transactionId, wallets } = money;
  const announce =
    transactionId === null
      ? nothing
      : () => announceCommitted({ merchantId: p.merchantId, transactionId, wallets });
  return { paid: true, ...totals(payouts), announce };
}

/** What a run of the period would pay, writing nothing (the operator's dry run). */
export async function previewPeriod(db: Db, p: PayoutPeriod) {
  const payouts = await computePayouts(db, p);
  return { payouts, ...totals(payouts) };
}
