import type { PayoutPreview, PayoutPreviewRequest } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Merchant } from '../merchants/index.js';
import { nextPeriodStart, periodStart, periodUnit } from './contract-periods.js';
import { previewPeriod } from './payouts.service.js';
import { schemeOf } from './schemes.repo.js';

/** The valid bet that makes a member active: the scheme's, or 100 major units. */
export const activeBetOf = (merchant: Merchant, activeBet: number | null) =>
  activeBet ?? 100 * 10 ** merchant.currency_exponent;

/**
 * The operator's dry run: what a run of the period holding `at` would pay each agent, and
 * why, from the rollups as they stand; nothing is written. `final` is false while rows of
 * the period may still be on their way to the rollups.
 */
export async function previewPayouts(
  db: Db,
  merchant: Merchant,
  request: PayoutPreviewRequest,
): Promise<PayoutPreview> {
  const dividendPeriod = request.kind === 'dividend' ? (request.dividendPeriod ?? 'D') : null;
  const unit = periodUnit(
    request.kind,
    dividendPeriod ? { kind: 'dividend', period: dividendPeriod, tiers: [] } : null,
  );
  const at = sql<Date>`to_timestamp(${request.at / 1000})`;
  const { rows } = await sql<{ start: Date | string; end: Date | string; rolled: Date | string }>`
    select ${periodStart(unit, at, merchant.time_zone)} as start,
      ${nextPeriodStart(unit, at, merchant.time_zone)} as "end",
      (select live_from from rollup_state where id = 1) as rolled`.execute(db);
  const bounds = rows[0]!;
  const [start, end] = [new Date(bounds.start), new Date(bounds.end)];
  const scheme = await schemeOf(db, merchant.id, request.kind);
  const found = await previewPeriod(db, {
    merchantId: merchant.id,
    currency: merchant.currency,
    kind: request.kind,
    dividendPeriod,
    start,
    end,
    activeBet: activeBetOf(merchant, scheme.activeBet),
  });
  return {
    periodStart: start.getTime(),
    periodEnd: end.getTime(),
    final: new Date(bounds.rolled) >= end,
    agents: found.agents,
    amount: found.amount,
    shortfall: found.shortfall,
    payouts: found.payouts.map((p) => ({ account: p.account, amount: p.amount, basis: p.basis })),
  };
}
