import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { runJob } from '../../jobs/job-runner.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { drawPeriod } from '../lottery-settlement/test-kit.js';
import { settlePeriod } from '../lottery-settlement/index.js';
import {
  balanceOf,
  fund,
  memberGet,
  newKey,
  newSite,
  signedInMember,
  type Player,
} from '../withdrawals/test-kit.js';
import { chaseJob } from './chases.service.js';
import {
  betTrail,
  closePeriod,
  createPeriod,
  memberPost,
  placeBets,
  type TestPeriod,
} from './test-kit.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

/** A merchant of its own (so no other test's chase shares its periods) and a funded player. */
async function setting(money: number): Promise<{ site: Site; player: Player }> {
  const site = await newSite(ctx);
  const player = await signedInMember(site);
  await fund(site, player.id, money);
  return { site, player };
}

/** Big on K3 at 10.00 on the period, chasing the next ones. */
async function startChase(
  site: Site,
  player: Player,
  period: TestPeriod,
  chase: { periods: number; stopOnWin: boolean },
): Promise<number> {
  const res = await placeBets(site, player, {
    gameCode: 'K3_1M',
    periodNo: period.periodNo,
    lines: [{ betType: 'big_small', picks: ['big'], stake: 1_000 }],
    chase,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.chaseId as number;
}

async function chaseView(site: Site, player: Player, chaseId: number) {
  const res = await memberGet(site, player, '/lgw/chases');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.content.find((c: { chaseId: number }) => c.chaseId === chaseId);
}

/** The period closes and the next one opens, as the schedule would move on. */
async function nextPeriod(site: Site, current: TestPeriod): Promise<TestPeriod> {
  await closePeriod(site, current.id);
  return createPeriod(site, 'K3_1M');
}

const turn = () => runJob(ctx.db, chaseJob);

async function periodsBetOn(site: Site, memberId: number): Promise<string[]> {
  const rows = await site.db
    .selectFrom('lottery_order as o')
    .innerJoin('lottery_period as p', 'p.id', 'o.period_id')
    .select(['p.period_no', 'o.idempotency_key', 'o.chase_id'])
    .where('o.member_id', '=', memberId)
    .orderBy('o.id')
    .execute();
  return rows.map((r) => r.period_no);
}

describe('chase', () => {
  it('places the same lines on each following period once it opens, then completes', async () => {
    const { site, player } = await setting(10_000);
    const p1 = await createPeriod(site, 'K3_1M');
    const chaseId = await startChase(site, player, p1, { periods: 2, stopOnWin: false });
    expect(await chaseView(site, player, chaseId)).toMatchObject({
      gameCode: 'K3_1M',
      periodsTotal: 3,
      periodsPlaced: 1,
      status: 'active',
      lines: [{ betType: 'big_small', picks: ['big'], stake: 1_000 }],
    });

    await turn();
    expect(await periodsBetOn(site, player.id)).toEqual([p1.periodNo]);

    const p2 = await nextPeriod(site, p1);
    await turn();
    await turn();
    expect(await periodsBetOn(site, player.id)).toEqual([p1.periodNo, p2.periodNo]);
    const key = await site.db
      .selectFrom('lottery_order')
      .select(['idempotency_key', 'chase_id'])
      .where('member_id', '=', player.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(key).toMatchObject({ idempotency_key: `chase:${chaseId}:${p2.periodNo}` });
    expect(Number(key.chase_id)).toBe(chaseId);
    expect(await balanceOf(site, player.id)).toBe(8_000);

    const p3 = await nextPeriod(site, p2);
    await turn();
    expect(await chaseView(site, player, chaseId)).toMatchObject({
      periodsPlaced: 3,
      status: 'completed',
    });
    await nextPeriod(site, p3);
    await turn();
    expect(await periodsBetOn(site, player.id)).toEqual([p1.periodNo, p2.periodNo, p3.periodNo]);
    expect(await balanceOf(site, player.id)).toBe(7_000);

    const record = (await memberGet(site, player, '/lgw/bets')).json().value;
    expect(record.content.map((b: { chaseId: number }) => b.chaseId)).toEqual([
      chaseId,
      chaseId,
      chaseId,
    ]);
  });

  it('stops after a win when asked to', async () => {
    const { site, player } = await setting(10_000);
    const p1 = await createPeriod(site, 'K3_1M');
    const chaseId = await startChase(site, player, p1, { periods: 3, stopOnWin: true });
    const p2 = await nextPeriod(site, p1);
    await turn();
    expect(await periodsBetOn(site, player.id)).toHaveLength(2);

    await drawPeriod(site.db, p1.id, { family: 'K3', dice: [6, 5, 4] });
    expect(await settlePeriod(site.db, p1.id)).toMatchObject({ status: 'settled' });
    await nextPeriod(site, p2);
    await turn();
    expect(await chaseView(site, player, chaseId)).toMatchObject({
      periodsPlaced: 2,
      status: 'stopped_win',
    });
    expect(await periodsBetOn(site, player.id)).toHaveLength(2);
  });

  it('ends for lack of money without writing the order it could not pay', async () => {
    const { site, player } = await setting(2_000);
    const p1 = await createPeriod(site, 'K3_1M');
    const chaseId = await startChase(site, player, p1, { periods: 3, stopOnWin: false });
    const p2 = await nextPeriod(site, p1);
    await turn();
    await nextPeriod(site, p2);
    await turn();
    expect(await chaseView(site, player, chaseId)).toMatchObject({
      periodsPlaced: 2,
      status: 'failed_funds',
    });
    expect(await betTrail(site, player.id)).toEqual({
      orders: 2,
      bets: 2,
      postings: { deposit: 1, bet_place: 2 },
    });
    expect(await balanceOf(site, player.id)).toBe(0);
  });

  it('skips a period that refuses the order and goes on with the next', async () => {
    const { site, player } = await setting(10_000);
    const p1 = await createPeriod(site, 'K3_1M');
    const chaseId = await startChase(site, player, p1, { periods: 1, stopOnWin: false });
    const p2 = await nextPeriod(site, p1);
    // Someone else already took big to the game's cap in this period.
    await site.db
      .insertInto('lottery_exposure')
      .values({ period_id: p2.id, bet_type: 'big_small', pick: 'big', payout: 1_000_000_000 })
      .execute();
    await turn();
    expect(await chaseView(site, player, chaseId)).toMatchObject({
      periodsPlaced: 1,
      status: 'active',
    });
    const p3 = await nextPeriod(site, p2);
    await turn();
    expect(await periodsBetOn(site, player.id)).toEqual([p1.periodNo, p3.periodNo]);
    expect(await chaseView(site, player, chaseId)).toMatchObject({ status: 'completed' });
  });

  it('stops when the player says so, and only for the player', async () => {
    const { site, player } = await setting(10_000);
    const stranger = await signedInMember(site);
    const p1 = await createPeriod(site, 'K3_1M');
    const chaseId = await startChase(site, player, p1, { periods: 5, stopOnWin: false });

    const notYours = await memberPost(site, stranger, `/lgw/chases/${chaseId}/stop`);
    expect(notYours.statusCode, notYours.body).toBe(404);

    const res = await memberPost(site, player, `/lgw/chases/${chaseId}/stop`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ chaseId, status: 'stopped', periodsPlaced: 1 });
    await nextPeriod(site, p1);
    await turn();
    expect(await periodsBetOn(site, player.id)).toEqual([p1.periodNo]);
  });

  it('starts one chase for parallel requests with the same key', async () => {
    const { site, player } = await setting(10_000);
    const p1 = await createPeriod(site, 'K3_1M');
    const body = {
      gameCode: 'K3_1M',
      periodNo: p1.periodNo,
      lines: [{ betType: 'sum', picks: ['10'], stake: 1_000 }],
      chase: { periods: 4, stopOnWin: true },
      idempotencyKey: newKey(),
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeBets(site, player, body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((r) => r.json().value.chaseId)).size).toBe(1);
    const chases = await site.db
      .selectFrom('lottery_chase')
      .select('id')
      .where('member_id', '=', player.id)
      .execute();
    expect(chases).toHaveLength(1);
  });

  it('gives each of many players starting chases at once a chase of their own', async () => {
    const site = await newSite(ctx);
    const players = await Promise.all(Array.from({ length: 8 }, () => signedInMember(site)));
    await Promise.all(players.map((p) => fund(site, p.id, 10_000)));
    const p1 = await createPeriod(site, 'K3_1M');
    const answers = await Promise.all(
      players.map((player, i) =>
        placeBets(site, player, {
          gameCode: 'K3_1M',
          periodNo: p1.periodNo,
          lines: [{ betType: 'big_small', picks: ['big'], stake: 1_000 }],
          chase: { periods: 1 + (i % 3), stopOnWin: i % 2 === 0 },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const chaseIds = answers.map((r) => r.json().value.chaseId as number);
    expect(new Set(chaseIds).size).toBe(8);
    const chases = await site.db
      .selectFrom('lottery_chase')
      .select(['id', 'member_id', 'periods_total', 'stop_on_win'])
      .where('id', 'in', chaseIds)
      .execute();
    for (const [i, player] of players.entries()) {
      expect(chases.find((c) => Number(c.id) === chaseIds[i])).toMatchObject({
        member_id: player.id,
        periods_total: 2 + (i % 3),
        stop_on_win: i % 2 === 0,
      });
    }
  });
});
