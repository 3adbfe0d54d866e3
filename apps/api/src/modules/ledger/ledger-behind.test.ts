import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createDb } from '../../db/connection.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { credit, debit, expectLedgerSound } from './ledger-test-kit.js';
import { Ledger, walletBalance } from './ledger.service.js';
import type { PostingResult } from './ledger.types.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

const onPostgres = process.env.SORTEO_TEST_DB === 'postgres';

async function fundedMembers(count: number, amount: number, tag: string): Promise<number[]> {
  const members = await Promise.all(
    Array.from({ length: count }, async () => (await createAccount(ctx.db, merchantId)).id),
  );
  await Promise.all(
    members.map((memberId) =>
      credit(ctx.ledger, { merchantId, memberId, amount, key: `${tag}:fund:${memberId}` }),
    ),
  );
  return members;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `clients` callers, each debiting 1 from a member after another and waiting for each
 * answer, as players behind HTTP connections do, until `more` says stop. Each waits a
 * moment of its own between debits, as answers and requests take their time over HTTP, so
 * postings keep arriving while a batch is written instead of all at once.
 */
async function stream(
  members: number[],
  clients: number,
  tag: string,
  more: (sent: number) => boolean,
): Promise<{ memberId: number; result: PostingResult }[]> {
  const answered: { memberId: number; result: PostingResult }[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (;;) {
        await pause(c % 4);
        if (!more(sent)) return;
        const n = sent++;
        // In turn, so no wallet runs out however the clients interleave.
        const memberId = members[n % members.length]!;
        const result = await debit(ctx.ledger, {
          merchantId,
          memberId,
          amount: 1,
          key: `${tag}:${n}`,
        });
        answered.push({ memberId, result });
      }
    }),
  );
  return answered;
}

describe('batches behind batches', () => {
  it('sends batches behind the one being written on PostgreSQL, each wallet moving exactly', async () => {
    const members = await fundedMembers(40, 100, 'behind');
    const before = { ...ctx.ledger.stats };

    const answered = await stream(members, 30, 'behind', (sent) => sent < 900);

    const stats = ctx.ledger.stats;
    const behind = stats.behind - before.behind;
    // PGlite is one session: nothing can go behind there.
    if (onPostgres) expect(behind).toBeGreaterThan(0);
    else expect(behind).toBe(0);
    expect(answered).toHaveLength(900);
    expect(answered.every((a) => a.result.status === 'committed')).toBe(true);
    for (const memberId of members) {
      const mine = answered.filter((a) => a.memberId === memberId);
      // Each debit of a wallet saw every one before it: its answers are 99, 98, … once each.
      const balances = mine
        .map((a) => (a.result.status === 'committed' ? a.result.wallets[0]!.balance : -1))
        .sort((x, y) => y - x);
      expect(balances).toEqual(mine.map((_, i) => 99 - i));
      expect(await walletBalance(ctx.db, merchantId, memberId, 'USD')).toBe(100 - mine.length);
    }
    await expectLedgerSound(ctx.db);
  });

  it("sends a hot wallet's debits behind one another, the wallet moving exactly", async () => {
    const [memberId] = await fundedMembers(1, 1_000, 'hot');
    const before = { ...ctx.ledger.stats };

    const answered = await stream([memberId!], 30, 'hot', (sent) => sent < 600);

    const behind = ctx.ledger.stats.behind - before.behind;
    if (onPostgres) expect(behind).toBeGreaterThan(0);
    else expect(behind).toBe(0);
    // Every debit saw all those before it: the answers are 999 down to 400, once each.
    const balances = answered
      .map((a) => (a.result.status === 'committed' ? a.result.wallets[0]!.balance : -1))
      .sort((x, y) => y - x);
    expect(balances).toEqual(answered.map((_, i) => 999 - i));
    expect(await walletBalance(ctx.db, merchantId, memberId!, 'USD')).toBe(400);
    await expectLedgerSound(ctx.db);
  });

  it.skipIf(!onPostgres)(
    'keeps a hot wallet exact while another process moves it under the batches',
    async () => {
      const [memberId] = await fundedMembers(1, 1_000, 'hot-moved');
      // A second pool is a second process: its deposits move the wallet behind this
      // committer's memory, so batches ahead give way and those behind them with them.
      const other = await createDb(ctx.config.database);
      const otherLedger = new Ledger(other, ctx.openPipelined());
      let deposits = 0;
      let streaming = true;
      const depositing = (async () => {
        while (streaming) {
          await credit(otherLedger, {
            merchantId,
            memberId: memberId!,
            amount: 3,
            key: `hot-moved:in:${deposits}`,
          });
          deposits += 1;
          await pause(2);
        }
      })();
      try {
        const answered = await stream([memberId!], 30, 'hot-moved', (sent) => sent < 600);
        streaming = false;
        await depositing;
        expect(answered.every((a) => a.result.status === 'committed')).toBe(true);
        expect(deposits).toBeGreaterThan(0);
        expect(await walletBalance(ctx.db, merchantId, memberId!, 'USD')).toBe(
          1_000 + 3 * deposits - 600,
        );
        await expectLedgerSound(ctx.db);
      } finally {
        streaming = false;
        await depositing;
        await other.destroy();
      }
    },
  );

  it('writes a posting with work of its own while unlocked batches keep coming', async () => {
    const members = await fundedMembers(20, 10_000, 'starve');
    const memberId = members[0]!;
    let lockedDone = false;
    let worked = false;
    const streaming = stream(
      members.slice(1),
      30,
      'starve',
      (sent) => !lockedDone && sent < 20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await ctx.ledger.post(
      {
        merchantId,
        currency: 'USD',
        key: 'starve:locked',
        kind: 'deposit',
        legs: [
          { account: { house: 'clearing:deposits' }, amount: -5 },
          { account: { wallet: memberId }, amount: 5 },
        ],
      },
      { within: async () => void (worked = true) },
    );
    lockedDone = true;
    const answered = await streaming;
    expect(result.status).toBe('committed');
    expect(worked).toBe(true);
    // It went in while the others still came, not after all of them had been written.
    expect(answered.length).toBeLessThan(20_000);
    expect(await walletBalance(ctx.db, merchantId, memberId, 'USD')).toBe(10_005);
    await expectLedgerSound(ctx.db);
  });

  it.skipIf(!onPostgres)('keeps writing when its kept connection is cut', async () => {
    const members = await fundedMembers(10, 100, 'cut');
    const before = await stream(members, 10, 'cut:before', (sent) => sent < 50);
    // Every other connection to this database goes, the ledger's kept one among them.
    await terminateOthers();
    await pause(50);

    const after = await stream(members, 10, 'cut:after', (sent) => sent < 50);
    const answered = [...before, ...after];
    expect(answered.every((a) => a.result.status === 'committed')).toBe(true);
    for (const memberId of members) {
      const debited = answered.filter((a) => a.memberId === memberId).length;
      expect(await walletBalance(ctx.db, merchantId, memberId, 'USD')).toBe(100 - debited);
    }
    await expectLedgerSound(ctx.db);
  });

  it.skipIf(!onPostgres)(
    'survives connections cut in the middle of a load, retries answering as first',
    async () => {
      const members = await fundedMembers(10, 100, 'midcut');
      let cut: Promise<unknown> | undefined;
      const failed: { memberId: number; key: string }[] = [];
      const answered: { memberId: number; result: PostingResult }[] = [];
      let sent = 0;
      await Promise.all(
        Array.from({ length: 20 }, async (_, c) => {
          for (;;) {
            await pause(c % 3);
            if (sent === 300) return;
            const n = sent++;
            // Every connection goes while debits are being written, checked-out ones included.
            if (n === 120) cut = terminateOthers();
            // In turn: 30 debits a wallet of 100, however the connections interleave.
            const memberId = members[n % members.length]!;
            const key = `midcut:${n}`;
            try {
              answered.push({
                memberId,
                result: await debit(ctx.ledger, { merchantId, memberId, amount: 1, key }),
              });
            } catch {
              failed.push({ memberId, key });
            }
          }
        }),
      );
      await cut;
      // What was not answered is sent again under its key, as a client that saw no answer does
      // (again, should its retry meet a connection the cut has ended but the pool still holds).
      for (const { memberId, key } of failed) {
        answered.push({
          memberId,
          result: await retried(() => debit(ctx.ledger, { merchantId, memberId, amount: 1, key })),
        });
      }
      expect(answered).toHaveLength(300);
      expect(answered.every((a) => a.result.status === 'committed')).toBe(true);
      for (const memberId of members) {
        const debited = answered.filter((a) => a.memberId === memberId).length;
        expect(await walletBalance(ctx.db, merchantId, memberId, 'USD')).toBe(100 - debited);
      }
      await expectLedgerSound(ctx.db);
    },
  );
});

/** `send`, sent again after a pause while it fails, up to five times. */
async function retried<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt === 5) throw error;
      await pause(50);
    }
  }
}

function terminateOthers(): Promise<unknown> {
  return sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(ctx.db);
}
