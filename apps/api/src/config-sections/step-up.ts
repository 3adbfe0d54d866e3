import { z } from 'zod';

/** Environment variables of social sign-in (module step-up). */
export const stepUpEnv = z.object({
  OIDC_GOOGLE_ISSUER: z.url().optional(),
});

export type StepUpConfig = Readonly<{ google: { issuer: string } | null }>;

export function stepUpConfig(env: z.infer<typeof stepUpEnv>): StepUpConfig {
  return Object.freeze({
    google: env.OIDC_GOOGLE_ISSUER ? { issuer: env.OIDC_GOOGLE_ISSUER } : null,
  });
}
