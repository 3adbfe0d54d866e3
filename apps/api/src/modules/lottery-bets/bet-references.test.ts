import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { failureOf, rolledBack } from '../../../test/rolled-back.js';
import { checkLedger } from '../ledger/index.js';
import { fund, newSite, signedInMember } from '../withdrawals/test-kit.js';
import { createPeriod, placeBets, type TestPeriod } from './test-kit.js';

/**
 * Orders and bets carry no foreign key (migration 0023): the placement statement proves
 * their references. What the keys also did stays: a period, order or member that bets and
 * orders still name cannot be deleted, and the ledger check finds any row naming one that
 * does not exist.
 */

/** PostgreSQL: foreign_key_violation, the SQLSTATE a key would raise. */
const FOREIGN_KEY_VIOLATION = '23503';
const BET_RULE =
  "a lottery bet names an order that exists, on its order's period and that period's game";

let ctx: TestContext;
let site: Site;
let vn: TestPeriod;
let k3: TestPeriod;
let memberId: number;
let orderId: number;
let betId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  vn = await createPeriod(site, 'VN_1M');
  k3 = await createPeriod(site, 'K3_1M');
  const player = await signedInMember(site);
  memberId = player.id;
  await fund(site, player.id, 10_000);
  const res = await placeBets(site, player, {
    gameCode: 'VN_1M',
    periodNo: vn.periodNo,
    lines: [{ betType: 'de', picks: ['07'], stake: 1_000 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  betId = res.json().value.bets[0].betId;
  orderId = Number(
    (
      await ctx.db
        .selectFrom('lottery_bet')
        .select('order_id')
        .where('id', '=', betId)
        .executeTakeFirstOrThrow()
    ).order_id,
  );
});
afterAll(async () => {
  await ctx.close();
});

/** A copy of the placed bet naming another order, period and game, and the check after it. */
const checkWithCopy = (bet: { orderId: number; periodId: number; gameId: number }) =>
  rolledBack(ctx.db, async (trx) => {
    await sql`insert into lottery_bet (order_id, merchant_id, member_id, period_id, game_id,
        bet_type, pick, stake, odds, currency)
      select ${bet.orderId}, merchant_id, member_id, ${bet.periodId}, ${bet.gameId}, bet_type,
        pick, stake, odds, currency
      from lottery_bet where id = ${betId}`.execute(trx);
    return checkLedger(trx);
  });

describe('lottery order and bet references (migration 0023)', () => {
  it('keeps no foreign key on orders and bets', async () => {
    const { rows } = await sql<{ conname: string }>`select conname from pg_constraint
      where conrelid in ('lottery_order'::regclass, 'lottery_bet'::regclass) and contype = 'f'
      order by conname`.execute(ctx.db);
    expect(rows.map((r) => r.conname)).toEqual(['lottery_order_chase_id_fkey']);
  });

  it('passes the check with the placed bet, and with a copy on its own order and period', async () => {
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    const copy = await checkWithCopy({ orderId, periodId: vn.id, gameId: vn.gameId });
    expect(copy.problems).toEqual([]);
  });

  it.each([
    ['whose game is not its period’s', () => ({ orderId, periodId: vn.id, gameId: k3.gameId })],
    ['of another period than its order’s', () => ({ orderId, periodId: k3.id, gameId: k3.gameId })],
    [
      'of a period that does not exist',
      () => ({ orderId, periodId: vn.id + k3.id + 1_000_000, gameId: vn.gameId }),
    ],
    [
      'of an order that does not exist',
      () => ({ orderId: orderId + 1_000_000, periodId: vn.id, gameId: vn.gameId }),
    ],
  ])('names a bet %s', async (_case, bet) => {
    const copy = await checkWithCopy(bet());
    expect(copy.problems).toEqual([
      { rule: BET_RULE, row: expect.objectContaining({ order_id: expect.anything() }) },
    ]);
    expect(Number(copy.problems[0]!.row.order_id)).toBe(bet().orderId);
  });

  it('names an order whose period does not exist', async () => {
    const result = await rolledBack(ctx.db, async (trx) => {
      await sql`insert into lottery_order (merchant_id, member_id, period_id, idempotency_key,
          request_hash, total_stake, currency)
        values (${site.merchantId}, ${memberId}, ${vn.id + k3.id + 1_000_000}, 'refs:order',
          'x', 1, 'USD')`.execute(trx);
      return checkLedger(trx);
    });
    expect(result.problems.map((p) => p.rule)).toEqual([
      "a lottery order's member and period exist",
    ]);
  });

  it.each([
    ['deleting a period', () => sql`delete from lottery_period where id = ${vn.id}`, 'lottery_bet'],
    [
      'moving a period to another game',
      () => sql`update lottery_period set game_id = ${k3.gameId} where id = ${vn.id}`,
      'lottery_bet',
    ],
    [
      'deleting an order',
      () => sql`delete from lottery_order where id = ${orderId}`,
      'lottery_bet',
    ],
    ['deleting a member', () => sql`delete from member where id = ${memberId}`, 'lottery_order'],
    [
      'deleting a merchant',
      () => sql`delete from merchant where id = ${site.merchantId}`,
      'ledger_transaction',
    ],
  ])('refuses %s that rows still name', async (_case, statement, namedBy) => {
    const failure = await failureOf(ctx.db, (trx) => statement().execute(trx));
    expect(failure?.code).toBe(FOREIGN_KEY_VIOLATION);
    expect(failure?.message).toContain(`is still named by ${namedBy}`);
  });

  it('deletes a period nothing names, and changes a named one’s other columns', async () => {
    const spare = await createPeriod(site, 'K3_1M');
    const deleted = await rolledBack(ctx.db, async (trx) => {
      await sql`update lottery_period set updated_at = now(), game_id = game_id
        where id = ${vn.id}`.execute(trx);
      return (await sql`delete from lottery_period where id = ${spare.id}`.execute(trx))
        .numAffectedRows;
    });
    expect(deleted).toBe(1n);
  });
});
