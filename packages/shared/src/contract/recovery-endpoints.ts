import { z } from 'zod';
import { sessionGrantSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import {
  changePasswordRequestSchema,
  emailResetRequestSchema,
  resetByLinkRequestSchema,
  resetLinkQuerySchema,
  resetLinkStatusSchema,
} from './recovery.js';
import { freePlayRequestSchema } from './sign-in-extras.js';

const tags = ['recovery'] as const;

/**
 * Password reset and change, and free play, under /wps. `emailReset` takes a form body
 * (application/x-www-form-urlencoded); `resetByLink`, `changePassword` and `freePlay` are
 * encrypted calls (docs/encrypted-calls.md).
 */
export const recoveryEndpoints = {
  emailReset: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    summary: 'Mails a single-use password reset link (form-urlencoded username and e-mail)',
    tags,
    body: emailResetRequestSchema,
    response: z.null(),
  }),
  resetLink: endpoint({
    method: 'GET',
    path: '/wps/member/password/reset',
    summary: 'Whether a reset link still works, and for which account',
    tags,
    query: resetLinkQuerySchema,
    response: resetLinkStatusSchema,
  }),
  resetByLink: endpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    summary: 'Sets a new password through a reset link and signs every session out',
    tags,
    body: resetByLinkRequestSchema,
    response: z.null(),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    summary: "Changes the signed-in member's password; every other session is signed out",
    tags,
    body: changePasswordRequestSchema,
    response: z.null(),
  }),
  freePlay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    summary: 'Opens a trial account (type 4) and signs it in, when free play is on',
    tags,
    body: freePlayRequestSchema,
    response: sessionGrantSchema,
  }),
};
