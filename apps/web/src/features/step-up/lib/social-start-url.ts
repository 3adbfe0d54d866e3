import type { OidcProvider } from '@sorteo/shared';

/**
 * Where a social sign-in button leads: the server's start of the provider's flow, which
 * comes back to `returnTo` with the session. Only a path of this site is passed on.
 */
export function socialStartUrl(provider: OidcProvider, returnTo: string): string {
  // `//host` is another site, and browsers read `/\host` as `//host`.
  const path = /^\/(?![/\\])[^\\]*$/.test(returnTo) ? returnTo : '/';
  return `/wps/session/oidc/${provider}/start?${new URLSearchParams({ returnTo: path }).toString()}`;
}
