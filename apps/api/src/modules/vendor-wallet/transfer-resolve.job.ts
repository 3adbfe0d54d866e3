import type { Config } from '../../config.js';
import type { Job } from '../../jobs/job-runner.js';
import { announceCommitted } from '../ledger/index.js';
import { askOpenOrders, settleWithin, type Announcement } from './transfer-wallet.service.js';

/** How often open transfer orders are asked about. */
export const TRANSFER_RESOLVE_EVERY_MS = 60_000;

/**
 * The status query of transfer orders whose answer was lost (docs/games.md, "Transfer
 * wallet"): the vendors are asked before the job's transaction, and what they say resolves
 * each order once, with its money, in it. Wallet moves are pushed once it has committed.
 */
export function transferResolveJob(config: Config): Job {
  let announcements: Announcement[] = [];
  return {
    name: 'vendor-wallet.transfer-resolve',
    everyMs: TRANSFER_RESOLVE_EVERY_MS,
    prepare: (db, now) => askOpenOrders(db, config, now),
    run: async (trx, now, prepared) => {
      announcements = [];
      const answered = (prepared ?? []) as Awaited<ReturnType<typeof askOpenOrders>>;
      let resolved = 0;
      for (const { orderRef, resolution } of answered) {
        const settled = await settleWithin(trx, orderRef, resolution, 'status-query', now);
        if (!settled) continue;
        resolved += 1;
        if (settled.announce) announcements.push(settled.announce);
      }
      return resolved > 0 ? `transfer orders resolved: ${resolved}` : undefined;
    },
    committed: () => {
      for (const a of announcements) announceCommitted(a);
      announcements = [];
    },
  };
}
