import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

const twilio = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0f'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'auth-token-1',
  TWILIO_FROM: '+15005550006',
};

describe('phone configuration', () => {
  it('defaults to the SMS sandbox, our own codes and the phone-auth sandbox', () => {
    expect(loadConfig({}).phone).toEqual({
      smsProvider: 'sandbox',
      sandboxDailyQuota: 500,
      twilio: null,
      verification: 'sms',
      phoneAuth: { provider: 'sandbox' },
    });
  });

  it("reads Twilio's account, with Twilio's own address by default", () => {
    expect(loadConfig(twilio).phone.twilio).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: 'auth-token-1',
      from: '+15005550006',
      baseUrl: 'https://api.twilio.com',
    });
  });

  it.each(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])(
    'stops with a message naming %s when Twilio is chosen without it',
    (name) => {
      expect(() => loadConfig({ ...twilio, [name]: '' })).toThrow(new RegExp(`\\b${name}\\b`));
    },
  );

  it('needs the Firebase project for the real phone-auth service', () => {
    expect(() => loadConfig({ PHONE_AUTH_PROVIDER: 'firebase' })).toThrow(/FIREBASE_PROJECT_ID/);
    expect(
      loadConfig({ PHONE_AUTH_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'my-project' }).phone
        .phoneAuth,
    ).toEqual({
      provider: 'firebase',
      projectId: 'my-project',
      jwksUrl:
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    });
  });

  it.each([
    ['SMS_PROVIDER', 'carrier-pigeon'],
    ['SMS_SANDBOX_DAILY_QUOTA', '0'],
    ['TWILIO_ACCOUNT_SID', 'not-a-sid'],
    ['TWILIO_BASE_URL', 'ftp://api.twilio.com'],
    ['PHONE_VERIFICATION', 'carrier-pigeon'],
    ['FIREBASE_PROJECT_ID', 'Has Spaces'],
    ['FIREBASE_JWKS_URL', 'not a url'],
  ])('stops with a message naming %s for %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
