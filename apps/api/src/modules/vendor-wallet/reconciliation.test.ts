import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { runJob } from '../../jobs/job-runner.js';
import { checkLedger, walletBalance } from '../ledger/index.js';
import { fund } from '../lottery-settlement/test-kit.js';
import { signedInMember } from '../wallet/wallet-test-kit.js';
import { startSandboxVendor, type SandboxVendor } from '../games/sandbox-vendor-test-kit.js';
import { compareOrders, compareRounds } from './reconciliation.js';
import { reconciliationJob } from './reconciliation.job.js';

const SECRET = 'reconciliation-test-secret-0123456789';
const DAY = 86_400_000;
let ctx: TestContext;
let vendor: SandboxVendor;
let operator: OperatorClient;
let demoId: number;

/** A port nothing listens on now, for the site to listen on once the vendor knows it. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const sitePort = await freePort();
  vendor = await startSandboxVendor({ secret: SECRET, siteUrl: `http://127.0.0.1:${sitePort}` });
  ctx = await createTestContext({ SANDBOX_VENDOR_URL: vendor.url, SANDBOX_VENDOR_SECRET: SECRET });
  await ctx.app.listen({ port: sitePort, host: '127.0.0.1' });
  demoId = (
    await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow()
  ).id;
  operator = await asOperator(ctx, demoId, 'viewer');
});
afterAll(async () => {
  await vendor?.close();
  await ctx.close();
});

const round = (roundId: string, memberId: number, stake: number, win: number, at = 500) => ({
  roundId,
  memberId,
  stake,
  win,
  refunded: 0,
  at,
});
const reported = (roundId: string, player: number, stake: number, win: number, at = 500) => ({
  roundId,
  playerId: String(player),
  gameCode: 'G',
  stake,
  win,
  refunded: 0,
  at,
});

describe('comparing a day', () => {
  const day = { from: 0, to: 1000 };

  it('matches rounds by id and player, across a clock margin, and lists every other case', () => {
    const compared = compareRounds(
      [
        round('same', 1, 10, 5),
        round('late-there', 1, 10, 0, 999),
        round('ours', 1, 4, 0),
        round('paid', 2, 10, 30),
      ],
      [
        reported('same', 1, 10, 5),
        reported('late-there', 1, 10, 0, 1003),
        reported('theirs', 3, 7, 0),
        reported('paid', 2, 10, 20),
        reported('void', 2, 0, 0),
      ],
      day,
    );
    expect(compared.compared).toBe(5);
    expect(compared.differences.map((d) => [d.kind, d.reference]).sort()).toEqual([
      ['amounts-differ', 'paid'],
      ['missing-here', 'theirs'],
      ['missing-there', 'ours'],
    ]);
    expect(compared.totals).toMatchObject({
      ourStake: 34,
      theirStake: 37,
      ourWin: 35,
      theirWin: 25,
    });
  });

  it('resolves open orders by the report and lists what disagrees', () => {
    const order = (orderRef: string, status: 'confirmed' | 'failed' | 'unknown', amount = 100) => ({
      orderRef,
      memberId: 1,
      direction: 'to_vendor' as const,
      amount,
      status,
      at: 10,
    });
    const theirs = (orderId: string, state: 'done' | 'failed', amount = 100) => ({
      orderId,
      playerId: '1',
      kind: 'deposit' as const,
      amount,
      state,
      at: 10,
    });
    const compared = compareOrders(
      [
        order('ok', 'confirmed'),
        order('open-done', 'unknown'),
        order('open-never', 'unknown'),
        order('lost-there', 'confirmed'),
        order('disagree', 'failed'),
        order('amount', 'confirmed', 100),
      ],
      [
        theirs('ok', 'done'),
        theirs('open-done', 'done'),
        theirs('disagree', 'done'),
        theirs('amount', 'done', 90),
        theirs('stray', 'done'),
      ],
      { from: 0, to: 1000 },
    );
    expect(compared.resolutions).toEqual([
      { orderRef: 'open-done', status: 'confirmed', failureCode: null },
      { orderRef: 'open-never', status: 'failed', failureCode: 'NOT_RECEIVED' },
    ]);
    expect(compared.differences.map((d) => [d.kind, d.reference]).sort()).toEqual([
      ['amounts-differ', 'amount'],
      ['missing-here', 'stray'],
      ['missing-there', 'lost-there'],
      ['resolved-unknown', 'open-done'],
      ['resolved-unknown', 'open-never'],
      ['states-differ', 'disagree'],
    ]);
  });
});

describe('the daily reconciliation', () => {
  it('lists the day’s differences per vendor, settles open orders, and runs once a day', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 200_000, 'VND');
    // Rounds through the seamless wallet.
    const game = await ctx.db
      .selectFrom('game')
      .select('id')
      .where('game_code', '=', 'SLOT3-SEVENS')
      .executeTakeFirstOrThrow();
    const launch = await ctx.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${member.token}` },
      payload: { nodeId: String(game.id), language: 'en' },
    });
    const token = new URL(launch.json().value.game_url).searchParams.get('token');
    const post = async (path: string, body: object) =>
      (await (
        await fetch(`${vendor.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>;
    const opened = await post('/api/open', { vendor: 'SBX', game: 'SLOT3-SEVENS', token });
    for (let n = 0; n < 6; n += 1) {
      expect(
        (await post('/api/spin', { session: opened.session, bet: 1000 })).error,
      ).toBeUndefined();
    }
    // A transfer whose answer was lost stays open.
    vendor.faults.transferLost = 1;
    const lost = await ctx.app.inject({
      method: 'POST',
      url: '/wps/game/transfer',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${member.token}` },
      payload: { vendor: 'SBT', direction: 'to_vendor', amount: 20_000, requestId: 'reconcile-1' },
    });
    vendor.faults.transferLost = 0;
    expect(lost.json().value.status).toBe('unknown');
    const before = await walletBalance(ctx.db, demoId, member.id, 'VND');

    // The vendor's book and Sorteo's come apart on two rounds.
    const [first, second] = [...vendor.book.rounds.values()].filter(
      (r) => r.playerId === String(member.id),
    );
    first!.win += 500;
    await ctx.db.deleteFrom('vendor_round').where('round_id', '=', second!.roundId).execute();

    const log = { info: () => {}, error: () => {} };
    const job = reconciliationJob(ctx.app.config, log);
    const tomorrow = new Date(Date.now() + DAY);
    const outcome = await runJob(ctx.db, job, tomorrow);
    expect(outcome.ran).toBe(true);
    const runs = await operator.get('/admin/games/reconciliations?pageSize=50');
    expect(runs.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const ofToday = (
      runs.json().value.list as { vendor: string; day: string; id: number }[]
    ).filter((r) => r.day === today);
    const sbx = ofToday.find((r) => r.vendor === 'SBX')!;
    const sbt = ofToday.find((r) => r.vendor === 'SBT')!;
    expect(sbx).toMatchObject({ status: 'differences', compared: 6, differences: 2 });
    expect(sbt).toMatchObject({ status: 'differences', compared: 1, differences: 1 });

    const detail = await operator.get(`/admin/games/reconciliations/${sbx.id}`);
    expect(
      (detail.json().value.list as { kind: string; reference: string }[])
        .map((d) => [d.kind, d.reference])
        .sort(),
    ).toEqual(
      [
        ['amounts-differ', first!.roundId],
        ['missing-here', second!.roundId],
      ].sort(),
    );
    // The open order is settled by the vendor's word: the money is at the vendor.
    const order = await ctx.db
      .selectFrom('vendor_transfer_order')
      .select(['status', 'resolved_by'])
      .where('request_id', '=', 'reconcile-1')
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'confirmed', resolved_by: 'reconciliation' });
    expect(await walletBalance(ctx.db, demoId, member.id, 'VND')).toBe(before);
    // Nothing is corrected silently: the round's money stays as Sorteo booked it.
    expect((await checkLedger(ctx.db)).problems).toEqual([]);

    // A day is reconciled once.
    const again = await runJob(ctx.db, job, tomorrow);
    expect(again).toEqual({ ran: true, summary: undefined });

    const badId = await operator.get('/admin/games/reconciliations/01');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().value.field).toBe('id');
    expect((await operator.get('/admin/games/reconciliations/999999')).statusCode).toBe(404);
    const badVendor = await operator.get('/admin/games/reconciliations?vendor=sbx');
    expect(badVendor.statusCode).toBe(400);
  });
});
