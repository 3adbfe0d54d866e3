import { generateKeyPairSync, randomBytes, webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { fetchEncryptionKey, seal } from '../../../test/encrypt.js';
import { keyGraceMs, keyLifetimeMs, rsaModulusBits } from './encryption-keys.service.js';
import { createEncryptionService } from './encryption.service.js';

const hours = (n: number) => n * 60 * 60_000;
const path = '/wps/test/sealed';
const aad = `POST ${path}`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const keyRows = () => ctx.db.selectFrom('encryption_key').select('key_id').execute();
const idOf = async (app: FastifyInstance) => (await fetchEncryptionKey(app)).keyId;

describe('GET /wps/system/encryption-key', () => {
  it('generates one key on first use, even when processes ask at once', async () => {
    const [a, b] = [await ctx.appWith({}), await ctx.appWith({})];
    const ids = await Promise.all([idOf(a), idOf(b), idOf(a)]);
    expect(new Set(ids).size).toBe(1);
    expect(await keyRows()).toEqual([{ key_id: ids[0] }]);
    expect(await idOf(ctx.app)).toBe(ids[0]);
  });

  it('publishes an RSA-OAEP SHA-256 key that WebCrypto imports as spki', async () => {
    const key = await fetchEncryptionKey(ctx.app);
    expect(key.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(Math.abs(key.serverTime - Date.now())).toBeLessThan(5_000);
    const imported = await webcrypto.subtle.importKey(
      'spki',
      Buffer.from(key.publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    expect((imported.algorithm as webcrypto.RsaHashedKeyAlgorithm).modulusLength).toBe(
      rsaModulusBits,
    );
  });
});

describe('key rotation', () => {
  it('keeps a replaced key open for its grace period, then refuses it', async () => {
    const service = createEncryptionService(ctx.db, ctx.config);
    const old = await service.publicKey();
    const rotatedAt = new Date();
    const next = await service.keys.rotate(rotatedAt);
    expect(next.keyId).not.toBe(old.keyId);
    expect((await service.publicKey()).keyId).toBe(next.keyId);

    const payload = { hello: 'world' };
    const withinGrace = rotatedAt.getTime() + keyGraceMs - hours(1);
    const sealedOld = seal(old, 'POST', path, payload, { ts: withinGrace });
    expect(await service.open(sealedOld, aad, withinGrace)).toEqual(payload);

    const pastGrace = rotatedAt.getTime() + keyGraceMs + hours(1);
    await expect(
      service.open(seal(old, 'POST', path, payload, { ts: pastGrace }), aad, pastGrace),
    ).rejects.toMatchObject({ code: 'ENCRYPTION_KEY_UNKNOWN' });
    const sealedNext = seal(next, 'POST', path, payload, { ts: pastGrace });
    expect(await service.open(sealedNext, aad, pastGrace)).toEqual(payload);
  });

  it('renews the key once it has served its lifetime', async () => {
    const service = createEncryptionService(ctx.db, ctx.config);
    const current = await service.publicKey();
    const later = new Date(Date.now() + keyLifetimeMs + hours(1));
    const renewed = await service.keys.current(later);
    expect(renewed.keyId).not.toBe(current.keyId);
    expect(await service.keys.current(later)).toEqual(renewed);
  });
});

describe('replay nonces', () => {
  it('are forgotten once their time window has passed', async () => {
    const service = createEncryptionService(ctx.db, ctx.config);
    const key = await service.publicKey();
    const t0 = Date.now();
    const nonce = randomBytes(16).toString('base64url');
    await service.open(seal(key, 'POST', path, 1, { ts: t0, nonce }), aad, t0);
    const stored = () =>
      ctx.db.selectFrom('encryption_nonce').select('nonce').where('nonce', '=', nonce).execute();
    expect(await stored()).toHaveLength(1);

    const t1 = t0 + hours(1);
    await service.open(seal(key, 'POST', path, 2, { ts: t1 }), aad, t1);
    expect(await stored()).toHaveLength(0);
  });
});

describe('ENCRYPTION_PRIVATE_KEY', () => {
  it('is the only key: published, used, never stored nor rotated', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const before = await keyRows();
    const app = await ctx.appWith({ ENCRYPTION_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });

    const key = await fetchEncryptionKey(app);
    expect(key.publicKey).toBe(
      publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    );
    expect(key.keyId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await idOf(await ctx.appWith({ ENCRYPTION_PRIVATE_KEY: pem }))).toBe(key.keyId);
    expect(await keyRows()).toEqual(before);

    const service = createEncryptionService(ctx.db, { ...ctx.config, encryptionPrivateKey: pem });
    expect(await service.open(seal(key, 'POST', path, 'hi'), aad)).toBe('hi');
    const stored = await fetchEncryptionKey(ctx.app);
    await expect(service.open(seal(stored, 'POST', path, 'hi'), aad)).rejects.toMatchObject({
      code: 'ENCRYPTION_KEY_UNKNOWN',
    });
    await expect(service.keys.rotate()).rejects.toThrow(/ENCRYPTION_PRIVATE_KEY/);
  });
});
