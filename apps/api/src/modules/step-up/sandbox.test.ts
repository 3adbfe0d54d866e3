import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { formAction, freePort, TestBrowser } from './oidc-test-kit.js';

let ctx: TestContext;
let site: string;
let merchant: string;

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ PORT: String(port), OIDC_SANDBOX: '1' });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  merchant = (await createMerchant(ctx.db)).code;
});
afterAll(() => ctx?.close());

const browser = () =>
  new TestBrowser((url): Record<string, string> =>
    url.pathname.startsWith('/wps/') ? { merchant } : {},
  );
const isCallback = (url: URL) => url.pathname.endsWith('/callback');

describe('OIDC_SANDBOX', () => {
  it('offers both providers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/setting/register',
      headers: { merchant },
    });
    expect(res.json().value.socialSignIn).toEqual({ google: true, facebook: true });
  });

  it.each(['google', 'facebook'])(
    'signs in through the built-in %s provider, whose pages pass the strict CSP',
    async (provider) => {
      const b = browser();
      const start = await b.get(`${site}/wps/session/oidc/${provider}/start?returnTo=/`);
      expect(start.location).toMatch(new RegExp(`^${site}/sandbox/oidc/${provider}/auth\\?`));

      const loginPage = await b.follow(start.location!, isCallback);
      expect(loginPage.status).toBe(200);
      expect(loginPage.url).toContain(`/sandbox/oidc/${provider}/interaction/`);
      const csp = loginPage.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(loginPage.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
      const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(loginPage.body)![1]!;
      const css = await b.get(new URL(stylesheet, site).href);
      expect(css.headers.get('content-type')).toContain('text/css');

      const signedIn = await b.request('POST', formAction(loginPage), {
        login: 'alice',
        password: 'alice-sandbox',
      });
      const consent = await b.follow(signedIn.location!, isCallback);
      expect(consent.body).toContain('asks to see');
      expect(consent.body).not.toMatch(/<script|<style|\sstyle=/i);
      const allowed = await b.request('POST', formAction(consent), {});
      const callback = await b.follow(allowed.location!, isCallback);
      const landed = await b.get(callback.location!);
      const token = new URL(landed.location!).searchParams.get('token');
      expect(token).toBeTruthy();

      const info = await ctx.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { merchant, authorization: `Bearer ${token}` },
      });
      expect(info.json().value.account.slice(0, 2)).toBe(provider === 'google' ? 'gg' : 'fb');
    },
  );

  it('is not mounted without OIDC_SANDBOX', async () => {
    const plain = await ctx.appWith({ OIDC_SANDBOX: '0' });
    const res = await plain.inject({
      method: 'GET',
      url: '/sandbox/oidc/google/.well-known/openid-configuration',
    });
    expect(res.statusCode).toBe(404);
  });
});
