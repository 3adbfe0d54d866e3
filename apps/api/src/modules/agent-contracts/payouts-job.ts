import type { DividendPeriod } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Job } from '../../jobs/job-runner.js';
import { bringRollupsUpTo } from '../rollups/index.js';
import { nextPeriodStart, periodStart, periodUnit, type PeriodUnit } from './contract-periods.js';
import { runKind, type PayoutPeriod } from './payouts.repo.js';
import { payPeriod } from './payouts.service.js';

/** Periods paid per kind and merchant in one turn: a long downtime catches up over turns. */
const PERIODS_PER_TURN = 24;

/** How long after its end a period is paid: the next day at 02:00 for days and longer. */
const PAY_DELAY: Record<PeriodUnit, string> = {
  five_minutes: '0 minutes',
  hour: '0 minutes',
  day: '2 hours',
  week: '2 hours',
  half_month: '2 hours',
  month: '2 hours',
};

type Scheme = {
  merchant_id: number;
  currency: string;
  currency_exponent: number;
  time_zone: string;
  kind: PayoutPeriod['kind'];
  active_bet: string | number | null;
  period: DividendPeriod | null;
};

/** Every enabled kind of every merchant, dividends once per period length in use. */
async function schemesToPay(db: Db): Promise<Scheme[]> {
  const { rows } = await sql<Scheme>`
    select s.merchant_id, m.currency, m.currency_exponent, m.time_zone, s.kind, s.active_bet,
      p.period
    from agent_scheme s
    join merchant m on m.id = s.merchant_id
    left join lateral (
      select distinct c.terms ->> 'period' as period from agent_contract c
      where s.kind = 'dividend' and c.merchant_id = s.merchant_id and c.kind = 'dividend'
        and c.status = 'accepted' and c.action = 'offer'
    ) p on true
    where s.enabled
      and (s.kind <> 'dividend' or p.period is not null)
    order by s.merchant_id, s.kind, p.period`.execute(db);
  return rows;
}

/**
 * The periods of a scheme due now and not yet paid, oldest first: from the end of the last
 * run (or the first contract's start) to the last period whose end plus the pay delay has
 * passed.
 */
export async function duePeriods(
  db: Db,
  s: Scheme,
  now: Date,
  limit = PERIODS_PER_TURN,
): Promise<{ start: Date; end: Date }[]> {
  const unit = periodUnit(
    s.kind,
    s.period ? { kind: 'dividend', period: s.period, tiers: [] } : null,
  );
  const tz = s.time_zone;
  const samePeriod = s.period ? sql`and terms ->> 'period' = ${s.period}` : sql``;
  const { rows } = await sql<{ start: Date | string; end: Date | string }>`
    with recursive first as (
      select coalesce(
        (select max(period_end) from agent_payout_run
          where merchant_id = ${s.merchant_id} and kind = ${runKind({ kind: s.kind, dividendPeriod: s.period })}),
        (select min(effective_from) from agent_contract
          where merchant_id = ${s.merchant_id} and kind = ${s.kind} and status = 'accepted'
            and action = 'offer' ${samePeriod})
      ) as at
    ),
    periods (start, n) as (
      select ${periodStart(unit, sql`(select at from first)`, tz)}, 1
      where (select at from first) is not null
      union all
      select ${nextPeriodStart(unit, sql`start`, tz)}, n + 1 from periods where n < ${limit}
    )
    select start, ${nextPeriodStart(unit, sql`start`, tz)} as "end" from periods
    where ${nextPeriodStart(unit, sql`start`, tz)} + ${PAY_DELAY[unit]}::interval <= ${now}
    order by start`.execute(db);
  return rows.map((r) => ({ start: new Date(r.start), end: new Date(r.end) }));
}

/**
 * Pays every due period of every enabled scheme (domain/agents.md, "Schedules"): real-time
 * salary every five minutes, hourly salary after each hour, daily salary the next day from
 * 02:00, dividends after their period. The rollups are brought up to date first; a period whose rows are not all rolled
 * up yet (a transaction still open from before its end) waits for a later turn.
 */
export function agentPayoutJob(): Job {
  let announcements: (() => void)[] = [];
  return {
    name: 'agent-contracts.payouts',
    everyMs: 60_000,
    run: async (trx, now) => {
      announcements = [];
      const rolledUntil = await bringRollupsUpTo(trx);
      const done: string[] = [];
      for (const scheme of await schemesToPay(trx)) {
        for (const period of await duePeriods(trx, scheme, now)) {
          if (period.end > rolledUntil) break;
          const outcome = await payPeriod(trx, {
            merchantId: scheme.merchant_id,
            currency: scheme.currency,
            kind: scheme.kind,
            dividendPeriod: scheme.period,
            ...period,
            activeBet:
              scheme.active_bet === null
                ? 100 * 10 ** scheme.currency_exponent
                : Number(scheme.active_bet),
          });
          announcements.push(outcome.announce);
          if (outcome.paid) {
            done.push(
              `${runKind({ kind: scheme.kind, dividendPeriod: scheme.period })} ` +
                `${period.start.toISOString()}: ${outcome.agents} agents, ${outcome.amount} paid`,
            );
          }
        }
      }
      return done.length > 0 ? `paid ${done.join('; ')}` : undefined;
    },
    committed: () => {
      for (const announce of announcements) announce();
      announcements = [];
    },
  };
}
