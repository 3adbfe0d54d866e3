/** A member's wallet as they see it: balance, records and profit over day ranges. */
export { dayStart, rangeEnd, resolveDayRange } from './day-range.js';
export type { DayRange } from './day-range.js';
export { profitByPeriod } from './member-profit.service.js';
export { figuresOf, sumFigures, zeroFigures } from './profit.service.js';
export { walletCurrency } from './wallet-account.js';
export { walletRoutes } from './wallet.routes.js';
