import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { TwilioConfig } from '../../config-sections/phone.js';
import { sandboxSmsGateway } from './sandbox-sms-gateway.js';
import { rejectionError, SmsRejected, type SmsGateway } from './sms-gateway.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { codeText } from './sms-texts.js';
import { codeRows, newNumber, newSite, outbox, registrationSms } from './test-kit.js';
import { twilioSmsGateway } from './twilio-sms-gateway.js';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'twilio-test-token';
const FROM = '+15005550006';

type Received = { path: string; authorization: string; contentType: string; form: URLSearchParams };

/**
 * Speaks Twilio's Messages API as documented: HTTP basic auth with SID and token, a form
 * with To, From and Body, 201 with the message, or an error body with Twilio's code. The
 * number decides the outcome.
 */
class FakeTwilio {
  readonly received: Received[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    this.received.push({
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form,
    });
    const reply = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const to = form.get('To') ?? '';
    const error = (status: number, code: number) =>
      reply(status, { code, message: `error ${code}`, more_info: '', status });
    if (to.endsWith('1211')) return error(400, 21211);
    if (to.endsWith('1614')) return error(400, 21614);
    if (to.endsWith('0429')) return error(429, 20429);
    if (to.endsWith('4290')) return reply(429, { message: 'Too Many Requests' });
    if (to.endsWith('0008')) return error(500, 30008);
    return reply(201, { sid: 'SM0123', status: 'queued', to, from: form.get('From') });
  }
}

const twilio = new FakeTwilio();
let ctx: TestContext;

beforeAll(async () => {
  await twilio.start();
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await twilio.stop();
});

const config = (overrides: Partial<TwilioConfig> = {}): TwilioConfig => ({
  accountSid: SID,
  authToken: TOKEN,
  from: FROM,
  baseUrl: twilio.url,
  ...overrides,
});

const message = (number: string) => ({
  merchantId: 1,
  to: { dialingCode: '84', number },
  text: 'Sorteo: your code is 123456, valid 5 minutes',
});

async function rejection(gateway: SmsGateway, number: string) {
  const error = await gateway.send(message(number), ctx.db).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsRejected);
  return (error as SmsRejected).reason;
}

describe('Twilio gateway', () => {
  it('posts the text to the Messages API with basic auth and the form Twilio reads', async () => {
    await twilioSmsGateway(config()).send(message('912345675'), ctx.db);
    const request = twilio.received.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
    );
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+84912345675',
      From: FROM,
      Body: 'Sorteo: your code is 123456, valid 5 minutes',
    });
  });

  it.each([
    ['an invalid number (21211)', '9123451211', 'invalid-number'],
    ['a number that cannot receive texts (21614)', '9123451614', 'invalid-number'],
    ['a rate limit (20429)', '9123450429', 'quota'],
    ['a plain 429', '9123454290', 'quota'],
    ['a delivery error (30008)', '9123450008', 'delivery'],
  ] as const)('maps %s to %s', async (_, number, reason) => {
    expect(await rejection(twilioSmsGateway(config()), number)).toBe(reason);
  });

  it('counts wrong credentials and an unreachable service as delivery failures', async () => {
    expect(
      await rejection(twilioSmsGateway(config({ authToken: 'wrong-token' })), '912345675'),
    ).toBe('delivery');
    const closed = new FakeTwilio();
    await closed.start();
    const baseUrl = closed.url;
    await closed.stop();
    expect(await rejection(twilioSmsGateway(config({ baseUrl })), '912345675')).toBe('delivery');
  });

  it('sends registration codes through Twilio when the API is configured for it', async () => {
    const app = await ctx.appWith({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_BASE_URL: twilio.url,
    });
    const site = await newSite(ctx, {}, app);
    const number = newNumber();
    expect((await registrationSms(site, number)).statusCode).toBe(200);
    const request = twilio.received.at(-1)!;
    expect(request.form.get('To')).toBe(`+84${number}`);
    expect(request.form.get('Body')).toMatch(/^Test Casino: your code is \d{6}, valid 5 minutes$/);
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(0);
    expect(await codeRows(ctx.db, site.merchantId, number)).toHaveLength(1);

    const refused = '912341211';
    const res = await registrationSms(site, refused);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      value: { field: 'mobileNo' },
    });
    expect(await codeRows(ctx.db, site.merchantId, refused)).toHaveLength(0);
  });
});

describe('sandbox gateway', () => {
  it('refuses the magic numbers and keeps a daily quota per merchant', async () => {
    const sandbox = sandboxSmsGateway({ dailyQuota: 2 });
    const site = await newSite(ctx);
    const send = (number: string) =>
      sandbox.send({ ...message(number), merchantId: site.merchantId }, ctx.db);
    expect(await rejection(sandbox, '9120000')).toBe('delivery');
    expect(await rejection(sandbox, '9120001')).toBe('invalid-number');
    expect(await rejection(sandbox, '9120002')).toBe('quota');
    await send('912345675');
    await send('912345675');
    await expect(send('912345675')).rejects.toMatchObject({ reason: 'quota' });
    expect(await outbox(ctx.db, site.merchantId, '912345675')).toHaveLength(2);

    const other = await newSite(ctx);
    await sandbox.send({ ...message('912345675'), merchantId: other.merchantId }, ctx.db);
  });

  it("counts a day's quota from midnight UTC", async () => {
    const site = await newSite(ctx);
    let now = new Date('2030-01-01T23:59:00Z');
    const sandbox = sandboxSmsGateway({ dailyQuota: 1, now: () => now });
    const send = () =>
      sandbox.send({ ...message('912345675'), merchantId: site.merchantId }, ctx.db);
    await send();
    await expect(send()).rejects.toMatchObject({ reason: 'quota' });
    now = new Date('2030-01-02T00:00:01Z');
    await expect(send()).resolves.toBeUndefined();
  });
});

describe('what a refusal tells the caller', () => {
  it.each([
    ['invalid-number', 400, 'INVALID_PHONE_NUMBER', { field: 'mobileNum' }],
    ['quota', 429, 'QUOTA_EXCEEDED', undefined],
    ['delivery', 502, 'SMS_DELIVERY_FAILED', undefined],
  ] as const)('%s → %i %s', (reason, status, code, value) => {
    const error = rejectionError(new SmsRejected(reason, 'x'), 'mobileNum');
    expect(error).toMatchObject({ statusCode: status, code, value });
  });
});

describe('code texts', () => {
  it('reads the same in every language: brand, code, minutes', () => {
    const text = { brand: 'Sorteo', code: '123456', minutes: 5 };
    expect(codeText('en', text)).toBe('Sorteo: your code is 123456, valid 5 minutes');
    expect(codeText('es', text)).toBe('Sorteo: tu código es 123456, válido 5 minutos');
    expect(codeText('pt', text)).toBe('Sorteo: seu código é 123456, válido por 5 minutos');
    expect(codeText('zh', text)).toBe('Sorteo：您的验证码是 123456，5 分钟内有效');
  });

  it("picks the browser's preferred language among the merchant's, else its default", () => {
    const merchant = { default_language: 'es', supported_languages: ['es', 'en', 'pt'] };
    expect(readerLanguage('pt-BR,pt;q=0.9', merchant)).toBe('pt');
    expect(readerLanguage('fr-FR,en;q=0.5,es;q=0.8', merchant)).toBe('es');
    expect(readerLanguage('zh-CN', merchant)).toBe('es');
    expect(readerLanguage('en;q=0', merchant)).toBe('es');
    expect(readerLanguage(undefined, merchant)).toBe('es');
  });
});
