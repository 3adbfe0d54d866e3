import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import {
  createAccount,
  registration,
  sendLogin,
  sendRegistration,
  type Site,
} from '../../../test/members.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;
let editor: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
  operator = await asOperator(ctx, merchant.id, 'operator');
  editor = await asOperator(ctx, merchant.id, 'editor');
});
afterAll(() => ctx.close());

const policy = async () => (await operator.get('/admin/settings/password-policy')).json().value;

describe('weak default password (operator setting)', () => {
  it('starts as the platform default and can be replaced, with an audit row that hides it', async () => {
    expect(await policy()).toEqual({ weakDefaultPassword: 'sorteo123' });
    const res = await operator.put('/admin/settings/password-policy', {
      weakDefaultPassword: 'Welcome-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ weakDefaultPassword: 'Welcome-2026' });
    expect(await policy()).toEqual({ weakDefaultPassword: 'Welcome-2026' });

    const last = (await auditRows(ctx.db, site.merchantId)).at(-1);
    expect(last).toMatchObject({ action: 'passwordPolicy.update', target_type: 'merchant' });
    expect(JSON.stringify(last)).not.toContain('Welcome-2026');
  });

  it('makes a member who signs in with it change the password, and no one may register with it', async () => {
    const member = await createAccount(ctx.db, site.merchantId, { password: 'Agent-gave-1' });
    const before = await sendLogin(site, {
      username: member.account,
      password: member.password,
      remoteAddress: '192.0.2.1',
    });
    expect(before.json().value.passwordExpired).toBe(false);

    await operator.put('/admin/settings/password-policy', { weakDefaultPassword: 'Agent-gave-1' });
    const after = await sendLogin(site, {
      username: member.account,
      password: member.password,
      remoteAddress: '192.0.2.1',
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().value.passwordExpired).toBe(true);

    const refused = await sendRegistration(
      site,
      registration({ password: 'Agent-gave-1', confirmPassword: 'Agent-gave-1' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value).toMatchObject({ field: 'password' });
  });

  it('refuses bad values and writers without the config right, changing nothing', async () => {
    const now = await policy();
    const rows = (await auditRows(ctx.db, site.merchantId)).length;
    for (const body of [{}, { weakDefaultPassword: 'abc' }, { weakDefaultPassword: 'has space' }]) {
      const res = await operator.put('/admin/settings/password-policy', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const denied = await editor.put('/admin/settings/password-policy', {
      weakDefaultPassword: 'Editor-try-1',
    });
    expect(denied.statusCode).toBe(403);
    expect(await policy()).toEqual(now);
    expect((await auditRows(ctx.db, site.merchantId)).length).toBe(rows);
  });
});
