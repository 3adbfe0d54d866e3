import { describe, expect, it } from 'vitest';
import { mustChangePassword, type LoginMethod } from './after-login';

const grant = (passwordExpired: boolean, weakPassword?: boolean) => ({
  passwordExpired,
  weakPassword,
});

describe('after login: change the password first?', () => {
  it('always for the weak default password typed at login', () => {
    for (const force of [true, false]) {
      expect(
        mustChangePassword(grant(true, true), {
          method: 'password',
          forceChangeWhenExpired: force,
        }),
      ).toBe(true);
    }
  });

  it('for a merely expired password only when the brand forces it (PWDEXPFORCECHANGE3)', () => {
    const expired = grant(true, false);
    expect(mustChangePassword(expired, { method: 'password', forceChangeWhenExpired: true })).toBe(
      true,
    );
    expect(mustChangePassword(expired, { method: 'password', forceChangeWhenExpired: false })).toBe(
      false,
    );
  });

  it('when the server does not say why, errs on the side of changing it', () => {
    expect(
      mustChangePassword(grant(true), { method: 'password', forceChangeWhenExpired: false }),
    ).toBe(true);
  });

  it('never for a password that is fine', () => {
    expect(
      mustChangePassword(grant(false), { method: 'password', forceChangeWhenExpired: true }),
    ).toBe(false);
  });

  it('never for sign-ins that did not type a password', () => {
    const others: LoginMethod[] = ['sms', 'remember', 'social', 'freePlay'];
    for (const method of others) {
      expect(mustChangePassword(grant(true, true), { method, forceChangeWhenExpired: true })).toBe(
        false,
      );
    }
  });
});
