import { rememberLimits } from '@sorteo/shared';

/**
 * Remember-me (SPEC §3 "Storage", §4, §9): the last sign-in's username, mobile number and
 * dial code, kept 24 hours in cookies, plus the server's revocable remember token in place
 * of the password, which is never stored on the device.
 */
export interface RememberedLogin {
  username: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  rememberToken: string | null;
}

export const rememberCookies = {
  username: 'username',
  mobileNum: 'mobileNum',
  countryDialingCode: 'countryDialingCode',
  rememberToken: 'rememberToken',
} as const satisfies Record<keyof RememberedLogin, string>;

const DAY_SECONDS = rememberLimits.hours * 60 * 60;

/** Where cookies are read and written: `document` in the browser. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  /** Seconds to keep it; 0 deletes it. */
  maxAgeSeconds: number;
  /** Only over HTTPS (set when the site itself is served over HTTPS). */
  secure: boolean;
}

export function cookieText(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A value this site did not write (bad escape): not ours to read.
    }
  }
  return cookies;
}

const browserJar = (): CookieJar => document;
const isSecurePage = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function readRemembered(jar: CookieJar = browserJar()): RememberedLogin {
  const cookies = parseCookies(jar.cookie);
  const read = (key: keyof RememberedLogin) => cookies.get(rememberCookies[key]) || null;
  return {
    username: read('username'),
    mobileNum: read('mobileNum'),
    countryDialingCode: read('countryDialingCode'),
    rememberToken: read('rememberToken'),
  };
}

/**
 * Keeps the given parts of a successful sign-in for 24 hours (the token no longer than the
 * server lets it live); parts not given are left as they are.
 */
export function rememberLogin(
  entry: Partial<RememberedLogin> & { rememberExpiresAt?: number },
  now = Date.now(),
  jar: CookieJar = browserJar(),
  secure = isSecurePage(),
): void {
  for (const key of Object.keys(rememberCookies) as (keyof RememberedLogin)[]) {
    const value = entry[key];
    if (value === undefined) continue;
    let maxAgeSeconds = value === null ? 0 : DAY_SECONDS;
    if (key === 'rememberToken' && value !== null && entry.rememberExpiresAt !== undefined) {
      maxAgeSeconds = Math.min(maxAgeSeconds, (entry.rememberExpiresAt - now) / 1000);
    }
    jar.cookie = cookieText(rememberCookies[key], value ?? '', { maxAgeSeconds, secure });
  }
}

/** Remember-me unticked: nothing of the last sign-in stays on the device. */
export function forgetLogin(jar: CookieJar = browserJar(), secure = isSecurePage()): void {
  rememberLogin(
    { username: null, mobileNum: null, countryDialingCode: null, rememberToken: null },
    Date.now(),
    jar,
    secure,
  );
}

/** The token was refused, spent by a logout, or belongs to someone else: drop only it. */
export function forgetRememberToken(jar: CookieJar = browserJar(), secure = isSecurePage()) {
  rememberLogin({ rememberToken: null }, Date.now(), jar, secure);
}

/** The remember token usable for `username`: only the remembered user's own. */
export function rememberTokenFor(remembered: RememberedLogin, username: string): string | null {
  if (!remembered.rememberToken || !remembered.username) return null;
  return remembered.username === username.trim() ? remembered.rememberToken : null;
}
