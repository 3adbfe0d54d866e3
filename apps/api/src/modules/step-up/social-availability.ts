import type { OidcProvider } from '@sorteo/shared';

/**
 * Which social providers this process can sign in with. It follows the configuration (set
 * when the routes are registered), which is the same for every merchant of the process.
 */
let available: Record<OidcProvider, boolean> = { google: false, facebook: false };

export function setSocialSignInAvailability(providers: Record<OidcProvider, boolean>): void {
  available = { ...providers };
}

/** registerSettings.socialSignIn */
export function socialSignInAvailability(): Record<OidcProvider, boolean> {
  return { ...available };
}
