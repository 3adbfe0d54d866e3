import { AccountType } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import {
  createAccount,
  newUsername,
  registration,
  sendRegistration,
  type Site,
} from '../../../test/members.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import {
  fund,
  memberGet,
  newSite,
  signedInMember,
  trialMember,
  type Player,
} from '../withdrawals/test-kit.js';
import { openDownline, signedInDownline, twoLevelTeam } from './test-kit.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  operator = await asOperator(ctx, site.merchantId, 'operator');
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

const value = async (who: Player, url: string) => {
  const res = await memberGet(site, who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

const memberRow = (account: string) =>
  ctx.db
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', site.merchantId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();

const memberCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchant_id', '=', site.merchantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /wps/agent/downlines', () => {
  it('opens accounts two levels deep, each under its opener, that sign in', async () => {
    const { agent, direct, deep } = await twoLevelTeam(site);
    const directRow = await memberRow(direct.account);
    expect(directRow).toMatchObject({
      upline_id: agent.id,
      type: AccountType.MemberAgent,
      register_method: 'AGENT',
      password_set: true,
    });
    // A member-agent recruits like any agent: it gets its code at once.
    expect(directRow.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(directRow.password_hash).toMatch(/^\$argon2id\$/);
    const deepRow = await memberRow(deep.account);
    expect(deepRow).toMatchObject({ upline_id: direct.id, type: 0, affiliate_code: null });
    expect(deepRow.referral_code).toMatch(/^[A-Z2-9]{8}$/);

    const chain = await ctx.db
      .selectFrom('member_upline_closure')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', deep.id)
      .orderBy('depth')
      .execute();
    expect(chain).toEqual([
      { ancestor_id: deep.id, depth: 0 },
      { ancestor_id: direct.id, depth: 1 },
      { ancestor_id: agent.id, depth: 2 },
    ]);
    const audit = await ctx.db
      .selectFrom('auth_audit')
      .select(['event', 'detail'])
      .where('member_id', '=', deep.id)
      .where('event', '=', 'register')
      .execute();
    expect(audit).toHaveLength(1);
    const detail = (
      typeof audit[0]!.detail === 'string' ? JSON.parse(audit[0]!.detail) : audit[0]!.detail
    ) as Record<string, unknown>;
    expect(detail).toMatchObject({ uplineId: direct.id, method: 'agent', agent: direct.account });
  });

  it('answers the account, its type and when it was made', async () => {
    const agent = await signedInMember(site, { type: AccountType.ContractAgent });
    const username = newUsername();
    const res = await openDownline(site, agent, { username, type: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ account: username, type: 0 });
    expect(Math.abs(res.json().value.createdAt - Date.now())).toBeLessThan(60_000);
    expect((await memberRow(username)).last_login_at).toBeNull();
  });

  it('refuses what registration refuses, with the same field errors, writing nothing', async () => {
    const agent = await signedInMember(site, { type: AccountType.Agent });
    const taken = await createAccount(ctx.db, site.merchantId);
    const before = await memberCount();

    const byRegistration = await sendRegistration(
      site,
      registration({ username: taken.account.toUpperCase() }),
    );
    const duplicate = await openDownline(site, agent, { username: taken.account.toUpperCase() });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual(byRegistration.json());
    expect(duplicate.json().value).toMatchObject({ field: 'username' });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ confirmPassword: 'Other-pw1' }, 'confirmPassword', 'mismatch'],
      [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'reg_pattern_NO_SPACES'],
      [{ username: '1abcdefg' }, 'username', 'reg_pattern_USERNAME'],
      [{ username: 'abc' }, 'username', 'reg_pattern_USERNAME'],
    ];
    for (const [change, field, rule] of cases) {
      const res = await openDownline(site, agent, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().value.issues).toContainEqual(expect.objectContaining({ field, rule }));
    }
    const mismatch = await openDownline(site, agent, { confirmPassword: 'Other-pw1' });
    expect(mismatch.json().value.issues[0].message).toBe('inconsistent twice');

    for (const [change, field] of [
      [{ confirmPassword: undefined }, 'confirmPassword'],
      [{ type: 1 }, 'type'],
      [{ type: 4 }, 'type'],
    ] as const) {
      const res = await openDownline(site, agent, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect(await memberCount()).toBe(before);
  });
});

describe('GET /wps/agent/team', () => {
  it('lists the whole team by depth, newest first, with wallets and direct counts', async () => {
    const { agent, direct, deep } = await twoLevelTeam(site);
    const player = await signedInDownline(site, agent, 0);
    await fund(site, deep.id, 2_500);

    const team = await value(agent, '/wps/agent/team');
    expect(team).toMatchObject({ total: 3, totalPages: 1, currency: 'USD', currencyExponent: 2 });
    expect(team.content.map((m: { account: string }) => m.account)).toEqual([
      player.account,
      direct.account,
      deep.account,
    ]);
    const byAccount = new Map(team.content.map((m: { account: string }) => [m.account, m]));
    expect(byAccount.get(direct.account)).toMatchObject({
      depth: 1,
      type: 2,
      status: 'active',
      balance: 0,
      directCount: 1,
    });
    expect(byAccount.get(deep.account)).toMatchObject({ depth: 2, balance: 2_500, directCount: 0 });
    expect(byAccount.get(deep.account)).toHaveProperty('lastLoginAt');

    const directOnly = await value(agent, '/wps/agent/team?scope=direct');
    expect(directOnly.total).toBe(2);
    const found = await value(
      agent,
      `/wps/agent/team?query=${deep.account.slice(2, 8).toUpperCase()}`,
    );
    expect(found.content.map((m: { account: string }) => m.account)).toEqual([deep.account]);
    const paged = await value(agent, '/wps/agent/team?pageSize=2&pageNo=2');
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(paged.content).toHaveLength(1);

    // The member-agent sees only its own part of the tree.
    const below = await value(direct, '/wps/agent/team');
    expect(
      below.content.map((m: { account: string; depth: number }) => [m.account, m.depth]),
    ).toEqual([[deep.account, 1]]);
  });
});

describe('GET /wps/agent/link', () => {
  it('answers the code the operator gave and an address that recruits into the team', async () => {
    const agent = await signedInMember(site);
    const made = await operator.put(`/admin/members/${agent.account}/type`, {
      type: AccountType.Agent,
    });
    expect(made.statusCode, made.body).toBe(200);
    const code = made.json().value.affiliateCode as string;

    const res = await site.app.inject({
      method: 'GET',
      url: '/wps/agent/link',
      headers: { merchant: site.code, authorization: `Bearer ${agent.token}`, host: 'localhost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      affiliateCode: code,
      registerUrl: `http://localhost:${ctx.config.port}/register?affiliateCode=${code}`,
    });

    const recruit = registration({ affiliateCode: code });
    expect((await sendRegistration(site, recruit)).statusCode).toBe(200);
    const team = await value(agent, '/wps/agent/team');
    expect(team.content.map((m: { account: string }) => m.account)).toEqual([recruit.username]);
  });

  it('reports an agent without a code instead of making one up', async () => {
    const agent = await signedInMember(site, { type: AccountType.Agent });
    const res = await memberGet(site, agent, '/wps/agent/link');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', value: { field: 'affiliateCode' } });
    expect((await memberRow(agent.account)).affiliate_code).toBeNull();
  });
});

describe('who may use the agent centre', () => {
  const reads = [
    '/wps/agent/overview',
    '/wps/agent/link',
    '/wps/agent/team',
    '/wps/agent/team/bets',
    '/wps/agent/team/profit',
    '/wps/agent/income',
    '/wps/agent/team/transactions',
    '/wps/agent/downlines',
  ];

  it('refuses no session, a trial account and every non-agent; lets every agent type in', async () => {
    const trial = await trialMember(site);
    const player = await signedInMember(site);
    for (const url of reads) {
      const anonymous = await site.app.inject({
        method: 'GET',
        url,
        headers: { merchant: site.code },
      });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const byTrial = await memberGet(site, trial, url);
      expect(byTrial.statusCode, url).toBe(403);
      expect(byTrial.json().code).toBe('TRIAL_ACCOUNT');
      const byPlayer = await memberGet(site, player, url);
      expect(byPlayer.statusCode, url).toBe(403);
      expect(byPlayer.json()).toMatchObject({
        code: 'NON_AGENT_ACCOUNT',
        message: 'Non-agents cannot log in to the agent side',
      });
    }
    const before = await memberCount();
    for (const who of [trial, player]) {
      const res = await openDownline(site, who);
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await openDownline(site, { token: 'no-such-token' });
    expect(anonymous.statusCode).toBe(401);
    expect(await memberCount()).toBe(before);

    for (const type of [
      AccountType.Agent,
      AccountType.MemberAgent,
      AccountType.ContractAgent,
      AccountType.ContractMemberAgent,
    ]) {
      const agent = await signedInMember(site, { type });
      for (const url of reads.filter((u) => u !== '/wps/agent/link')) {
        const res = await memberGet(site, agent, url);
        expect(res.statusCode, `${type} ${url}`).toBe(200);
      }
    }
  });

  it('refuses bad input naming the field', async () => {
    const agent = await signedInMember(site, { type: AccountType.Agent });
    const cases: [string, string][] = [
      ['/wps/agent/overview?from=2026-13-01', 'from'],
      ['/wps/agent/overview?from=2026-01-01&to=2026-06-01', 'to'],
      ['/wps/agent/team/bets?from=2026-03-10&to=2026-03-01', 'to'],
      ['/wps/agent/team/profit?to=yesterday', 'to'],
      ['/wps/agent/income?from=2026-01-01&to=2026-04-02', 'to'],
      ['/wps/agent/team?scope=everyone', 'scope'],
      ['/wps/agent/team?pageSize=500', 'pageSize'],
      ['/wps/agent/team/transactions?pageSize=0', 'pageSize'],
      ['/wps/agent/team/transactions?before=0', 'before'],
      ['/wps/agent/team/transactions?before=x1', 'before'],
      ['/wps/agent/team/transactions?kind=gift', 'kind'],
    ];
    for (const [url, field] of cases) {
      const res = await memberGet(site, agent, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    // Only `from` given: the range runs to today, and a far `from` is refused the same way.
    const far = await memberGet(site, agent, '/wps/agent/team/transactions?from=2020-01-01');
    expect(far.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'from' } });
  });
});
