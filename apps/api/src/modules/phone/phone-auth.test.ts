import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ModId } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import {
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnBotToken } from '../../../test/challenges.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { countMembers, PASSWORD, type Site } from '../../../test/members.js';
import { AppError } from '../../lib/errors.js';
import { idTokenVerifier } from './phone-auth-verifier.js';
import { codeSentTo, encrypted, newNumber, newSite, outbox, postSms, setFlag } from './test-kit.js';

const PROJECT = 'demo-sorteo';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

/** Stands in for Google's securetoken JWKS endpoint, with a key of its own. */
class FakeSecuretoken {
  private server: Server | undefined;
  private privateKey: CryptoKey | undefined;
  private publicJwk: JWK | undefined;
  jwksUrl = '';

  async start() {
    const pair = await generateKeyPair('RS256');
    this.privateKey = pair.privateKey;
    this.publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    this.server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [this.publicJwk] }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.jwksUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/jwks`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** A Firebase-shaped ID token for the phone; `claims` and `key` bend it. */
  async token(
    phone: string,
    options: {
      claims?: JWTPayload;
      issuer?: string;
      audience?: string;
      key?: CryptoKey;
      kid?: string;
      at?: number;
    } = {},
  ) {
    const at = options.at ?? Math.floor(Date.now() / 1000);
    return new SignJWT({ auth_time: at, phone_number: phone, ...options.claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? PROJECT)
      .setSubject('uid-1')
      .setIssuedAt(at)
      .setExpirationTime(at + 3600)
      .sign(options.key ?? this.privateKey!);
  }
}

const securetoken = new FakeSecuretoken();
let ctx: TestContext;

beforeAll(async () => {
  await securetoken.start();
  ctx = await createTestContext({ PHONE_VERIFICATION: 'firebase' });
});
afterAll(async () => {
  await ctx.close();
  await securetoken.stop();
});

describe('ID token verifier', () => {
  const phone = { dialingCode: '84', number: '912345675' };
  const verifier = () => idTokenVerifier(createRemoteJWKSet(new URL(securetoken.jwksUrl)), PROJECT);

  async function failure(token: string) {
    const error = await verifier()
      .verify(token, phone)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('accepts a token of the project for this phone', async () => {
    await expect(
      verifier().verify(await securetoken.token('+84912345675'), phone),
    ).resolves.toBeUndefined();
  });

  it.each([
    ['another phone number', { claims: { phone_number: '+84912345676' } }],
    ['another audience', { audience: 'other-project' }],
    ['another issuer', { issuer: 'https://securetoken.google.com/other-project' }],
    ['no authentication time', { claims: { auth_time: undefined } }],
    ['an expired token', { at: Math.floor(Date.now() / 1000) - 7200 }],
    ['a token issued in the future', { at: Math.floor(Date.now() / 1000) + 600 }],
    ['an unknown key id', { kid: 'k2' }],
  ])('refuses %s', async (_, options) => {
    const error = await failure(await securetoken.token('+84912345675', options));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'PHONE_AUTH_FAILED',
      value: { field: 'firebaseIdToken' },
    });
  });

  it('refuses a token signed by a key that is not in the JWKS', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await securetoken.token('+84912345675', { key: privateKey });
    expect((await failure(token)).code).toBe('PHONE_AUTH_FAILED');
  });

  it('refuses unsigned and HMAC tokens', async () => {
    const [, payload] = (await securetoken.token('+84912345675')).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await failure(none)).code).toBe('PHONE_AUTH_FAILED');
    const hmac = await new SignJWT({ phone_number: '+84912345675', auth_time: 1 })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject('uid-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-of-32-bytes-len!'));
    expect((await failure(hmac)).code).toBe('PHONE_AUTH_FAILED');
  });
});

/** Registers by mobile with phone-auth fields instead of an SMS code. */
async function registerMobile(site: Site, number: string, fields: Record<string, unknown>) {
  return encrypted(site, 'PUT', '/wps/member/register/mobile', {
    countryDialingCode: '84',
    mobileNum: number,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    registerMethod: 'WEB',
    botToken: await earnBotToken(ctx.db, site.merchantId, 'register'),
    ...fields,
  });
}

describe('phone-auth sandbox (PHONE_VERIFICATION=firebase)', () => {
  async function idTokenFor(site: Site, number: string): Promise<string> {
    const sent = await postSms(site, '/wps/verification/phone-auth/send', {
      countryDialingCode: '84',
      mobileNo: number,
    });
    expect(sent.statusCode).toBe(200);
    const code = await codeSentTo(ctx.db, site.merchantId, number);
    const verified = await postSms(
      site,
      '/wps/verification/phone-auth/verify',
      { countryDialingCode: '84', mobileNo: number, code },
      { botToken: null },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().value.expiresIn).toBe(3600);
    return verified.json().value.idToken;
  }

  it('tells clients to use the phone-auth service', async () => {
    const site = await newSite(ctx);
    const res = await site.app.inject({
      method: 'GET',
      url: '/wps/system/setting/register',
      headers: { merchant: site.code },
    });
    expect(res.json().value.phoneVerification).toBe('firebase');
  });

  it('registers with the ID token the sandbox trades for the texted code', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    const idToken = await idTokenFor(site, number);
    const res = await registerMobile(site, number, {
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.account).toEqual(expect.any(String));
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
  });

  it('proves the number of a username registration too', async () => {
    const site = await newSite(ctx);
    await setFlag(site, ModId.MobileRegistrationVerification, true);
    const number = newNumber();
    const idToken = await idTokenFor(site, number);
    const res = await encrypted(site, 'PUT', '/wps/member/register', {
      username: `u${number}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: number,
      countryDialingCode: '84',
      registerMethod: 'WEB',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      botToken: await earnBotToken(ctx.db, site.merchantId, 'register'),
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another number's token, writing nothing", async () => {
    const site = await newSite(ctx);
    const idToken = await idTokenFor(site, newNumber());
    const res = await registerMobile(site, newNumber(), {
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PHONE_AUTH_FAILED',
      value: { field: 'firebaseIdToken' },
    });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('needs the token, not an SMS code', async () => {
    const site = await newSite(ctx);
    const res = await registerMobile(site, newNumber(), { verificationCode: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues).toContainEqual(
      expect.objectContaining({ field: 'firebaseIdToken', rule: 'required' }),
    );
    const tampered = await registerMobile(site, newNumber(), {
      firebaseChannel: 'sms',
      firebaseIdToken: 'not.a.token',
    });
    expect(tampered.json().code).toBe('PHONE_AUTH_FAILED');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('refuses a wrong code and answers no token', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    await postSms(site, '/wps/verification/phone-auth/send', {
      countryDialingCode: '84',
      mobileNo: number,
    });
    const code = await codeSentTo(ctx.db, site.merchantId, number);
    const res = await postSms(
      site,
      '/wps/verification/phone-auth/verify',
      {
        countryDialingCode: '84',
        mobileNo: number,
        code: String((Number(code) + 1) % 10 ** 6).padStart(6, '0'),
      },
      { botToken: null },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'code' },
    });
    expect(res.json().value.idToken).toBeUndefined();
  });

  it('needs a slider token to text a code', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    const res = await postSms(
      site,
      '/wps/verification/phone-auth/send',
      { countryDialingCode: '84', mobileNo: number },
      { botToken: 'not-earned' },
    );
    expect(res.json().code).toBe('BOT_CHECK_FAILED');
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(0);
  });

  it('publishes its public key only', async () => {
    const site = await newSite(ctx);
    const res = await site.app.inject({
      method: 'GET',
      url: '/wps/verification/phone-auth/jwks',
      headers: { merchant: site.code },
    });
    const [key] = res.json().keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: expect.any(String) });
    expect(key.d).toBeUndefined();
  });
});

describe('real phone-auth provider (PHONE_AUTH_PROVIDER=firebase)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.appWith({
      PHONE_AUTH_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_JWKS_URL: securetoken.jwksUrl,
    });
  });

  it("registers with an ID token the provider's JWKS verifies", async () => {
    const site = await newSite(ctx, {}, app);
    const number = newNumber();
    const res = await registerMobile(site, number, {
      firebaseChannel: 'sms',
      firebaseIdToken: await securetoken.token(`+84${number}`),
    });
    expect(res.statusCode).toBe(200);
  });

  it('mounts no sandbox', async () => {
    const site = await newSite(ctx, {}, app);
    const res = await postSms(site, '/wps/verification/phone-auth/send', {
      countryDialingCode: '84',
      mobileNo: newNumber(),
    });
    expect(res.statusCode).toBe(404);
  });
});
