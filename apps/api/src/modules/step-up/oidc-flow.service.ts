import { ErrorCode, type OidcProvider } from '@sorteo/shared';
import * as client from 'openid-client';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { Merchant } from '../merchants/index.js';
import { recordAuthEvent, type SessionOrigin } from '../members/index.js';
import type { OidcClients } from './oidc-clients.js';
import { insertOidcState, purgeOidcStates, spendOidcState } from './oidc-state.repo.js';
import { callbackPath } from './sandbox-registry.js';
import { signInWithIdentity } from './social-members.service.js';

export const oidcLimits = { stateMs: 10 * 60_000, returnToMaxLength: 512 } as const;

/** Scopes asked for: who (openid) and the e-mail the new account keeps. */
const scope = 'openid email profile';

const failed = (why: string) =>
  new AppError(400, ErrorCode.SocialSignInFailed, `Social sign-in failed: ${why}`);

/**
 * A path of this site: one leading slash, not two (`//host` is another site), no
 * backslash (browsers read `/\host` as `//host`), and printable ASCII only (clients
 * percent-encode the rest), so it goes into a Location header as it is.
 */
export function safeReturnTo(value: string | undefined): string | null {
  if (value === undefined || value === '') return '/';
  if (value.length > oidcLimits.returnToMaxLength) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[^\x21-\x7e]|\\/.test(value)) return null;
  return value;
}

export type StartedSignIn = { authorizationUrl: string; state: string };

/** Remembers state, nonce and PKCE verifier server-side and builds the provider's URL. */
export async function startSocialSignIn(
  db: Db,
  clients: OidcClients,
  input: { merchant: Merchant; provider: OidcProvider; origin: string; returnTo: string },
  now = new Date(),
): Promise<StartedSignIn> {
  const config = await clients.configFor(input.provider, input.origin).catch((error: unknown) => {
    throw Object.assign(failed('provider unreachable'), { cause: error });
  });
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const redirectUri = `${input.origin}${callbackPath(input.provider)}`;
  await purgeOidcStates(db, now);
  await insertOidcState(db, {
    stateHash: hashToken(state),
    merchantId: input.merchant.id,
    provider: input.provider,
    codeVerifier,
    nonce,
    redirectUri,
    returnTo: input.returnTo,
    at: now,
    expiresAt: new Date(now.getTime() + oidcLimits.stateMs),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href, state };
}

export type CallbackInput = {
  merchant: Merchant;
  provider: OidcProvider;
  /** The callback's query string as received, without the `?`. */
  query: string;
  /** The state this browser was given at the start (its cookie); null when it has none. */
  browserState: string | null;
  origin: Omit<SessionOrigin, 'merchantId'>;
};

/**
 * Checks the answer against the state kept at the start (single use), exchanges the code
 * with its PKCE verifier, validates the ID token (issuer, audience, signature, nonce) and
 * signs the identity's member in. Answers the session token and where to go.
 */
export async function finishSocialSignIn(
  db: Db,
  clients: OidcClients,
  input: CallbackInput,
  now = new Date(),
): Promise<{ token: string; returnTo: string; memberId: number }> {
  const { merchant, provider } = input;
  const fail = async (reason: string, error: AppError = failed(reason)) => {
    await recordAuthEvent(db, {
      merchantId: merchant.id,
      memberId: null,
      event: 'oidc.fail',
      ip: input.origin.ip,
      detail: { provider, reason },
      at: now,
    });
    return error;
  };

  const params = new URLSearchParams(input.query);
  const state = params.get('state');
  if (!state || !input.browserState || state !== input.browserState) {
    throw await fail('state does not match this browser');
  }
  const saved = await spendOidcState(
    db,
    { stateHash: hashToken(state), merchantId: merchant.id, provider },
    now,
  );
  if (!saved) throw await fail('state unknown, expired or already used');
  if (params.has('error')) throw await fail(`provider answered ${params.get('error')}`);

  let claims: { sub: string; email: string | null };
  try {
    const config = await clients.configFor(provider, new URL(saved.redirect_uri).origin);
    const tokens = await client.authorizationCodeGrant(
      config,
      new URL(`${saved.redirect_uri}?${input.query}`),
      {
        pkceCodeVerifier: saved.code_verifier,
        expectedState: state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      },
    );
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    claims = { sub: idToken.sub, email: emailOf(idToken) };
    if (!claims.email && config.serverMetadata().userinfo_endpoint) {
      claims.email = emailOf(await client.fetchUserInfo(config, tokens.access_token, idToken.sub));
    }
  } catch (error) {
    throw await fail(`code exchange: ${(error as Error).message}`);
  }

  try {
    const signedIn = await signInWithIdentity(
      db,
      merchant,
      { provider, subject: claims.sub, email: claims.email },
      input.origin,
      now,
    );
    return { token: signedIn.token, returnTo: saved.return_to, memberId: signedIn.memberId };
  } catch (error) {
    if (error instanceof AppError) throw await fail(error.code, error);
    throw error;
  }
}

/** The e-mail the provider vouches for; an address it says is unverified is not kept. */
function emailOf(claims: Record<string, unknown>): string | null {
  if (typeof claims.email !== 'string' || claims.email_verified === false) return null;
  return claims.email.slice(0, 254);
}
