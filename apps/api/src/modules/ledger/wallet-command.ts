import type { Db } from '../../db/connection.js';
import type { Actor } from '../audit/index.js';

/** What a command of `npm run wallet` works with: the database, the merchant and who acts. */
export type WalletCommandContext = {
  db: Db;
  merchantId: number;
  /** The operator named by `--operator`, recorded in the audit log of any change. */
  actor: Actor;
  /** The words after the command name, global options removed. */
  args: string[];
};

/**
 * One command of the wallet CLI. `run` answers the text to print; a refusal is thrown as an
 * AppError (printed with its code) or a CliUsageError (printed with the usage).
 */
export type WalletCommand = {
  name: string;
  usage: string;
  /** Open to every operator role; otherwise only roles that may move money (Can.moveMoney). */
  readOnly?: boolean;
  run(ctx: WalletCommandContext): Promise<string>;
};

/** Wrong arguments for a command: the CLI prints the message and the command's usage. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}
