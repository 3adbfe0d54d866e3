import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import type { Db } from '../../db/connection.js';
import { fund, newSite, signedInMember } from '../withdrawals/test-kit.js';
import { createPeriod, placeBets, type TestPeriod } from './test-kit.js';

/**
 * The key of migration 0017: a bet is keyed to its period and the period's game together,
 * so a bet can name neither a missing period nor a game other than its period's.
 */

/** PostgreSQL: foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

let ctx: TestContext;
let site: Site;
let vn: TestPeriod;
let k3: TestPeriod;
let betId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  vn = await createPeriod(site, 'VN_1M');
  k3 = await createPeriod(site, 'K3_1M');
  const player = await signedInMember(site);
  await fund(site, player.id, 10_000);
  const res = await placeBets(site, player, {
    gameCode: 'VN_1M',
    periodNo: vn.periodNo,
    lines: [{ betType: 'de', picks: ['07'], stake: 1_000 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  betId = res.json().value.bets[0].betId;
});
afterAll(async () => {
  await ctx.close();
});

class Rollback extends Error {}

/** A copy of the placed bet with its period and game replaced, inserted and rolled back. */
async function copyBet(periodId: number, gameId: number): Promise<unknown> {
  let failure: unknown = null;
  await ctx.db
    .transaction()
    .execute(async (trx: Db) => {
      try {
        await sql`insert into lottery_bet (order_id, merchant_id, member_id, period_id, game_id,
            bet_type, pick, stake, odds, currency)
          select order_id, merchant_id, member_id, ${periodId}, ${gameId}, bet_type, pick,
            stake, odds, currency
          from lottery_bet where id = ${betId}`.execute(trx);
      } catch (error) {
        failure = error;
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return failure;
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

describe('lottery_bet keys (migration 0017)', () => {
  it('takes a bet whose game is its period’s', async () => {
    expect(await copyBet(k3.id, k3.gameId)).toBeNull();
  });

  it('refuses a bet whose game is not its period’s', async () => {
    expect(codeOf(await copyBet(vn.id, k3.gameId))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('refuses a bet of a period that does not exist', async () => {
    expect(codeOf(await copyBet(vn.id + k3.id + 1_000_000, vn.gameId))).toBe(FOREIGN_KEY_VIOLATION);
  });
});
