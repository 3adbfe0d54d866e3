import { ErrorCode } from '@sorteo/shared';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictableRandom } from '../../../test/challenges.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import { consumeCaptcha, issueCaptcha } from './captcha.service.js';

let ctx: TestContext;
let merchant: { id: number; code: string };
beforeAll(async () => {
  ctx = await createTestContext();
  merchant = await createMerchant(ctx.db);
});
afterAll(() => ctx.close());

const getCaptcha = (query: string, remoteAddress = randomIp()) =>
  ctx.app.inject({
    method: 'GET',
    url: `/wps/captcha${query}`,
    headers: { merchant: merchant.code },
    remoteAddress,
  });

function decodePng(dataUrl: string): PNG {
  const [prefix, base64] = dataUrl.split(',');
  expect(prefix).toBe('data:image/png;base64');
  const bytes = Buffer.from(base64!, 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return PNG.sync.read(bytes);
}

/** Issues a captcha whose answer is known, at a chosen time. */
const issueKnown = (text: string, now: Date, purpose: 'login' | 'register' = 'login') =>
  issueCaptcha(
    ctx.db,
    { merchantId: merchant.id, purpose, clientIp: randomIp() },
    { now, random: predictableRandom(text) },
  );

describe('GET /wps/captcha', () => {
  it('answers an id and a real, varied PNG, never cached', async () => {
    const res = await getCaptcha('?purpose=login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { value } = res.json();
    expect(Object.keys(value).sort()).toEqual(['captchaId', 'image']);
    expect(value.captchaId).toMatch(/^[\w-]{43}$/);
    const png = decodePng(value.image);
    expect([png.width, png.height]).toEqual([180, 60]);
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(200);
  });

  it('gives one client one new captcha per second, others are not held up', async () => {
    const ip = randomIp();
    expect((await getCaptcha('?purpose=login', ip)).statusCode).toBe(200);
    const again = await getCaptcha('?purpose=register', ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(ErrorCode.RateLimited);
    expect((await getCaptcha('?purpose=login', randomIp())).statusCode).toBe(200);
  });

  it('lets the same client have another one a second later', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z');
    const request = { merchantId: merchant.id, purpose: 'login' as const, clientIp: randomIp() };
    await issueCaptcha(ctx.db, request, { now: t0 });
    await expect(
      issueCaptcha(ctx.db, request, { now: new Date(t0.getTime() + 999) }),
    ).rejects.toMatchObject({ statusCode: 429, code: ErrorCode.RateLimited });
    await expect(
      issueCaptcha(ctx.db, request, { now: new Date(t0.getTime() + 1000) }),
    ).resolves.toHaveProperty('captchaId');
  });

  it('refuses a missing or unknown purpose, naming the field', async () => {
    for (const query of ['', '?purpose=admin', '?purpose=']) {
      const res = await getCaptcha(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.ValidationFailed,
        value: { field: 'purpose' },
      });
    }
  });
});

describe('consumeCaptcha', () => {
  const now = new Date();
  const consume = (captchaId: string, answer: string, purpose: 'login' | 'register' = 'login') =>
    consumeCaptcha(ctx.db, merchant.id, { captchaId, answer, purpose }, now);

  it('accepts the answer in any case, with stray spaces, once', async () => {
    const { captchaId } = await issueKnown('ACDEF', now);
    expect(await consume(captchaId, ' acDef ')).toBe(true);
    expect(await consume(captchaId, 'ACDEF')).toBe(false);
  });

  it('burns the captcha on a wrong answer', async () => {
    const { captchaId } = await issueKnown('HJKMN', now);
    expect(await consume(captchaId, 'HJKMM')).toBe(false);
    expect(await consume(captchaId, 'HJKMN')).toBe(false);
  });

  it('works only for the flow and the merchant it was issued to', async () => {
    const first = await issueKnown('PRTUV', now, 'login');
    expect(await consume(first.captchaId, 'PRTUV', 'register')).toBe(false);
    expect(await consume(first.captchaId, 'PRTUV', 'login')).toBe(false);
    const other = await createMerchant(ctx.db);
    const second = await issueKnown('PRTUV', now, 'login');
    const elsewhere = { captchaId: second.captchaId, answer: 'PRTUV', purpose: 'login' as const };
    expect(await consumeCaptcha(ctx.db, other.id, elsewhere, now)).toBe(false);
    expect(await consume(second.captchaId, 'PRTUV')).toBe(true);
  });

  it('expires two minutes after it was issued', async () => {
    const t0 = new Date('2030-02-01T00:00:00Z');
    const late = await issueKnown('WXY34', t0);
    const inTime = await issueKnown('WXY34', t0);
    const check = (captchaId: string, ms: number) =>
      consumeCaptcha(
        ctx.db,
        merchant.id,
        { captchaId, answer: 'WXY34', purpose: 'login' },
        new Date(t0.getTime() + ms),
      );
    expect(await check(late.captchaId, 120_000)).toBe(false);
    expect(await check(inTime.captchaId, 119_999)).toBe(true);
  });

  it('refuses an id it never issued', async () => {
    expect(await consume('no-such-captcha', 'ABCDE')).toBe(false);
  });

  it('keeps the answer out of the reply and out of the table in clear', async () => {
    const issued = await issueKnown('MNP67', now);
    expect(JSON.stringify(issued).toUpperCase()).not.toContain('MNP67');
    const rows = await ctx.db.selectFrom('captcha_challenge').selectAll().execute();
    const dump = JSON.stringify(rows).toUpperCase();
    expect(dump).not.toContain('MNP67');
    expect(dump).not.toContain(issued.captchaId.toUpperCase());
  });

  it('clears expired captchas out as new ones are made', async () => {
    const t0 = new Date('2031-01-01T00:00:00Z');
    const old = await issueKnown('CDEFG', t0);
    await issueKnown('CDEFG', new Date(t0.getTime() + 121_000));
    const rows = await ctx.db.selectFrom('captcha_challenge').select('created_at').execute();
    expect(rows.some((r) => new Date(r.created_at).getTime() === t0.getTime())).toBe(false);
    expect(await consume(old.captchaId, 'CDEFG')).toBe(false);
  });
});
