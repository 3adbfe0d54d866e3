import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let site: TestSite;
let operator: OperatorClient;
let editor: OperatorClient;
let viewer: OperatorClient;
let stranger: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await createTestSite(ctx);
  operator = await site.signIn('operator');
  editor = await site.signIn('editor');
  viewer = await site.signIn('viewer');
  stranger = await (await createTestSite(ctx)).signIn('owner');
});
afterAll(() => ctx.close());

const oro = { labelName: 'Oro', color: '#3b2a00', color2: '#f2c230', rankLevel: 3 };

const clubLabels = async (client = operator) =>
  (await client.get('/admin/club-labels')).json().value as { id: number; labelName: string }[];
const vipLabels = async (client = operator) =>
  (await client.get('/admin/vip-labels')).json().value as { id: number; labelName: string }[];
const lastAudit = async () => (await auditRows(ctx.db, site.merchantId)).at(-1);
const auditCount = async () => (await auditRows(ctx.db, site.merchantId)).length;

async function created(path: string, body: object, client = operator): Promise<number> {
  const res = await client.post(path, body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.id;
}

describe('club labels (operator)', () => {
  it('creates, lists, edits and deletes club labels, each change with its audit row', async () => {
    const res = await operator.post('/admin/club-labels', {
      labelName: '  Oro ',
      color: '#3B2A00',
      color2: '#F2C230',
      rankLevel: 3,
    });
    expect(res.statusCode).toBe(200);
    const gold = res.json().value;
    expect(gold).toEqual({ id: expect.any(Number), ...oro });
    expect(await lastAudit()).toMatchObject({
      action: 'club_label.create',
      target_type: 'club_label',
      target_id: String(gold.id),
      operator_username: operator.username,
      before: null,
      after: gold,
    });

    const silver = { labelName: 'Plata', color: '#1f2937', color2: '#c7ccd4', rankLevel: 2 };
    const silverId = await created('/admin/club-labels', silver);
    expect(await clubLabels()).toEqual([
      { id: silverId, ...silver },
      { id: gold.id, ...oro },
    ]);

    const brighter = { ...oro, color2: '#ffd700', rankLevel: 4 };
    const edit = await operator.put(`/admin/club-labels/${gold.id}`, brighter);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().value).toEqual({ id: gold.id, ...brighter });
    expect(await lastAudit()).toMatchObject({
      action: 'club_label.update',
      target_id: String(gold.id),
      before: gold,
      after: { id: gold.id, ...brighter },
    });

    expect((await operator.delete(`/admin/club-labels/${silverId}`)).statusCode).toBe(200);
    expect(await clubLabels()).toEqual([{ id: gold.id, ...brighter }]);
    expect(await lastAudit()).toMatchObject({
      action: 'club_label.delete',
      target_id: String(silverId),
      before: { id: silverId, ...silver },
      after: null,
    });
    expect((await operator.delete(`/admin/club-labels/${silverId}`)).statusCode).toBe(404);
  });

  it.each([
    ['a colour name', { ...oro, labelName: 'A', color: 'gold' }, 'color'],
    ['a short hex colour', { ...oro, labelName: 'B', color2: '#fc0' }, 'color2'],
    ['a colour that is not hex', { ...oro, labelName: 'C', color: '#gggggg' }, 'color'],
    ['a name over 32 characters', { ...oro, labelName: 'x'.repeat(33) }, 'labelName'],
    ['a blank name', { ...oro, labelName: '   ' }, 'labelName'],
    ['a negative rank', { ...oro, labelName: 'D', rankLevel: -1 }, 'rankLevel'],
    ['a fractional rank', { ...oro, labelName: 'E', rankLevel: 1.5 }, 'rankLevel'],
    ['no background colour', { ...oro, labelName: 'F', color2: undefined }, 'color2'],
  ])('refuses %s with the field, writing nothing', async (_, body, field) => {
    const [labelsBefore, auditBefore] = [await clubLabels(), await auditCount()];
    const res = await operator.post('/admin/club-labels', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect(await clubLabels()).toEqual(labelsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses a name the merchant already uses, whatever its case', async () => {
    const diamond = await created('/admin/club-labels', { ...oro, labelName: 'Diamante' });
    const ruby = await created('/admin/club-labels', { ...oro, labelName: 'Rubí' });
    const auditBefore = await auditCount();

    const again = await operator.post('/admin/club-labels', { ...oro, labelName: 'DIAMANTE' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'labelName', issues: [{ field: 'labelName', rule: 'taken' }] },
    });
    const rename = await operator.put(`/admin/club-labels/${ruby}`, {
      ...oro,
      labelName: 'diamante',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().value.issues[0]).toMatchObject({ field: 'labelName', rule: 'taken' });
    expect((await clubLabels()).find((l) => l.id === ruby)?.labelName).toBe('Rubí');
    expect(await auditCount()).toBe(auditBefore);

    // Keeping its own name is no clash.
    const same = await operator.put(`/admin/club-labels/${diamond}`, {
      ...oro,
      labelName: 'Diamante',
      rankLevel: 9,
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets two operators racing for one name have it once, and the other told it is taken', async () => {
    const body = { ...oro, labelName: 'Platino' };
    const answers = await Promise.all([
      operator.post('/admin/club-labels', body),
      operator.post('/admin/club-labels', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().value.issues[0]).toMatchObject({ rule: 'taken' });
    expect((await clubLabels()).filter((l) => l.labelName === 'Platino')).toHaveLength(1);
  });

  it('lets another merchant use the same name, and keeps each merchant to its own labels', async () => {
    const theirs = await created('/admin/club-labels', oro, stranger);
    expect((await clubLabels(stranger)).map((l) => l.labelName)).toEqual(['Oro']);
    expect((await clubLabels()).some((l) => l.id === theirs)).toBe(false);

    expect((await operator.put(`/admin/club-labels/${theirs}`, oro)).statusCode).toBe(404);
    expect((await operator.delete(`/admin/club-labels/${theirs}`)).statusCode).toBe(404);
    expect(await clubLabels(stranger)).toEqual([{ id: theirs, ...oro }]);
  });

  it('lets editors and viewers read the labels but not change them', async () => {
    const id = await created('/admin/club-labels', { ...oro, labelName: 'Esmeralda' });
    const auditBefore = await auditCount();
    expect(await clubLabels(viewer)).toEqual(await clubLabels());
    for (const res of [
      await editor.post('/admin/club-labels', { ...oro, labelName: 'Zafiro' }),
      await editor.put(`/admin/club-labels/${id}`, { ...oro, labelName: 'Zafiro' }),
      await viewer.delete(`/admin/club-labels/${id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const names = (await clubLabels()).map((l) => l.labelName);
    expect(names).toContain('Esmeralda');
    expect(names).not.toContain('Zafiro');
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('VIP labels (operator)', () => {
  it('creates, lists by name, renames and deletes VIP labels, each with its audit row', async () => {
    const withdrawals = await created('/admin/vip-labels', { labelName: 'Retiros prioritarios' });
    expect(await lastAudit()).toMatchObject({
      action: 'vip_label.create',
      target_type: 'vip_label',
      target_id: String(withdrawals),
      after: { id: withdrawals, labelName: 'Retiros prioritarios' },
    });
    const manager = await created('/admin/vip-labels', { labelName: 'gestor personal' });
    expect(await vipLabels()).toEqual([
      { id: manager, labelName: 'gestor personal' },
      { id: withdrawals, labelName: 'Retiros prioritarios' },
    ]);

    const rename = await operator.put(`/admin/vip-labels/${manager}`, {
      labelName: 'Gestor personal',
    });
    expect(rename.json().value).toEqual({ id: manager, labelName: 'Gestor personal' });
    expect(await lastAudit()).toMatchObject({
      action: 'vip_label.update',
      before: { labelName: 'gestor personal' },
      after: { labelName: 'Gestor personal' },
    });

    expect((await operator.delete(`/admin/vip-labels/${withdrawals}`)).statusCode).toBe(200);
    expect(await vipLabels()).toEqual([{ id: manager, labelName: 'Gestor personal' }]);
    expect(await lastAudit()).toMatchObject({ action: 'vip_label.delete', after: null });
  });

  it('refuses a taken name, a blank or too long one, with the field', async () => {
    await created('/admin/vip-labels', { labelName: 'Cumpleaños' });
    const auditBefore = await auditCount();
    const taken = await operator.post('/admin/vip-labels', { labelName: ' CUMPLEAÑOS ' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().value.issues[0]).toMatchObject({ field: 'labelName', rule: 'taken' });
    for (const labelName of ['', 'y'.repeat(33)]) {
      const res = await operator.post('/admin/vip-labels', { labelName });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.field).toBe('labelName');
    }
    expect(await auditCount()).toBe(auditBefore);
  });

  it('lets editors read but not write, and no merchant touch another one’s labels', async () => {
    const theirs = await created('/admin/vip-labels', { labelName: 'Solo suyo' }, stranger);
    expect((await vipLabels()).some((l) => l.id === theirs)).toBe(false);
    expect((await operator.delete(`/admin/vip-labels/${theirs}`)).statusCode).toBe(404);
    expect((await editor.get('/admin/vip-labels')).statusCode).toBe(200);
    expect((await editor.post('/admin/vip-labels', { labelName: 'Nuevo' })).statusCode).toBe(403);
    expect(await vipLabels(stranger)).toEqual([{ id: theirs, labelName: 'Solo suyo' }]);
  });
});

describe('label set-up', () => {
  it('gives the demo merchant its club ranks and VIP labels, held by no one', async () => {
    const demo = await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow();
    const clubs = await ctx.db
      .selectFrom('club_label')
      .select(['label_name', 'rank_level', 'text_color', 'background_color'])
      .where('merchant_id', '=', demo.id)
      .orderBy('rank_level')
      .execute();
    expect(clubs.map((c) => [c.label_name, c.rank_level])).toEqual([
      ['Bronce', 1],
      ['Plata', 2],
      ['Oro', 3],
    ]);
    for (const c of clubs) {
      expect(c.text_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.background_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.text_color).not.toBe(c.background_color);
    }
    const vips = await ctx.db
      .selectFrom('vip_label')
      .select('label_name')
      .where('merchant_id', '=', demo.id)
      .execute();
    expect(vips).toHaveLength(2);
    for (const table of ['member_club_label', 'member_vip_label'] as const) {
      const held = ctx.db.selectFrom(table).select('member_id').where('merchant_id', '=', demo.id);
      expect(await held.execute()).toEqual([]);
    }
  });

  it('documents the label calls', async () => {
    const paths = Object.keys(
      (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/admin/club-labels',
        '/admin/club-labels/{id}',
        '/admin/vip-labels',
        '/admin/vip-labels/{id}',
        '/admin/members/{account}/labels',
        '/admin/members/{account}/club-label',
        '/admin/members/{account}/vip-labels/{id}',
      ]),
    );
  });
});
