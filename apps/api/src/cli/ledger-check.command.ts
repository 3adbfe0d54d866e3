import { createDb } from '../db/connection.js';
import { checkLedger } from '../modules/ledger/index.js';
import type { CliIo } from './admin-create.command.js';
import { cliConfig, cliDatabase } from './cli-config.js';

/**
 * Exit codes: 0 sound, 1 a rule is broken (or the check could not run), 2 bad configuration,
 * 5 the embedded database is open in another process (the server), as for the other CLIs.
 */
export const CheckExit = { Ok: 0, Broken: 1, Usage: 2, InUse: 5 } as const;

/** PostgreSQL: relation does not exist. */
const UNDEFINED_TABLE = '42P01';

const show = (row: Record<string, unknown>) =>
  Object.entries(row)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');

/**
 * `npm run ledger:check`: recomputes the configured database's ledger from its entries and
 * prints a summary, or the first row breaking each rule. Reads only; never migrates.
 */
export async function runLedgerCheck(io: Omit<CliIo, 'readStdin'>): Promise<number> {
  const config = cliConfig(io);
  if (!config) return CheckExit.Usage;
  const db = await cliDatabase(io, () => createDb(config.database));
  if (!db) return CheckExit.InUse;
  try {
    const check = await checkLedger(db);
    const summary = `${check.accounts} accounts, ${check.transactions} transactions, ${check.entries} entries`;
    if (check.problems.length === 0) {
      io.out(
        `Ledger OK: ${summary}; every balance matches its entries and the ledger sums to zero.`,
      );
      return CheckExit.Ok;
    }
    io.err(`Ledger BROKEN (${summary}):`);
    for (const p of check.problems) io.err(`  ${p.rule}: ${show(p.row)}`);
    return CheckExit.Broken;
  } catch (error) {
    const missing = (error as { code?: string }).code === UNDEFINED_TABLE;
    io.err(
      missing
        ? 'Ledger check failed: this database has no ledger tables yet (start the server once to migrate it).'
        : `Ledger check failed: ${(error as Error).message}`,
    );
    return CheckExit.Broken;
  } finally {
    await db.destroy();
  }
}
