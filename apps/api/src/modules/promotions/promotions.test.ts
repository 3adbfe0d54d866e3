import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, type OperatorClient, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;

/** A promotion as operators send it; each test overrides what it is about. */
const promotion = (over: Record<string, unknown> = {}) => ({
  category: 'new_player',
  title: 'Bono {amount}',
  summary: 'Resumen',
  content: '<p>Detalle</p>',
  ...over,
});

async function siteWithEditor(): Promise<[TestSite, OperatorClient]> {
  const site = await createTestSite(ctx);
  return [site, await site.signIn('editor')];
}

async function create(editor: OperatorClient, over: Record<string, unknown>) {
  const res = await editor.post('/admin/promotions', promotion(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; title: string };
}

const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe('promotions players see', () => {
  it('lists only enabled promotions inside their window, in sort order, in the notice', async () => {
    const [site, editor] = await siteWithEditor();
    const now = Date.now();
    await create(editor, { title: 'open', sort: 2 });
    await create(editor, { title: 'window', startsAt: now - HOUR, endsAt: now + HOUR, sort: 1 });
    await create(editor, { title: 'from', startsAt: now - HOUR, sort: 3 });
    await create(editor, { title: 'until', endsAt: now + HOUR, sort: 4 });
    await create(editor, { title: 'ended', startsAt: now - 2 * HOUR, endsAt: now - HOUR });
    await create(editor, { title: 'future', startsAt: now + HOUR });
    await create(editor, { title: 'off', enabled: false });

    const notice = (await site.player('/wps/notice')).json().value;
    expect(titles(notice.promotion)).toEqual(['window', 'open', 'from', 'until']);
    expect(notice.promotion[0]).toEqual({
      id: expect.any(Number),
      title: 'window',
      category: 'new_player',
      summary: 'Resumen',
      imageUrl: null,
      startsAt: now - HOUR,
      endsAt: now + HOUR,
    });
  });

  it('answers one live promotion with its content, and 404 PROMOTION_NOT_FOUND otherwise', async () => {
    const [site, editor] = await siteWithEditor();
    const now = Date.now();
    const live = await create(editor, {
      title: 'live',
      imageUrl: '/static/promotions/welcome-bonus.svg',
      content: '<p>Hola <b>jugador</b></p>',
    });
    const ended = await create(editor, { startsAt: now - 2 * HOUR, endsAt: now - HOUR });
    const future = await create(editor, { startsAt: now + HOUR });
    const off = await create(editor, { enabled: false });

    const res = await site.player(`/wps/promotions/${live.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      id: live.id,
      title: 'live',
      category: 'new_player',
      summary: 'Resumen',
      content: '<p>Hola <b>jugador</b></p>',
      imageUrl: '/static/promotions/welcome-bonus.svg',
      startsAt: null,
      endsAt: null,
    });

    for (const id of [ended.id, future.id, off.id, 2_000_000_000]) {
      const missing = await site.player(`/wps/promotions/${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'PROMOTION_NOT_FOUND' });
    }
  });

  it('refuses an id that is not a positive integer with 400 naming the id', async () => {
    const [site] = await siteWithEditor();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await site.player(`/wps/promotions/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'id' } });
    }
  });

  it('leaves out a row whose category this version does not know, instead of failing the notice', async () => {
    const [site, editor] = await siteWithEditor();
    const known = await create(editor, { title: 'known' });
    const odd = await create(editor, { title: 'odd' });
    await ctx.db
      .updateTable('promotion')
      .set({ category: 'loyalty' })
      .where('id', '=', odd.id)
      .execute();
    const res = await site.player('/wps/notice');
    expect(res.statusCode).toBe(200);
    expect(titles(res.json().value.promotion)).toEqual([known.title]);
    expect((await site.player(`/wps/promotions/${odd.id}`)).statusCode).toBe(404);
  });

  it("never shows one merchant's promotions on another merchant's site", async () => {
    const [mine, editor] = await siteWithEditor();
    const [other] = await siteWithEditor();
    const created = await create(editor, { title: 'solo mío' });
    expect((await mine.player('/wps/notice')).json().value.promotion).toHaveLength(1);
    expect((await other.player('/wps/notice')).json().value.promotion).toEqual([]);
    const res = await other.player(`/wps/promotions/${created.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PROMOTION_NOT_FOUND');
  });
});

describe('demo promotions', () => {
  const demo = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { merchant: 'SORTEO' } });

  // Nothing pays a bonus, rebate or prize yet: no promotion may promise one.
  const promise =
    /\{amount\}|bono|b[oô]nus|reembolso|rebate|cashback|extra|%|premio|prize|prêmio|奖金|返水|红利|赠送/i;

  it('seeds new-player promotions that promise no money the site does not pay', async () => {
    const list = (await demo('/wps/notice')).json().value.promotion as {
      id: number;
      title: string;
      summary: string;
      category: string;
    }[];
    const newPlayer = list.filter((p) => p.category === 'new_player');
    expect(newPlayer.length).toBeGreaterThanOrEqual(2);
    for (const p of list) {
      const detail = (await demo(`/wps/promotions/${p.id}`)).json().value;
      expect(detail.content).toContain('<');
      for (const text of [detail.title, detail.summary, detail.content]) {
        expect(text, text).not.toMatch(promise);
      }
    }
  });

  it('stores no promise in any language the demo carries', async () => {
    const rows = await ctx.db
      .selectFrom('promotion')
      .innerJoin('merchant', 'merchant.id', 'promotion.merchant_id')
      .where('merchant.code', '=', 'SORTEO')
      .select(['promotion.title', 'promotion.translations'])
      .execute();
    const texts = rows.flatMap((r) => [
      r.title,
      ...Object.values(r.translations).flatMap((t) => [t?.title, t?.summary, t?.content]),
    ]);
    expect(texts.length).toBeGreaterThan(rows.length * 3);
    for (const text of texts) expect(text ?? '', text).not.toMatch(promise);
  });

  it('answers the demo promotions in the language the site shows', async () => {
    const read = async (url: string, language: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url,
          headers: { merchant: 'SORTEO', 'accept-language': language },
        })
      ).json().value;
    const spanish = (await read('/wps/notice', 'es')).promotion;
    const english = (await read('/wps/notice', 'en')).promotion;
    expect(english.map((p: { id: number }) => p.id)).toEqual(
      spanish.map((p: { id: number }) => p.id),
    );
    expect(english[0].title).toBe('Start playing at Sorteo');
    expect(spanish[0].title).toBe('Empieza a jugar en Sorteo');
    expect(english[0].imageUrl).toBe('/static/promotions/welcome.svg?lang=en');
    const detail = await read(`/wps/promotions/${english[0].id}`, 'en-US,en;q=0.9');
    expect(detail.content).toContain('Opening an account is free');
  });

  it('serves the demo promotion pictures as SVG', async () => {
    const list = (await demo('/wps/notice')).json().value.promotion as {
      imageUrl: string | null;
    }[];
    const urls = list.flatMap((p) => (p.imageUrl ? [p.imageUrl] : []));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/static/promotions/nope.svg' });
    expect(missing.statusCode).toBe(404);

    // Their words follow `?lang=`, Spanish without it.
    const picture = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/static/promotions/welcome.svg${query}` });
    expect((await picture('')).body).toContain('Bienvenido a Sorteo');
    expect((await picture('?lang=en')).body).toContain('Welcome to Sorteo');
    expect((await picture('?lang=zh')).body).toContain('欢迎来到 Sorteo');
    expect((await picture('?lang=fr')).statusCode).toBe(400);
  });
});
