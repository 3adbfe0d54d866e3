import type { ProfitFigures, ProfitQuery, ProfitReport } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import { resolveDayRange } from './day-range.js';
import { figuresByPeriod } from '../rollups/index.js';
import type { ProfitSums } from './profit.repo.js';
import { walletCurrency } from './wallet-account.js';

/** Figures of nothing moved. */
export const zeroFigures = (): ProfitFigures => ({
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  payouts: 0,
  bonus: 0,
  adjustments: 0,
  transfers: 0,
  profit: 0,
});

/** Profit is what play gave back: winnings and bonuses, less stakes. */
function withProfit(f: Omit<ProfitFigures, 'profit'>): ProfitFigures {
  return { ...f, profit: f.payouts + f.bonus - f.bets };
}

export function figuresOf(row: ProfitSums): ProfitFigures {
  return withProfit({
    deposits: toMinor(row.deposits),
    withdrawals: toMinor(row.withdrawals),
    bets: toMinor(row.bets),
    payouts: toMinor(row.payouts),
    bonus: toMinor(row.bonus),
    adjustments: toMinor(row.adjustments),
    transfers: toMinor(row.transfers),
  });
}

export function sumFigures(periods: ProfitFigures[]): ProfitFigures {
  const totals = zeroFigures();
  for (const p of periods) {
    for (const key of Object.keys(totals) as (keyof ProfitFigures)[]) totals[key] += p[key];
  }
  return totals;
}

/** Personal profit and loss per day, week or month of the range, with totals. */
export async function profitReport(
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  query: ProfitQuery,
): Promise<ProfitReport> {
  const range = resolveDayRange(query, merchant.time_zone);
  const currency = walletCurrency(merchant, member);
  const rows = await figuresByPeriod(db, {
    merchantId: merchant.id,
    currency,
    owner: { member: member.memberId },
    range,
    timeZone: merchant.time_zone,
    groupBy: query.groupBy,
  });
  const periods = rows.map((row) => ({ period: row.period, ...figuresOf(row) }));
  return {
    range,
    groupBy: query.groupBy,
    currency,
    currencyExponent: merchant.currency_exponent,
    periods,
    totals: sumFigures(periods),
  };
}
