import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

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

describe('banners', () => {
  it('creates, updates, lists and deletes, writing an audit row for each change', async () => {
    const before = (await merchantAudits()).length;
    const created = await editor.post('/admin/banners', {
      groupName: 'w_home',
      url: '/static/banners/home-welcome.svg',
      linkageType: 'ROUTE',
      linkage: '/register',
    });
    expect(created.statusCode).toBe(200);
    const banner = created.json().value;
    expect(banner).toMatchObject({ groupName: 'w_home', sort: 0, enabled: true, title: '' });

    const updated = await editor.put(`/admin/banners/${banner.id}`, {
      groupName: 'w_rng',
      url: 'https://cdn.example/b.png',
      sort: 5,
    });
    expect(updated.json().value).toMatchObject({ id: banner.id, groupName: 'w_rng', sort: 5 });

    const notice = await site.player('/wps/notice');
    expect(notice.json().value.banners).toEqual([
      expect.objectContaining({
        bannerId: banner.id,
        groupName: 'w_rng',
        url: 'https://cdn.example/b.png',
      }),
    ]);

    expect((await viewer.get('/admin/banners')).json().value).toHaveLength(1);
    expect((await editor.delete(`/admin/banners/${banner.id}`)).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await editor.delete(`/admin/banners/${banner.id}`)).statusCode).toBe(404);

    const rows = (await merchantAudits()).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['banner.create', 'banner.update', 'banner.delete']);
    expect(rows[1]).toMatchObject({
      operator_username: editor.username,
      target_type: 'banner',
      target_id: String(banner.id),
      before: expect.objectContaining({ groupName: 'w_home' }),
      after: expect.objectContaining({ groupName: 'w_rng' }),
    });
    expect(rows[0]?.ip).toBe('127.0.0.1');
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await ctx.db.selectFrom('banner').select('id').execute();
    const audits = (await merchantAudits()).length;
    for (const [payload, field] of [
      [{ groupName: 'w_nowhere', url: '/a.svg' }, 'groupName'],
      [{ groupName: 'w_home', url: 'javascript:alert(1)' }, 'url'],
      [{ groupName: 'w_home', url: '/a.svg', sort: -1 }, 'sort'],
      [{ url: '/a.svg' }, 'groupName'],
    ] as const) {
      const res = await editor.post('/admin/banners', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: { field },
      });
    }
    expect(await ctx.db.selectFrom('banner').select('id').execute()).toEqual(before);
    expect(await merchantAudits()).toHaveLength(audits);
  });

  it('refuses writes from a viewer with 403 FORBIDDEN', async () => {
    const res = await viewer.post('/admin/banners', {
      groupName: 'w_home',
      url: '/a.svg',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it("never shows or changes another merchant's banners", async () => {
    const otherEditor = await (await createTestSite(ctx)).signIn('editor');
    const mine = (
      await editor.post('/admin/banners', { groupName: 'w_home', url: '/a.svg' })
    ).json().value;
    expect((await otherEditor.get('/admin/banners')).json().value).toEqual([]);
    const put = await otherEditor.put(`/admin/banners/${mine.id}`, {
      groupName: 'w_rng',
      url: '/b.svg',
    });
    expect(put.statusCode).toBe(404);
    expect((await otherEditor.delete(`/admin/banners/${mine.id}`)).statusCode).toBe(404);
    expect((await editor.get('/admin/banners')).json().value).toContainEqual(
      expect.objectContaining({ id: mine.id, groupName: 'w_home' }),
    );
  });
});

describe('announcements', () => {
  it('sanitises HTML on write and shows it to players', async () => {
    const res = await editor.post('/admin/announcements', {
      title: 'Aviso',
      content:
        '<p onclick="steal()">Hola <b>mundo</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://sorteo.example">ok</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const content = res.json().value.content as string;
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(content).toContain('<b>mundo</b>');
    expect(content).toContain('<a href="https://sorteo.example" rel="noopener noreferrer">ok</a>');

    const page = await site.player('/wps/notice/announcements');
    expect(page.json().value.content[0]).toMatchObject({ title: 'Aviso', content });
  });

  it('pages 12 announcements as 9 and 3 for players', async () => {
    const other = await createTestSite(ctx);
    const op = await other.signIn('operator');
    const start = Date.now() - 100_000;
    for (let i = 1; i <= 12; i++) {
      await op.post('/admin/announcements', {
        title: `n${i}`,
        content: 'x',
        publishedAt: start + i * 1000,
      });
    }
    const get = (pageNo: number) => other.player(`/wps/notice/announcements?pageNo=${pageNo}`);
    const p1 = (await get(1)).json().value;
    const p2 = (await get(2)).json().value;
    expect(p1.content.map((a: { title: string }) => a.title)).toEqual([
      'n12',
      'n11',
      'n10',
      'n9',
      'n8',
      'n7',
      'n6',
      'n5',
      'n4',
    ]);
    expect(p2.content.map((a: { title: string }) => a.title)).toEqual(['n3', 'n2', 'n1']);
    expect(p1.totalPages).toBe(2);

    const admin = (await op.get('/admin/announcements?pageSize=5&pageNo=3')).json().value;
    expect(admin).toMatchObject({ total: 12, totalPages: 3, pageNo: 3 });
    expect(admin.content).toHaveLength(2);
  });

  it('updates keeping the publish time, deletes, and refuses a missing title', async () => {
    const created = (
      await editor.post('/admin/announcements', {
        type: 'PU',
        title: 'Popup',
        content: '<p>a</p>',
      })
    ).json().value;
    const updated = (
      await editor.put(`/admin/announcements/${created.id}`, {
        type: 'PU',
        title: 'Popup 2',
        content: '<p>b</p>',
      })
    ).json().value;
    expect(updated).toMatchObject({
      title: 'Popup 2',
      content: '<p>b</p>',
      publishedAt: created.publishedAt,
    });
    const bad = await editor.put(`/admin/announcements/${created.id}`, {
      type: 'PU',
      title: '',
      content: 'x',
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'title' } });
    expect((await editor.delete(`/admin/announcements/${created.id}`)).statusCode).toBe(200);
    expect((await viewer.delete(`/admin/announcements/${created.id}`)).statusCode).toBe(403);
  });

  it('refuses an id that is not a positive integer', async () => {
    const res = await editor.delete('/admin/announcements/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().value.field).toBe('id');
  });

  it('reads only canonical digits as an id, never another row', async () => {
    const created = await editor.post('/admin/announcements', {
      type: 'PU',
      title: 'Kept',
      content: '<p>kept</p>',
    });
    const { id } = created.json().value as { id: number };
    for (const text of [
      `%20${id}`,
      `${id}.0`,
      `%2B${id}`,
      `0${id}`,
      `0x${id.toString(16)}`,
      `${id}e0`,
    ]) {
      const res = await editor.delete(`/admin/announcements/${text}`);
      expect(res.statusCode, text).toBe(400);
      expect(res.json(), text).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'id' } });
    }
    const list = (await viewer.get('/admin/announcements')).json().value as {
      content: { id: number }[];
    };
    expect(list.content.map((a) => a.id)).toContain(id);
    for (const text of ['%201', '1.0', '%2B1', '0x0F']) {
      const res = await viewer.get(`/admin/audit-log?pageNo=${text}`);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().value.field, text).toBe('pageNo');
    }
  });
});

describe('help articles', () => {
  it('creates sanitised articles that the help centre lists, updates and deletes them', async () => {
    const created = await editor.post('/admin/help-articles', {
      category: 'Cuenta',
      title: '¿Cómo cambio mi contraseña?',
      content: '<h3>Pasos</h3><ol><li>Abre tu perfil</li></ol><iframe src="https://evil"></iframe>',
    });
    const article = created.json().value;
    expect(article.content).toBe('<h3>Pasos</h3><ol><li>Abre tu perfil</li></ol>');
    // Operators also see the article's translations (none here); players read it as written.
    const { translations, ...shown } = article;
    expect(translations).toEqual({});
    const centre = await site.player('/wps/system/helpCenter');
    expect(centre.json().value.categories).toEqual([{ name: 'Cuenta', articles: [shown] }]);

    const updated = await editor.put(`/admin/help-articles/${article.id}`, {
      category: 'Cuenta',
      title: 'Nuevo',
      content: 'x',
      sort: 3,
    });
    expect(updated.json().value).toMatchObject({ title: 'Nuevo', sort: 3 });
    expect((await viewer.get('/admin/help-articles')).json().value).toHaveLength(1);
    expect(
      (
        await viewer.put(`/admin/help-articles/${article.id}`, {
          category: 'a',
          title: 'b',
          content: '',
        })
      ).statusCode,
    ).toBe(403);
    expect((await editor.delete(`/admin/help-articles/${article.id}`)).statusCode).toBe(200);
    expect((await editor.get('/admin/help-articles')).json().value).toEqual([]);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const good = { category: 'Cuenta', title: 'Depósitos', content: '<p>Pasos</p>' };
    const kept = (await editor.post('/admin/help-articles', good)).json().value;
    const rows = () =>
      ctx.db
        .selectFrom('help_article')
        .selectAll()
        .where('merchant_id', '=', site.merchantId)
        .orderBy('id')
        .execute();
    const before = await rows();
    const audits = (await merchantAudits()).length;
    const cases = [
      [{ category: 'Cuenta', content: 'x' }, 'title'],
      [{ ...good, title: '   ' }, 'title'],
      [{ ...good, title: 'T'.repeat(201) }, 'title'],
      [{ ...good, title: 42 }, 'title'],
      [{ ...good, category: '' }, 'category'],
      [{ ...good, category: 'C'.repeat(101) }, 'category'],
      [{ ...good, content: 'x'.repeat(50_001) }, 'content'],
      [{ ...good, content: ['<p>a</p>'] }, 'content'],
      [{ ...good, sort: -1 }, 'sort'],
      [{ ...good, sort: 'first' }, 'sort'],
    ] as const;
    for (const [payload, field] of cases) {
      for (const res of [
        await editor.post('/admin/help-articles', payload),
        await editor.put(`/admin/help-articles/${kept.id}`, payload),
      ]) {
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          value: { field },
        });
      }
    }
    expect(await rows()).toEqual(before);
    expect(await merchantAudits()).toHaveLength(audits);
    expect((await editor.delete(`/admin/help-articles/${kept.id}`)).statusCode).toBe(200);
  });
});
