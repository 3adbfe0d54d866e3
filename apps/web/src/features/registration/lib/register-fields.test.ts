import { describe, expect, it } from 'vitest';
import { rulesForMode, shownFields, type FieldContext } from './register-fields';
import { defaultRules, settings } from './test-rules';

const context = (more: Partial<FieldContext> = {}): FieldContext => ({
  mode: 'username',
  settings,
  affiliateFromAddress: false,
  ...more,
});

const names = (rules = defaultRules(), more: Partial<FieldContext> = {}) =>
  shownFields(rulesForMode(rules, more.mode ?? 'username', settings), context(more)).map(
    (f) => `${f.starred ? '*' : ''}${f.field}`,
  );

describe('fields a tab shows', () => {
  it('shows the enabled fields, starring the always-required ones and the required rules', () => {
    expect(names()).toEqual([
      '*username',
      '*mobileNum',
      '*password',
      '*confirmPassword',
      'email',
      'referralCode',
      'affiliateCode',
    ]);
  });

  it('shows a disabled field once enabled, with a star when its rule requires it', () => {
    const rules = defaultRules({
      nickname: { enabled: true, required: true },
      payeeName: { enabled: true },
      paymentPassword: { enabled: true, required: false },
    });
    expect(names(rules)).toEqual(
      expect.arrayContaining(['*nickname', 'payeeName', '*paymentPassword']),
    );
  });

  it('shows the captcha only when its rule is on, and then always starred', () => {
    expect(names()).not.toContain('*captcha');
    expect(names(defaultRules({ captcha: { enabled: true, required: false } }))).toContain(
      '*captcha',
    );
  });

  it('hides the affiliate field when the address carried a confirmed code', () => {
    expect(names(defaultRules(), { affiliateFromAddress: true })).not.toContain('affiliateCode');
  });

  it('asks the SMS code on the username tab only when REGMOBVERF3 is on', () => {
    const on = { ...settings, smsForUsernameRegistration: true };
    const rules = defaultRules({ mobileNum: { enabled: false, required: false } });
    expect(names(rules)).not.toContain('*verificationCode');
    const shown = shownFields(rulesForMode(rules, 'username', on), context({ settings: on }));
    expect(shown.map((f) => `${f.starred ? '*' : ''}${f.field}`).slice(0, 3)).toEqual([
      '*username',
      '*mobileNum',
      '*verificationCode',
    ]);
  });

  it('on the mobile tab: no username, the number and code always, a password only with MOBILENUMPASSREG3', () => {
    const rules = defaultRules({ mobileNum: { enabled: false, required: false } });
    expect(names(rules, { mode: 'mobile' }).slice(0, 4)).toEqual([
      '*mobileNum',
      '*verificationCode',
      '*password',
      '*confirmPassword',
    ]);
    const noPass = { ...settings, mobileRegPass: false };
    const shown = shownFields(rulesForMode(rules, 'mobile', noPass), context({ mode: 'mobile' }));
    expect(shown.map((f) => f.field)).toEqual([
      'mobileNum',
      'verificationCode',
      'email',
      'referralCode',
      'affiliateCode',
    ]);
  });
});
