import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import {
  countMembers,
  createAccount,
  registration,
  sendRegistration,
  withToken,
  type Site,
} from '../../../test/members.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
});
afterAll(() => ctx.close());

const closureOf = (descendantId: number) =>
  ctx.db
    .selectFrom('member_upline_closure')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', descendantId)
    .orderBy('depth')
    .execute();

async function memberIdOf(account: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', site.merchantId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('upline links', () => {
  it("puts a member registered with an agent's affiliate code under the agent's chain", async () => {
    const top = await createAccount(ctx.db, site.merchantId, {
      type: 1,
      affiliateCode: 'TOPAG001',
    });
    const agent = await createAccount(ctx.db, site.merchantId, {
      type: 41,
      uplineId: top.id,
      affiliateCode: 'SUBAG001',
    });
    const payload = registration({ affiliateCode: 'subag001' });
    const res = await sendRegistration(site, payload);
    expect(res.statusCode).toBe(200);
    const memberId = await memberIdOf(payload.username!);

    expect(await closureOf(memberId)).toEqual([
      { ancestor_id: memberId, depth: 0 },
      { ancestor_id: agent.id, depth: 1 },
      { ancestor_id: top.id, depth: 2 },
    ]);
    const descendants = await ctx.db
      .selectFrom('member_upline_closure')
      .select('descendant_id')
      .where('ancestor_id', '=', top.id)
      .where('depth', '>', 0)
      .execute();
    expect(descendants.map((d) => d.descendant_id).sort()).toEqual([agent.id, memberId].sort());

    const info = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, res.json().value.token),
    });
    expect(info.json().value.toUpline).toBe(agent.account);
  });

  it('links a referred member to the referrer', async () => {
    const referrer = await createAccount(ctx.db, site.merchantId, { referralCode: 'FRIEND77' });
    const payload = registration({ referralCode: 'FRIEND77' });
    expect((await sendRegistration(site, payload)).statusCode).toBe(200);
    const memberId = await memberIdOf(payload.username!);
    expect(await closureOf(memberId)).toEqual([
      { ancestor_id: memberId, depth: 0 },
      { ancestor_id: referrer.id, depth: 1 },
    ]);
  });

  it('refuses an affiliate code nobody has, or one of an account that is not an agent', async () => {
    await createAccount(ctx.db, site.merchantId, { type: 0, affiliateCode: 'PLAYER01' });
    const before = await countMembers(ctx.db, site.merchantId);
    for (const affiliateCode of ['NOBODY01', 'PLAYER01']) {
      const res = await sendRegistration(site, registration({ affiliateCode }));
      expect(res.statusCode).toBe(400);
      expect(res.json().value.issues[0]).toMatchObject({ field: 'affiliateCode', rule: 'unknown' });
    }
    const unknownReferral = await sendRegistration(
      site,
      registration({ referralCode: 'NOBODY02' }),
    );
    expect(unknownReferral.json().value.field).toBe('referralCode');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(before);
  });
});
