import { AccountType, type ContractTerms } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { withToken, type Site } from '../../../test/members.js';
import { merchantById } from '../merchants/index.js';
import { signedInDownline } from '../agent-centre/test-kit.js';
import { memberGet, newSite, signedInMember, type Player } from '../withdrawals/test-kit.js';
import { acceptOffer } from './contracts.service.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;
let top: Player;
let middle: Player;
let deep: Player;
let player: Player;

const daily = (...tiers: [number, number, string][]): ContractTerms => ({
  kind: 'daily_salary',
  tiers: tiers.map(([minDailyTeamBet, minActiveMembers, rate]) => ({
    minDailyTeamBet,
    minActiveMembers,
    rate,
  })),
});

const topTerms = daily([100_000, 1, '5'], [1_000_000, 5, '10']);

const call = (who: Player, method: 'GET' | 'POST', url: string, body?: object) =>
  method === 'GET'
    ? memberGet(site, who, url)
    : site.app.inject({ method, url, headers: withToken(site, who.token), payload: body ?? {} });

const versions = async () =>
  Number(
    (await sql<{ n: string | number }>`select count(*) as n from agent_contract`.execute(ctx.db))
      .rows[0]!.n,
  );

async function houseOffer(account: string, terms: ContractTerms) {
  const res = await operator.post('/admin/agent-contracts/offers', { account, terms });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number };
}

async function accept(who: Player, id: number) {
  const res = await call(who, 'POST', `/wps/agent/contracts/offers/${id}/accept`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function offer(from: Player, account: string, terms: ContractTerms) {
  return call(from, 'POST', '/wps/agent/contracts/offers', { account, terms });
}

const page = async (who: Player, kind = 'daily_salary') => {
  const res = await call(who, 'GET', `/wps/agent/contracts?kind=${kind}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx, { timeZone: 'Asia/Ho_Chi_Minh' });
  operator = await asOperator(ctx, site.merchantId, 'operator');
  top = await signedInMember(site, { type: AccountType.Agent });
  middle = await signedInDownline(site, top, 2);
  deep = await signedInDownline(site, middle, 2);
  player = await signedInDownline(site, top, 0);
});
afterAll(() => ctx.close());

describe('contract schemes', () => {
  it('refuses offers and pages of a kind the brand does not run, and shows no entry', async () => {
    const res = await operator.post('/admin/agent-contracts/offers', {
      account: top.account,
      terms: topTerms,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONTRACT_SCHEME_DISABLED',
      value: { field: 'terms.kind' },
    });
    const shown = await call(top, 'GET', '/wps/member/info/funds/consolidated');
    expect(shown.json().value).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 0 });
    expect((await call(top, 'GET', '/wps/agent/contracts?kind=daily_salary')).statusCode).toBe(409);
  });

  it('lets an operator turn a kind on, audited; a viewer cannot', async () => {
    const viewer = await asOperator(ctx, site.merchantId, 'viewer');
    const refused = await viewer.put('/admin/agent-schemes/daily_salary', {
      enabled: true,
      activeBet: null,
    });
    expect(refused.statusCode).toBe(403);
    for (const kind of ['daily_salary', 'dividend']) {
      const res = await operator.put(`/admin/agent-schemes/${kind}`, {
        enabled: true,
        activeBet: kind === 'dividend' ? 50_000 : null,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (await operator.get('/admin/agent-schemes')).json().value.schemes;
    expect(list).toEqual([
      { kind: 'daily_salary', enabled: true, activeBet: null },
      { kind: 'hourly_salary', enabled: false, activeBet: null },
      { kind: 'realtime_salary', enabled: false, activeBet: null },
      { kind: 'dividend', enabled: true, activeBet: 50_000 },
    ]);
    const audit = await sql<{ action: string }>`select action from audit_log
      where merchant_id = ${site.merchantId} and action = 'agent_scheme.update'`.execute(ctx.db);
    expect(audit.rows).toHaveLength(2);
    const bad = await operator.put('/admin/agent-schemes/weekly_bonus', { enabled: true });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the contract lifecycle', () => {
  it('an offer from the house waits, is accepted, and applies from the next day', async () => {
    const offered = await houseOffer(top.account, topTerms);
    let shown = (await call(top, 'GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(shown).toMatchObject({ dailysalreqtype: 1, dailysalinfotype: 2, divtypereq: 1 });
    expect((await page(top)).incoming.map((o: { id: number }) => o.id)).toEqual([offered.id]);

    const accepted = await accept(top, offered.id);
    expect(accepted).toMatchObject({ status: 'accepted', upline: null, downline: top.account });
    // Midnight in Ho Chi Minh City (UTC+7) is 17:00 UTC.
    const from = new Date(accepted.effectiveFrom as number);
    expect(from.getUTCHours()).toBe(17);
    expect(from.getTime()).toBeGreaterThan(Date.now());
    expect(from.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);

    const mine = await page(top);
    expect(mine).toMatchObject({ current: null, upcoming: { id: offered.id }, incoming: [] });
    shown = (await call(top, 'GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(shown).toMatchObject({ dailysalinfotype: 1, hoursalinfotype: 0, contracthoursalreq: 0 });
    // A player sees no entry, whatever the brand runs.
    const playerView = (await call(player, 'GET', '/wps/member/info/funds/consolidated')).json();
    expect(playerView.value).toMatchObject({ dailysalreqtype: 0, divtypereq: 0 });
  });

  it('an agent offers its direct downline agent at most its own rates, tier by tier', async () => {
    const res = await offer(top, middle.account, daily([100_000, 1, '4'], [2_000_000, 8, '9.5']));
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().value;
    expect(sent).toMatchObject({ status: 'pending', upline: top.account, automatic: false });
    expect(sent.expiresAt - sent.offeredAt).toBe(7 * 86_400_000);
    const downlines = (await page(top)).downlines;
    expect(downlines).toEqual([
      { account: middle.account, current: null, pending: expect.objectContaining({ id: sent.id }) },
    ]);
    expect((await accept(middle, sent.id)).status).toBe('accepted');
  });

  it('refuses bad offers with the field at fault, and writes nothing', async () => {
    const before = await versions();
    const cases: [Player, object, number, string, string][] = [
      // Above my rate at that tier: 6 > 5 at the first tier's thresholds.
      [
        top,
        { account: middle.account, terms: daily([100_000, 1, '6']) },
        400,
        'CONTRACT_RATE_ABOVE_UPLINE',
        'terms.tiers.0.rate',
      ],
      // Below my first tier's thresholds I have no rate at all.
      [
        top,
        { account: middle.account, terms: daily([50_000, 1, '1']) },
        400,
        'CONTRACT_RATE_ABOVE_UPLINE',
        'terms.tiers.0.rate',
      ],
      [
        top,
        { account: deep.account, terms: daily([100_000, 1, '1']) },
        400,
        'NOT_DIRECT_DOWNLINE',
        'account',
      ],
      [
        top,
        { account: player.account, terms: daily([100_000, 1, '1']) },
        400,
        'DOWNLINE_NOT_AGENT',
        'account',
      ],
      [
        top,
        { account: 'nobody999', terms: daily([100_000, 1, '1']) },
        400,
        'NOT_DIRECT_DOWNLINE',
        'account',
      ],
      [
        top,
        { account: middle.account, terms: daily([100_000, 1, '3'], [90_000, 2, '4']) },
        400,
        'CONTRACT_TIERS_INVALID',
        'terms.tiers.1',
      ],
      [
        top,
        { account: middle.account, terms: daily([100_000, 1, '3'], [200_000, 2, '3']) },
        400,
        'CONTRACT_TIERS_INVALID',
        'terms.tiers.1.rate',
      ],
      [
        top,
        { account: middle.account, terms: daily([100_000, 1, '3.333']) },
        400,
        'VALIDATION_FAILED',
        'terms.tiers.0.rate',
      ],
      [
        top,
        { account: middle.account, terms: daily([100_000, 1, '0']) },
        400,
        'VALIDATION_FAILED',
        'terms.tiers.0.rate',
      ],
      [
        top,
        { account: middle.account, terms: daily([-1, 1, '1']) },
        400,
        'VALIDATION_FAILED',
        'terms.tiers.0.minDailyTeamBet',
      ],
      [
        top,
        { account: middle.account, terms: { kind: 'daily_salary', tiers: [] } },
        400,
        'VALIDATION_FAILED',
        'terms.tiers',
      ],
      [
        top,
        { account: middle.account, terms: { kind: 'weekly', tiers: [] } },
        400,
        'VALIDATION_FAILED',
        'terms.kind',
      ],
      [top, { terms: topTerms }, 400, 'VALIDATION_FAILED', 'account'],
      // Offers go down the chain only: an agent's upline is not its downline.
      [
        middle,
        { account: top.account, terms: daily([100_000, 1, '1']) },
        400,
        'NOT_DIRECT_DOWNLINE',
        'account',
      ],
    ];
    for (const [from, body, status, code, field] of cases) {
      const res = await call(from, 'POST', '/wps/agent/contracts/offers', body);
      expect(res.statusCode, `${code} ${field}: ${res.body}`).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code, value: { field } });
    }
    const notAgent = await call(player, 'POST', '/wps/agent/contracts/offers', {
      account: middle.account,
      terms: topTerms,
    });
    expect(notAgent.json().code).toBe('NON_AGENT_ACCOUNT');
    for (const url of [
      '/wps/agent/contracts',
      '/wps/agent/contracts?kind=weekly',
      '/wps/agent/payouts?kind=daily_salary&pageSize=0',
      '/wps/agent/payouts',
    ]) {
      const res = await call(top, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION_FAILED');
    }
    expect(await versions()).toBe(before);
  });

  it("answers an offer once, and only its own downline's", async () => {
    const sent = (await offer(middle, deep.account, daily([100_000, 1, '3']))).json().value;
    const stranger = await call(top, 'POST', `/wps/agent/contracts/offers/${sent.id}/accept`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      code: 'CONTRACT_OFFER_NOT_FOUND',
      value: { field: 'id' },
    });
    const rejected = await call(deep, 'POST', `/wps/agent/contracts/offers/${sent.id}/reject`);
    expect(rejected.json().value.status).toBe('rejected');
    const again = await call(deep, 'POST', `/wps/agent/contracts/offers/${sent.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONTRACT_OFFER_CLOSED');
    const badId = await call(deep, 'POST', '/wps/agent/contracts/offers/x1/accept');
    expect(badId.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'id' } });

    // A new offer replaces one still waiting; a week on, an offer can no longer be accepted.
    const first = (await offer(middle, deep.account, daily([100_000, 1, '2']))).json().value;
    const second = (await offer(middle, deep.account, daily([100_000, 1, '3']))).json().value;
    const history = (await page(deep)).history;
    expect(
      history.slice(0, 3).map((v: { id: number; status: string }) => [v.id, v.status]),
    ).toEqual([
      [second.id, 'pending'],
      [first.id, 'withdrawn'],
      [sent.id, 'rejected'],
    ]);
    const merchant = (await merchantById(ctx.db, site.merchantId))!;
    const session = { sessionId: 0, memberId: deep.id, account: deep.account, type: 2 as const };
    await expect(
      acceptOffer(ctx.db, merchant, session, second.id, new Date(Date.now() + 8 * 86_400_000)),
    ).rejects.toMatchObject({ code: 'CONTRACT_OFFER_CLOSED' });
    expect((await page(deep)).history[0]).toMatchObject({ id: second.id, status: 'expired' });
  });

  it("ends a downline's contract at once when the upline's own rate falls below it", async () => {
    // The middle agent's 4 / 9.5 stands under the top's 5 / 10; the top now takes 3 / 10.
    const lower = await houseOffer(top.account, daily([100_000, 1, '3'], [1_000_000, 5, '10']));
    await accept(top, lower.id);
    const mine = await page(middle);
    expect(mine.incoming).toEqual([
      expect.objectContaining({ action: 'terminate', upline: top.account, automatic: true }),
    ]);
    const ended = await accept(middle, mine.incoming[0].id);
    expect(ended).toMatchObject({ action: 'terminate', status: 'accepted', terms: null });
    // Until the next day the middle agent's terms stay; then none.
    expect((await page(middle)).upcoming).toMatchObject({ action: 'terminate' });
  });

  it('lets the upline ask for an end, and refuses one where there is nothing to end', async () => {
    const none = await call(middle, 'POST', '/wps/agent/contracts/terminations', {
      account: deep.account,
      kind: 'daily_salary',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'NO_CONTRACT', value: { field: 'account' } });
    const kindMissing = await call(top, 'POST', '/wps/agent/contracts/terminations', {
      account: middle.account,
    });
    expect(kindMissing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'kind' },
    });
  });

  it("keeps a dividend contract on its upline's period", async () => {
    const weekly: ContractTerms = {
      kind: 'dividend',
      period: 'W',
      tiers: [{ minValidBet: 0, minPeriodLoss: 100_000, minActiveMembers: 1, rate: '20' }],
    };
    await accept(top, (await houseOffer(top.account, weekly)).id);
    const daily: ContractTerms = { ...weekly, period: 'D' };
    const res = await offer(top, middle.account, daily);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CONTRACT_PERIOD_MISMATCH',
      value: { field: 'terms.period' },
    });
    const fine = await offer(top, middle.account, {
      ...weekly,
      tiers: [{ ...weekly.tiers[0]!, rate: '15' }],
    });
    expect(fine.statusCode, fine.body).toBe(200);
    // Weekly terms apply from the next Monday, midnight on the brand's clock.
    const from = new Date((await accept(middle, fine.json().value.id)).effectiveFrom);
    const local = new Date(from.getTime() + 7 * 3_600_000);
    expect([local.getUTCDay(), local.getUTCHours()]).toEqual([1, 0]);
  });
});
