import type { Job } from '../../jobs/job-runner.js';
import { expireOffers } from './contracts.repo.js';

/** Offers unanswered for a week become `expired` (answers already refuse them). */
export const contractOfferExpiryJob: Job = {
  name: 'agent-contracts.expire-offers',
  everyMs: 10 * 60_000,
  run: async (trx, now) => {
    const expired = await expireOffers(trx, now);
    return expired > 0 ? `${expired} contract offers expired` : undefined;
  },
};
