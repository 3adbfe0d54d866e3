import { z } from 'zod';

/** Environment variables of mail delivery and reset links (module recovery). */
export const recoveryEnv = z.object({
  MAIL_FROM: z.string().trim().min(3).default('Sorteo <no-reply@sorteo.local>'),
});

export type RecoveryConfig = Readonly<{ mailFrom: string }>;

export function recoveryConfig(env: z.infer<typeof recoveryEnv>): RecoveryConfig {
  return Object.freeze({ mailFrom: env.MAIL_FROM });
}
