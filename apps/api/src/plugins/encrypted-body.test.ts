import type { EncryptedBody, EncryptionKey } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchEncryptionKey, seal } from '../../test/encrypt.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { ok } from '../lib/envelope.js';

const echo = '/wps/test/echo';
const other = '/wps/test/other';
const minutes = (n: number) => n * 60_000;

let ctx: TestContext;
let key: EncryptionKey;
const handled: unknown[] = [];

function testRoutes(app: FastifyInstance) {
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ username: z.string().min(3), amount: z.number().int() });
  for (const url of [echo, other]) {
    zodApp.post(url, { config: { encrypted: true }, schema: { body } }, async (request) => {
      handled.push(request.body);
      return ok(request.body);
    });
  }
}

beforeAll(async () => {
  ctx = await createTestContext({}, testRoutes);
  key = await fetchEncryptionKey(ctx.app);
});
afterAll(() => ctx.close());

const payload = { username: 'alice', amount: 5 };
const post = (url: string, body: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: body as object });

/** Flips one bit of a base64 field, keeping it valid base64 of the same length. */
function flipBit(envelope: EncryptedBody, field: 'key' | 'iv' | 'data'): EncryptedBody {
  const bytes = Buffer.from(envelope.encrypted[field], 'base64');
  bytes[bytes.length >> 1]! ^= 0x01;
  return { encrypted: { ...envelope.encrypted, [field]: bytes.toString('base64') } };
}

async function expectRefused(body: unknown, status: number, code: string, url = echo) {
  const before = handled.length;
  const res = await post(url, body);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, code });
  expect(handled.length, 'the route must not run').toBe(before);
  return res.json() as { message: string };
}

describe('encrypted bodies', () => {
  it('opens the envelope and hands the route its payload', async () => {
    const res = await post(echo, seal(key, 'POST', echo, payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: payload });
  });

  it('binds to the path without its query string', async () => {
    const res = await post(`${echo}?lang=en`, seal(key, 'POST', echo, payload));
    expect(res.statusCode).toBe(200);
  });

  it("validates the decrypted payload with the route's schema", async () => {
    const res = await post(echo, seal(key, 'POST', echo, { username: 'al', amount: 5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'username' } });
  });
});

describe('plain text', () => {
  it('is refused with ENCRYPTION_REQUIRED', async () => {
    await expectRefused(payload, 400, 'ENCRYPTION_REQUIRED');
    await expectRefused({}, 400, 'ENCRYPTION_REQUIRED');
    await expectRefused([payload], 400, 'ENCRYPTION_REQUIRED');
  });

  it('is refused without a body, and a form is not read at all', async () => {
    const bare = await ctx.app.inject({ method: 'POST', url: echo });
    expect(bare.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    const form = await ctx.app.inject({
      method: 'POST',
      url: echo,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=alice&amount=5',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('envelopes that do not open', () => {
  it('refuses a malformed envelope with DECRYPTION_FAILED', async () => {
    const good = seal(key, 'POST', echo, payload);
    await expectRefused({ encrypted: 'x' }, 400, 'DECRYPTION_FAILED');
    await expectRefused({ ...good, username: 'alice' }, 400, 'DECRYPTION_FAILED');
    await expectRefused({ encrypted: { ...good.encrypted, iv: 'AAAA' } }, 400, 'DECRYPTION_FAILED');
    await expectRefused(
      { encrypted: { ...good.encrypted, data: 'not base64!' } },
      400,
      'DECRYPTION_FAILED',
    );
  });

  it('refuses tampered data, iv or key alike, saying nothing about which', async () => {
    const messages = new Set<string>();
    for (const field of ['data', 'iv', 'key'] as const) {
      const tampered = flipBit(seal(key, 'POST', echo, payload), field);
      messages.add((await expectRefused(tampered, 400, 'DECRYPTION_FAILED')).message);
    }
    expect(messages.size).toBe(1);
  });

  it('refuses a ciphertext made for another path or method', async () => {
    await expectRefused(seal(key, 'POST', other, payload), 400, 'DECRYPTION_FAILED', echo);
    await expectRefused(seal(key, 'PUT', echo, payload), 400, 'DECRYPTION_FAILED', echo);
  });

  it('refuses a plaintext that is not { payload, nonce, ts }', async () => {
    const nonce = 'n'.repeat(22);
    for (const plaintext of [
      'just a string',
      { payload, ts: Date.now() },
      { payload, nonce: 'short', ts: Date.now() },
      { payload, nonce, ts: String(Date.now()) },
      { nonce, ts: Date.now() },
      { payload, nonce, ts: Date.now(), extra: 1 },
    ]) {
      await expectRefused(seal(key, 'POST', echo, null, { plaintext }), 400, 'DECRYPTION_FAILED');
    }
  });

  it('refuses an unknown key id with ENCRYPTION_KEY_UNKNOWN', async () => {
    const envelope = seal(key, 'POST', echo, payload);
    const unknown = { encrypted: { ...envelope.encrypted, keyId: 'no-such-key' } };
    await expectRefused(unknown, 400, 'ENCRYPTION_KEY_UNKNOWN');
  });
});

describe('freshness', () => {
  it('accepts a ts inside five minutes either way', async () => {
    for (const offset of [minutes(-4.5), minutes(4.5)]) {
      const res = await post(echo, seal(key, 'POST', echo, payload, { ts: Date.now() + offset }));
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses an old or future ts with STALE_REQUEST', async () => {
    for (const offset of [minutes(-6), minutes(6)]) {
      const stale = seal(key, 'POST', echo, payload, { ts: Date.now() + offset });
      await expectRefused(stale, 400, 'STALE_REQUEST');
    }
  });

  it('refuses the same ciphertext twice with REPLAYED_REQUEST', async () => {
    const envelope = seal(key, 'POST', echo, payload);
    expect((await post(echo, envelope)).statusCode).toBe(200);
    await expectRefused(envelope, 409, 'REPLAYED_REQUEST');
  });

  it('refuses a reused nonce even in a new ciphertext', async () => {
    const nonce = Buffer.alloc(16, 7).toString('base64url');
    expect((await post(echo, seal(key, 'POST', echo, payload, { nonce }))).statusCode).toBe(200);
    await expectRefused(seal(key, 'POST', echo, payload, { nonce }), 409, 'REPLAYED_REQUEST');
  });

  it('lets exactly one of several concurrent copies through', async () => {
    const envelope = seal(key, 'POST', echo, payload);
    const results = await Promise.all(Array.from({ length: 6 }, () => post(echo, envelope)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
  });
});

describe('OpenAPI document', () => {
  it('shows the envelope as the body and the payload beside it', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const body = doc.paths[echo].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['encrypted']);
    expect(body.properties.encrypted.required).toEqual(['keyId', 'key', 'iv', 'data']);
    expect(body['x-plaintext-payload'].properties).toHaveProperty('username');
    expect(doc.paths).toHaveProperty(['/wps/system/encryption-key']);
  });
});
