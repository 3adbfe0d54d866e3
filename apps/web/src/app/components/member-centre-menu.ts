import { paths } from '../../lib/paths';

/**
 * SPEC §2 "Personal centre menu": the entries whose pages exist, in the spec's order.
 * `key` is the entry's text key under `memberCentre.entries`.
 */
export const memberCentreEntries = [
  { key: 'in_my_account', path: paths.securityCenter },
  { key: 'in_my_wallet', path: paths.transferFund },
  { key: 'in_increase_deposit', path: paths.deposit },
  { key: 'in_increase_withdrawal', path: paths.withdraw },
  { key: 'in_betting_record', path: paths.bettingRecord },
  { key: 'in_account_record', path: paths.transactionHistory },
  { key: 'in_personal_loss', path: paths.personalProfit },
  { key: 'in_bonus_details', path: paths.bonusDetails },
] as const;

export type MemberCentreEntry = (typeof memberCentreEntries)[number]['key'];
