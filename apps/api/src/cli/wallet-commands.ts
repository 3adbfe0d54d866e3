import { depositCommands } from '../modules/deposits/deposits.commands.js';
import { ledgerCommands } from '../modules/ledger/ledger.commands.js';
import type { WalletCommand } from '../modules/ledger/wallet-command.js';
import { withdrawalCommands } from '../modules/withdrawals/withdrawals.commands.js';

/**
 * Every command of `npm run wallet`. A module adds its own by exporting an array of
 * WalletCommand (modules/ledger/wallet-command.ts) and listing it here.
 */
export const walletCommands: WalletCommand[] = [
  ...ledgerCommands,
  ...depositCommands,
  ...withdrawalCommands,
];
