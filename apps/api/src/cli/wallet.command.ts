import { Can, findOperatorByUsername } from '../modules/operators/index.js';
import { createDb } from '../db/connection.js';
import { AppError } from '../lib/errors.js';
import { merchantByCode } from '../modules/merchants/index.js';
import { CliUsageError, type WalletCommand } from '../modules/ledger/index.js';
import type { CliIo } from './admin-create.command.js';
import { cliConfig, cliDatabase } from './cli-config.js';
import { walletCommands } from './wallet-commands.js';

/**
 * Exit codes: 0 done, 1 unexpected failure, 2 bad usage, 3 refused (the error code is
 * printed), 4 unknown merchant or operator, 5 the embedded database is open in another
 * process (the server).
 */
export const WalletExit = {
  Ok: 0,
  Failure: 1,
  Usage: 2,
  Refused: 3,
  Unknown: 4,
  InUse: 5,
} as const;

const usageOf = (commands: WalletCommand[]) =>
  [
    'Usage: npm run wallet -- <command> [arguments] --operator NAME [--merchant CODE]',
    'Commands:',
    ...commands.map((c) => `  ${c.usage}`),
    'Amounts are integers in minor units of the merchant currency.',
  ].join('\n');

/** Takes `--name value` or `--name=value` out of the arguments, wherever it stands. */
function takeOption(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const [flag] = args.splice(i, 1);
  if (flag!.includes('=')) return flag!.slice(name.length + 3);
  const [value] = args.splice(i, 1);
  return value;
}

/**
 * `npm run wallet -- <command> ...`: operator money tools from a shell, acting as the named
 * operator so the audit log says who did it. Uses the configured database (DATABASE_URL,
 * or PGLITE_DIR: stop the server first, PGlite is one process) without migrating it.
 */
export async function runWallet(
  argv: string[],
  io: Omit<CliIo, 'readStdin'>,
  commands: WalletCommand[] = walletCommands,
): Promise<number> {
  const args = [...argv];
  const operatorName = takeOption(args, 'operator');
  const merchantOption = takeOption(args, 'merchant');
  const [name, ...rest] = args;
  if (!name || name === 'help' || name === '--help') {
    io.out(usageOf(commands));
    return name ? WalletExit.Ok : WalletExit.Usage;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}".\n${usageOf(commands)}`);
    return WalletExit.Usage;
  }
  if (!operatorName) {
    io.err(`--operator NAME is required.\nUsage: ${command.usage}`);
    return WalletExit.Usage;
  }

  const config = cliConfig(io);
  if (!config) return WalletExit.Usage;
  const merchantCode = (merchantOption ?? config.defaultMerchant).toUpperCase();
  const db = await cliDatabase(io, () => createDb(config.database));
  if (!db) return WalletExit.InUse;
  try {
    const merchant = await merchantByCode(db, merchantCode);
    if (!merchant) {
      io.err(`No merchant with code "${merchantCode}".`);
      return WalletExit.Unknown;
    }
    const operator = await findOperatorByUsername(db, operatorName);
    if (!operator || operator.merchant_id !== merchant.id || operator.disabled) {
      io.err(`No active operator "${operatorName}" on merchant ${merchantCode}.`);
      return WalletExit.Unknown;
    }
    if (!command.readOnly && !(Can.moveMoney as readonly string[]).includes(operator.role)) {
      io.err(`Operator "${operator.username}" (${operator.role}) may not move money.`);
      return WalletExit.Refused;
    }
    const actor = {
      operatorId: operator.id,
      username: operator.username,
      merchantId: merchant.id,
      ip: '127.0.0.1',
    };
    io.out(await command.run({ db, merchantId: merchant.id, actor, args: rest }));
    return WalletExit.Ok;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`${error.message}\nUsage: ${command.usage}`);
      return WalletExit.Usage;
    }
    if (error instanceof AppError && error.statusCode < 500) {
      io.err(`${error.code}: ${error.message}`);
      return WalletExit.Refused;
    }
    io.err(`Failed: ${(error as Error).message}`);
    return WalletExit.Failure;
  } finally {
    await db.destroy();
  }
}
