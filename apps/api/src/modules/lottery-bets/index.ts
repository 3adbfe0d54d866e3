/** Lottery bets and chases: placing, listing and cancelling them. */
export { betsRoutes } from './bets.routes.js';
export { chaseJob } from './chases.service.js';
export {
  countBettors,
  pageMemberSetBets,
  summarizeMemberSetBets,
} from './member-set-bets.service.js';
