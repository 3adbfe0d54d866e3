import {
  ErrorCode,
  hitsOf,
  payoutOf,
  type LotteryResult,
  type PeriodSettlement,
} from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { runJob } from '../../jobs/job-runner.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { walletBalance } from '../ledger/index.js';
import { settleJob } from './settlement-jobs.js';
import { settlePeriod } from './settlement.service.js';
import {
  betsOf,
  drawPeriod,
  fund,
  newPeriod,
  periodRow,
  placeOrder,
  type BetRow,
  type Slip,
} from './test-kit.js';

let ctx: TestContext;
let merchantId: number;
let operator: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
  operator = await asOperator(ctx, merchantId, 'operator');
});
afterAll(() => ctx.close());

const FUNDS = 1_000_000;
const newPlayer = async (currency = 'USD') => {
  const { id } = await createAccount(ctx.db, merchantId, currency === 'DEMO' ? { type: 4 } : {});
  await fund(ctx.db, merchantId, id, FUNDS, currency);
  return id;
};
const balanceOf = (memberId: number, currency = 'USD') =>
  walletBalance(ctx.db, merchantId, memberId, currency);

const periodTransactions = (periodId: number) =>
  ctx.db
    .selectFrom('ledger_transaction')
    .select(['idempotency_key', 'kind', 'currency'])
    .where('merchant_id', '=', merchantId)
    .where('reference', '=', `period:${periodId}`)
    .orderBy('id')
    .execute();

/** The model: what each bet must pay on this result, from the shared win rules. */
const expectedPayout = (bet: BetRow, result: LotteryResult) =>
  payoutOf(bet.stake, bet.odds, bet.costUnits, hitsOf(bet.betType, bet.pick, result));

/**
 * 27 VN prizes whose endings are known: `07` ends three prizes (lô 3 số `107` too), `45`
 * ends the special prize only, `99` ends none.
 */
const vnResult = (): LotteryResult => ({
  family: 'VN',
  prizes: [
    '12345',
    '55107',
    ...['20107', '30107'],
    ...['11111', '22222', '33333', '44444', '55555', '66666'],
    ...['1010', '2020', '3030', '4040'],
    ...['5050', '6060', '7070', '8080', '9090', '0001'],
    ...['123', '234', '456'],
    ...['17', '28', '39', '48'],
  ],
});

describe('settling a drawn period', () => {
  it('pays each winner once, loses the rest, and moves every stake to house:payouts', async () => {
    const period = await newPeriod(ctx.db, merchantId, '5D_1M');
    const [ana, ben, cai, dee] = await Promise.all([1, 2, 3, 4].map(() => newPlayer()));
    const slips: [number, Slip][] = [
      [
        ana!,
        [
          { betType: 'pos_digit', pick: '1:3', stake: 1000 },
          { betType: 'pos_digit', pick: '2:0', stake: 500 },
        ],
      ],
      [
        ben!,
        [
          { betType: 'sum_big_small', pick: 'small', stake: 777 },
          { betType: 'sum_odd_even', pick: 'odd', stake: 333 },
        ],
      ],
      [cai!, [{ betType: 'pos_big_small', pick: '5:big', stake: 2500 }]],
      [dee!, [{ betType: 'pos_odd_even', pick: '3:even', stake: 100 }]],
      [ana!, [{ betType: 'sum_big_small', pick: 'big', stake: 50 }]],
    ];
    for (const [memberId, slip] of slips) {
      await placeOrder(ctx.db, { merchantId, memberId, period, slip });
    }
    const result: LotteryResult = { family: '5D', digits: [3, 1, 4, 1, 9] }; // sum 18: small, even
    await drawPeriod(ctx.db, period.periodId, result);

    const answer = await settlePeriod(ctx.db, period.periodId);

    const bets = await betsOf(ctx.db, period.periodId);
    // Hand-worked: 1:3 wins 1000×9.70, small wins 777×1.94 (1507.38 → 1507), 5:big wins 2500×1.94.
    expect(bets.map((b) => [b.pick, b.status, b.payout])).toEqual([
      ['1:3', 'won', 9700],
      ['2:0', 'lost', 0],
      ['small', 'won', 1507],
      ['odd', 'lost', 0],
      ['5:big', 'won', 4850],
      ['3:even', 'won', 194],
      ['big', 'lost', 0],
    ]);
    for (const bet of bets) expect(bet.payout).toBe(expectedPayout(bet, result));

    const model = new Map<number, number>();
    for (const bet of bets) {
      model.set(bet.memberId, (model.get(bet.memberId) ?? FUNDS) - bet.stake + bet.payout);
    }
    for (const [memberId, balance] of model) expect(await balanceOf(memberId)).toBe(balance);

    const stakes = bets.reduce((n, b) => n + b.stake, 0);
    const paid = bets.reduce((n, b) => n + b.payout, 0);
    expect(answer).toEqual<PeriodSettlement>({
      gameCode: '5D_1M',
      periodNo: period.periodNo,
      status: 'settled',
      changed: true,
      bets: 7,
      members: 4,
      totals: [{ currency: 'USD', stakes, paid }],
    });
    expect(await periodTransactions(period.periodId)).toEqual([
      {
        idempotency_key: `period:${period.periodId}:stakes:USD`,
        kind: 'bet_settle',
        currency: 'USD',
      },
      ...[ana!, ben!, cai!, dee!]
        .sort((a, b) => a - b)
        .map((m) => ({
          idempotency_key: `period:${period.periodId}:win:${m}`,
          kind: 'bet_settle',
          currency: 'USD',
        })),
    ]);
    const row = await periodRow(ctx.db, period.periodId);
    expect(row.status).toBe('settled');
    expect(row.settled_at).toBeInstanceOf(Date);
    await expectLedgerSound(ctx.db);
  });

  it('pays lô per occurrence and rounds every payout down exactly as payoutOf', async () => {
    const period = await newPeriod(ctx.db, merchantId, 'VN_1M');
    const result = vnResult();
    const players = await Promise.all([1, 2, 3].map(() => newPlayer()));
    const stakes = [27, 54, 81, 100, 1001, 2699, 9999, 13];
    const picks: Slip = [];
    for (const stake of stakes) {
      picks.push({ betType: 'lo2', pick: '07', stake }); // three hits
      picks.push({ betType: 'lo2', pick: '45', stake }); // the special ends 45
      picks.push({ betType: 'lo3', pick: '107', stake });
      picks.push({ betType: 'de', pick: '45', stake });
      picks.push({ betType: 'de_tail', pick: '5', stake });
      picks.push({ betType: 'three_cang', pick: '345', stake });
      picks.push({ betType: 'xien2', pick: '07-45', stake });
      picks.push({ betType: 'xien3', pick: '07-45-99', stake });
      picks.push({ betType: 'lo2', pick: '99', stake });
    }
    for (const [i, memberId] of players.entries()) {
      await placeOrder(ctx.db, {
        merchantId,
        memberId,
        period,
        slip: picks.filter((_, n) => n % players.length === i),
      });
    }
    await drawPeriod(ctx.db, period.periodId, result);
    await settlePeriod(ctx.db, period.periodId);

    const bets = await betsOf(ctx.db, period.periodId);
    expect(bets.filter((b) => b.betType === 'lo2' && b.pick === '07').map((b) => b.hits)).toEqual(
      stakes.map(() => 3),
    );
    for (const bet of bets) {
      expect(bet.payout, `${bet.betType} ${bet.pick} ${bet.stake}`).toBe(
        expectedPayout(bet, result),
      );
      expect(bet.status).toBe(bet.hits > 0 ? 'won' : 'lost');
    }
    expect(bets.find((b) => b.betType === 'xien3')!.status).toBe('lost');
    for (const memberId of players) {
      const mine = bets.filter((b) => b.memberId === memberId);
      expect(await balanceOf(memberId)).toBe(
        FUNDS - mine.reduce((n, b) => n + b.stake - b.payout, 0),
      );
    }
    await expectLedgerSound(ctx.db);
  });

  it('pays once when settled twice, or by two runs at the same time', async () => {
    const period = await newPeriod(ctx.db, merchantId, 'K3_1M');
    const players = await Promise.all([1, 2].map(() => newPlayer()));
    for (const memberId of players) {
      await placeOrder(ctx.db, {
        merchantId,
        memberId,
        period,
        slip: [
          { betType: 'sum', pick: '10', stake: 1000 },
          { betType: 'big_small', pick: 'small', stake: 400 },
        ],
      });
    }
    await drawPeriod(ctx.db, period.periodId, { family: 'K3', dice: [2, 3, 5] });
    const runs = await Promise.all([
      settlePeriod(ctx.db, period.periodId),
      settlePeriod(ctx.db, period.periodId),
    ]);
    expect(runs.map((r) => r!.changed).sort()).toEqual([false, true]);
    const again = await settlePeriod(ctx.db, period.periodId);
    expect(again).toMatchObject({ status: 'settled', changed: false, bets: 0 });

    // sum 10 at 7.70 and small at 1.96, once each
    for (const memberId of players) {
      expect(await balanceOf(memberId)).toBe(FUNDS - 1400 + 7700 + 784);
    }
    expect(await periodTransactions(period.periodId)).toHaveLength(3);
    await expectLedgerSound(ctx.db);
  });

  it('settles a period nobody bet on, moving no money', async () => {
    const period = await newPeriod(ctx.db, merchantId, '5D_3M');
    await drawPeriod(ctx.db, period.periodId, { family: '5D', digits: [0, 0, 0, 0, 0] });
    const answer = await settlePeriod(ctx.db, period.periodId);
    expect(answer).toMatchObject({ status: 'settled', changed: true, bets: 0, totals: [] });
    expect((await periodRow(ctx.db, period.periodId)).status).toBe('settled');
    expect(await periodTransactions(period.periodId)).toEqual([]);
  });

  it('settles trial bets in DEMO, apart from real money', async () => {
    const period = await newPeriod(ctx.db, merchantId, 'K3_3M');
    const real = await newPlayer();
    const trial = await newPlayer('DEMO');
    const slip: Slip = [{ betType: 'triple_any', pick: 'any', stake: 200 }];
    await placeOrder(ctx.db, { merchantId, memberId: real, period, slip });
    await placeOrder(ctx.db, { merchantId, memberId: trial, period, slip, currency: 'DEMO' });
    await drawPeriod(ctx.db, period.periodId, { family: 'K3', dice: [4, 4, 4] });

    const answer = await settlePeriod(ctx.db, period.periodId);
    expect(answer!.totals).toEqual([
      { currency: 'DEMO', stakes: 200, paid: 6900 },
      { currency: 'USD', stakes: 200, paid: 6900 },
    ]);
    expect(await balanceOf(trial, 'DEMO')).toBe(FUNDS - 200 + 6900);
    expect(await balanceOf(trial, 'USD')).toBe(0);
    expect(await balanceOf(real)).toBe(FUNDS - 200 + 6900);
    const demo = (await periodTransactions(period.periodId)).filter((t) => t.currency === 'DEMO');
    expect(demo.map((t) => t.idempotency_key)).toEqual([
      `period:${period.periodId}:stakes:DEMO`,
      `period:${period.periodId}:win:${trial}`,
    ]);
    await expectLedgerSound(ctx.db);
  });

  it('leaves cancelled bets alone and does not settle a period still pending', async () => {
    const period = await newPeriod(ctx.db, merchantId, '5D_5M');
    const memberId = await newPlayer();
    await placeOrder(ctx.db, {
      merchantId,
      memberId,
      period,
      slip: [
        { betType: 'pos_digit', pick: '1:1', stake: 100 },
        { betType: 'pos_digit', pick: '1:2', stake: 100 },
      ],
    });
    const [first] = await betsOf(ctx.db, period.periodId);
    await ctx.db
      .updateTable('lottery_bet')
      .set({ status: 'cancelled' })
      .where('id', '=', first!.id)
      .execute();

    expect(await settlePeriod(ctx.db, period.periodId)).toMatchObject({
      status: 'pending',
      changed: false,
    });
    expect((await betsOf(ctx.db, period.periodId)).map((b) => b.status)).toEqual([
      'cancelled',
      'open',
    ]);

    await drawPeriod(ctx.db, period.periodId, { family: '5D', digits: [1, 2, 3, 4, 5] });
    await settlePeriod(ctx.db, period.periodId);
    expect((await betsOf(ctx.db, period.periodId)).map((b) => [b.status, b.payout])).toEqual([
      ['cancelled', 0],
      ['lost', 0],
    ]);
  });

  it('is settled by the job within its turn', async () => {
    const period = await newPeriod(ctx.db, merchantId, 'VN_3M');
    const memberId = await newPlayer();
    await placeOrder(ctx.db, {
      merchantId,
      memberId,
      period,
      slip: [{ betType: 'de', pick: '45', stake: 100 }],
    });
    await drawPeriod(ctx.db, period.periodId, vnResult());
    const outcome = await runJob(ctx.db, settleJob);
    expect(outcome).toMatchObject({ ran: true });
    expect((await periodRow(ctx.db, period.periodId)).status).toBe('settled');
    expect(await balanceOf(memberId)).toBe(FUNDS - 100 + 9600);
    expect(await runJob(ctx.db, settleJob)).toEqual({ ran: true, summary: undefined });
  });

  it('settles the other periods when one cannot be settled, and reports it', async () => {
    const broken = await newPeriod(ctx.db, merchantId, '5D_5M');
    const good = await newPeriod(ctx.db, merchantId, 'K3_1M');
    const memberId = await newPlayer();
    for (const period of [broken, good]) {
      await placeOrder(ctx.db, {
        merchantId,
        memberId,
        period,
        slip: [
          {
            betType: period === good ? 'triple_any' : 'pos_digit',
            pick: period === good ? 'any' : '1:1',
            stake: 100,
          },
        ],
      });
    }
    await drawPeriod(ctx.db, broken.periodId, { family: 'K3', dice: [1, 1, 1] });
    await drawPeriod(ctx.db, good.periodId, { family: 'K3', dice: [2, 2, 2] });

    const outcome = await runJob(ctx.db, settleJob);
    expect(outcome).toMatchObject({ ran: true });
    expect(String((outcome as { summary: unknown }).summary)).toContain(
      `period ${broken.periodId} not settled`,
    );
    expect((await periodRow(ctx.db, good.periodId)).status).toBe('settled');
    expect((await periodRow(ctx.db, broken.periodId)).status).toBe('drawn');
    expect((await betsOf(ctx.db, broken.periodId)).map((b) => b.status)).toEqual(['open']);
    expect(await balanceOf(memberId)).toBe(FUNDS - 200 + 3450);

    // The operator's way out: void it, every stake back.
    const res = await operator.post(`/admin/lottery/games/5D_5M/periods/${broken.periodNo}/void`, {
      reason: 'Wrong result recorded',
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(memberId)).toBe(FUNDS - 100 + 3450);
    await expectLedgerSound(ctx.db);
  });
});

describe('voiding a period', () => {
  const voidUrl = (gameCode: string, periodNo: string) =>
    `/admin/lottery/games/${gameCode}/periods/${periodNo}/void`;

  it('returns every open stake, voids the bets and the period, and audits it', async () => {
    const period = await newPeriod(ctx.db, merchantId, 'VN_5M');
    const players = await Promise.all([1, 2, 3].map(() => newPlayer()));
    const trial = await newPlayer('DEMO');
    for (const [i, memberId] of players.entries()) {
      await placeOrder(ctx.db, {
        merchantId,
        memberId,
        period,
        slip: [
          { betType: 'lo2', pick: '12', stake: 270 * (i + 1) },
          { betType: 'de', pick: '34', stake: 55 },
        ],
      });
    }
    await placeOrder(ctx.db, {
      merchantId,
      memberId: trial,
      period,
      currency: 'DEMO',
      slip: [{ betType: 'de', pick: '01', stake: 900 }],
    });
    await drawPeriod(ctx.db, period.periodId, vnResult());

    const res = await operator.post(voidUrl('VN_5M', period.periodNo), {
      reason: 'Result source failed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      gameCode: 'VN_5M',
      periodNo: period.periodNo,
      status: 'void',
      changed: true,
      bets: 7,
      members: 4,
      totals: [
        { currency: 'DEMO', stakes: 900, paid: 900 },
        { currency: 'USD', stakes: 270 * 6 + 55 * 3, paid: 270 * 6 + 55 * 3 },
      ],
    });
    for (const memberId of players) expect(await balanceOf(memberId)).toBe(FUNDS);
    expect(await balanceOf(trial, 'DEMO')).toBe(FUNDS);
    expect(new Set((await betsOf(ctx.db, period.periodId)).map((b) => b.status))).toEqual(
      new Set(['void']),
    );
    const row = await periodRow(ctx.db, period.periodId);
    expect([row.status, row.void_reason]).toEqual(['void', 'Result source failed']);
    expect(row.voided_at).toBeInstanceOf(Date);
    const keys = (await periodTransactions(period.periodId)).map((t) => t.idempotency_key);
    expect(keys.sort()).toEqual(
      [trial, ...players].map((m) => `period:${period.periodId}:void:${m}`).sort(),
    );
    const audit = (await auditRows(ctx.db, merchantId)).filter(
      (a) => a.action === 'lottery.period_void' && a.target_id === String(period.periodId),
    );
    expect(audit.map((a) => a.operator_username)).toEqual([operator.username]);

    // Settlement after a void finds nothing to do.
    expect(await settlePeriod(ctx.db, period.periodId)).toMatchObject({ changed: false });
    await expectLedgerSound(ctx.db);
  });

  it('voids a pending period, then refuses to void it again or to void a settled one', async () => {
    const pending = await newPeriod(ctx.db, merchantId, '5D_1M');
    const memberId = await newPlayer();
    await placeOrder(ctx.db, {
      merchantId,
      memberId,
      period: pending,
      slip: [{ betType: 'pos_digit', pick: '4:4', stake: 300 }],
    });
    const first = await operator.post(voidUrl('5D_1M', pending.periodNo), { reason: 'Outage' });
    expect(first.statusCode).toBe(200);
    expect(await balanceOf(memberId)).toBe(FUNDS);

    const again = await operator.post(voidUrl('5D_1M', pending.periodNo), { reason: 'Outage' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.PeriodStateConflict });
    expect(await balanceOf(memberId)).toBe(FUNDS);

    const settled = await newPeriod(ctx.db, merchantId, '5D_1M');
    await drawPeriod(ctx.db, settled.periodId, { family: '5D', digits: [1, 1, 1, 1, 1] });
    await settlePeriod(ctx.db, settled.periodId);
    const late = await operator.post(voidUrl('5D_1M', settled.periodNo), { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.PeriodStateConflict });
  });

  it('names the field at fault and lets only money roles void', async () => {
    const period = await newPeriod(ctx.db, merchantId, 'K3_1M');
    const noGame = await operator.post(voidUrl('NOPE_1M', period.periodNo), { reason: 'Outage' });
    expect(noGame.statusCode).toBe(404);
    expect(noGame.json()).toMatchObject({ code: ErrorCode.LotteryGameNotFound });
    expect(JSON.stringify(noGame.json())).toContain('gameCode');

    const noPeriod = await operator.post(voidUrl('K3_1M', '20990101-0001'), { reason: 'Outage' });
    expect(noPeriod.statusCode).toBe(404);
    expect(noPeriod.json()).toMatchObject({ code: ErrorCode.PeriodNotFound });
    expect(JSON.stringify(noPeriod.json())).toContain('periodNo');

    const short = await operator.post(voidUrl('K3_1M', period.periodNo), { reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('reason');

    const badNo = await operator.post(voidUrl('K3_1M', '2026-1'), { reason: 'Outage' });
    expect(badNo.statusCode).toBe(400);

    const editor = await asOperator(ctx, merchantId, 'editor');
    const refused = await editor.post(voidUrl('K3_1M', period.periodNo), { reason: 'Outage' });
    expect(refused.statusCode).toBe(403);
    expect((await periodRow(ctx.db, period.periodId)).status).toBe('pending');

    const other = await createMerchant(ctx.db);
    const stranger = await asOperator(ctx, other.id, 'owner');
    const elsewhere = await stranger.post(voidUrl('K3_1M', period.periodNo), { reason: 'Outage' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await periodRow(ctx.db, period.periodId)).status).toBe('pending');
  });

  it('settles a drawn period on request through the operator call, once', async () => {
    const period = await newPeriod(ctx.db, merchantId, 'K3_3M');
    const memberId = await newPlayer();
    await placeOrder(ctx.db, {
      merchantId,
      memberId,
      period,
      slip: [{ betType: 'triple', pick: '6', stake: 10 }],
    });
    const url = `/admin/lottery/games/K3_3M/periods/${period.periodNo}/settle`;
    const early = await operator.post(url);
    expect(early.statusCode).toBe(409);
    await drawPeriod(ctx.db, period.periodId, { family: 'K3', dice: [6, 6, 6] });
    const first = await operator.post(url);
    expect(first.json().value).toMatchObject({ status: 'settled', changed: true, bets: 1 });
    const second = await operator.post(url);
    expect(second.json().value).toMatchObject({ status: 'settled', changed: false });
    expect(await balanceOf(memberId)).toBe(FUNDS - 10 + 2070);
  });
});
