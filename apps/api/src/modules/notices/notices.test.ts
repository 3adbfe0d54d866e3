import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { insertAnnouncement, insertBanner } from '../content/test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, merchant = 'SORTEO') =>
  ctx.app.inject({ method: 'GET', url, headers: { merchant } });

describe('GET /wps/notice', () => {
  it('answers marquee announcements, every enabled banner in order, the popup and the promotions', async () => {
    const res = await get('/wps/notice');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.player).toHaveLength(12);
    expect(v.player.every((a: { type: string }) => a.type === 'B')).toBe(true);
    expect(v.popup).toEqual([expect.objectContaining({ type: 'PU', title: 'Protege tu cuenta' })]);
    expect(v.promotion.length).toBeGreaterThanOrEqual(2);
    expect(v.promotion[0]).toMatchObject({ category: 'new_player', title: expect.any(String) });
    const homeBanners = v.banners.filter((b: { groupName: string }) => b.groupName === 'w_home');
    expect(homeBanners.length).toBeGreaterThanOrEqual(3);
    expect(new Set(v.banners.map((b: { groupName: string }) => b.groupName)).size).toBeGreaterThan(
      4,
    );
    expect(v.banners[0]).toMatchObject({
      url: '/static/banners/home-welcome.svg',
      linkageType: 'ROUTE',
    });
  });

  it("answers in the reader's language: announcements, popup, banners and promotions", async () => {
    const read = async (language: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/wps/notice',
          headers: { merchant: 'SORTEO', 'accept-language': language },
        })
      ).json().value;
    const en = await read('en-US,en;q=0.9');
    expect(en.popup).toEqual([expect.objectContaining({ title: 'Protect your account' })]);
    expect(en.popup[0].content).toContain('<strong>never</strong>');
    expect(en.player[0]).toMatchObject({ title: 'New Miền Bắc draw available' });
    expect(en.banners[0]).toMatchObject({
      title: 'Welcome to Sorteo',
      url: '/static/banners/home-welcome.svg?lang=en',
    });
    expect(en.promotion[0]).toMatchObject({ title: 'Start playing at Sorteo' });

    const es = await read('es-ES,es;q=0.9,en;q=0.5');
    expect(es.player[0]).toMatchObject({ title: 'Nuevo sorteo Miền Bắc disponible' });
    expect(es.banners[0]).toMatchObject({ url: '/static/banners/home-welcome.svg' });
    // The same announcements, in the same order, whatever the language.
    expect(en.player.map((a: { id: number }) => a.id)).toEqual(
      es.player.map((a: { id: number }) => a.id),
    );

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/wps/notice/announcements?pageNo=2',
      headers: { merchant: 'SORTEO', 'accept-language': 'en' },
    });
    expect(page.json().value.content.at(-1)).toMatchObject({ title: 'Welcome to Sorteo' });
  });

  it('writes every announcement to players with "tú", never "usted"', async () => {
    const v = (await get('/wps/notice')).json().value;
    const texts = [...v.player, ...v.popup].flatMap((a: { title: string; content: string }) => [
      a.title,
      a.content,
    ]);
    // "usted" and the commands that go with it ("su"/"sus" may still name a thing's own).
    const usted =
      /\b(usted|ustedes|ingrese|introduzca|verifique|elija|escriba|haga|inicie|vuelva|apueste|revise|pulse|contacte|consulte|deposite|regístrese|añada|fije|juegue|compruebe|seleccione)\b/i;
    for (const text of texts) expect(text, text).not.toMatch(usted);
  });

  it('serves the demo banner pictures as SVG', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/static/banners/home-welcome.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Bienvenido a Sorteo');
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/static/banners/home-welcome.svg?lang=en',
    });
    expect(english.body).toContain('Welcome to Sorteo');
    expect(english.body).not.toContain('Bienvenido');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/static/banners/nope.svg' })).statusCode,
    ).toBe(404);
  });

  it('leaves out disabled banners and unpublished announcements', async () => {
    const m = await createMerchant(ctx.db);
    const banner = {
      group_name: 'w_home',
      url: '/x.svg',
      title: '',
      linkage_type: 'NONE',
      linkage: null,
    };
    await insertBanner(ctx.db, m.id, { ...banner, sort: 2, enabled: true, title: 'second' });
    await insertBanner(ctx.db, m.id, { ...banner, sort: 1, enabled: true, title: 'first' });
    await insertBanner(ctx.db, m.id, { ...banner, sort: 0, enabled: false, title: 'off' });
    const ann = { type: 'B', content: '', enabled: true };
    await insertAnnouncement(ctx.db, m.id, {
      ...ann,
      title: 'future',
      published_at: new Date(Date.now() + 3_600_000),
    });
    await insertAnnouncement(ctx.db, m.id, {
      ...ann,
      title: 'off',
      enabled: false,
      published_at: new Date(),
    });
    await insertAnnouncement(ctx.db, m.id, { ...ann, title: 'live', published_at: new Date() });
    const v = (await get('/wps/notice', m.code)).json().value;
    expect(v.banners.map((b: { title: string }) => b.title)).toEqual(['first', 'second']);
    expect(v.player.map((a: { title: string }) => a.title)).toEqual(['live']);
  });
});

describe('GET /wps/notice/announcements', () => {
  it('pages 12 announcements as 9 then 3, newest first', async () => {
    const first = (await get('/wps/notice/announcements?type=B&pageNo=1')).json().value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 9, total: 12, totalPages: 2 });
    expect(first.content).toHaveLength(9);
    expect(first.content[0].title).toBe('Nuevo sorteo Miền Bắc disponible');
    const stamps = first.content.map((a: { timestamp: number }) => a.timestamp);
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);

    const second = (await get('/wps/notice/announcements?type=B&pageNo=2&pageSize=9')).json().value;
    expect(second.content).toHaveLength(3);
    expect(second.content.at(-1).title).toBe('Bienvenido a Sorteo');
  });

  it('defaults to type B and filters by type', async () => {
    expect((await get('/wps/notice/announcements')).json().value.total).toBe(12);
    expect((await get('/wps/notice/announcements?type=PU')).json().value.total).toBe(1);
    expect((await get('/wps/notice/announcements?type=H')).json().value).toEqual({
      content: [],
      pageNo: 1,
      pageSize: 9,
      total: 0,
      totalPages: 0,
    });
  });

  it.each([
    ['type=X', 'type'],
    ['pageNo=0', 'pageNo'],
    ['pageSize=1000', 'pageSize'],
    ['pageNo=abc', 'pageNo'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(`/wps/notice/announcements?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { field },
    });
    expect(res.json().value.issues[0]).toMatchObject({ field, rule: expect.any(String) });
  });
});
