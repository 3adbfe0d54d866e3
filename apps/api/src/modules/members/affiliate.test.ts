import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlayer } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount, registration, sendRegistration, type Site } from '../../../test/members.js';

let ctx: TestContext;
let site: Site;
let check: ReturnType<typeof asPlayer>;

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db, { hosts: ['own-brand.example'] });
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
  check = asPlayer(ctx.app, merchant.code);
});
afterAll(() => ctx.close());

const affiliate = (query: Record<string, string>) =>
  check(`/wps/agent/affiliate?${new URLSearchParams(query).toString()}`);

describe('GET /wps/agent/affiliate', () => {
  it("confirms an active agent's code whatever its case, and registration accepts it", async () => {
    await createAccount(ctx.db, site.merchantId, { type: 1, affiliateCode: 'AGENT001' });
    const res = await affiliate({ code: 'agent001', domain: 'own-brand.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { valid: true, code: 'AGENT001' } });

    const registered = await sendRegistration(site, registration({ affiliateCode: 'agent001' }));
    expect(registered.statusCode).toBe(200);
  });

  it.each([
    ['member-agent', 2],
    ['contract agent', 41],
    ['contract member-agent', 42],
  ] as const)('confirms the code of a %s', async (_, type) => {
    const code = `REC${type}X`;
    await createAccount(ctx.db, site.merchantId, { type, affiliateCode: code });
    expect((await affiliate({ code })).json().value).toEqual({ valid: true, code });
  });

  it('says no to a code nobody has, and registration refuses it too', async () => {
    const res = await affiliate({ code: 'NOBODY99' });
    expect(res.json().value).toEqual({ valid: false, code: 'NOBODY99' });
    const registered = await sendRegistration(site, registration({ affiliateCode: 'NOBODY99' }));
    expect(registered.statusCode).toBe(400);
    expect(registered.json().value.issues[0]).toMatchObject({
      field: 'affiliateCode',
      rule: 'unknown',
    });
  });

  it("says no to a plain player's code, a trial account's and a disabled agent's", async () => {
    await createAccount(ctx.db, site.merchantId, { type: 0, affiliateCode: 'PLAYER01' });
    await createAccount(ctx.db, site.merchantId, { type: 4, affiliateCode: 'TRIAL001' });
    const agent = await createAccount(ctx.db, site.merchantId, {
      type: 1,
      affiliateCode: 'GONE0001',
    });
    await ctx.db
      .updateTable('member')
      .set({ status: 'disabled' })
      .where('id', '=', agent.id)
      .execute();
    for (const code of ['PLAYER01', 'TRIAL001', 'GONE0001']) {
      expect((await affiliate({ code })).json().value, code).toEqual({ valid: false, code });
    }
  });

  it("says no to another brand's agent, and to a code checked on another brand's domain", async () => {
    const other = await createMerchant(ctx.db, { hosts: ['other-brand.example'] });
    await createAccount(ctx.db, other.id, { type: 1, affiliateCode: 'ELSEWHERE' });
    expect((await affiliate({ code: 'ELSEWHERE' })).json().value.valid).toBe(false);

    await createAccount(ctx.db, site.merchantId, { type: 1, affiliateCode: 'HOMEAG01' });
    expect(
      (await affiliate({ code: 'HOMEAG01', domain: 'OWN-brand.example:443' })).json().value,
    ).toEqual({ valid: true, code: 'HOMEAG01' });
    expect(
      (await affiliate({ code: 'HOMEAG01', domain: 'other-brand.example' })).json().value,
    ).toEqual({ valid: false, code: 'HOMEAG01' });
    // A host no brand has claimed (a preview address, a proxy) does not change the answer.
    expect(
      (await affiliate({ code: 'HOMEAG01', domain: '127.0.0.1:3000' })).json().value.valid,
    ).toBe(true);
  });

  it.each([
    ['no code', {}, 'code'],
    ['an empty code', { code: '' }, 'code'],
    ['a code too long', { code: 'A'.repeat(65) }, 'code'],
    ['a code with spaces or symbols', { code: 'AB CD;' }, 'code'],
    [
      'a domain that is not a host',
      { code: 'AGENT001', domain: 'http://x.example/path' },
      'domain',
    ],
    ['a domain too long', { code: 'AGENT001', domain: `${'a'.repeat(250)}.example` }, 'domain'],
  ])('answers 400 naming the field for %s', async (_, query, field) => {
    const res = await affiliate(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { field },
    });
  });
});
