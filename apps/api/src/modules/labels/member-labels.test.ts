import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { registration, sendRegistration, withToken, type Site } from '../../../test/members.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;
let editor: OperatorClient;
let stranger: OperatorClient;
let ids: Record<'plata' | 'oro' | 'retiros' | 'gestor' | 'alfa', number>;
let theirs: { club: number; vip: number };

const plata = { labelName: 'Plata', color: '#1f2937', color2: '#c7ccd4', rankLevel: 2 };
const oro = { labelName: 'Oro', color: '#3b2a00', color2: '#f2c230', rankLevel: 3 };

async function created(client: OperatorClient, path: string, body: object): Promise<number> {
  const res = await client.post(path, body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
  operator = await asOperator(ctx, merchant.id, 'operator');
  editor = await asOperator(ctx, merchant.id, 'editor');
  stranger = await asOperator(ctx, (await createMerchant(ctx.db)).id, 'owner');
  ids = {
    plata: await created(operator, '/admin/club-labels', plata),
    oro: await created(operator, '/admin/club-labels', oro),
    retiros: await created(operator, '/admin/vip-labels', { labelName: 'Retiros prioritarios' }),
    gestor: await created(operator, '/admin/vip-labels', { labelName: 'gestor personal' }),
    alfa: await created(operator, '/admin/vip-labels', { labelName: 'Alfa' }),
  };
  theirs = {
    club: await created(stranger, '/admin/club-labels', oro),
    vip: await created(stranger, '/admin/vip-labels', { labelName: 'Alfa' }),
  };
});
afterAll(() => ctx.close());

/** A freshly registered player: its account and a session token. */
async function player(): Promise<{ account: string; token: string }> {
  const payload = registration();
  const res = await sendRegistration(site, payload);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { account: payload.username!, token: res.json().value.token };
}

const infoOf = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, token),
    })
  ).json().value;

const auditCount = async () => (await auditRows(ctx.db, site.merchantId)).length;

describe('labels of a member (operator)', () => {
  it('gives a member a club label and VIP labels, which member info shows until taken away', async () => {
    const { account, token } = await player();
    expect(await infoOf(token)).toMatchObject({ clubLabel: null, memberLabel: [] });

    const given = await operator.put(`/admin/members/${account}/club-label`, {
      clubLabelId: ids.plata,
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().value).toEqual({
      account,
      clubLabel: { id: ids.plata, ...plata },
      vipLabels: [],
    });
    // The account is found whatever its case.
    for (const label of [ids.retiros, ids.gestor]) {
      const res = await operator.put(`/admin/members/${account.toUpperCase()}/vip-labels/${label}`);
      expect(res.statusCode).toBe(200);
    }
    expect(await infoOf(token)).toMatchObject({
      account,
      clubLabel: { labelName: 'Plata', color: '#1f2937', color2: '#c7ccd4', rankLevel: 2 },
      memberLabel: [{ labelName: 'gestor personal' }, { labelName: 'Retiros prioritarios' }],
    });

    // A second club label replaces the first; a VIP label given twice is held once.
    await operator.put(`/admin/members/${account}/club-label`, { clubLabelId: ids.oro });
    await operator.put(`/admin/members/${account}/vip-labels/${ids.gestor}`);
    const now = await operator.get(`/admin/members/${account}/labels`);
    expect(now.json().value).toEqual({
      account,
      clubLabel: { id: ids.oro, ...oro },
      vipLabels: [
        { id: ids.gestor, labelName: 'gestor personal' },
        { id: ids.retiros, labelName: 'Retiros prioritarios' },
      ],
    });
    expect((await infoOf(token)).clubLabel).toEqual({
      labelName: 'Oro',
      color: '#3b2a00',
      color2: '#f2c230',
      rankLevel: 3,
    });

    expect(
      (await operator.delete(`/admin/members/${account}/vip-labels/${ids.gestor}`)).statusCode,
    ).toBe(200);
    expect((await infoOf(token)).memberLabel).toEqual([{ labelName: 'Retiros prioritarios' }]);
    const cleared = await operator.delete(`/admin/members/${account}/club-label`);
    expect(cleared.json().value.clubLabel).toBeNull();
    await operator.delete(`/admin/members/${account}/vip-labels/${ids.retiros}`);
    expect(await infoOf(token)).toMatchObject({ clubLabel: null, memberLabel: [] });
  });

  it('writes an audit row of the member’s labels before and after each change', async () => {
    const { account } = await player();
    const member = await ctx.db
      .selectFrom('member')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    const from = await auditCount();
    await operator.put(`/admin/members/${account}/club-label`, { clubLabelId: ids.plata });
    await operator.put(`/admin/members/${account}/vip-labels/${ids.alfa}`);
    await operator.delete(`/admin/members/${account}/vip-labels/${ids.alfa}`);
    await operator.delete(`/admin/members/${account}/club-label`);

    const rows = (await auditRows(ctx.db, site.merchantId)).slice(from);
    expect(rows.map((r) => r.action)).toEqual([
      'member.club_label.assign',
      'member.vip_label.assign',
      'member.vip_label.unassign',
      'member.club_label.unassign',
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({
        target_type: 'member',
        target_id: String(member.id),
        operator_username: operator.username,
      });
    }
    const plataHeld = { id: ids.plata, ...plata };
    const alfaHeld = { id: ids.alfa, labelName: 'Alfa' };
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [
        { account, clubLabel: null, vipLabels: [] },
        { account, clubLabel: plataHeld, vipLabels: [] },
      ],
      [
        { account, clubLabel: plataHeld, vipLabels: [] },
        { account, clubLabel: plataHeld, vipLabels: [alfaHeld] },
      ],
      [
        { account, clubLabel: plataHeld, vipLabels: [alfaHeld] },
        { account, clubLabel: plataHeld, vipLabels: [] },
      ],
      [
        { account, clubLabel: plataHeld, vipLabels: [] },
        { account, clubLabel: null, vipLabels: [] },
      ],
    ]);
  });

  it('takes a deleted label off every member who held it', async () => {
    const { account, token } = await player();
    const club = await created(operator, '/admin/club-labels', { ...oro, labelName: 'Temporal' });
    const vip = await created(operator, '/admin/vip-labels', { labelName: 'Temporal' });
    await operator.put(`/admin/members/${account}/club-label`, { clubLabelId: club });
    await operator.put(`/admin/members/${account}/vip-labels/${vip}`);
    expect(await infoOf(token)).toMatchObject({
      clubLabel: { labelName: 'Temporal' },
      memberLabel: [{ labelName: 'Temporal' }],
    });

    await operator.delete(`/admin/club-labels/${club}`);
    await operator.delete(`/admin/vip-labels/${vip}`);
    expect(await infoOf(token)).toMatchObject({ clubLabel: null, memberLabel: [] });
  });

  it('answers 404 for an unknown member or label, changing nothing', async () => {
    const { account, token } = await player();
    const auditBefore = await auditCount();
    for (const res of [
      await operator.get('/admin/members/nobody123/labels'),
      await operator.put('/admin/members/nobody123/club-label', { clubLabelId: ids.oro }),
      await operator.delete('/admin/members/nobody123/club-label'),
      await operator.put(`/admin/members/nobody123/vip-labels/${ids.alfa}`),
      await operator.put(`/admin/members/${account}/club-label`, { clubLabelId: 999999 }),
      await operator.put(`/admin/members/${account}/vip-labels/999999`),
      await operator.delete(`/admin/members/${account}/vip-labels/999999`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(
      (await operator.put('/admin/members/nobody123/club-label', { clubLabelId: ids.oro })).json()
        .message,
    ).toBe('Member not found');
    expect(await auditCount()).toBe(auditBefore);
    expect(await infoOf(token)).toMatchObject({ clubLabel: null, memberLabel: [] });
  });

  it('refuses a club label id that is not a number, with the field', async () => {
    const { account } = await player();
    const res = await operator.put(`/admin/members/${account}/club-label`, { clubLabelId: 'oro' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'clubLabelId' },
    });
  });

  it('never gives a member another merchant’s labels, nor lets that merchant reach the member', async () => {
    const { account, token } = await player();
    const auditBefore = await auditCount();
    const foreignClub = await operator.put(`/admin/members/${account}/club-label`, {
      clubLabelId: theirs.club,
    });
    expect(foreignClub.statusCode).toBe(404);
    expect(foreignClub.json().message).toBe('Club label not found');
    const foreignVip = await operator.put(`/admin/members/${account}/vip-labels/${theirs.vip}`);
    expect(foreignVip.statusCode).toBe(404);
    expect(foreignVip.json().message).toBe('VIP label not found');

    // The other merchant's operator does not find this merchant's member at all.
    expect((await stranger.get(`/admin/members/${account}/labels`)).statusCode).toBe(404);
    const reach = await stranger.put(`/admin/members/${account}/club-label`, {
      clubLabelId: theirs.club,
    });
    expect(reach.statusCode).toBe(404);
    expect(reach.json().message).toBe('Member not found');

    expect(await infoOf(token)).toMatchObject({ clubLabel: null, memberLabel: [] });
    expect(await auditCount()).toBe(auditBefore);
  });

  it('has the database itself refuse a member holding another merchant’s label', async () => {
    const { account } = await player();
    const member = await ctx.db
      .selectFrom('member')
      .select(['id', 'merchant_id'])
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    const strangerMerchant = (
      await ctx.db
        .selectFrom('club_label')
        .select('merchant_id')
        .where('id', '=', theirs.club)
        .executeTakeFirstOrThrow()
    ).merchant_id;
    for (const merchantId of [member.merchant_id, strangerMerchant]) {
      await expect(
        ctx.db
          .insertInto('member_club_label')
          .values({ member_id: member.id, merchant_id: merchantId, club_label_id: theirs.club })
          .execute(),
      ).rejects.toThrow(/foreign key/);
      await expect(
        ctx.db
          .insertInto('member_vip_label')
          .values({ member_id: member.id, merchant_id: merchantId, vip_label_id: theirs.vip })
          .execute(),
      ).rejects.toThrow(/foreign key/);
    }
  });

  it('lets editors read a member’s labels but not change them', async () => {
    const { account, token } = await player();
    expect((await editor.get(`/admin/members/${account}/labels`)).statusCode).toBe(200);
    for (const res of [
      await editor.put(`/admin/members/${account}/club-label`, { clubLabelId: ids.oro }),
      await editor.put(`/admin/members/${account}/vip-labels/${ids.alfa}`),
      await editor.delete(`/admin/members/${account}/club-label`),
      await editor.delete(`/admin/members/${account}/vip-labels/${ids.alfa}`),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await infoOf(token)).toMatchObject({ clubLabel: null, memberLabel: [] });
  });
});
