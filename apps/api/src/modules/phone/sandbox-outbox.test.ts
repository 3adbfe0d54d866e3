import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { newNumber, newSite, registrationSms } from './test-kit.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /admin/sandbox/sms', () => {
  it("lists the merchant's latest texts, newest first, to owners only (they hold live codes)", async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    const other = newNumber();
    expect((await registrationSms(site, other)).statusCode).toBe(200);
    expect((await registrationSms(site, number)).statusCode).toBe(200);
    const editor = await asOperator(ctx, site.merchantId, 'editor');
    expect((await editor.get('/admin/sandbox/sms')).statusCode).toBe(403);
    const owner = await asOperator(ctx, site.merchantId, 'owner');

    const all = await owner.get('/admin/sandbox/sms');
    expect(all.statusCode).toBe(200);
    expect(all.json().value.map((m: { mobileNo: string }) => m.mobileNo)).toEqual([number, other]);

    const mine = await owner.get(`/admin/sandbox/sms?mobile=${number}&limit=5`);
    expect(mine.json().value).toEqual([
      {
        id: expect.any(Number),
        to: `+84${number}`,
        countryDialingCode: '84',
        mobileNo: number,
        text: expect.stringMatching(/^Test Casino: your code is \d{6}, valid 5 minutes$/),
        sentAt: expect.any(Number),
      },
    ]);
    expect(Date.now() - mine.json().value[0].sentAt).toBeLessThan(60_000);
    const withDialingCode = await owner.get(`/admin/sandbox/sms?mobile=84${number}`);
    expect(withDialingCode.json().value).toHaveLength(1);
    expect((await owner.get('/admin/sandbox/sms?limit=1')).json().value).toHaveLength(1);
  });

  it("never shows another merchant's texts", async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    expect((await registrationSms(site, number)).statusCode).toBe(200);
    const stranger = await asOperator(ctx, (await newSite(ctx)).merchantId, 'owner');
    expect((await stranger.get(`/admin/sandbox/sms?mobile=${number}`)).json().value).toEqual([]);
  });

  it('needs an operator session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/sandbox/sms' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a number with letters', 'mobile=91234abc'],
    ['a limit too high', 'limit=101'],
    ['a limit that is no number', 'limit=many'],
  ])('refuses %s', async (_, query) => {
    const operator = await asOperator(ctx, (await newSite(ctx)).merchantId, 'viewer');
    const res = await operator.get(`/admin/sandbox/sms?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('is not there when texts go to a real gateway', async () => {
    const app = await ctx.appWith({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'test-token-123',
      TWILIO_FROM: '+15005550006',
    });
    const operator = await asOperator({ ...ctx, app }, (await newSite(ctx)).merchantId, 'owner');
    const res = await operator.get('/admin/sandbox/sms');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
