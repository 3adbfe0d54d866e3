/** The double-entry ledger: every money movement, its checks and the wallet commands. */
export { grantDemoBalance } from './demo-grant.js';
export { ledgerAdminRoutes } from './ledger-admin.routes.js';
export { postBulkWithin } from './ledger-bulk.js';
export type { BulkResult } from './ledger-bulk.js';
export { checkLedger } from './ledger-check.js';
export { ledgerCommands } from './ledger.commands.js';
export {
  announceCommitted,
  committedOrThrow,
  onLedgerCommitted,
  Ledger,
  postWithin,
  walletBalance,
} from './ledger.service.js';
export type { SharedItem } from './ledger.service.js';
export { refusalReason } from './ledger-batch.repo.js';
export { giveWayReasons } from './ledger-give-way.js';
export type { GiveWayCounts, GiveWayReason } from './ledger-give-way.js';
export type { Leg, Posting, PostingResult } from './ledger.types.js';
export {
  memberEntriesBefore,
  pageMemberEntries,
  summarizeMemberEntries,
  walletBalancesOf,
} from './member-wallets.service.js';
export { commandArgs, lineFormat, oneId, pagedListCommand } from './wallet-command-kit.js';
export { CliUsageError } from './wallet-command.js';
export type { WalletCommand } from './wallet-command.js';
