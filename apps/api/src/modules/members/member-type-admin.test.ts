import { AccountType } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { registration, sendRegistration, type Site } from '../../../test/members.js';
import { memberGet, newSite, signedInMember, trialMember } from '../withdrawals/test-kit.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;
let editor: OperatorClient;
let stranger: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  operator = await asOperator(ctx, site.merchantId, 'operator');
  editor = await asOperator(ctx, site.merchantId, 'editor');
  stranger = await asOperator(ctx, (await newSite(ctx)).merchantId, 'owner');
});
afterAll(() => ctx.close());

/** Registers a player through the site, with an invitation code if given; answers its account. */
async function register(codes: { affiliateCode?: string; referralCode?: string } = {}) {
  const payload = registration(codes);
  const res = await sendRegistration(site, payload);
  return { res, account: payload.username! };
}

async function registered(codes: { affiliateCode?: string } = {}): Promise<string> {
  const { res, account } = await register(codes);
  if (res.statusCode !== 200) throw new Error(res.body);
  return account;
}

const setType = (client: OperatorClient, account: string, type: unknown) =>
  client.put(`/admin/members/${account}/type`, { type });

const auditCount = async () => (await auditRows(ctx.db, site.merchantId)).length;

describe('GET /admin/members/:account', () => {
  it('shows the member with its type, upline and codes, whatever the case of the account', async () => {
    const account = await registered();
    const res = await operator.get(`/admin/members/${account.toUpperCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const member = res.json().value;
    expect(member).toMatchObject({
      account,
      type: 0,
      status: 'active',
      uplineAccount: null,
      affiliateCode: null,
    });
    expect(member.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    // Registration signs the new member in at once.
    expect(Math.abs(member.createdAt - Date.now())).toBeLessThan(60_000);
    expect(member.lastLoginAt).toBeGreaterThanOrEqual(member.createdAt);
  });

  it('answers 404 for an unknown account and for another merchant’s member', async () => {
    const account = await registered();
    for (const res of [
      await operator.get('/admin/members/nobody123'),
      await stranger.get(`/admin/members/${account}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found' });
    }
  });
});

describe('PUT /admin/members/:account/type', () => {
  it('makes a player an agent whose affiliate code recruits a downline it can transfer to', async () => {
    const agent = await signedInMember(site);
    const refused = await memberGet(site, agent, '/wps/agent/downlines');
    expect(refused.json().code).toBe('NON_AGENT_ACCOUNT');

    const res = await setType(operator, agent.account, AccountType.Agent);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().value;
    expect(made).toMatchObject({ account: agent.account, type: 1 });
    expect(made.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);

    const check = await ctx.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${made.affiliateCode.toLowerCase()}`,
      headers: { merchant: site.code },
    });
    expect(check.json().value).toEqual({ valid: true, code: made.affiliateCode });
    const downline = await registered({ affiliateCode: made.affiliateCode });
    expect((await operator.get(`/admin/members/${downline}`)).json().value.uplineAccount).toBe(
      agent.account,
    );

    // The agent's session is the same one: the new type counts from its next call.
    const listed = await memberGet(site, agent, '/wps/agent/downlines');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().value.content).toEqual([{ account: downline, depth: 1 }]);
  });

  it('takes agent rights away again but keeps the code for a later promotion', async () => {
    const account = await registered();
    const first = (await setType(operator, account, AccountType.ContractMemberAgent)).json().value;
    expect(first.type).toBe(42);

    const back = await setType(operator, account, AccountType.Player);
    expect(back.json().value).toMatchObject({ type: 0, affiliateCode: first.affiliateCode });
    const { res } = await register({ affiliateCode: first.affiliateCode });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'affiliateCode' },
    });

    const again = await setType(operator, account, AccountType.Agent);
    expect(again.json().value).toMatchObject({ type: 1, affiliateCode: first.affiliateCode });
    await registered({ affiliateCode: first.affiliateCode });
  });

  it('records the member before and after in the audit log, and nothing for no change', async () => {
    const account = await registered();
    const before = (await operator.get(`/admin/members/${account}`)).json().value;
    const from = await auditCount();
    const after = (await setType(operator, account, AccountType.MemberAgent)).json().value;
    const unchanged = await setType(operator, account, AccountType.MemberAgent);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().value).toEqual(after);

    const rows = (await auditRows(ctx.db, site.merchantId)).slice(from);
    expect(rows).toHaveLength(1);
    const member = await ctx.db
      .selectFrom('member')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      action: 'member.type.change',
      target_type: 'member',
      target_id: String(member.id),
      operator_username: operator.username,
      before,
      after,
    });
    expect(rows[0]!.before).toMatchObject({ type: 0, affiliateCode: null });
    expect(rows[0]!.after).toMatchObject({ type: 2, affiliateCode: after.affiliateCode });
  });

  it('refuses a type that is not a real account type, with the field, changing nothing', async () => {
    const account = await registered();
    const from = await auditCount();
    for (const type of [AccountType.Trial, 3, 40, -1, 1.5, '1', null]) {
      const res = await setType(operator, account, type);
      expect(res.statusCode, JSON.stringify(type)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'type' } });
    }
    const missing = await operator.put(`/admin/members/${account}/type`, {});
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'type' } });
    expect((await operator.get(`/admin/members/${account}`)).json().value.type).toBe(0);
    expect(await auditCount()).toBe(from);
  });

  it('never turns a trial account into a real one', async () => {
    const trial = await trialMember(site);
    const from = await auditCount();
    const res = await setType(operator, trial.account, AccountType.Player);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TRIAL_ACCOUNT', value: { field: 'account' } });
    expect((await operator.get(`/admin/members/${trial.account}`)).json().value.type).toBe(4);
    expect(await auditCount()).toBe(from);
  });

  it('is for operators who edit settings, on their own merchant’s members', async () => {
    const account = await registered();
    const from = await auditCount();
    const byEditor = await setType(editor, account, AccountType.Agent);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().code).toBe('FORBIDDEN');
    expect((await editor.get(`/admin/members/${account}`)).statusCode).toBe(200);

    const byStranger = await setType(stranger, account, AccountType.Agent);
    expect(byStranger.statusCode).toBe(404);
    const unknown = await setType(operator, 'nobody123', AccountType.Agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/admin/members/${account}/type`,
      payload: { type: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await operator.get(`/admin/members/${account}`)).json().value.type).toBe(0);
    expect(await auditCount()).toBe(from);
  });
});

describe('API docs', () => {
  it('list both calls and the types an operator may give', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/admin/members/{account}', '/admin/members/{account}/type']),
    );
    const body = docs.paths['/admin/members/{account}/type'].put.requestBody;
    const type = body.content['application/json'].schema.properties.type;
    expect(type.enum).toEqual([0, 1, 2, 41, 42]);
  });
});
