import { z } from 'zod';
import { passwordLoginRequestSchema } from './auth.js';
import { smsLoginRequestSchema } from './phone-verification.js';
import { rememberLoginRequestSchema } from './sign-in-extras.js';

/** POST /wps/session/login (encrypted): by password, by SMS code or by remember token. */
export const loginRequestSchema = z.discriminatedUnion('type', [
  passwordLoginRequestSchema,
  smsLoginRequestSchema,
  rememberLoginRequestSchema,
]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;
