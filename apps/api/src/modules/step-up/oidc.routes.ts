import { ErrorCode, oidcProviders, type OidcProvider } from '@sorteo/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { merchantOf } from '../../plugins/merchant.js';
import type { OidcClients } from './oidc-clients.js';
import {
  finishSocialSignIn,
  oidcLimits,
  safeReturnTo,
  startSocialSignIn,
} from './oidc-flow.service.js';
import { requestOrigin } from './request-origin.js';

const tags = ['members'];
const params = z.object({ provider: z.string().max(32) });
const redirect = { 302: z.null().describe('Redirects the browser') };

const cookieName = (provider: OidcProvider) => `sorteo_oidc_${provider}`;
const cookiePath = '/wps/session/oidc/';

/** Binds the sign-in to the browser that started it, against login CSRF. */
function stateCookie(provider: OidcProvider, value: string, origin: string, maxAgeS: number) {
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  return `${cookieName(provider)}=${value}; Path=${cookiePath}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

const isProvider = (value: string): value is OidcProvider =>
  (oidcProviders as readonly string[]).includes(value);

/** Where the start-up gate turns `token` into the session. */
function withToken(returnTo: string, token: string): string {
  const hashAt = returnTo.indexOf('#');
  const path = hashAt === -1 ? returnTo : returnTo.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnTo.slice(hashAt);
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}${hash}`;
}

const failure = (code: ErrorCode) => `/?oidcError=${code}`;

export const oidcRoutes: FastifyPluginAsyncZod<{ clients: OidcClients }> = async (
  app,
  { clients },
) => {
  const { db } = app;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const refuse = (reply: FastifyReply, request: FastifyRequest, error: unknown) => {
    if (error instanceof AppError) return reply.redirect(failure(error.code));
    request.log.error({ err: error }, 'social sign-in failed');
    return reply.redirect(failure(ErrorCode.SocialSignInFailed));
  };

  app.get(
    '/wps/session/oidc/:provider/start',
    {
      schema: {
        tags,
        summary:
          'Starts a Google or Facebook sign-in: redirects to the provider (OpenID Connect, PKCE)',
        params,
        querystring: z.object({ returnTo: z.string().optional() }),
        response: redirect,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider) || !clients.enabled[provider]) {
        return reply.redirect(failure(ErrorCode.OperationNotAllowed));
      }
      const returnTo = safeReturnTo(request.query.returnTo);
      if (returnTo === null) return reply.redirect(failure(ErrorCode.ValidationFailed));
      const merchant = merchantOf(request);
      try {
        const origin = await requestOrigin(app, request, merchant);
        const started = await startSocialSignIn(db, clients, {
          merchant,
          provider,
          origin,
          returnTo,
        });
        reply.header(
          'set-cookie',
          stateCookie(provider, started.state, origin, oidcLimits.stateMs / 1000),
        );
        return reply.redirect(started.authorizationUrl);
      } catch (error) {
        return refuse(reply, request, error);
      }
    },
  );

  app.get(
    '/wps/session/oidc/:provider/callback',
    {
      schema: {
        tags,
        summary:
          "The provider's answer: signs the member in (registering a new one when registration is open) and redirects to returnTo?token=…, or to /?oidcError=CODE",
        params,
        response: redirect,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider) || !clients.enabled[provider]) {
        return reply.redirect(failure(ErrorCode.OperationNotAllowed));
      }
      const origin = await requestOrigin(app, request, merchantOf(request));
      reply.header('set-cookie', stateCookie(provider, '', origin, 0));
      try {
        const { token, returnTo } = await finishSocialSignIn(db, clients, {
          merchant: merchantOf(request),
          provider,
          query: request.url.split('?')[1] ?? '',
          browserState: cookieValue(request, cookieName(provider)),
          origin: {
            ip: request.clientIp,
            userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          },
        });
        return reply.redirect(withToken(returnTo, token));
      } catch (error) {
        return refuse(reply, request, error);
      }
    },
  );
};
