import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Job, JobLog } from '../../jobs/job-runner.js';
import { VENDOR_SIGNATURE_HEADER, vendorSignatureMatches } from '../../lib/vendor-protocol.js';
import { vendorReportSchema, type VendorReport } from '../../lib/vendor-report-protocol.js';
import { announceCommitted } from '../ledger/index.js';
import { vendorLink } from '../games/index.js';
import { compareOrders, compareRounds, type Comparison, type Window } from './reconciliation.js';
import { settleWithin, type Announcement } from './transfer-wallet.service.js';

/** How often the job looks for a vendor and day not reconciled yet. */
export const RECONCILE_EVERY_MS = 60 * 60_000;
/** The days back a run catches up on after downtime. */
const CATCH_UP_DAYS = 7;
/** Both sides' lists reach this far past the day, so clocks a little apart still match. */
const MARGIN_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

type Due = { code: string; walletKind: 'seamless' | 'transfer'; day: string; window: Window };
type Fetched = Due & ({ report: VendorReport } | { problem: string });

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The vendors and past days (UTC) with no run yet, oldest first. */
async function dueRuns(db: Db, config: Config, now: Date): Promise<Due[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const vendors = await db
    .selectFrom('vendor')
    .select(['code', 'wallet_kind', 'api_url'])
    .where('status', '<>', 'disabled')
    .execute();
  const done = await db
    .selectFrom('vendor_reconciliation')
    .select(['vendor_code', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
    .where('day', '>=', dayOf(today - CATCH_UP_DAYS * DAY_MS))
    // A vendor that could not be asked is asked again at the next turn.
    .where('status', '<>', 'unreachable')
    .execute();
  const ran = new Set(done.map((d) => `${d.vendor_code}/${d.day}`));
  const due: Due[] = [];
  for (let back = CATCH_UP_DAYS; back >= 1; back -= 1) {
    const from = today - back * DAY_MS;
    for (const v of vendors) {
      if (!vendorLink(config, v).url || ran.has(`${v.code}/${dayOf(from)}`)) continue;
      due.push({
        code: v.code,
        walletKind: v.wallet_kind,
        day: dayOf(from),
        window: { from, to: from + DAY_MS },
      });
    }
  }
  return due;
}

/**
 * The daily reconciliation (docs/games.md, "Reconciliation"): for every vendor and past day
 * not reconciled yet, the vendor's report is fetched before the transaction, compared with
 * Sorteo's rounds or transfer orders in it, and the run stored with its differences. Open
 * transfer orders the report settles are resolved; nothing else is changed.
 */
export function reconciliationJob(config: Config, log: JobLog): Job {
  let announcements: Announcement[] = [];
  return {
    name: 'vendor-wallet.reconciliation',
    everyMs: RECONCILE_EVERY_MS,
    prepare: async (db, now): Promise<Fetched[]> => {
      const fetched: Fetched[] = [];
      for (const due of await dueRuns(db, config, now)) {
        fetched.push(await fetchVendorReport(db, config, due));
      }
      return fetched;
    },
    run: async (trx, now, prepared) => {
      announcements = [];
      const lines: string[] = [];
      for (const f of (prepared ?? []) as Fetched[]) {
        if ('problem' in f) {
          log.error({ vendor: f.code, day: f.day, reason: f.problem }, 'vendor report not read');
          await storeRun(trx, f, null, f.problem);
          continue;
        }
        const comparison =
          f.walletKind === 'seamless'
            ? compareRounds(await ourRounds(trx, f), f.report.rounds, f.window)
            : compareOrders(await ourOrders(trx, f), f.report.orders, f.window);
        for (const r of comparison.resolutions) {
          const settled = await settleWithin(
            trx,
            r.orderRef,
            { status: r.status, failureCode: r.failureCode, vendorBalance: null },
            'reconciliation',
            now,
          );
          if (settled?.announce) announcements.push(settled.announce);
        }
        await storeRun(trx, f, comparison, null);
        lines.push(`${f.code} ${f.day}: ${comparison.differences.length} differences`);
      }
      return lines.length > 0 ? `reconciled ${lines.join(', ')}` : undefined;
    },
    committed: () => {
      for (const a of announcements) announceCommitted(a);
      announcements = [];
    },
  };
}

async function fetchVendorReport(db: Db, config: Config, due: Due): Promise<Fetched> {
  const vendor = await db
    .selectFrom('vendor')
    .select(['code', 'api_url'])
    .where('code', '=', due.code)
    .executeTakeFirstOrThrow();
  const { url, secret } = vendorLink(config, vendor);
  if (!url || !secret) return { ...due, problem: 'no address or secret configured' };
  const query = new URLSearchParams({
    from: String(due.window.from - MARGIN_MS),
    to: String(due.window.to + MARGIN_MS),
  });
  try {
    const response = await fetch(`${url}/report/${encodeURIComponent(due.code)}?${query}`, {
      signal: AbortSignal.timeout(config.vendors.timeoutMs),
    });
    const body = await response.text();
    if (!response.ok) return { ...due, problem: `answered ${response.status}` };
    if (!vendorSignatureMatches(secret, body, response.headers.get(VENDOR_SIGNATURE_HEADER))) {
      return { ...due, problem: 'the report is not signed with its secret' };
    }
    const report = vendorReportSchema.safeParse(JSON.parse(body));
    if (!report.success) return { ...due, problem: 'the report is of another shape' };
    return { ...due, report: report.data };
  } catch (error) {
    return { ...due, problem: (error as Error).message };
  }
}

async function ourRounds(trx: Db, due: Due) {
  const rows = await trx
    .selectFrom('vendor_round')
    .select(['round_id', 'member_id', 'stake', 'win', 'refunded', 'opened_at'])
    .where('vendor_code', '=', due.code)
    .where('opened_at', '>=', new Date(due.window.from - MARGIN_MS))
    .where('opened_at', '<', new Date(due.window.to + MARGIN_MS))
    .execute();
  return rows.map((r) => ({
    roundId: r.round_id,
    memberId: r.member_id,
    stake: Number(r.stake),
    win: Number(r.win),
    refunded: Number(r.refunded),
    at: r.opened_at.getTime(),
  }));
}

async function ourOrders(trx: Db, due: Due) {
  const rows = await trx
    .selectFrom('vendor_transfer_order')
    .select(['order_ref', 'member_id', 'direction', 'amount', 'status', 'created_at'])
    .where('vendor_code', '=', due.code)
    .where('created_at', '>=', new Date(due.window.from - MARGIN_MS))
    .where('created_at', '<', new Date(due.window.to + MARGIN_MS))
    .execute();
  return rows.map((r) => ({
    orderRef: r.order_ref,
    memberId: r.member_id,
    direction: r.direction,
    amount: Number(r.amount),
    status: r.status,
    at: r.created_at.getTime(),
  }));
}

async function storeRun(
  trx: Db,
  due: Due,
  comparison: Comparison | null,
  problem: string | null,
): Promise<void> {
  const values = {
    status: !comparison
      ? ('unreachable' as const)
      : comparison.differences.length > 0
        ? ('differences' as const)
        : ('clean' as const),
    compared: comparison?.compared ?? 0,
    differences: comparison?.differences.length ?? 0,
    totals: JSON.stringify(comparison?.totals ?? {}),
    problem,
    ran_at: new Date(),
  };
  // A day whose vendor could not be asked before is done again; a reconciled one never.
  const run = await trx
    .insertInto('vendor_reconciliation')
    .values({ vendor_code: due.code, day: due.day, ...values })
    .onConflict((c) =>
      c
        .columns(['vendor_code', 'day'])
        .doUpdateSet(values)
        .where('vendor_reconciliation.status', '=', 'unreachable'),
    )
    .returning('id')
    .executeTakeFirst();
  if (!run || !comparison || comparison.differences.length === 0) return;
  await trx
    .insertInto('vendor_reconciliation_difference')
    .values(
      comparison.differences.map((d) => ({
        reconciliation_id: run.id,
        kind: d.kind,
        reference: d.reference,
        ours: d.ours === null ? null : JSON.stringify(d.ours),
        theirs: d.theirs === null ? null : JSON.stringify(d.theirs),
      })),
    )
    .execute();
}
