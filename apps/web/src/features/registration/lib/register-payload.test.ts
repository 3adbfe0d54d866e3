import { describe, expect, it } from 'vitest';
import { rulesForMode, shownFields } from './register-fields';
import { prepareSubmit, type PayloadParts } from './register-payload';
import { defaultRules, settings } from './test-rules';

const page = { href: 'https://play.example/register?referralCode=FRIEND77', host: 'play.example' };

function parts(
  more: Partial<PayloadParts> & { captchaOn?: boolean; mode?: 'username' | 'mobile' },
) {
  const mode = more.mode ?? 'username';
  const rules = rulesForMode(
    defaultRules(more.captchaOn ? { captcha: { enabled: true } } : {}),
    mode,
    settings,
  );
  return {
    fields: { username: 'lucky777', password: 'Secret-pw1', confirmPassword: 'Secret-pw1' },
    shown: shownFields(rules, { mode, settings, affiliateFromAddress: false }),
    values: {},
    countryDialingCode: '84',
    captchaId: null,
    phoneVerification: 'sms' as const,
    page,
    ...more,
  };
}

describe('the register call body', () => {
  it('carries where the visitor registered and asks to be signed in (SPEC §3, §4)', () => {
    expect(prepareSubmit(parts({}))).toEqual({
      payload: {
        username: 'lucky777',
        password: 'Secret-pw1',
        confirmPassword: 'Secret-pw1',
        login: true,
        registerUrl: page.href,
        domain: 'play.example',
        registerMethod: 'WEB',
      },
    });
  });

  it('adds the dial code to a number, the captcha with its id, and the typed invitation code', () => {
    const prepared = prepareSubmit(
      parts({
        captchaOn: true,
        fields: { username: 'lucky777', mobileNum: '912345678', affiliateCode: 'AGENT001' },
        values: { captcha: ' Ab12 ' },
        captchaId: 'c-1',
        countryDialingCode: '55',
      }),
    );
    expect(prepared.payload).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '55',
      captchaId: 'c-1',
      captcha: 'Ab12',
      affiliateCode: 'AGENT001',
    });
    expect(prepared.invitationCode).toBe('AGENT001');
  });

  it('sends the SMS code as typed, or keeps it to trade with the phone-auth service', () => {
    const base = { mode: 'mobile' as const, values: { verificationCode: ' 123456' } };
    const sms = prepareSubmit(parts({ ...base, fields: { mobileNum: '912345678' } }));
    expect(sms.payload.verificationCode).toBe(' 123456');
    expect(sms.phoneAuthCode).toBeUndefined();
    const firebase = prepareSubmit(
      parts({ ...base, fields: { mobileNum: '912345678' }, phoneVerification: 'firebase' }),
    );
    expect(firebase.payload.verificationCode).toBeUndefined();
    expect(firebase.phoneAuthCode).toBe(' 123456');
  });

  it('keeps the address within the contract limits', () => {
    const long = { href: `https://play.example/${'x'.repeat(3000)}`, host: 'play.example' };
    expect(prepareSubmit(parts({ page: long })).payload.registerUrl).toHaveLength(2048);
  });
});
