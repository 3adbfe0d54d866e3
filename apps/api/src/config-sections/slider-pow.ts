import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Environment of the slider puzzle's proof of work (module challenges,
 * docs/decisions/0021-slider-proof-of-work.md).
 */
export const sliderPowEnv = z.object({
  /** HMAC key signing each proof-of-work challenge; every API process must share it. */
  SLIDER_POW_SECRET: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .optional(),
  /**
   * The largest counter a challenge may hide: the browser hashes half of it on average
   * (5,000: about 90 ms in desktop Chromium, roughly three times that on a mid-range phone).
   */
  SLIDER_POW_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(5_000),
});

export type SliderPowConfig = Readonly<{
  secret: string;
  maxNumber: number;
}>;

export function sliderPowConfig(env: z.infer<typeof sliderPowEnv>): SliderPowConfig {
  return Object.freeze({
    // Unset: a key made at start-up, which only this process knows. Fine for one API
    // process (npm start); several behind one address must share SLIDER_POW_SECRET.
    secret: env.SLIDER_POW_SECRET ?? randomBytes(32).toString('base64url'),
    maxNumber: env.SLIDER_POW_MAX_NUMBER,
  });
}
