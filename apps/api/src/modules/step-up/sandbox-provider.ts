import { generateKeyPair, randomBytes, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { OidcProvider } from '@sorteo/shared';
import type Provider from 'oidc-provider';
import { memoryAdapterClass } from './sandbox-adapter.js';
import {
  consentPage,
  errorPage,
  loginPage,
  sandboxCss,
  type SandboxUser,
} from './sandbox-pages.js';

/** Who can sign in at a sandbox provider (docs/step-up-and-social.md lists them). */
export const sandboxUsers: readonly SandboxUser[] = [
  { login: 'alice', password: 'alice-sandbox', name: 'Alice Sandbox', email: 'alice@sandbox.test' },
  { login: 'bob', password: 'bob-sandbox', name: 'Bob Sandbox', email: 'bob@sandbox.test' },
];

const brands: Record<OidcProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The subject a sandbox user has at every sandbox provider. */
export const sandboxSubject = (login: string) => `sandbox-${login}`;

export type SandboxProviderOptions = {
  provider: OidcProvider;
  /** Where it is reachable; its path is where it is mounted. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
};

export type SandboxProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A Node request handler for every path under the issuer's path. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
};

const generateRsa = promisify(generateKeyPair);

async function signingKey(): Promise<JsonWebKey> {
  const { privateKey } = await generateRsa('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
}

const FORM_LIMIT = 8 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > FORM_LIMIT) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

/**
 * An OpenID provider for demos and tests (oidc-provider), with two users, its own login
 * and consent pages, and every artefact in memory. Authorization code flow with PKCE only.
 */
export async function createSandboxProvider(
  options: SandboxProviderOptions,
): Promise<SandboxProvider> {
  const { default: OidcServer } = await import('oidc-provider');
  const mount = new URL(options.issuer).pathname.replace(/\/$/, '');
  const stylesheet = `${mount}/sandbox.css`;
  const brand = brands[options.provider];

  const server: Provider = new OidcServer(options.issuer, {
    adapter: memoryAdapterClass(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'Sorteo',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [await signingKey()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google does: the ID token itself carries the e-mail.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const user = sandboxUsers.find((u) => sandboxSubject(u.login) === sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: user.email, email_verified: true, name: user.name }),
      };
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `${mount}/interaction/${i.uid}` },
    pkce: { required: () => true },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(stylesheet, out);
    },
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  server.proxy = true;
  const providerCallback = server.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(path);
    if (!match) return sendHtml(res, 404, errorPage(stylesheet, { error: 'not found' }));
    const [, uid, step] = match;
    const base = `${mount}/interaction/${uid}`;
    const details = await server.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');

    if (req.method === 'GET' && !step) {
      if (details.prompt.name === 'login') {
        const html = loginPage({
          brand,
          stylesheet,
          action: `${base}/login`,
          abortAction: `${base}/abort`,
          users: sandboxUsers,
          error: null,
        });
        return sendHtml(res, 200, html);
      }
      const scopes = String(details.params.scope ?? 'openid').split(' ');
      const html = consentPage({
        brand,
        stylesheet,
        action: `${base}/confirm`,
        abortAction: `${base}/abort`,
        clientName: 'Sorteo',
        scopes,
      });
      return sendHtml(res, 200, html);
    }
    if (req.method !== 'POST')
      return sendHtml(res, 405, errorPage(stylesheet, { error: 'method' }));

    if (step === 'login') {
      const form = await readForm(req);
      const user = sandboxUsers.find(
        (u) => u.login === form.get('login') && u.password === form.get('password'),
      );
      if (!user) {
        const html = loginPage({
          brand,
          stylesheet,
          action: `${base}/login`,
          abortAction: `${base}/abort`,
          users: sandboxUsers,
          error: 'Wrong user name or password.',
        });
        // 200 as most sign-in pages answer: browsers log any 4xx document as an error.
        return sendHtml(res, 200, html);
      }
      return server.interactionFinished(
        req,
        res,
        { login: { accountId: sandboxSubject(user.login) } },
        { mergeWithLastSubmission: false },
      );
    }
    if (step === 'confirm') {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent without a signed-in user');
      const grant = details.grantId
        ? ((await server.Grant.find(details.grantId)) ??
          new server.Grant({ accountId, clientId: String(details.params.client_id) }))
        : new server.Grant({ accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      return server.interactionFinished(
        req,
        res,
        { consent: details.grantId ? {} : { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    return server.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${mount}/`)) {
      return sendHtml(res, 404, errorPage(stylesheet, { error: 'not found' }));
    }
    const relative = url.slice(mount.length);
    const path = relative.split('?')[0]!;
    if (path === '/sandbox.css') {
      res.setHeader('content-type', 'text/css; charset=utf-8');
      res.setHeader('cache-control', 'public, max-age=3600');
      res.end(sandboxCss);
      return;
    }
    if (path.startsWith('/interaction/')) {
      interaction(req, res, path).catch((error: unknown) => {
        if (res.headersSent) return res.end();
        sendHtml(res, 400, errorPage(stylesheet, { error: (error as Error).message }));
      });
      return;
    }
    // oidc-provider routes on the path below its mount and rebuilds its URLs from originalUrl.
    Object.assign(req, { originalUrl: url });
    req.url = relative;
    providerCallback(req, res);
  };

  return {
    issuer: options.issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    handle,
  };
}
