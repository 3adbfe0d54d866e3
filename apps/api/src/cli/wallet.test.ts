import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountType, ErrorCode } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createAccount } from '../../test/members.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/connection.js';
import { openDatabase } from '../db/database.js';
import { commandLineActor } from '../modules/audit/index.js';
import { merchantByCode } from '../modules/merchants/index.js';
import { createOperator } from '../modules/operators/index.js';
import { CheckExit, runLedgerCheck } from './ledger-check.command.js';
import { walletCommands } from './wallet-commands.js';
import { WalletExit, runWallet } from './wallet.command.js';

const dir = mkdtempSync(join(tmpdir(), 'sorteo-wallet-cli-'));
let target: TestDatabase;
let env: Record<string, string>;
let account: string;
let agentAccount: string;

/** Opens the CLI's database for a moment: PGlite on a folder is one process at a time. */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(loadConfig({ ...env, SEED_DEMO: 'true' }));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  target = await createTestDatabase();
  env = {
    LOG_LEVEL: 'silent',
    ...(target.env.DATABASE_URL ? target.env : { PGLITE_DIR: join(dir, 'db') }),
  };
  account = await withDb(async (db) => {
    const merchant = (await merchantByCode(db, 'SORTEO'))!;
    const password = 'cli-password-123';
    await createOperator(
      db,
      { merchantId: merchant.id, username: 'cashier1', password, role: 'operator' },
      commandLineActor(merchant.id),
    );
    await createOperator(
      db,
      { merchantId: merchant.id, username: 'viewer1', password, role: 'viewer' },
      commandLineActor(merchant.id),
    );
    agentAccount = (await createAccount(db, merchant.id, { type: AccountType.Agent })).account;
    return (await createAccount(db, merchant.id)).account;
  });
});
afterAll(async () => {
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function wallet(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runWallet(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function check() {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLedgerCheck({ env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run wallet', () => {
  it('lists every command once in its help', async () => {
    const names = walletCommands.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['adjust', 'balance']));
    const help = await wallet('help');
    expect(help.code).toBe(WalletExit.Ok);
    for (const c of walletCommands) expect(help.out).toContain(c.usage);
  });

  it('adjusts a wallet once per key and shows the balance', async () => {
    const args = [account, '1500', '--reason', 'Goodwill', '--key', 'cli-key-0001'];
    const first = await wallet('adjust', ...args, '--operator', 'cashier1');
    expect(first).toMatchObject({ code: WalletExit.Ok });
    expect(first.out).toMatch(
      new RegExp(`^Adjusted ${account} by 1500 VND \\(transaction \\d+\\)\\. Balance: 1500\\.$`),
    );

    const again = await wallet('adjust', ...args, '--operator=cashier1');
    expect(again.code).toBe(WalletExit.Ok);
    expect(again.out).toMatch(/^Already applied/);

    const shown = await wallet('balance', account, '--operator', 'viewer1');
    expect(shown.code).toBe(WalletExit.Ok);
    expect(shown.out).toContain(`${account}: 1500 VND`);
    expect(shown.out).toContain('adjustment 1500 → 1500 (Goodwill)');
  });

  it('refuses a debit beyond the balance, a role that may not move money, and bad usage', async () => {
    const tooMuch = await wallet(
      'adjust',
      account,
      '-9999',
      '--reason',
      'x',
      '--key',
      'cli-key-0002',
      '--operator',
      'cashier1',
    );
    expect(tooMuch.code).toBe(WalletExit.Refused);
    expect(tooMuch.err).toContain(ErrorCode.InsufficientFunds);

    const viewer = await wallet(
      'adjust',
      account,
      '10',
      '--reason',
      'x',
      '--key',
      'cli-key-0003',
      '--operator',
      'viewer1',
    );
    expect(viewer.code).toBe(WalletExit.Refused);

    const noReason = await wallet(
      'adjust',
      account,
      '10',
      '--key',
      'cli-key-0004',
      '--operator',
      'cashier1',
    );
    expect(noReason.code).toBe(WalletExit.Usage);
    expect(noReason.err).toContain('reason');

    const fraction = await wallet(
      'adjust',
      account,
      '1.5',
      '--reason',
      'x',
      '--key',
      'cli-key-0005',
      '--operator',
      'cashier1',
    );
    expect(fraction.code).toBe(WalletExit.Usage);

    expect((await wallet('balance', account)).code).toBe(WalletExit.Usage);
    expect((await wallet('balance', account, '--operator', 'nobody')).code).toBe(
      WalletExit.Unknown,
    );
    expect(
      (await wallet('balance', account, '--operator', 'cashier1', '--merchant', 'NOPE')).code,
    ).toBe(WalletExit.Unknown);
    expect((await wallet('explode', '--operator', 'cashier1')).code).toBe(WalletExit.Usage);

    const shown = await wallet('balance', account, '--operator', 'cashier1');
    expect(shown.out).toContain(`${account}: 1500 VND`);
  });

  it('pays an agent commission, and refuses it to a player', async () => {
    const pay = (who: string, key: string, ...flags: string[]) =>
      wallet(
        'adjust',
        who,
        '700',
        '--reason',
        'Comisión',
        '--key',
        key,
        ...flags,
        '--operator',
        'cashier1',
      );
    const paid = await pay(agentAccount, 'cli-key-0006', '--commission');
    expect(paid.code).toBe(WalletExit.Ok);
    const shown = await wallet('balance', agentAccount, '--operator', 'cashier1');
    expect(shown.out).toContain('commission 700 → 700 (Comisión)');

    const player = await pay(account, 'cli-key-0007', '--commission');
    expect(player.code).toBe(WalletExit.Refused);
    expect(player.err).toContain(ErrorCode.NonAgentAccount);
    const both = await pay(agentAccount, 'cli-key-0008', '--commission', '--bonus');
    expect(both.code).toBe(WalletExit.Usage);
  });
});

describe('npm run ledger:check', () => {
  it('passes a sound ledger and names the first row of a broken one', async () => {
    const sound = await check();
    expect(sound.code).toBe(CheckExit.Ok);
    expect(sound.out).toMatch(/^Ledger OK: \d+ accounts, \d+ transactions, \d+ entries/);

    // Balances are the one ledger column an UPDATE can reach; tamper with one.
    await withDb((db) =>
      sql`update ledger_account set balance = balance + 7 where kind = 'house:payouts'`.execute(db),
    );
    const broken = await check();
    expect(broken.code).toBe(CheckExit.Broken);
    expect(broken.err).toContain('account balance equals the sum of its entries: account_id=');
    expect(broken.err).toContain("each merchant's ledger sums to zero per currency");
  });
});
