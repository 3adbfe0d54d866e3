import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import {
  asOperator,
  createTestSite,
  type OperatorClient,
  type TestSite,
} from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';

let ctx: TestContext;
let site: TestSite;
let editor: OperatorClient;
let viewer: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  site = await createTestSite(ctx);
  editor = await site.signIn('editor');
  viewer = await site.signIn('viewer');
});
afterAll(() => ctx.close());

const merchantAudits = () => auditRows(ctx.db, site.merchantId);
const promotionCount = async () =>
  (
    await ctx.db
      .selectFrom('promotion')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const valid = {
  category: 'deposit',
  title: 'Recarga',
  summary: 'Diez por ciento extra',
  content: '<p>Texto</p>',
};

describe('operator promotions', () => {
  it('creates, updates, lists and deletes, writing an audit row for each change', async () => {
    const before = (await merchantAudits()).length;
    const startsAt = Date.now() - 60_000;
    const created = await editor.post('/admin/promotions', { ...valid, startsAt });
    expect(created.statusCode).toBe(200);
    const promo = created.json().value;
    expect(promo).toEqual({
      id: expect.any(Number),
      category: 'deposit',
      title: 'Recarga',
      summary: 'Diez por ciento extra',
      content: '<p>Texto</p>',
      imageUrl: null,
      startsAt,
      endsAt: null,
      sort: 0,
      enabled: true,
      translations: {},
      updatedAt: expect.any(Number),
    });

    const updated = await editor.put(`/admin/promotions/${promo.id}`, {
      ...valid,
      category: 'rebate',
      title: 'Reembolso',
      imageUrl: 'https://cdn.example/p.png',
      sort: 4,
      enabled: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().value).toMatchObject({
      id: promo.id,
      category: 'rebate',
      title: 'Reembolso',
      imageUrl: 'https://cdn.example/p.png',
      startsAt: null,
      sort: 4,
      enabled: false,
    });

    const list = await viewer.get('/admin/promotions');
    expect(list.statusCode).toBe(200);
    expect(list.json().value).toEqual([expect.objectContaining({ id: promo.id, enabled: false })]);
    // Operators see a switched-off promotion; players do not.
    expect((await site.player('/wps/notice')).json().value.promotion).toEqual([]);

    expect((await editor.delete(`/admin/promotions/${promo.id}`)).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await editor.delete(`/admin/promotions/${promo.id}`)).statusCode).toBe(404);
    expect((await editor.get('/admin/promotions')).json().value).toEqual([]);

    const rows = (await merchantAudits()).slice(before);
    expect(rows.map((r) => r.action)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.delete',
    ]);
    expect(rows[1]).toMatchObject({
      operator_username: editor.username,
      target_type: 'promotion',
      target_id: String(promo.id),
      before: expect.objectContaining({ title: 'Recarga', enabled: true }),
      after: expect.objectContaining({ title: 'Reembolso', enabled: false }),
    });
    expect(rows[2]).toMatchObject({
      before: expect.objectContaining({ title: 'Reembolso' }),
      after: null,
    });
  });

  it('sanitises the content on write and players read it cleaned', async () => {
    const res = await editor.post('/admin/promotions', {
      ...valid,
      content:
        '<p onclick="steal()">Hola <b>mundo</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p><iframe src="https://evil"></iframe>',
    });
    const promo = res.json().value;
    expect(promo.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(promo.content).toContain('<b>mundo</b>');
    const served = (await site.player(`/wps/promotions/${promo.id}`)).json().value;
    expect(served.content).toBe(promo.content);
    await editor.delete(`/admin/promotions/${promo.id}`);
  });

  it('keeps translations, cleaned like the content, and players read their language', async () => {
    const brand = await createMerchant(ctx.db, {
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'en', 'zh'],
    });
    const writer = await asOperator(ctx, brand.id, 'editor');
    const created = await writer.post('/admin/promotions', {
      ...valid,
      imageUrl: '/static/promotions/welcome.svg',
      translations: {
        en: {
          title: 'Top-up',
          content: '<p>Text<script>alert(1)</script></p>',
          imageUrl: '/static/promotions/welcome.svg?lang=en',
        },
        zh: { summary: '说明' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const promo = created.json().value;
    expect(promo.translations).toEqual({
      en: {
        title: 'Top-up',
        content: '<p>Text</p>',
        imageUrl: '/static/promotions/welcome.svg?lang=en',
      },
      zh: { summary: '说明' },
    });
    const read = async (language: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/wps/promotions/${promo.id}`,
          headers: { merchant: brand.code, 'accept-language': language },
        })
      ).json().value;
    expect(await read('en-GB,en;q=0.9')).toMatchObject({
      title: 'Top-up',
      summary: 'Diez por ciento extra',
      content: '<p>Text</p>',
      imageUrl: '/static/promotions/welcome.svg?lang=en',
    });
    expect(await read('zh-CN')).toMatchObject({ title: 'Recarga', summary: '说明' });
    // Portuguese is not offered by this brand: its default language answers.
    expect(await read('pt-BR')).toMatchObject({ title: 'Recarga', content: '<p>Texto</p>' });

    // Replacing the promotion without translations leaves none behind.
    await writer.put(`/admin/promotions/${promo.id}`, { ...valid, title: 'Recarga nueva' });
    expect(await read('en')).toMatchObject({ title: 'Recarga nueva', content: '<p>Texto</p>' });
  });

  it('refuses bad input to create with 400 naming the field and writes nothing', async () => {
    const now = Date.now();
    const rows = await promotionCount();
    const audits = (await merchantAudits()).length;
    for (const [payload, field] of [
      [{ ...valid, category: 'jackpot' }, 'category'],
      [{ ...valid, category: undefined }, 'category'],
      [{ ...valid, title: '' }, 'title'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, title: 'x'.repeat(201) }, 'title'],
      [{ ...valid, summary: 'x'.repeat(301) }, 'summary'],
      [{ ...valid, content: 5 }, 'content'],
      [{ ...valid, imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ ...valid, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...valid, endsAt: 1e20 }, 'endsAt'],
      [{ ...valid, startsAt: now, endsAt: now - 1 }, 'endsAt'],
      [{ ...valid, startsAt: now, endsAt: now }, 'endsAt'],
      [{ ...valid, sort: -1 }, 'sort'],
      [{ ...valid, enabled: 'yes' }, 'enabled'],
      [{ ...valid, translations: { fr: { title: 'Recharge' } } }, 'translations'],
      [{ ...valid, translations: { en: { title: '' } } }, 'translations.en.title'],
      [
        { ...valid, translations: { en: { imageUrl: 'javascript:x' } } },
        'translations.en.imageUrl',
      ],
    ] as const) {
      const res = await editor.post('/admin/promotions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: { field },
      });
    }
    expect(await promotionCount()).toBe(rows);
    expect(await merchantAudits()).toHaveLength(audits);
  });

  it('refuses bad input to update and delete, and leaves the promotion as it was', async () => {
    const promo = (await editor.post('/admin/promotions', valid)).json().value;
    const audits = (await merchantAudits()).length;
    const now = Date.now();

    const backwards = await editor.put(`/admin/promotions/${promo.id}`, {
      ...valid,
      title: 'changed',
      startsAt: now + 1000,
      endsAt: now,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'endsAt' },
    });
    const badTitle = await editor.put(`/admin/promotions/${promo.id}`, { ...valid, title: '' });
    expect(badTitle.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'title' } });

    for (const [method, url] of [
      ['put', '/admin/promotions/abc'],
      ['delete', '/admin/promotions/abc'],
      ['delete', '/admin/promotions/0'],
    ] as const) {
      const res = await editor[method](url, valid);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'id' } });
    }
    const unknown = await editor.put('/admin/promotions/2000000000', valid);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    const [stored] = (await editor.get('/admin/promotions')).json().value;
    expect(stored).toEqual(promo);
    expect(await merchantAudits()).toHaveLength(audits);
    await editor.delete(`/admin/promotions/${promo.id}`);
  });

  it('refuses writes from a viewer with 403 FORBIDDEN and writes nothing', async () => {
    const promo = (await editor.post('/admin/promotions', valid)).json().value;
    const audits = (await merchantAudits()).length;
    for (const res of [
      await viewer.post('/admin/promotions', valid),
      await viewer.put(`/admin/promotions/${promo.id}`, { ...valid, title: 'viewer' }),
      await viewer.delete(`/admin/promotions/${promo.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect((await editor.get('/admin/promotions')).json().value).toEqual([promo]);
    expect(await merchantAudits()).toHaveLength(audits);
    await editor.delete(`/admin/promotions/${promo.id}`);
  });

  it('refuses calls without an operator session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/promotions' });
    expect(res.statusCode).toBe(401);
  });

  it("never shows or changes another merchant's promotions", async () => {
    const otherEditor = await (await createTestSite(ctx)).signIn('editor');
    const mine = (await editor.post('/admin/promotions', valid)).json().value;
    expect((await otherEditor.get('/admin/promotions')).json().value).toEqual([]);
    const put = await otherEditor.put(`/admin/promotions/${mine.id}`, { ...valid, title: 'x' });
    expect(put.statusCode).toBe(404);
    expect((await otherEditor.delete(`/admin/promotions/${mine.id}`)).statusCode).toBe(404);
    expect((await editor.get('/admin/promotions')).json().value).toEqual([mine]);
    await editor.delete(`/admin/promotions/${mine.id}`);
  });
});
