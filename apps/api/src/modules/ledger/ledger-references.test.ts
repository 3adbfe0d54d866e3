import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { openDatabase } from '../../db/database.js';
import { failureOf, rolledBack } from '../../../test/rolled-back.js';
import { checkLedger } from './ledger-check.js';
import { credit, expectLedgerSound } from './ledger-test-kit.js';
import { committedOrThrow, Ledger } from './ledger.service.js';

/**
 * The keys of migrations 0016, 0019 and 0023 (docs/decisions/0010-ledger-references.md,
 * 0012-lean-wallet-outbox.md, 0019-references-the-statement-proves.md): an entry is keyed to
 * its account and the account's merchant together, and to nothing else; a transaction and a
 * wallet event are keyed to nothing, and the ledger check proves that what they name exists.
 */

/** PostgreSQL: foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

let target: TestDatabase;
let db: Db;
/** A wallet of merchant `mine`, credited once by `transactionId`. */
let mine: number;
let other: number;
let walletId: number;
let otherWalletId: number;
let transactionId: number;

const walletOf = async (merchantId: number, memberId: number) =>
  Number(
    (
      await db
        .selectFrom('ledger_account')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .where('kind', '=', 'wallet')
        .executeTakeFirstOrThrow()
    ).id,
  );

beforeAll(async () => {
  target = await createTestDatabase();
  db = await openDatabase(loadConfig({ LOG_LEVEL: 'silent', ...target.env }));
  mine = (await createMerchant(db)).id;
  other = (await createMerchant(db)).id;
  const member = (await createAccount(db, mine)).id;
  const otherMember = (await createAccount(db, other)).id;
  transactionId = committedOrThrow(
    await credit(new Ledger(db), {
      merchantId: mine,
      memberId: member,
      amount: 500,
      key: 'refs:1',
    }),
  ).transactionId;
  await credit(new Ledger(db), {
    merchantId: other,
    memberId: otherMember,
    amount: 300,
    key: 'refs:2',
  });
  walletId = await walletOf(mine, member);
  otherWalletId = await walletOf(other, otherMember);
});
afterAll(async () => {
  await db?.destroy();
  await target?.drop();
});

const insertEntry = (into: Db, e: { merchantId: number; accountId: number }) =>
  sql`insert into ledger_entry (merchant_id, transaction_id, account_id, amount, balance_after)
    values (${e.merchantId}, ${transactionId}, ${e.accountId}, 1, 501)`.execute(into);

describe('ledger references (migrations 0016, 0019 and 0023)', () => {
  it('keeps one key per entry, to its account and merchant, and none from a transaction or a wallet event', async () => {
    const keys = async (table: string) =>
      (
        await sql<{ conname: string }>`select conname from pg_constraint
          where conrelid = ${table}::regclass and contype = 'f' order by conname`.execute(db)
      ).rows.map((r) => r.conname);
    expect(await keys('ledger_entry')).toEqual(['ledger_entry_account_fkey']);
    expect(await keys('ledger_transaction')).toEqual([]);
    expect(await keys('wallet_event')).toEqual([]);
  });

  it('indexes the wallet outbox by id, and by age in block ranges for the prune', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef
      from pg_indexes where tablename = 'wallet_event' order by indexname`.execute(db);
    expect(rows.map((r) => r.indexname)).toEqual(['wallet_event_created', 'wallet_event_pkey']);
    expect(rows[0]!.indexdef).toContain('USING brin (created_at)');
  });

  it('refuses an entry whose merchant is not its account’s merchant', async () => {
    await expect(insertEntry(db, { merchantId: other, accountId: walletId })).rejects.toMatchObject(
      { code: FOREIGN_KEY_VIOLATION, constraint: 'ledger_entry_account_fkey' },
    );
    await expect(
      insertEntry(db, { merchantId: mine, accountId: 999_999_999 }),
    ).rejects.toMatchObject({ code: FOREIGN_KEY_VIOLATION });
    // The same row with the account's own merchant is accepted (and rolled back).
    await rolledBack(db, (trx) => insertEntry(trx, { merchantId: mine, accountId: walletId }));
    await expectLedgerSound(db);
  });

  it('names an entry of another merchant than its transaction’s', async () => {
    // The account's merchant matches the entry's, so the key lets it in; the check does not.
    const check = await rolledBack(db, async (trx) => {
      await insertEntry(trx, { merchantId: other, accountId: otherWalletId });
      return checkLedger(trx);
    });
    expect(check.problems).toContainEqual({
      rule: "an entry has its transaction's merchant",
      row: expect.objectContaining({ merchant_id: other, expected: mine }),
    });
    await expectLedgerSound(db);
  });

  it('names an entry whose transaction does not exist', async () => {
    const check = await rolledBack(db, async (trx) => {
      await sql`insert into ledger_entry (merchant_id, transaction_id, account_id, amount,
          balance_after)
        values (${mine}, 999999999, ${walletId}, 1, 501)`.execute(trx);
      return checkLedger(trx);
    });
    // Its amount also breaks the wallet's balance; the rule names the missing transaction.
    const orphan = check.problems.find(
      (p) => p.rule === 'an entry names a transaction that exists',
    );
    expect(Number(orphan?.row.transaction_id)).toBe(999_999_999);
  });

  it('names a transaction whose merchant does not exist', async () => {
    const check = await rolledBack(db, async (trx) => {
      await sql`insert into ledger_transaction (merchant_id, idempotency_key, payload_hash, kind,
          status, failure_code, currency)
        values (999999999, 'refs:nobody', 'x', 'debit', 'failed', 'insufficient_funds', 'USD')`.execute(
        trx,
      );
      return checkLedger(trx);
    });
    expect(check.problems).toEqual([
      {
        rule: "a transaction's merchant exists",
        row: { transaction_id: expect.anything(), merchant_id: 999_999_999 },
      },
    ]);
  });

  it('refuses to delete a merchant that transactions name', async () => {
    const failure = await failureOf(db, (trx) =>
      sql`delete from merchant where id = ${other}`.execute(trx),
    );
    expect(failure).toMatchObject({
      code: FOREIGN_KEY_VIOLATION,
      message: expect.stringContaining('is still named by ledger_transaction'),
    });
  });

  const insertEvent = async (e: { merchantId: number; transactionId: number }) => {
    const { rows } = await sql<{ id: number | string }>`insert into wallet_event
        (merchant_id, member_id, currency, balance, transaction_id)
      values (${e.merchantId}, 1, 'USD', 500, ${e.transactionId}) returning id`.execute(db);
    return rows[0]!.id;
  };

  it.each([
    // Functions: the table is built before `beforeAll` sets the ids.
    ['of another merchant than its transaction’s', () => other, () => transactionId, () => mine],
    ['whose transaction does not exist', () => mine, () => 999_999_999, () => null],
  ])('names a wallet event %s', async (_case, merchantOf, transactionOf, expectedOf) => {
    const eventId = await insertEvent({ merchantId: merchantOf(), transactionId: transactionOf() });
    try {
      const check = await checkLedger(db);
      expect(check.problems).toEqual([
        {
          rule: 'a wallet event names a transaction of its merchant',
          row: {
            wallet_event_id: eventId,
            transaction_id: expect.anything(),
            merchant_id: merchantOf(),
            expected: expectedOf(),
          },
        },
      ]);
      expect(Number(check.problems[0]!.row.transaction_id)).toBe(transactionOf());
    } finally {
      await sql`delete from wallet_event where id = ${eventId}`.execute(db);
    }
    await expectLedgerSound(db);
  });
});
