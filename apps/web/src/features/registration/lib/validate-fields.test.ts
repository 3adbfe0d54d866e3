import { describe, expect, it } from 'vitest';
import { rulesForMode, shownFields, type RegisterMode } from './register-fields';
import { defaultRules, settings } from './test-rules';
import {
  collectFields,
  validateFields,
  type AddressCodes,
  type FormValues,
} from './validate-fields';

function check(
  values: FormValues,
  options: {
    mode?: RegisterMode;
    rules?: ReturnType<typeof defaultRules>;
    address?: AddressCodes;
  } = {},
) {
  const mode = options.mode ?? 'username';
  const rules = rulesForMode(options.rules ?? defaultRules(), mode, settings);
  const address = options.address ?? {};
  const shown = shownFields(rules, {
    mode,
    settings,
    affiliateFromAddress: Boolean(address.affiliateCode),
  });
  return {
    problems: validateFields(rules, shown, values, address),
    fields: collectFields(values, shown, address),
  };
}

const good: FormValues = {
  username: 'lucky777',
  password: 'Secret-pw1',
  confirmPassword: 'Secret-pw1',
  mobileNum: '912345678',
};

describe('validating the form', () => {
  it('passes a good form, sending text trimmed and leaving out empty fields', () => {
    const { problems, fields } = check({ ...good, username: '  lucky777 ', email: '' });
    expect(problems).toEqual([]);
    expect(fields).toEqual(good);
  });

  it('never trims a password: a space typed in it is checked by the rule', () => {
    const { problems, fields } = check({
      ...good,
      password: ' Secret-pw1',
      confirmPassword: ' Secret-pw1',
    });
    expect(problems).toEqual([
      { field: 'password', rule: 'reg_pattern_NO_SPACES' },
      { field: 'confirmPassword', rule: 'reg_pattern_NO_SPACES' },
    ]);
    expect(fields.password).toBe(' Secret-pw1');
  });

  it('reports every field at fault once, in the order shown', () => {
    const { problems } = check({ username: 'ab', confirmPassword: 'x y', email: 'nope' });
    expect(problems).toEqual([
      { field: 'username', rule: 'reg_pattern_USERNAME' },
      { field: 'mobileNum', rule: 'required' },
      { field: 'password', rule: 'required' },
      { field: 'confirmPassword', rule: 'reg_pattern_NO_SPACES' },
      { field: 'email', rule: 'reg_pattern_EMAIL' },
    ]);
  });

  it('checks the captcha answer only when the captcha shows', () => {
    const rules = defaultRules({ captcha: { enabled: true } });
    expect(check(good).problems).toEqual([]);
    expect(check(good, { rules }).problems).toEqual([{ field: 'captcha', rule: 'required' }]);
    expect(check({ ...good, captcha: 'ab' }, { rules }).problems).toEqual([
      { field: 'captcha', rule: 'reg_pattern_ALPHANUMERIC' },
    ]);
    expect(check({ ...good, captcha: 'ab12' }, { rules }).problems).toEqual([]);
  });

  it('asks for the SMS code on the mobile tab and ignores a username there', () => {
    const mobile = {
      mobileNum: '912345678',
      password: 'Secret-pw1',
      confirmPassword: 'Secret-pw1',
    };
    expect(check({ ...mobile, username: '!' }, { mode: 'mobile' }).problems).toEqual([
      { field: 'verificationCode', rule: 'required' },
    ]);
    const done = check({ ...mobile, verificationCode: '123456' }, { mode: 'mobile' });
    expect(done.problems).toEqual([]);
    expect(done.fields).not.toHaveProperty('verificationCode');
  });

  it('carries a confirmed affiliate code and a referral code from the address', () => {
    const rules = defaultRules({ referralCode: { enabled: false } });
    const { problems, fields } = check(good, {
      rules,
      address: { affiliateCode: 'AGENT001', referralCode: 'FRIEND77' },
    });
    expect(problems).toEqual([]);
    expect(fields).toMatchObject({ affiliateCode: 'AGENT001', referralCode: 'FRIEND77' });
  });

  it('prefers what the visitor typed in a shown referral field over the address', () => {
    const { fields } = check(
      { ...good, referralCode: 'TYPED01' },
      { address: { referralCode: 'FRIEND77' } },
    );
    expect(fields.referralCode).toBe('TYPED01');
  });
});
