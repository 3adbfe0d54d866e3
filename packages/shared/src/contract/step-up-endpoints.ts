import { sessionGrantSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import { smsSentSchema } from './phone-verification.js';
import {
  stepUpSmsRequestSchema,
  stepUpVerifyRequestSchema,
  totpCodeRequestSchema,
  totpSetupSchema,
  totpStatusSchema,
} from './sign-in-extras.js';

const securityTags = ['security'] as const;
const membersTags = ['members'] as const;

/**
 * The second factor: the authenticator app a member binds in the security centre (session),
 * and the check a password login from a new address waits for (docs/step-up-and-social.md).
 */
export const stepUpEndpoints = {
  totpStatus: endpoint({
    method: 'GET',
    path: '/wps/member/security/totp',
    summary: 'Whether the member has bound an authenticator app',
    tags: securityTags,
    response: totpStatusSchema,
  }),
  setupTotp: endpoint({
    method: 'POST',
    path: '/wps/member/security/totp/setup',
    summary: 'A new authenticator secret, pending until a code from it is confirmed',
    tags: securityTags,
    response: totpSetupSchema,
  }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/wps/member/security/totp/confirm',
    summary: 'Binds the pending authenticator with a code it shows',
    tags: securityTags,
    body: totpCodeRequestSchema,
    response: totpStatusSchema,
  }),
  unbindTotp: endpoint({
    method: 'DELETE',
    path: '/wps/member/security/totp',
    summary: 'Unbinds the authenticator; needs a current code from it',
    tags: securityTags,
    body: totpCodeRequestSchema,
    response: totpStatusSchema,
  }),
  sendStepUpSms: endpoint({
    method: 'POST',
    path: '/wps/session/login/verify/sms',
    summary: 'Texts a code to the bound mobile of a login waiting for verification',
    tags: membersTags,
    body: stepUpSmsRequestSchema,
    response: smsSentSchema,
  }),
  verifyStepUp: endpoint({
    method: 'POST',
    path: '/wps/session/login/verify',
    summary: 'Finishes a login from a new address with an SMS or authenticator code',
    tags: membersTags,
    body: stepUpVerifyRequestSchema,
    response: sessionGrantSchema,
  }),
};
