import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OidcProvider } from '@sorteo/shared';
import { createSandboxProvider } from './sandbox-provider.js';

/** Test helpers: a real OpenID provider on a local port and a browser that keeps cookies. */

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

/** oidc-provider over real HTTP at http://127.0.0.1:<port>/oidc, with the sandbox users. */
export async function startTestProvider(
  provider: OidcProvider,
  redirectUri: string,
): Promise<TestProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}/oidc`;
  const sandbox = await createSandboxProvider({
    provider,
    issuer,
    clientId: 'test-client',
    clientSecret: 'test-client-secret-0123456789',
    redirectUris: [redirectUri],
  });
  const server: Server = createServer(sandbox.handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Cookie = { name: string; value: string; path: string };

export type Page = { status: number; url: string; location: string | null; body: string };

/** Follows nothing by itself: each step is explicit, as a test wants to see every hop. */
export class TestBrowser {
  private readonly jar = new Map<string, Cookie[]>();

  constructor(private readonly headersFor: (url: URL) => Record<string, string> = () => ({})) {}

  cookie(host: string, name: string): string | null {
    return this.jar.get(host)?.find((c) => c.name === name)?.value ?? null;
  }

  setCookie(host: string, cookie: Cookie): void {
    const list = (this.jar.get(host) ?? []).filter(
      (c) => !(c.name === cookie.name && c.path === cookie.path),
    );
    if (cookie.value !== '') list.push(cookie);
    this.jar.set(host, list);
  }

  private store(url: URL, setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      let value = pair!.slice(eq + 1);
      let path = '/';
      for (const attribute of attributes) {
        const [key, val = ''] = attribute.split('=');
        const k = key!.toLowerCase();
        if (k === 'path') path = val;
        if (k === 'max-age' && Number(val) <= 0) value = '';
        if (k === 'expires' && new Date(val).getTime() < Date.now()) value = '';
      }
      this.setCookie(url.host, { name, value, path });
    }
  }

  private cookieHeader(url: URL): string {
    return (this.jar.get(url.host) ?? [])
      .filter((c) => url.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  async request(method: 'GET' | 'POST', href: string, form?: Record<string, string>) {
    const url = new URL(href);
    const headers: Record<string, string> = { ...this.headersFor(url) };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    this.store(url, res.headers.getSetCookie());
    const location = res.headers.get('location');
    return {
      status: res.status,
      url: url.href,
      location: location ? new URL(location, url).href : null,
      body: await res.text(),
      headers: res.headers,
    };
  }

  get(href: string) {
    return this.request('GET', href);
  }

  /** GETs redirects until `stop` says so or a page answers; answers the last response. */
  async follow(href: string, stop: (url: URL) => boolean = () => false) {
    let page = await this.get(href);
    for (let hops = 0; page.location && hops < 20; hops++) {
      if (stop(new URL(page.location))) return page;
      page = await this.get(page.location);
    }
    return page;
  }
}

/** The action of the n-th form on a page, as an absolute URL. */
export function formAction(page: { url: string; body: string }, index = 0): string {
  const actions = [...page.body.matchAll(/<form[^>]*action="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
  const action = actions[index];
  if (!action) throw new Error(`no form ${index} on ${page.url}:\n${page.body}`);
  return new URL(action, page.url).href;
}
