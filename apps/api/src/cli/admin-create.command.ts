import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { operatorRoles, type OperatorRole } from '@sorteo/shared';
import { openDatabase } from '../db/database.js';
import { AppError } from '../lib/errors.js';
import { commandLineActor } from '../modules/audit/index.js';
import { merchantByCode } from '../modules/merchants/index.js';
import { createOperator } from '../modules/operators/index.js';
import { cliConfig, cliDatabase } from './cli-config.js';

/**
 * Exit codes: 0 created, 1 unexpected failure, 2 bad usage, 3 username taken, 4 no such
 * merchant, 5 the embedded database is open in another process (the server).
 */
export const ExitCode = {
  Ok: 0,
  Failure: 1,
  Usage: 2,
  Duplicate: 3,
  UnknownMerchant: 4,
  InUse: 5,
} as const;

const usage = `Usage: npm run admin:create -- --user NAME [--role owner|operator|editor|viewer]
                              [--merchant CODE] [--password-stdin]
Creates an operator account. Without --password-stdin a strong password is generated
and printed once.`;

export type CliIo = {
  /** Defaults to the process environment (read by config.ts). */
  env?: Record<string, string | undefined>;
  readStdin: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
};

export async function runAdminCreate(argv: string[], io: CliIo): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        user: { type: 'string' },
        role: { type: 'string', default: 'owner' },
        merchant: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}`);
    return ExitCode.Usage;
  }
  if (args.help) {
    io.out(usage);
    return ExitCode.Ok;
  }
  const username = args.user?.trim();
  if (!username || !/^[a-zA-Z][a-zA-Z0-9_.-]{2,63}$/.test(username)) {
    io.err(`--user must be 3-64 letters, digits, _ . or -, starting with a letter.\n${usage}`);
    return ExitCode.Usage;
  }
  const role = args.role as OperatorRole;
  if (!operatorRoles.includes(role)) {
    io.err(`--role must be one of: ${operatorRoles.join(', ')}`);
    return ExitCode.Usage;
  }

  let password: string;
  let generated = false;
  if (args['password-stdin']) {
    password = (await io.readStdin()).replace(/\r?\n$/, '');
    if (password.length < 12 || password.length > 128) {
      io.err('The password read from stdin must be 12 to 128 characters long.');
      return ExitCode.Usage;
    }
  } else {
    password = randomBytes(18).toString('base64url');
    generated = true;
  }

  const config = cliConfig(io);
  if (!config) return ExitCode.Usage;

  const merchantCode = (args.merchant ?? config.defaultMerchant).toUpperCase();
  const db = await cliDatabase(io, () => openDatabase(config));
  if (!db) return ExitCode.InUse;
  try {
    const merchant = await merchantByCode(db, merchantCode);
    if (!merchant) {
      io.err(`No merchant with code "${merchantCode}".`);
      return ExitCode.UnknownMerchant;
    }
    const operator = await createOperator(
      db,
      { merchantId: merchant.id, username, password, role },
      commandLineActor(merchant.id),
    );
    io.out(
      `Created ${operator.role} "${operator.username}" for merchant ${operator.merchantCode}.`,
    );
    if (generated) io.out(`Password (shown only now): ${password}`);
    return ExitCode.Ok;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) {
      io.err(`An operator named "${username}" already exists; choose another --user.`);
      return ExitCode.Duplicate;
    }
    io.err(`Could not create the operator: ${(error as Error).message}`);
    return ExitCode.Failure;
  } finally {
    await db.destroy();
  }
}
