import { drawResult, seedHashOf, type SocketServerMessage } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { until } from '../../../test/wait.js';
import { runJob } from '../../jobs/job-runner.js';
import { TestSocket } from '../realtime/socket-test-kit.js';
import { signedInMember } from '../wallet/wallet-test-kit.js';
import { startPeriodFeed } from './period-feed.js';
import { createPeriodsJob, drawPeriodsJob } from './period-jobs.js';

let ctx: TestContext;
let url: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace(/^http/, 'ws')}/wps/ws`;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => ctx.close());

type Period = {
  gameCode: string;
  periodNo: string;
  status: string;
  seedHash: string | null;
  seed: string | null;
  result: unknown;
};
type Message = { type: string; period?: Period };

async function signedInSocket(merchant: { id: number; code: string }): Promise<TestSocket> {
  const who = await signedInMember(ctx.db, merchant.id);
  const socket = await TestSocket.open(url, { merchant: merchant.code });
  open.push(socket);
  socket.send({ type: 'auth', token: who.token });
  await socket.message((m) => m.type === 'ready');
  return socket;
}

const hashesOf = async (merchantId: number) =>
  new Set(
    (
      await ctx.db
        .selectFrom('lottery_period')
        .select('seed_hash')
        .where('merchant_id', '=', merchantId)
        .execute()
    ).map((r) => r.seed_hash),
  );

describe('the lottery feed on the live socket', () => {
  it('tells every socket of the merchant about new periods, results with their seed, and voids', async () => {
    const merchant = await createMerchant(ctx.db);
    const other = await createMerchant(ctx.db);
    const [first, second, elsewhere] = [
      await signedInSocket(merchant),
      await signedInSocket(merchant),
      await signedInSocket(other),
    ];

    const now = new Date('2032-01-05T15:00:30Z');
    await runJob(ctx.db, createPeriodsJob, now);
    const opened = await first.message<Message>(
      (m) => m.type === 'lottery_period' && m.period?.gameCode === '5D_1M',
    );
    expect(opened.period).toMatchObject({ status: 'pending', seed: null, result: null });
    expect(opened.period!.seedHash).toMatch(/^[0-9a-f]{64}$/);

    await runJob(ctx.db, drawPeriodsJob, new Date(now.getTime() + 60_000));
    for (const socket of [first, second]) {
      const drawn = await socket.message<Message>(
        (m) => m.type === 'lottery_result' && m.period?.gameCode === 'K3_1M',
      );
      const period = drawn.period!;
      expect(period).toMatchObject({ status: 'drawn', periodNo: '20320105-0601' });
      expect(seedHashOf(period.seed!)).toBe(period.seedHash);
      expect(period.result).toEqual(drawResult('K3', period.seed!, 'K3_1M', period.periodNo));
    }

    await sql`update lottery_period set status = 'void', voided_at = now(),
      void_reason = 'test', updated_at = now()
      where merchant_id = ${merchant.id} and period_no = '20320105-0121'
        and game_id = (select id from lottery_game where merchant_id = ${merchant.id} and game_code = 'VN_5M')`.execute(
      ctx.db,
    );
    const voided = await first.message<Message>(
      (m) => m.type === 'lottery_period' && m.period?.status === 'void',
    );
    expect(voided.period).toMatchObject({ gameCode: 'VN_5M', periodNo: '20320105-0121' });

    // Nothing of one merchant reaches another's sockets.
    await elsewhere.message<Message>((m) => m.type === 'lottery_result');
    const mine = await hashesOf(merchant.id);
    const leaked = (elsewhere.received as Message[]).filter(
      (m) => m.period?.seedHash && mine.has(m.period.seedHash),
    );
    expect(leaked).toEqual([]);
    // Each change once: one result per drawn period.
    const results = (first.received as Message[]).filter((m) => m.type === 'lottery_result');
    const keys = results.map((m) => `${m.period!.gameCode}:${m.period!.periodNo}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe('read directly', () => {
    type Sent = Extract<SocketServerMessage, { period: unknown }>;

    /** A feed on the merchants `connected` answers, with what it sent. */
    async function feedOf(connected: () => number[], options: { overlapMs?: number } = {}) {
      const sent: Sent[] = [];
      const feed = await startPeriodFeed({
        db: ctx.db,
        merchantIds: connected,
        publish: (_merchantId, message) => {
          if ('period' in message) sent.push(message);
        },
        log: { error: () => {} },
        intervalMs: 20,
        ...options,
      });
      const voided = (gameCode: string) =>
        sent.filter((m) => m.period.status === 'void' && m.period.gameCode === gameCode).length;
      return { sent, feed, voided };
    }

    /** Voids the game's first period, its change written `age` before now. */
    const voidFirst = (merchantId: number, gameCode: string, age = '0 seconds') =>
      sql`update lottery_period set status = 'void', updated_at = clock_timestamp() - ${age}::interval
        where id = (select p.id from lottery_period p join lottery_game g on g.id = p.game_id
          where p.merchant_id = ${merchantId} and g.game_code = ${gameCode}
          order by p.draw_at limit 1)`.execute(ctx.db);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('announces a change that becomes visible after later ones, once', async () => {
      const merchant = await createMerchant(ctx.db);
      await runJob(ctx.db, createPeriodsJob, new Date('2032-02-01T15:00:30Z'));
      const { feed, voided } = await feedOf(() => [merchant.id]);
      try {
        await voidFirst(merchant.id, 'VN_1M');
        await until(() => voided('VN_1M') === 1, 5_000, 'announcement');
        // Written two seconds "earlier" than the change already announced.
        await voidFirst(merchant.id, 'K3_1M', '2 seconds');
        await until(() => voided('K3_1M') === 1, 5_000, 'announcement');
        // A transaction that committed half a minute after its write (a long settlement).
        await voidFirst(merchant.id, '5D_1M', '30 seconds');
        await until(() => voided('5D_1M') === 1, 5_000, 'announcement');
        await pause(200);
        expect([voided('VN_1M'), voided('K3_1M'), voided('5D_1M')]).toEqual([1, 1, 1]);
      } finally {
        await feed.stop();
      }
    });

    it('does not send a socket opened after a quiet spell the changes made before it', async () => {
      const merchant = await createMerchant(ctx.db);
      await runJob(ctx.db, createPeriodsJob, new Date('2032-03-01T15:00:30Z'));
      let connected: number[] = [];
      const { sent, feed, voided } = await feedOf(() => connected, { overlapMs: 300 });
      try {
        await pause(100);
        // Voided while no socket was there, then quiet for longer than the overlap.
        await voidFirst(merchant.id, 'VN_1M');
        await pause(800);
        connected = [merchant.id];
        await pause(200);
        await voidFirst(merchant.id, 'K3_1M');
        await until(() => voided('K3_1M') === 1, 5_000, 'announcement');
        await pause(200);
        expect(voided('VN_1M')).toBe(0);
        expect(sent.map((m) => m.period.gameCode)).toEqual(['K3_1M']);
      } finally {
        await feed.stop();
      }
    });
  });
});
