import { DEMO_CURRENCY } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { withToken, type Site } from '../../../test/members.js';
import { encrypted, newSite } from '../recovery/test-kit.js';
import { expectLedgerSound, houseBalance } from './ledger-test-kit.js';
import { walletBalance } from './ledger.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const request = { os: 'Android 14', platform: 'W', random: 'r4nd0m-client-str', version: 3 };

async function startFreePlay(site: Site): Promise<number> {
  const res = await encrypted(site, '/wps/session/login/freeplay', request);
  expect(res.statusCode, res.body).toBe(200);
  const info = await ctx.app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: withToken(site, res.json().value.token),
  });
  return info.json().value.id as number;
}

describe('trial accounts', () => {
  it.each([
    ['USD', 2, 200_000],
    ['VND', 0, 2_000],
  ])('start with 2,000 %s of demo money and no real money', async (currency, exponent, minor) => {
    const site = await newSite(ctx, { currency, currencyExponent: exponent });
    const memberId = await startFreePlay(site);

    expect(await walletBalance(ctx.db, site.merchantId, memberId, DEMO_CURRENCY)).toBe(minor);
    expect(await walletBalance(ctx.db, site.merchantId, memberId, currency)).toBe(0);
    const grant = await ctx.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'status'])
      .where('merchant_id', '=', site.merchantId)
      .where('idempotency_key', '=', `demo:${memberId}:grant`)
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ kind: 'demo_grant', status: 'committed' });

    // The issuer carries the other side, below zero, in demo currency only.
    await startFreePlay(site);
    // Its shards sum to the other side, below zero; no real-money issuer exists.
    expect(await houseBalance(ctx.db, site.merchantId, 'demo:issuer', DEMO_CURRENCY)).toBe(
      -2 * minor,
    );
    const currencies = await ctx.db
      .selectFrom('ledger_account')
      .select('currency')
      .distinct()
      .where('merchant_id', '=', site.merchantId)
      .where('kind', '=', 'demo:issuer')
      .execute();
    expect(currencies.map((a) => a.currency)).toEqual([DEMO_CURRENCY]);
    await expectLedgerSound(ctx.db);
  });
});
