import { describe, expect, it } from 'vitest';
import {
  cookieText,
  forgetLogin,
  forgetRememberToken,
  parseCookies,
  readRemembered,
  rememberLogin,
  rememberTokenFor,
  type CookieJar,
} from './remember-me';

/** A cookie store that behaves like `document.cookie`: writes one, reads all live ones. */
class FakeJar implements CookieJar {
  readonly written: string[] = [];
  private readonly store = new Map<string, { value: string; expiresAt: number }>();
  constructor(public now = 0) {}

  get cookie(): string {
    return [...this.store]
      .filter(([, c]) => c.expiresAt > this.now)
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  set cookie(text: string) {
    this.written.push(text);
    const [pair, ...attributes] = text.split('; ');
    const [name, value] = pair!.split('=') as [string, string];
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice(8));
    if (maxAge <= 0) this.store.delete(name);
    else this.store.set(name, { value, expiresAt: this.now + maxAge * 1000 });
  }
}

const hours = (n: number) => n * 60 * 60 * 1000;

describe('remember-me cookies', () => {
  it('keeps username, mobile, dial code and token for 24 hours, then forgets them', () => {
    const jar = new FakeJar();
    rememberLogin(
      { username: 'alice01', mobileNum: '912345678', countryDialingCode: '84', rememberToken: 't' },
      0,
      jar,
      false,
    );
    expect(readRemembered(jar)).toEqual({
      username: 'alice01',
      mobileNum: '912345678',
      countryDialingCode: '84',
      rememberToken: 't',
    });

    jar.now = hours(24) - 1;
    expect(readRemembered(jar).username).toBe('alice01');
    jar.now = hours(24);
    expect(readRemembered(jar)).toEqual({
      username: null,
      mobileNum: null,
      countryDialingCode: null,
      rememberToken: null,
    });
  });

  it('never writes a password, and every cookie is SameSite=Lax for the whole site', () => {
    const jar = new FakeJar();
    rememberLogin({ username: 'alice01', rememberToken: 'tok' }, 0, jar, true);
    expect(jar.written.join('\n')).not.toMatch(/password/i);
    for (const text of jar.written) {
      expect(text).toContain('Path=/');
      expect(text).toContain('SameSite=Lax');
      expect(text).toContain('Max-Age=86400');
      expect(text).toContain('Secure');
    }
  });

  it('keeps the token no longer than the server lets it live', () => {
    const jar = new FakeJar();
    rememberLogin({ rememberToken: 'tok', rememberExpiresAt: hours(2) }, 0, jar, false);
    expect(jar.written).toEqual(['rememberToken=tok; Path=/; Max-Age=7200; SameSite=Lax']);
  });

  it('leaves parts it is not given as they were', () => {
    const jar = new FakeJar();
    rememberLogin({ username: 'alice01', rememberToken: 'tok' }, 0, jar, false);
    rememberLogin({ mobileNum: '912345678', countryDialingCode: '84' }, 0, jar, false);
    expect(readRemembered(jar)).toMatchObject({ username: 'alice01', rememberToken: 'tok' });
  });

  it('unticked clears everything; a refused token goes alone', () => {
    const jar = new FakeJar();
    const all = { username: 'alice01', mobileNum: '9123', countryDialingCode: '84' };
    rememberLogin({ ...all, rememberToken: 'tok' }, 0, jar, false);
    forgetRememberToken(jar, false);
    expect(readRemembered(jar)).toEqual({ ...all, rememberToken: null });
    forgetLogin(jar, false);
    expect(jar.cookie).toBe('');
  });

  it('escapes values and reads back only well-formed ones', () => {
    expect(cookieText('username', 'a b;c', { maxAgeSeconds: 1, secure: false })).toBe(
      'username=a%20b%3Bc; Path=/; Max-Age=1; SameSite=Lax',
    );
    const cookies = parseCookies('username=a%20b%3Bc; broken=%E0%A4%A; other=1; junk');
    expect(cookies.get('username')).toBe('a b;c');
    expect(cookies.has('broken')).toBe(false);
    expect(cookies.get('other')).toBe('1');
  });

  it('offers the token only for the remembered user', () => {
    const remembered = {
      username: 'alice01',
      mobileNum: null,
      countryDialingCode: null,
      rememberToken: 'tok',
    };
    expect(rememberTokenFor(remembered, ' alice01 ')).toBe('tok');
    expect(rememberTokenFor(remembered, 'bob0001')).toBeNull();
    expect(rememberTokenFor({ ...remembered, rememberToken: null }, 'alice01')).toBeNull();
  });
});
