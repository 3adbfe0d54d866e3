import {
  checkCaptchaAnswer,
  registrationFieldsSchema,
  type FieldRule,
  type RegistrationField,
} from '@sorteo/shared';
import { describe, expect, it } from 'vitest';
import { issuesOf } from './field-errors.js';

const rule = (field: RegistrationField, change: Partial<FieldRule> = {}): FieldRule => ({
  field,
  patternId: 'ANY',
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 10,
  enabled: true,
  required: false,
  ...change,
});

function issues(rules: FieldRule[], input: Record<string, string>) {
  const result = registrationFieldsSchema(rules).safeParse(input);
  return result.success ? [] : issuesOf(result.error);
}

describe('registration rules schema', () => {
  it('treats a lone * as any text, still bounded by length', () => {
    const rules = [rule('nickname', { minLength: 2, maxLength: 4 })];
    expect(issues(rules, { nickname: '名字 !' })).toEqual([]);
    expect(issues(rules, { nickname: '名字 !?' })[0]).toMatchObject({
      field: 'nickname',
      rule: 'reg_pattern_ANY',
      message: '2 - 4 characters, ANY',
    });
  });

  it('counts characters, not UTF-16 units, and names one number when min equals max', () => {
    const rules = [
      rule('paymentPassword', {
        patternId: 'DIGITS',
        acceptedPattern: '^[0-9]+$',
        minLength: 6,
        maxLength: 6,
      }),
    ];
    expect(issues(rules, { paymentPassword: '12345' })[0]?.message).toBe('6 characters, DIGITS');
    const emoji = [rule('nickname', { minLength: 2, maxLength: 2 })];
    expect(issues(emoji, { nickname: '😀😀' })).toEqual([]);
  });

  it('requires the always-starred fields when shown, whatever the rule says', () => {
    const rules = [rule('mobileNum', { required: false }), rule('email', { required: false })];
    expect(issues(rules, {}).map((i) => [i.field, i.rule])).toEqual([['mobileNum', 'required']]);
  });

  it('keeps username and password even when their rules are disabled', () => {
    const rules = [rule('username', { enabled: false }), rule('password', { enabled: false })];
    expect(issues(rules, {}).map((i) => i.field)).toEqual(['username', 'password']);
  });

  it('refuses a disabled field sent anyway, but not codes that come from the address', () => {
    const rules = [
      rule('qqNum', { enabled: false }),
      rule('affiliateCode', {
        enabled: false,
        patternId: 'ALPHANUMERIC',
        acceptedPattern: '^[A-Za-z0-9]+$',
      }),
    ];
    expect(issues(rules, { qqNum: '123' })[0]).toMatchObject({
      field: 'qqNum',
      rule: 'not_allowed',
    });
    expect(issues(rules, { affiliateCode: 'AG01' })).toEqual([]);
    expect(issues(rules, { affiliateCode: 'AG-01' })[0]?.rule).toBe('reg_pattern_ALPHANUMERIC');
  });

  it('reports a confirmation that differs as mismatch', () => {
    const rules = [rule('password'), rule('confirmPassword')];
    expect(issues(rules, { password: 'abc', confirmPassword: 'abd' })).toEqual([
      { field: 'confirmPassword', rule: 'mismatch', message: 'inconsistent twice' },
    ]);
  });

  it('checks a captcha answer only when the captcha rule is enabled', () => {
    expect(checkCaptchaAnswer([rule('captcha', { enabled: false })], undefined)).toBeNull();
    expect(checkCaptchaAnswer([rule('captcha')], undefined)?.rule).toBe('required');
    expect(checkCaptchaAnswer([rule('captcha', { maxLength: 5 })], 'ABCDEF')?.rule).toBe(
      'reg_pattern_ANY',
    );
  });
});
