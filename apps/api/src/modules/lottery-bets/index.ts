/** Lottery bets and chases: placing, listing and cancelling them. */
export { betsRoutes } from './bets.routes.js';
export { chaseJob } from './chases.service.js';
export { Placement, placementGiveWayReasons } from './placement.js';
export type { PlacementGiveWayReason } from './placement.js';
export { memberSetBetsBefore } from './member-set-bets.service.js';
