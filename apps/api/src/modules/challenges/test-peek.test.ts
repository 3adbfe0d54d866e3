import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import { consumeCaptcha } from './captcha.service.js';

let ctx: TestContext;
let merchant: { id: number; code: string };
beforeAll(async () => {
  ctx = await createTestContext();
  merchant = await createMerchant(ctx.db);
});
afterAll(() => ctx.close());

describe('challenge answers for browser tests', () => {
  it('are served only when CHALLENGE_TEST_PEEK is on, and they solve the challenge', async () => {
    const app = await ctx.appWith({ CHALLENGE_TEST_PEEK: '1' });
    const headers = { merchant: merchant.code };
    const captcha = await app.inject({
      method: 'GET',
      url: '/wps/captcha?purpose=login',
      headers,
      remoteAddress: randomIp(),
    });
    const { captchaId } = captcha.json().value as { captchaId: string };
    const peek = await app.inject({ method: 'GET', url: `/testing/challenges/${captchaId}` });
    expect(peek.statusCode).toBe(200);
    const answer = String(peek.json().value.answer);
    expect(answer).toMatch(/^[A-Z0-9]{5}$/);
    expect(await consumeCaptcha(ctx.db, merchant.id, { captchaId, answer, purpose: 'login' })).toBe(
      true,
    );

    const slider = await app.inject({
      method: 'GET',
      url: '/wps/botcheck/slider?purpose=login',
      headers,
      remoteAddress: randomIp(),
    });
    const { challengeId } = slider.json().value as { challengeId: string };
    const hole = await app.inject({ method: 'GET', url: `/testing/challenges/${challengeId}` });
    expect(typeof hole.json().value.answer).toBe('number');

    const unknown = await app.inject({ method: 'GET', url: '/testing/challenges/nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('do not exist on a normal server', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/testing/challenges/anything' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('cannot be switched on in production', () => {
    expect(() => loadConfig({ CHALLENGE_TEST_PEEK: '1', NODE_ENV: 'production' })).toThrow(
      /CHALLENGE_TEST_PEEK/,
    );
  });
});
