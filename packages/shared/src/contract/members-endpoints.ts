import { z } from 'zod';
import { affiliateCheckQuerySchema, affiliateCheckSchema } from './affiliate.js';
import { memberInfoSchema, registerRequestSchema, sessionGrantSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import { membersRoutes as routes } from './members-routes.js';
import { loginRequestSchema } from './login.js';
import { mobileRegisterGrantSchema } from './phone-verification.js';

const tags = ['members'] as const;

/**
 * Registration, sign-in and the session under /wps. `register`, `registerMobile` and `login`
 * are encrypted calls (docs/encrypted-calls.md): their bodies travel sealed.
 */
export const membersEndpoints = {
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    summary: "Registers by username under the merchant's field rules and signs the member in",
    tags,
    body: registerRequestSchema,
    response: sessionGrantSchema,
  }),
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    summary:
      'Registers by mobile number (SMS code or phone-auth token), generating the account name',
    tags,
    body: registerRequestSchema,
    response: mobileRegisterGrantSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    summary:
      'Signs in by password (captcha after repeated failures), by SMS code or by remember token',
    tags,
    body: loginRequestSchema,
    response: sessionGrantSchema,
  }),
  logout: endpoint({
    route: routes.logout,
    summary: 'Revokes the session token',
    tags,
    response: z.null(),
  }),
  memberInfo: endpoint({
    route: routes.memberInfo,
    summary: 'The signed-in member: account, type, upline and labels',
    tags,
    response: memberInfoSchema,
  }),
  checkAffiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary:
      "Whether an affiliate code recruits into an agent's downline on this site (the registration form hides its field when it does)",
    tags,
    query: affiliateCheckQuerySchema,
    response: affiliateCheckSchema,
  }),
};
