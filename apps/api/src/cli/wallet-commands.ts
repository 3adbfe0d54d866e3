import { depositCommands } from '../modules/deposits/index.js';
import { ledgerCommands, type WalletCommand } from '../modules/ledger/index.js';
import { withdrawalCommands } from '../modules/withdrawals/index.js';

/**
 * Every command of `npm run wallet`. A module adds its own by exporting an array of
 * WalletCommand (modules/ledger/wallet-command.ts) and listing it here.
 */
export const walletCommands: WalletCommand[] = [
  ...ledgerCommands,
  ...depositCommands,
  ...withdrawalCommands,
];
