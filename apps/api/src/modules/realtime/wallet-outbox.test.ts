import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import type { Db } from '../../db/connection.js';
import { credit } from '../ledger/ledger-test-kit.js';
import { startWalletOutbox } from './wallet-outbox.js';
import { pruneEvents, type WalletEvent } from './wallet-outbox.repo.js';

let ctx: TestContext;
let merchantId: number;
let memberId: number;
let transactionId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
  memberId = (await createAccount(ctx.db, merchantId)).id;
  const result = await credit(ctx.ledger, { merchantId, memberId, amount: 1, key: 'outbox:seed' });
  if (result.status !== 'committed') throw new Error('seed credit failed');
  transactionId = result.transactionId;
});
afterAll(() => ctx.close());

/** An outbox row as the ledger writes it; the balance tells the rows apart. */
async function insertEvent(db: Db, balance: number, createdAt?: Date): Promise<number> {
  const row = await db
    .insertInto('wallet_event')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      currency: 'USD',
      balance,
      transaction_id: transactionId,
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function started(options: { gapWaitMs?: number } = {}) {
  const delivered: WalletEvent[] = [];
  const outbox = await startWalletOutbox({
    db: ctx.db,
    log: ctx.app.log,
    deliver: (event) => delivered.push(event),
    intervalMs: 20,
    ...options,
  });
  return { outbox, delivered };
}

async function eventually(check: () => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const balances = (events: WalletEvent[]) => events.map((e) => e.balance);

describe('wallet outbox', () => {
  it('starts after the newest row and delivers each later row once, in order', async () => {
    await insertEvent(ctx.db, 100);
    const { outbox, delivered } = await started();
    try {
      await insertEvent(ctx.db, 101);
      await insertEvent(ctx.db, 102);
      for (let i = 0; i < 5; i++) outbox.wake();
      await eventually(() => expect(balances(delivered)).toEqual([101, 102]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(balances(delivered)).toEqual([101, 102]);
      expect(delivered[0]).toMatchObject({ merchantId, memberId, currency: 'USD', transactionId });
    } finally {
      await outbox.stop();
    }
  });

  it('skips an id whose transaction rolled back without holding back later rows', async () => {
    const { outbox, delivered } = await started({ gapWaitMs: 50 });
    try {
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          await insertEvent(trx, 200);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await insertEvent(ctx.db, 201);
      await eventually(() => expect(balances(delivered)).toEqual([201]));
    } finally {
      await outbox.stop();
    }
  });

  it('keeps rows younger than the window and deletes older ones', async () => {
    const old = await insertEvent(ctx.db, 300, new Date(Date.now() - 2 * 60 * 60_000));
    const young = await insertEvent(ctx.db, 301, new Date(Date.now() - 10 * 60_000));
    expect(await pruneEvents(ctx.db, 60 * 60_000)).toBeGreaterThanOrEqual(1);
    const ids = (await ctx.db.selectFrom('wallet_event').select('id').execute()).map((r) =>
      Number(r.id),
    );
    expect(ids).not.toContain(old);
    expect(ids).toContain(young);
  });
});

describe('wakes', () => {
  /** The test database, counting the outbox's reads of wallet_event. */
  function countingPolls() {
    const counter = { polls: 0 };
    const db = new Proxy(ctx.db, {
      get(target, prop) {
        if (prop === 'executeQuery') {
          return (query: { sql: string }) => {
            if (query.sql.includes('from wallet_event')) counter.polls++;
            return target.executeQuery(query as never);
          };
        }
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { db, counter };
  }

  it('of one moment make one poll, and a wake after it still delivers the next row', async () => {
    const { db, counter } = countingPolls();
    const delivered: WalletEvent[] = [];
    // No timer poll during the test: only wakes read the outbox.
    const outbox = await startWalletOutbox({
      db,
      log: ctx.app.log,
      deliver: (event) => delivered.push(event),
      intervalMs: 60_000,
    });
    try {
      await insertEvent(ctx.db, 301);
      for (let i = 0; i < 20; i++) outbox.wake();
      await eventually(() => expect(balances(delivered)).toEqual([301]));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(counter.polls).toBe(1);

      await insertEvent(ctx.db, 302);
      outbox.wake();
      outbox.wake();
      await eventually(() => expect(balances(delivered)).toEqual([301, 302]));
      expect(counter.polls).toBe(2);
    } finally {
      await outbox.stop();
    }
  });
});

// PGlite runs one transaction at a time, so commits cannot overtake each other there.
describe.skipIf(process.env.SORTEO_TEST_DB !== 'postgres')('commits out of id order', () => {
  it('delivers a row whose transaction commits after a later id was delivered', async () => {
    const { outbox, delivered } = await started();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedEarly = new Promise<void>((resolve) => (inserted = resolve));
    try {
      const slow = ctx.db.transaction().execute(async (trx) => {
        await insertEvent(trx, 400);
        inserted();
        await held;
      });
      await insertedEarly;
      await insertEvent(ctx.db, 401);
      await eventually(() => expect(balances(delivered)).toEqual([401]));

      release();
      await slow;
      await eventually(() => expect(balances(delivered)).toEqual([401, 400]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(balances(delivered)).toEqual([401, 400]);
    } finally {
      release();
      await outbox.stop();
    }
  });
});
