import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let site: TestSite;
let operator: OperatorClient;
let editor: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await createTestSite(ctx);
  operator = await site.signIn('operator');
  editor = await site.signIn('editor');
});
afterAll(() => ctx.close());

const captchaOn = {
  patternId: 'ALPHANUMERIC',
  acceptedPattern: '^[a-zA-Z0-9]+$',
  minLength: 4,
  maxLength: 6,
  enabled: true,
  required: true,
};

const playerRule = async (field: string) =>
  ((await site.player('/wps/system/regValidata')).json().value as { field: string }[]).find(
    (r) => r.field === field,
  );

describe('registration field rules (operator)', () => {
  it('lists the rules players get', async () => {
    const res = await operator.get('/admin/settings/field-rules');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual((await site.player('/wps/system/regValidata')).json().value);
  });

  it('changes one rule, which players then get, with an audit row of before and after', async () => {
    const before = await playerRule('captcha');
    expect(before).toMatchObject({ enabled: false });
    const res = await operator.put('/admin/settings/field-rules/captcha', captchaOn);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toContainEqual({ field: 'captcha', ...captchaOn });
    expect(await playerRule('captcha')).toEqual({ field: 'captcha', ...captchaOn });

    const last = (await auditRows(ctx.db, site.merchantId)).at(-1);
    expect(last).toMatchObject({
      action: 'field_rule.update',
      target_id: 'captcha',
      before,
      after: { field: 'captcha', ...captchaOn },
    });
  });

  it.each([
    ['an unknown field', 'shoeSize', captchaOn, 'field'],
    [
      'a pattern that does not compile',
      'captcha',
      { ...captchaOn, acceptedPattern: '([a-z' },
      'acceptedPattern',
    ],
    [
      'a maximum below the minimum',
      'captcha',
      { ...captchaOn, minLength: 8, maxLength: 4 },
      'maxLength',
    ],
    ['a lower-case pattern id', 'captcha', { ...captchaOn, patternId: 'digits' }, 'patternId'],
    ['a missing flag', 'captcha', { ...captchaOn, required: undefined }, 'required'],
    ['a length as text', 'captcha', { ...captchaOn, minLength: '4' }, 'minLength'],
  ])('refuses %s with the field, changing nothing', async (_, field, body, faulty) => {
    const auditBefore = (await auditRows(ctx.db, site.merchantId)).length;
    const rulesBefore = (await site.player('/wps/system/regValidata')).json().value;
    const res = await operator.put(`/admin/settings/field-rules/${field}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: faulty } });
    expect((await site.player('/wps/system/regValidata')).json().value).toEqual(rulesBefore);
    expect((await auditRows(ctx.db, site.merchantId)).length).toBe(auditBefore);
  });

  it('lets editors read but not change the rules', async () => {
    expect((await editor.get('/admin/settings/field-rules')).statusCode).toBe(200);
    const res = await editor.put('/admin/settings/field-rules/captcha', {
      ...captchaOn,
      enabled: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await playerRule('captcha')).toMatchObject({ enabled: true });
  });
});
