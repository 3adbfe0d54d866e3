import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import {
  formAction,
  freePort,
  startTestProvider,
  TestBrowser,
  type TestProvider,
} from './oidc-test-kit.js';
import { sandboxSubject } from './sandbox-provider.js';

let ctx: TestContext;
let provider: TestProvider;
let app: FastifyInstance;
let site: string;
let openMerchant: string;
let closedMerchant: string;

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  provider = await startTestProvider('google', `${site}/wps/session/oidc/google/callback`);
  ctx = await createTestContext({
    PORT: String(port),
    OIDC_GOOGLE_ISSUER: provider.issuer,
    OIDC_GOOGLE_CLIENT_ID: provider.clientId,
    OIDC_GOOGLE_CLIENT_SECRET: provider.clientSecret,
  });
  app = ctx.app;
  await app.listen({ port, host: '127.0.0.1' });
  openMerchant = (await createMerchant(ctx.db)).code;
  closedMerchant = (await createMerchant(ctx.db, { settings: { REGGRP: false } })).code;
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** A browser on the site of `merchant` (the Merchant header on calls to the site only). */
const browserOn = (merchant: string) =>
  new TestBrowser((url): Record<string, string> => (url.origin === site ? { merchant } : {}));

const isCallback = (url: URL) => url.origin === site && url.pathname.endsWith('/callback');

/** Start → provider login form → consent → up to (not into) the site's callback. */
async function walkToCallback(browser: TestBrowser, returnTo = '/', login = 'alice') {
  const start = await browser.get(
    `${site}/wps/session/oidc/google/start?returnTo=${encodeURIComponent(returnTo)}`,
  );
  expect(start.status).toBe(302);
  expect(start.location).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
  const authorize = new URL(start.location!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    `${site}/wps/session/oidc/google/callback`,
  );

  let page = await browser.follow(start.location!, isCallback);
  if (page.location && isCallback(new URL(page.location))) return page.location;
  expect(page.body).toContain('Sign in to continue');
  const user = { alice: 'alice-sandbox', bob: 'bob-sandbox' }[login]!;
  const wrong = await browser.request('POST', formAction(page), { login, password: 'nope' });
  expect(wrong.body).toContain('Wrong user name or password.');
  expect(wrong.location).toBeNull();
  const signedIn = await browser.request('POST', formAction(page), { login, password: user });
  page = await browser.follow(signedIn.location!, isCallback);
  if (!page.location || !isCallback(new URL(page.location))) {
    expect(page.body).toContain('asks to see');
    const consented = await browser.request('POST', formAction(page), {});
    page = await browser.follow(consented.location!, isCallback);
  }
  expect(page.location && isCallback(new URL(page.location))).toBe(true);
  return page.location!;
}

async function memberOfToken(token: string, merchant: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: { merchant, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; account: string; type: number; passwordSet: boolean };
}

const tokenOf = (location: string) => new URL(location).searchParams.get('token')!;

describe('Google sign-in (OpenID Connect against a real provider)', () => {
  it('registers a new member on first sign-in and finds the same one the next time', async () => {
    const settings = await app.inject({
      method: 'GET',
      url: '/wps/system/setting/register',
      headers: { merchant: openMerchant },
    });
    expect(settings.json().value.socialSignIn).toEqual({ google: true, facebook: false });

    const browser = browserOn(openMerchant);
    const callback = await walkToCallback(browser, '/promotions?tab=new#top');
    const landed = await browser.get(callback);
    expect(landed.status).toBe(302);
    const target = new URL(landed.location!);
    expect(target.origin).toBe(site);
    expect(target.pathname).toBe('/promotions');
    expect(target.searchParams.get('tab')).toBe('new');
    expect(target.hash).toBe('#top');
    expect(browser.cookie(new URL(site).host, 'sorteo_oidc_google')).toBeNull();

    const member = await memberOfToken(tokenOf(landed.location!), openMerchant);
    expect(member).toMatchObject({ type: 0, passwordSet: false });
    expect(member.account).toMatch(/^gg[a-z0-9]{10}$/);
    const row = await ctx.db
      .selectFrom('member')
      .select(['email', 'register_method', 'password_set'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      email: 'alice@sandbox.test',
      register_method: 'GOOGLE',
      password_set: false,
    });
    const identities = await ctx.db
      .selectFrom('member_identity')
      .select(['provider', 'subject', 'member_id', 'email'])
      .where('member_id', '=', member.id)
      .execute();
    expect(identities).toEqual([
      {
        provider: 'google',
        subject: sandboxSubject('alice'),
        member_id: member.id,
        email: 'alice@sandbox.test',
      },
    ]);

    // Another device: the provider asks again, the site finds the same member.
    const other = browserOn(openMerchant);
    const again = await other.get(await walkToCallback(other));
    expect(new URL(again.location!).pathname).toBe('/');
    const same = await memberOfToken(tokenOf(again.location!), openMerchant);
    expect(same.id).toBe(member.id);
    const events = await ctx.db
      .selectFrom('auth_audit')
      .select('event')
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual([
      'oidc.register',
      'login.ok',
      'oidc.login',
      'login.ok',
    ]);
    const sessions = await ctx.db
      .selectFrom('member_session')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(2);
  });

  it('refuses a callback in a browser that did not start the sign-in, or with another state', async () => {
    const browser = browserOn(openMerchant);
    const callback = await walkToCallback(browser, '/', 'bob');
    const stranger = await browserOn(openMerchant).get(callback);
    expect(stranger.location).toBe(`${site}/?oidcError=SOCIAL_SIGN_IN_FAILED`);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'another-state-value');
    const forged = await browser.get(tampered.href);
    expect(forged.location).toBe(`${site}/?oidcError=SOCIAL_SIGN_IN_FAILED`);
    const bob = await ctx.db
      .selectFrom('member_identity')
      .select('id')
      .where('subject', '=', sandboxSubject('bob'))
      .execute();
    expect(bob).toEqual([]);
  });

  it('refuses a replayed state', async () => {
    const browser = browserOn(openMerchant);
    const callback = await walkToCallback(browser);
    const host = new URL(site).host;
    const state = browser.cookie(host, 'sorteo_oidc_google')!;
    expect((await browser.get(callback)).location).toContain('token=');

    browser.setCookie(host, {
      name: 'sorteo_oidc_google',
      value: state,
      path: '/wps/session/oidc/',
    });
    const replay = await browser.get(callback);
    expect(replay.location).toBe(`${site}/?oidcError=SOCIAL_SIGN_IN_FAILED`);
    const [last] = await ctx.db
      .selectFrom('auth_audit')
      .select(['event', 'detail'])
      .where('event', '=', 'oidc.fail')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(last?.detail).toMatchObject({ reason: 'state unknown, expired or already used' });
  });

  it('refuses a returnTo that leaves the site, before anything is stored', async () => {
    const before = await ctx.db.selectFrom('oidc_login_state').select('state_hash').execute();
    const outside = ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'x'];
    const unsafe = ['/p\u00e4th', '/a\r\nLocation: //evil.example', '/'.padEnd(513, 'a')];
    for (const returnTo of [...outside, ...unsafe]) {
      const res = await browserOn(openMerchant).get(
        `${site}/wps/session/oidc/google/start?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(res.status).toBe(302);
      expect(res.location).toBe(`${site}/?oidcError=VALIDATION_FAILED`);
    }
    const after = await ctx.db.selectFrom('oidc_login_state').select('state_hash').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses a provider that is not configured', async () => {
    const res = await browserOn(openMerchant).get(`${site}/wps/session/oidc/facebook/start`);
    expect(res.location).toBe(`${site}/?oidcError=OPERATION_NOT_ALLOWED`);
  });

  it('answers REGISTRATION_CLOSED for a new identity when the merchant registers no one', async () => {
    const browser = browserOn(closedMerchant);
    const landed = await browser.get(await walkToCallback(browser));
    expect(landed.location).toBe(`${site}/?oidcError=REGISTRATION_CLOSED`);
    const members = await ctx.db
      .selectFrom('member')
      .innerJoin('merchant', 'merchant.id', 'member.merchant_id')
      .select('member.id')
      .where('merchant.code', '=', closedMerchant)
      .execute();
    expect(members).toEqual([]);
  });

  it('sends the user back with an error when they cancel at the provider', async () => {
    const browser = browserOn(openMerchant);
    const start = await browser.get(`${site}/wps/session/oidc/google/start`);
    const login = await browser.follow(start.location!, isCallback);
    const cancelled = await browser.request('POST', formAction(login, 1), {});
    const back = await browser.follow(cancelled.location!, isCallback);
    expect(new URL(back.location!).searchParams.get('error')).toBe('access_denied');
    const landed = await browser.get(back.location!);
    expect(landed.location).toBe(`${site}/?oidcError=SOCIAL_SIGN_IN_FAILED`);
  });
});
