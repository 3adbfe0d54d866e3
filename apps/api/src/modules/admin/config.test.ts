import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let site: TestSite;
let operator: OperatorClient;
let editor: OperatorClient;
let viewer: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  site = await createTestSite(ctx);
  operator = await site.signIn('operator');
  editor = await site.signIn('editor');
  viewer = await site.signIn('viewer');
});
afterAll(() => ctx.close());

const countAudit = async () => (await auditRows(ctx.db, site.merchantId)).length;

describe('settings tree', () => {
  it('switches a flag, which players then see, with an audit row', async () => {
    const res = await operator.put('/admin/settings/whitelabel/FREEPLAY3', {
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    const tree = (await site.player('/wps/system/whitelabel')).json().value;
    const home = tree.find((n: { modId: string }) => n.modId === 'HOMEPAGE');
    expect(home.childrenNodes).toContainEqual({
      modId: 'FREEPLAY3',
      enabled: '0',
      childrenNodes: [],
    });
    expect((await site.player('/wps/system/setting/register')).json().value.freePlay).toBe(false);

    const [last] = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('merchant_id', '=', site.merchantId)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(last).toMatchObject({
      action: 'setting.update',
      target_id: 'FREEPLAY3',
      before: { enabled: true },
      after: { enabled: false },
    });
  });

  it('refuses an unknown modId and a non-boolean, and editors may not change config', async () => {
    const unknown = await operator.put('/admin/settings/whitelabel/NOPE', {
      enabled: true,
    });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'modId' } });
    const notBool = await operator.put('/admin/settings/whitelabel/CBS3', {
      enabled: 'yes',
    });
    expect(notBool.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'enabled' },
    });
    expect(
      (await editor.put('/admin/settings/whitelabel/CBS3', { enabled: true })).statusCode,
    ).toBe(403);
    expect((await viewer.get('/admin/settings/whitelabel')).statusCode).toBe(200);
  });
});

describe('maintenance', () => {
  it('turns maintenance on with an allow list and off again', async () => {
    const on = await operator.put('/admin/maintenance', {
      enabled: true,
      message: 'Mejoras en curso',
      allowList: ['127.0.0.1', '192.0.2.0/24'],
    });
    expect(on.json().value).toEqual({
      enabled: true,
      message: 'Mejoras en curso',
      allowList: ['127.0.0.1', '192.0.2.0/24'],
    });
    expect((await viewer.get('/admin/maintenance')).json().value.enabled).toBe(true);
    // 127.0.0.1 is allowed, so this client still gets in; another address does not.
    expect((await site.player('/wps/system/status')).json().value.systemStatus).toBe(0);
    const outsider = await site.player('/wps/system/status', '203.0.113.1');
    expect(outsider.json().value.systemStatus).toBe(1);

    await operator.put('/admin/maintenance', { enabled: false });
    const after = await site.player('/wps/system/status', '203.0.113.1');
    expect(after.json().value.systemStatus).toBe(0);
  });

  it('refuses an allow-list entry that is not an IP or CIDR, naming its position', async () => {
    const before = await countAudit();
    const res = await operator.put('/admin/maintenance', {
      enabled: true,
      allowList: ['10.0.0.1', 'not-an-ip'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.field).toBe('allowList.1');
    expect((await viewer.get('/admin/maintenance')).json().value.enabled).toBe(false);
    expect(await countAudit()).toBe(before);
  });
});

describe('region rules', () => {
  it('creates, lists, updates and deletes rules', async () => {
    const created = await operator.post('/admin/region-rules', {
      kind: 'COUNTRY',
      value: 'us',
      action: 'DENY',
      note: 'licence',
    });
    const rule = created.json().value;
    expect(rule).toMatchObject({ kind: 'COUNTRY', value: 'US', action: 'DENY', note: 'licence' });
    const dup = await operator.post('/admin/region-rules', {
      kind: 'COUNTRY',
      value: 'US',
      action: 'ALLOW',
    });
    expect(dup.statusCode).toBe(409);

    const updated = await operator.put(`/admin/region-rules/${rule.id}`, {
      kind: 'IP',
      value: '198.51.100.0/24',
      action: 'DENY',
    });
    expect(updated.json().value).toMatchObject({ kind: 'IP', value: '198.51.100.0/24' });
    expect((await viewer.get('/admin/region-rules')).json().value).toHaveLength(1);
    const blocked = await site.player('/wps/system/status', '198.51.100.20');
    expect(blocked.json().value.systemStatus).toBe(2);

    expect((await operator.delete(`/admin/region-rules/${rule.id}`)).statusCode).toBe(200);
    expect((await viewer.get('/admin/region-rules')).json().value).toEqual([]);
  });

  it.each([
    [{ kind: 'COUNTRY', value: 'XX', action: 'DENY' }, 'value'],
    [{ kind: 'COUNTRY', value: 'USA', action: 'DENY' }, 'value'],
    [{ kind: 'IP', value: '300.1.1.1', action: 'DENY' }, 'value'],
    [{ kind: 'IP', value: '10.0.0.0/40', action: 'DENY' }, 'value'],
    [{ kind: 'CITY', value: 'Hanoi', action: 'DENY' }, 'kind'],
    [{ kind: 'IP', value: '10.0.0.1', action: 'MAYBE' }, 'action'],
  ])('refuses %o with 400 on %s and writes nothing', async (payload, field) => {
    const before = await countAudit();
    const res = await operator.post('/admin/region-rules', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect(await countAudit()).toBe(before);
  });

  it('is closed to editors and viewers', async () => {
    for (const op of [editor, viewer]) {
      const res = await op.post('/admin/region-rules', {
        kind: 'COUNTRY',
        value: 'FR',
        action: 'DENY',
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('resources', () => {
  it('lets editors manage resources that the permission call lists', async () => {
    const created = (
      await editor.post('/admin/resources', {
        resourceType: 'INSTAGRAM',
        url: 'https://instagram.com/sorteo',
      })
    ).json().value;
    expect(created).toMatchObject({ resourceType: 'INSTAGRAM', qrCodeUrl: null, sort: 0 });
    expect((await site.player('/wps/system/permission')).json().value.resources).toEqual([
      {
        id: created.id,
        resourceType: 'INSTAGRAM',
        url: 'https://instagram.com/sorteo',
        qrCodeUrl: null,
        labelNameEn: null,
      },
    ]);
    const updated = await editor.put(`/admin/resources/${created.id}`, {
      resourceType: 'Android',
      url: 'https://sorteo.example/app.apk',
      labelNameEn: 'Android app',
    });
    expect(updated.json().value).toMatchObject({
      resourceType: 'Android',
      labelNameEn: 'Android app',
    });
    const bad = await editor.post('/admin/resources', {
      resourceType: 'MYSPACE',
      url: 'https://x',
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'resourceType' },
    });
    expect((await viewer.delete(`/admin/resources/${created.id}`)).statusCode).toBe(403);
    expect((await editor.delete(`/admin/resources/${created.id}`)).statusCode).toBe(200);
    expect((await editor.get('/admin/resources')).json().value).toEqual([]);
  });
});

describe('languages', () => {
  it('sets the default and supported languages shown in the brand', async () => {
    const res = await operator.put('/admin/languages', {
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'en', 'pt'],
    });
    expect(res.json().value).toEqual({
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'en', 'pt'],
    });
    const brand = (await site.player('/wps/system/permission')).json().value.whitelabel;
    expect(brand).toMatchObject({ defaultLanguage: 'es', supportedLanguages: ['es', 'en', 'pt'] });
    expect((await viewer.get('/admin/languages')).json().value.defaultLanguage).toBe('es');
  });

  it('refuses a default outside the supported list and unknown languages', async () => {
    const a = await operator.put('/admin/languages', {
      defaultLanguage: 'zh',
      supportedLanguages: ['es'],
    });
    expect(a.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'defaultLanguage' },
    });
    const b = await operator.put('/admin/languages', {
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'xx'],
    });
    expect(b.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'supportedLanguages.1' },
    });
  });
});

describe('analytics tag', () => {
  const gtagOf = async () =>
    (await site.player('/wps/system/permission')).json().value.analytics.gtagId;

  it('sets the tag id that start-up loads, with an audit row, and takes it away with null', async () => {
    expect((await viewer.get('/admin/settings/analytics')).json().value).toEqual({ gtagId: null });
    expect(await gtagOf()).toBeNull();

    const set = await operator.put('/admin/settings/analytics', { gtagId: ' G-SORTEO2024 ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toEqual({ gtagId: 'G-SORTEO2024' });
    expect(await gtagOf()).toBe('G-SORTEO2024');
    expect((await viewer.get('/admin/settings/analytics')).json().value).toEqual({
      gtagId: 'G-SORTEO2024',
    });
    const [last] = (await auditRows(ctx.db, site.merchantId)).slice(-1);
    expect(last).toMatchObject({
      action: 'analytics.update',
      operator_username: operator.username,
      target_type: 'merchant',
      target_id: String(site.merchantId),
      before: { gtagId: null },
      after: { gtagId: 'G-SORTEO2024' },
    });

    const cleared = await operator.put('/admin/settings/analytics', { gtagId: null });
    expect(cleared.json().value).toEqual({ gtagId: null });
    expect(await gtagOf()).toBeNull();
  });

  it.each([
    [{}, 'gtagId'],
    [{ gtagId: 12345 }, 'gtagId'],
    [{ gtagId: '' }, 'gtagId'],
    [{ gtagId: 'g-lowercase1' }, 'gtagId'],
    [{ gtagId: 'G-ABC"><script>' }, 'gtagId'],
    [{ gtagId: `G-${'A'.repeat(40)}` }, 'gtagId'],
    [{ gtagId: 'GTM-ABC1234' }, 'gtagId'],
    [{ gtagId: 'AW-1234567' }, 'gtagId'],
  ])('refuses %o with 400 on %s and writes nothing', async (payload, field) => {
    await operator.put('/admin/settings/analytics', { gtagId: 'G-KEPT12345' });
    const before = await countAudit();
    const res = await operator.put('/admin/settings/analytics', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect(await countAudit()).toBe(before);
    expect(await gtagOf()).toBe('G-KEPT12345');
  });

  it('is read by every role and changed only by owners and operators', async () => {
    const res = await editor.put('/admin/settings/analytics', { gtagId: 'G-EDITOR1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await gtagOf()).not.toBe('G-EDITOR1');
    expect((await editor.get('/admin/settings/analytics')).statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('pages this merchant’s changes, newest first, to every role', async () => {
    const res = await viewer.get('/admin/audit-log?pageSize=3');
    const page = res.json().value;
    expect(page.content).toHaveLength(3);
    expect(page.total).toBeGreaterThan(10);
    expect(page.content[0]).toMatchObject({
      action: expect.any(String),
      operator: expect.any(String),
      ip: expect.any(String),
    });
    const ids = page.content.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const stranger = await (await createTestSite(ctx)).signIn('owner');
    const theirs = (await stranger.get('/admin/audit-log')).json().value;
    // Only their own merchant's rows: their owner's creation and sign-in.
    expect(theirs.content.map((e: { action: string }) => e.action)).toEqual([
      'session.login',
      'operator.create',
    ]);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=2.5', 'pageSize'],
    ['pageSize=many', 'pageSize'],
    ['pageNo=0', 'pageNo'],
    ['pageNo=-3', 'pageNo'],
    ['pageNo=first', 'pageNo'],
    ['pageNo=1e400', 'pageNo'],
  ])('refuses the page query %s with 400 on %s and writes nothing', async (query, field) => {
    const before = await countAudit();
    const res = await viewer.get(`/admin/audit-log?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { field },
    });
    expect(await countAudit()).toBe(before);
  });

  it('answers an empty page past the end, keeping the total', async () => {
    const all = (await viewer.get('/admin/audit-log?pageSize=100')).json().value;
    const past = (await viewer.get('/admin/audit-log?pageSize=100&pageNo=999')).json().value;
    expect(past).toMatchObject({ content: [], pageNo: 999, pageSize: 100, total: all.total });
  });

  it('rolls the change back when the audit write fails', async () => {
    const before = await ctx.db
      .selectFrom('banner')
      .select('id')
      .where('merchant_id', '=', site.merchantId)
      .execute();
    await sql`alter table audit_log add constraint audit_log_test_block
      check (action <> 'banner.create') not valid`.execute(ctx.db);
    try {
      const res = await editor.post('/admin/banners', {
        groupName: 'w_home',
        url: '/a.svg',
      });
      expect(res.statusCode).toBe(500);
      const after = await ctx.db
        .selectFrom('banner')
        .select('id')
        .where('merchant_id', '=', site.merchantId)
        .execute();
      expect(after).toEqual(before);
    } finally {
      await sql`alter table audit_log drop constraint audit_log_test_block`.execute(ctx.db);
    }
  });
});
