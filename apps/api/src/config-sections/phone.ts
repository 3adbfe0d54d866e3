import { z } from 'zod';

/** Environment variables of the SMS gateway and phone-auth service (module phone). */
export const phoneEnv = z.object({
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
});

export type PhoneConfig = Readonly<{ smsProvider: 'sandbox' | 'twilio' }>;

export function phoneConfig(env: z.infer<typeof phoneEnv>): PhoneConfig {
  return Object.freeze({ smsProvider: env.SMS_PROVIDER });
}
