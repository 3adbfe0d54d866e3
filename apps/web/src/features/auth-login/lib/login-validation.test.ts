import { describe, expect, it } from 'vitest';
import { checkMobile, checkPasswordLogin, checkSmsLogin } from './login-validation';

const shown = { captchaShown: true, passwordOptional: false };
const hidden = { captchaShown: false, passwordOptional: false };

describe('username login form', () => {
  it('names every empty field at once, with its label', () => {
    expect(checkPasswordLogin({ username: '  ', password: '', captcha: ' ' }, shown)).toEqual({
      username: { key: 'login.notEmpty', labelKey: 'login.username' },
      password: { key: 'login.notEmpty', labelKey: 'login.password' },
      captcha: { key: 'login.notEmpty', labelKey: 'login.captcha' },
    });
  });

  it('asks for the captcha only while it is shown', () => {
    expect(
      checkPasswordLogin({ username: 'alice01', password: 'pw', captcha: '' }, hidden),
    ).toEqual({});
  });

  it('lets the password be empty only when a remember token stands in for it', () => {
    const values = { username: 'alice01', password: '', captcha: '' };
    expect(checkPasswordLogin(values, { ...hidden, passwordOptional: true })).toEqual({});
    expect(checkPasswordLogin(values, hidden)).toHaveProperty('password');
  });

  it('takes a password of spaces as typed (passwords are not trimmed)', () => {
    expect(
      checkPasswordLogin({ username: 'alice01', password: '   ', captcha: '' }, hidden),
    ).toEqual({});
  });

  it('refuses what the server would refuse as too long', () => {
    const problems = checkPasswordLogin(
      { username: 'a'.repeat(65), password: 'p'.repeat(129), captcha: 'c'.repeat(17) },
      shown,
    );
    expect(problems).toEqual({
      username: { key: 'login.tooLong', labelKey: 'login.username' },
      password: { key: 'login.tooLong', labelKey: 'login.password' },
      captcha: { key: 'login.tooLong', labelKey: 'login.captcha' },
    });
  });
});

describe('SMS login form', () => {
  it('tells a missing number from a malformed one (SPEC §8 texts)', () => {
    expect(checkMobile({ countryDialingCode: '84', mobileNum: ' ' })).toEqual({
      mobileNum: { key: 'errors.MISSING_PHONE_NUMBER' },
    });
    expect(checkMobile({ countryDialingCode: '84', mobileNum: '12ab' })).toEqual({
      mobileNum: { key: 'errors.INVALID_PHONE_NUMBER' },
    });
    expect(checkMobile({ countryDialingCode: '+84', mobileNum: '912345678' })).toEqual({
      countryDialingCode: { key: 'errors.INVALID_PHONE_NUMBER' },
    });
    expect(checkMobile({ countryDialingCode: '84', mobileNum: ' 912345678 ' })).toEqual({});
  });

  it('needs the code, and checks number and code together', () => {
    expect(
      checkSmsLogin({ countryDialingCode: '84', mobileNum: '', verificationCode: '' }),
    ).toEqual({
      mobileNum: { key: 'errors.MISSING_PHONE_NUMBER' },
      verificationCode: { key: 'errors.VERIFICATION_CODE_INVALID' },
    });
    expect(
      checkSmsLogin({
        countryDialingCode: '84',
        mobileNum: '912345678',
        verificationCode: '123456',
      }),
    ).toEqual({});
  });
});
