import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import {
  loginProblems,
  passwordLoginFormSchema,
  smsLoginFormSchema,
  type LoginValues,
  type PasswordLoginOptions,
} from './login-form-schema';

const blank: LoginValues = {
  username: '',
  password: '',
  captcha: '',
  countryDialingCode: '84',
  mobileNum: '',
  verificationCode: '',
};
const shown = { captchaShown: true, passwordOptional: false };
const hidden = { captchaShown: false, passwordOptional: false };

const byPassword = (values: Partial<LoginValues>, options: PasswordLoginOptions) =>
  resolveForm(schemaResolver(passwordLoginFormSchema(options), loginProblems.username), {
    ...blank,
    ...values,
  });
const bySms = (values: Partial<LoginValues>) =>
  resolveForm(schemaResolver(smsLoginFormSchema, loginProblems.sms), { ...blank, ...values });

describe('username login form', () => {
  it('names every empty field at once', async () => {
    expect(
      (await byPassword({ username: '  ', password: '', captcha: ' ' }, shown)).problems,
    ).toEqual({
      username: 'login.notEmpty',
      password: 'login.notEmpty',
      captcha: 'login.notEmpty',
    });
  });

  it('asks for the captcha only while it is shown', async () => {
    expect((await byPassword({ username: 'alice01', password: 'pw' }, hidden)).values).toEqual({
      username: 'alice01',
      password: 'pw',
      captcha: '',
    });
  });

  it('lets the password be empty only when a remember token stands in for it', async () => {
    const values = { username: 'alice01', password: '' };
    expect((await byPassword(values, { ...hidden, passwordOptional: true })).problems).toEqual({});
    expect((await byPassword(values, hidden)).problems).toEqual({ password: 'login.notEmpty' });
  });

  it('takes a password of spaces as typed and trims the rest', async () => {
    expect(
      (await byPassword({ username: ' alice01 ', password: '   ', captcha: ' ab12 ' }, shown))
        .values,
    ).toEqual({ username: 'alice01', password: '   ', captcha: 'ab12' });
  });

  it('refuses what the server would refuse as too long', async () => {
    const long = { username: 'a'.repeat(65), password: 'p'.repeat(129), captcha: 'c'.repeat(17) };
    expect((await byPassword(long, shown)).problems).toEqual({
      username: 'login.tooLong',
      password: 'login.tooLong',
      captcha: 'login.tooLong',
    });
    expect((await byPassword(long, { ...shown, passwordOptional: true })).problems).toMatchObject({
      password: 'login.tooLong',
    });
  });
});

describe('SMS login form', () => {
  it('tells a missing number from a malformed one (SPEC §8 texts)', async () => {
    const code = { verificationCode: '123456' };
    expect((await bySms({ ...code, mobileNum: ' ' })).problems).toEqual({
      mobileNum: 'errors.MISSING_PHONE_NUMBER',
    });
    expect((await bySms({ ...code, mobileNum: '12ab' })).problems).toEqual({
      mobileNum: 'errors.INVALID_PHONE_NUMBER',
    });
    expect(
      (await bySms({ ...code, countryDialingCode: '+84', mobileNum: '912345678' })).problems,
    ).toEqual({ countryDialingCode: 'errors.INVALID_PHONE_NUMBER' });
    expect(
      (await bySms({ ...code, countryDialingCode: '', mobileNum: '912345678' })).problems,
    ).toEqual({ countryDialingCode: 'errors.INVALID_PHONE_NUMBER' });
  });

  it('needs the code, checks number and code together, and sends the number trimmed', async () => {
    expect((await bySms({ mobileNum: '' })).problems).toEqual({
      mobileNum: 'errors.MISSING_PHONE_NUMBER',
      verificationCode: 'errors.VERIFICATION_CODE_INVALID',
    });
    expect(
      (await bySms({ verificationCode: '1'.repeat(256), mobileNum: '912345678' })).problems,
    ).toEqual({ verificationCode: 'login.tooLong' });
    expect((await bySms({ mobileNum: ' 912345678 ', verificationCode: ' 123456' })).values).toEqual(
      { countryDialingCode: '84', mobileNum: '912345678', verificationCode: ' 123456' },
    );
  });
});
