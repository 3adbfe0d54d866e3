import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import type { EncryptedBody, EncryptionKey } from '@sorteo/shared/contract/encryption';
import { recoveryEndpoints } from '@sorteo/shared/contract/recovery-endpoints';
import { withdrawalsEndpoints } from '@sorteo/shared/contract/withdrawals-endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  callEncryptedEndpoint,
  encryptBody,
  forgetEncryptionKey,
  sendEncrypted,
} from './encrypted-call';

type OpenEnvelope = (
  key: KeyObject,
  sealed: EncryptedBody['encrypted'],
  aad: string,
) => Buffer | null;

/**
 * The server's own opener. Project references keep apps/web from importing apps/api
 * statically, so it is loaded at run time; the test then proves both sides agree.
 */
async function serverOpenEnvelope(): Promise<OpenEnvelope> {
  const url = new URL('../../../api/src/modules/encryption/envelope-crypto.ts', import.meta.url);
  const module = (await import(/* @vite-ignore */ url.href)) as { openEnvelope: OpenEnvelope };
  return module.openEnvelope;
}

/** docs/encrypted-calls.md, step by step, with nothing of either app. */
function openIndependently(privateKey: KeyObject, body: EncryptedBody, aad: string): unknown {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(body.encrypted.key, 'base64'),
  );
  const data = Buffer.from(body.encrypted.data, 'base64');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    aesKey,
    Buffer.from(body.encrypted.iv, 'base64'),
  );
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(data.subarray(-16));
  return JSON.parse(
    Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString(),
  );
}

function keyPair(keyId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const published: EncryptionKey = {
    keyId,
    algorithm: 'RSA-OAEP-256+A256GCM',
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    serverTime: Date.now(),
  };
  return { privateKey, published };
}

const first = keyPair('first');
const second = keyPair('second');
let served: EncryptionKey[];
const fetchMock = vi.fn(async () => {
  const value = served.shift();
  return value
    ? Response.json({ success: true, value })
    : Response.json({ success: false, code: 'INTERNAL_ERROR', message: 'down' }, { status: 500 });
});

beforeEach(() => {
  forgetEncryptionKey();
  fetchMock.mockClear();
  served = [first.published, second.published];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const path = '/wps/session/login';
const payload = { username: 'alice', password: 'pässwörd 🔑' };

describe('encryptBody', () => {
  it("produces bodies the server's code opens", async () => {
    const body = await encryptBody('post', path, payload);
    const openEnvelope = await serverOpenEnvelope();
    const opened = openEnvelope(first.privateKey, body.encrypted, `POST ${path}`);
    expect(opened).not.toBeNull();
    const sealed = JSON.parse(opened!.toString('utf8'));
    expect(sealed.payload).toEqual(payload);
    expect(sealed.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Math.abs(sealed.ts - Date.now())).toBeLessThan(5_000);
    expect(openEnvelope(first.privateKey, body.encrypted, 'POST /wps/other')).toBeNull();
  });

  it('follows the documented algorithms', async () => {
    const body = await encryptBody('PUT', `${path}?x=1`, payload);
    expect(body.encrypted.keyId).toBe('first');
    expect(Buffer.from(body.encrypted.iv, 'base64')).toHaveLength(12);
    expect(openIndependently(first.privateKey, body, `PUT ${path}`)).toMatchObject({ payload });
  });

  it('fetches the key once and seals every body afresh', async () => {
    const [a, b] = await Promise.all([
      encryptBody('POST', path, payload),
      encryptBody('POST', path, payload),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a.encrypted.iv).not.toBe(b.encrypted.iv);
    expect(a.encrypted.key).not.toBe(b.encrypted.key);
    const nonces = [a, b].map(
      (x) => (openIndependently(first.privateKey, x, `POST ${path}`) as { nonce: string }).nonce,
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("stamps ts by the server's clock", async () => {
    served = [{ ...first.published, serverTime: Date.now() - 10 * 60_000 }];
    const body = await encryptBody('POST', path, payload);
    const { ts } = openIndependently(first.privateKey, body, `POST ${path}`) as { ts: number };
    expect(Math.abs(ts - (Date.now() - 10 * 60_000))).toBeLessThan(5_000);
  });

  it('does not keep a failed key fetch', async () => {
    served = [];
    await expect(encryptBody('POST', path, payload)).rejects.toBeInstanceOf(ApiError);
    served = [first.published];
    await expect(encryptBody('POST', path, payload)).resolves.toBeTruthy();
  });
});

describe('sendEncrypted', () => {
  const keyUnknown = () => new ApiError('ENCRYPTION_KEY_UNKNOWN', 'retired', 400);

  it('fetches the current key and retries once when the server retired the old one', async () => {
    const sent: EncryptedBody[] = [];
    const result = await sendEncrypted('POST', path, payload, async (body) => {
      sent.push(body);
      if (body.encrypted.keyId === 'first') throw keyUnknown();
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(sent.map((b) => b.encrypted.keyId)).toEqual(['first', 'second']);
    expect(openIndependently(second.privateKey, sent[1]!, `POST ${path}`)).toMatchObject({
      payload,
    });
  });

  it('gives up after one retry, and never retries other errors', async () => {
    const send = vi.fn(async () => {
      throw keyUnknown();
    });
    await expect(sendEncrypted('POST', path, payload, send)).rejects.toMatchObject({
      code: 'ENCRYPTION_KEY_UNKNOWN',
    });
    expect(send).toHaveBeenCalledTimes(2);

    const replayed = vi.fn(async () => {
      throw new ApiError('REPLAYED_REQUEST', 'again', 409);
    });
    await expect(sendEncrypted('POST', path, payload, replayed)).rejects.toMatchObject({
      code: 'REPLAYED_REQUEST',
    });
    expect(replayed).toHaveBeenCalledTimes(1);
  });
});

describe('callEncryptedEndpoint', () => {
  it("seals the body to the endpoint's method and path and answers its value", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/wps/system/encryption-key') {
        return Response.json({ success: true, value: first.published });
      }
      sent.push({ url, init });
      return Response.json({ success: true, value: null });
    });
    const request = {
      token: 'a-reset-link-token-0123456789',
      newPassword: 'pässwörd 🔑',
      confirmNewPassword: 'pässwörd 🔑',
    };
    await expect(
      callEncryptedEndpoint(recoveryEndpoints.resetByLink, { body: request }),
    ).resolves.toBeNull();
    expect(sent.map((s) => [s.url, s.init.method])).toEqual([
      ['/wps/member/password/reset', 'POST'],
    ]);
    const body = JSON.parse(String(sent[0]!.init.body)) as EncryptedBody;
    expect(
      openIndependently(first.privateKey, body, 'POST /wps/member/password/reset'),
    ).toMatchObject({ payload: request });
  });

  it("seals the body for the endpoint's method and filled-in path, and sends it there", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        const value = sent.length === 1 ? first.published : null;
        return Response.json({ success: true, value });
      }),
    );
    const answer = await callEncryptedEndpoint(withdrawalsEndpoints.removeReceivingAccount, {
      params: { id: 7 },
      body: { loginPassword: 'secret1' },
    });
    expect(answer).toBeNull();
    const { url, init } = sent[1]!;
    expect([url, init.method]).toEqual(['/wps/member/receiving-accounts/7', 'DELETE']);
    const body = JSON.parse(init.body as string) as EncryptedBody;
    expect(
      openIndependently(first.privateKey, body, 'DELETE /wps/member/receiving-accounts/7'),
    ).toMatchObject({ payload: { loginPassword: 'secret1' } });
  });
});
