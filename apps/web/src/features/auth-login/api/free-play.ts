import type { FreePlayRequest, SessionGrant } from '@sorteo/shared';
import { recoveryEndpoints } from '@sorteo/shared/contract/recovery-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The device's operating system as the browser names it, within the contract's 40 characters. */
export function deviceOs(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): string {
  const hinted = (nav as { userAgentData?: { platform?: string } }).userAgentData?.platform;
  const os = (hinted || nav.platform || '').trim();
  return (os || 'unknown').slice(0, 40);
}

export function freePlayRequest(): FreePlayRequest {
  return {
    os: deviceOs(),
    platform: 'W',
    random: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    version: 3,
  };
}

/** POST /wps/session/login/freeplay (encrypted): opens a trial account (type 4). */
export function startFreePlay(): Promise<SessionGrant> {
  return callEncryptedEndpoint(recoveryEndpoints.freePlay, { body: freePlayRequest() });
}
