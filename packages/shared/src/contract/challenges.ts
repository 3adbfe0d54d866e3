import { z } from 'zod';

/** The flows a captcha or bot-check result may be spent on; a result works for one only. */
export const challengePurposes = ['login', 'register', 'sms', 'resetPassword'] as const;
export type ChallengePurpose = (typeof challengePurposes)[number];

/** Limits both sides apply (SPEC §9: captcha refresh throttle 1000 ms). */
export const challengeLimits = {
  refreshIntervalMs: 1000,
  lifetimeMs: 2 * 60_000,
  captchaMaxAnswerLength: 16,
  trailMaxPoints: 600,
} as const;

/** The captcha picture's size in CSS pixels, so a form can reserve its room. */
export const captchaPicture = { width: 180, height: 60 } as const;

export const challengeQuerySchema = z.object({ purpose: z.enum(challengePurposes) });
export type ChallengeQuery = z.infer<typeof challengeQuerySchema>;

const pngDataUrl = z.string().startsWith('data:image/png;base64,');

/** GET /wps/captcha */
export const captchaSchema = z.object({ captchaId: z.string(), image: pngDataUrl });
export type Captcha = z.infer<typeof captchaSchema>;

/** What a form sends along with its own fields when the server asked for a captcha. */
export const captchaAnswerSchema = z.object({
  captchaId: z.string().min(1).max(100),
  captcha: z.string().trim().min(1).max(challengeLimits.captchaMaxAnswerLength),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

const hex = (maxBytes: number) =>
  z
    .string()
    .max(maxBytes * 2)
    .regex(/^(?:[0-9a-f]{2})+$/, 'must be lowercase hex');

/**
 * A proof-of-work challenge (altcha-lib v2): find the counter whose SHA-256 of salt, nonce
 * and counter starts with keyPrefix. The server signs the parameters; `data` ties them to
 * one slider puzzle. Sent back unchanged, so every field the server signs is listed here.
 */
export const proofOfWorkChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.literal('SHA-256'),
      cost: z.number().int().min(1).max(1000),
      keyLength: z.number().int().min(16).max(64),
      keyPrefix: hex(64),
      nonce: hex(64),
      salt: hex(64),
      data: z.object({ puzzle: z.string().min(1).max(100) }).strict(),
    })
    .strict(),
  signature: hex(64),
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallengeSchema>;

/** The solved challenge, as the slider's answer carries it. */
export const proofOfWorkSchema = z.object({
  challenge: proofOfWorkChallengeSchema,
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(64),
  }),
});
export type ProofOfWork = z.infer<typeof proofOfWorkSchema>;

/**
 * GET /wps/botcheck/slider. The hole's x is only in the picture: the piece is dragged
 * along y = pieceY until it covers it. The proof of work is solved while the player drags.
 */
export const sliderChallengeSchema = z.object({
  challengeId: z.string(),
  background: pngDataUrl,
  piece: pngDataUrl,
  pieceY: z.number().int(),
  pieceSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  proofOfWork: proofOfWorkChallengeSchema,
});
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

/** One sample of the drag: piece position in picture pixels, ms since the drag began. */
export const trailPointSchema = z.object({
  x: z.number().finite().min(-1000).max(10_000),
  t: z
    .number()
    .int()
    .min(0)
    .max(10 * 60_000),
});
export type TrailPoint = z.infer<typeof trailPointSchema>;

/** POST /wps/botcheck/slider/verify */
export const sliderVerifyRequestSchema = z.object({
  challengeId: z.string().min(1).max(100),
  x: z.number().finite().min(0).max(10_000),
  trail: z.array(trailPointSchema).min(1).max(challengeLimits.trailMaxPoints),
  proofOfWork: proofOfWorkSchema,
});
export type SliderVerifyRequest = z.infer<typeof sliderVerifyRequestSchema>;

export const sliderVerifyResultSchema = z.object({ botToken: z.string() });
export type SliderVerifyResult = z.infer<typeof sliderVerifyResultSchema>;

/** The bot-check result merged into a login, register or SMS payload (SPEC §3). */
export const botTokenFieldSchema = z.object({ botToken: z.string().min(1).max(100) });
