import type { Job } from '../../jobs/job-runner.js';
import { receiveOverdueWithdrawals } from './withdrawal-confirmation.service.js';

/** Paid withdrawals unconfirmed past the merchant's window count as received. */
export const autoReceiveJob: Job = {
  name: 'withdrawals.auto-receive',
  everyMs: 60_000,
  run: async (trx, now) => {
    const count = await receiveOverdueWithdrawals(trx, now);
    return count > 0 ? `${count} withdrawals counted as received` : undefined;
  },
};

export const withdrawalJobs: readonly Job[] = [autoReceiveJob];
