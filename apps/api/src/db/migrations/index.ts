import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as encryptionKeys from './0002-encryption-keys.js';
import * as challenges from './0003-challenges.js';
import * as members from './0004-members.js';
import * as passwordSet from './0005-password-set.js';
import * as phoneVerification from './0006-phone-verification.js';
import * as recovery from './0007-recovery.js';
import * as stepUp from './0008-step-up.js';
import * as memberLabels from './0009-member-labels.js';
import * as ledger from './0010-ledger.js';
import * as deposits from './0011-deposits.js';
import * as withdrawals from './0012-withdrawals.js';
import * as walletRecords from './0013-wallet-records.js';
import * as lottery from './0014-lottery.js';
import * as promotions from './0015-promotions.js';
import * as ledgerReferences from './0016-ledger-references.js';
import * as lotteryBetReferences from './0017-lottery-bet-references.js';
import * as lotteryChaseMember from './0018-lottery-chase-member.js';
import * as leanWalletOutbox from './0019-lean-wallet-outbox.js';
import * as statementRefusal from './0020-statement-refusal.js';
import * as lotteryGameVersion from './0021-lottery-game-version.js';
import * as sessionNotices from './0022-session-notices.js';
import * as statementProvenReferences from './0023-statement-proven-references.js';
import * as contentTranslations from './0024-content-translations.js';
import * as houseAccountShards from './0025-house-account-shards.js';
import * as gameCatalogue from './0026-game-catalogue.js';
import * as vendorWallet from './0027-vendor-wallet.js';
import * as vendorTransfer from './0028-vendor-transfer.js';
import * as vendorReconciliation from './0029-vendor-reconciliation.js';
import * as vendorBetSettlement from './0030-vendor-bet-settlement.js';
import * as vendorGameListPopup from './0031-vendor-game-list-popup.js';
import * as hourlyRollups from './0032-hourly-rollups.js';
import * as agentContracts from './0033-agent-contracts.js';
import * as agentPayouts from './0034-agent-payouts.js';
import * as agentPayoutWrites from './0035-agent-payout-writes.js';
import * as rollupRegistrations from './0036-rollup-registrations.js';
import * as teamFeedsByTime from './0037-team-feeds-by-time.js';
import * as rollupActiveDays from './0038-rollup-active-days.js';
import * as rollupFillIndexes from './0039-rollup-fill-indexes.js';

/** Every migration, in order. Append only: a shipped migration is never edited. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_encryption_keys': encryptionKeys,
  '0003_challenges': challenges,
  '0004_members': members,
  '0005_password_set': passwordSet,
  '0006_phone_verification': phoneVerification,
  '0007_recovery': recovery,
  '0008_step_up': stepUp,
  '0009_member_labels': memberLabels,
  '0010_ledger': ledger,
  '0011_deposits': deposits,
  '0012_withdrawals': withdrawals,
  '0013_wallet_records': walletRecords,
  '0014_lottery': lottery,
  '0015_promotions': promotions,
  '0016_ledger_references': ledgerReferences,
  '0017_lottery_bet_references': lotteryBetReferences,
  '0018_lottery_chase_member': lotteryChaseMember,
  '0019_lean_wallet_outbox': leanWalletOutbox,
  '0020_statement_refusal': statementRefusal,
  '0021_lottery_game_version': lotteryGameVersion,
  '0022_session_notices': sessionNotices,
  '0023_statement_proven_references': statementProvenReferences,
  '0024_content_translations': contentTranslations,
  '0025_house_account_shards': houseAccountShards,
  '0026_game_catalogue': gameCatalogue,
  '0027_vendor_wallet': vendorWallet,
  '0028_vendor_transfer': vendorTransfer,
  '0029_vendor_reconciliation': vendorReconciliation,
  '0030_vendor_bet_settlement': vendorBetSettlement,
  '0031_vendor_game_list_popup': vendorGameListPopup,
  '0032_hourly_rollups': hourlyRollups,
  '0033_agent_contracts': agentContracts,
  '0034_agent_payouts': agentPayouts,
  '0035_agent_payout_writes': agentPayoutWrites,
  '0036_rollup_registrations': rollupRegistrations,
  '0037_team_feeds_by_time': teamFeedsByTime,
  '0038_rollup_active_days': rollupActiveDays,
  '0039_rollup_fill_indexes': rollupFillIndexes,
};
