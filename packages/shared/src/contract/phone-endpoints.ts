import { sessionGrantSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import {
  noLoginSmsRequestSchema,
  phoneAuthSendRequestSchema,
  phoneAuthTokenSchema,
  phoneAuthVerifyRequestSchema,
  phoneResetRequestSchema,
  registerSmsAnswerSchema,
  registerSmsRequestSchema,
  smsSentSchema,
} from './phone-verification.js';

const tags = ['phone'] as const;
const sandboxTags = ['phone-auth sandbox'] as const;

/**
 * SMS codes under /wps: registration, sign-in and reset by phone (`resetByPhone` is an
 * encrypted call), and the phone-auth sandbox that stands in for the third-party service.
 */
export const phoneEndpoints = {
  registerSms: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary: 'Texts the code a username registration needs (REGMOBVERF3)',
    tags,
    body: registerSmsRequestSchema,
    response: registerSmsAnswerSchema,
  }),
  registerSmsMobile: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register/mobile',
    summary: 'Texts a registration code to a number not yet registered (MOBILENUMREG3)',
    tags,
    body: registerSmsRequestSchema,
    response: registerSmsAnswerSchema,
  }),
  noLoginSms: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary:
      "Texts a sign-in (MOBILEVERCODELOGIN3) or password reset (CHNGPASSVERIF3) code to a member's number",
    tags,
    body: noLoginSmsRequestSchema,
    response: smsSentSchema,
  }),
  resetByPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    summary: 'Resets the password with an SMS code and signs the member in (CHNGPASSVERIF3)',
    tags,
    body: phoneResetRequestSchema,
    response: sessionGrantSchema,
  }),
  phoneAuthSend: endpoint({
    method: 'POST',
    path: '/wps/verification/phone-auth/send',
    summary: 'Texts a phone-auth code (slider bot token of purpose sms)',
    tags: sandboxTags,
    body: phoneAuthSendRequestSchema,
    response: registerSmsAnswerSchema,
  }),
  phoneAuthVerify: endpoint({
    method: 'POST',
    path: '/wps/verification/phone-auth/verify',
    summary: 'Trades a phone-auth code for an ID token (RS256, Firebase claims)',
    tags: sandboxTags,
    body: phoneAuthVerifyRequestSchema,
    response: phoneAuthTokenSchema,
  }),
};
