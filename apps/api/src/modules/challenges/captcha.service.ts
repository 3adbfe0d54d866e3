import type { Captcha, ChallengePurpose } from '@sorteo/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { renderCaptcha } from './captcha-image.js';
import { burnCaptcha, insertCaptcha } from './challenges.repo.js';
import { captchaAlphabet } from './glyphs.js';
import {
  admitNewChallenge,
  expiresFrom,
  resolveOptions,
  type ChallengeRequest,
  type IssueOptions,
} from './issuing.js';
import { rememberAnswer } from './test-peek.js';

const CAPTCHA_LENGTH = 5;

/** Keyed by the captcha's own id, which only the client holds: the row alone proves nothing. */
function answerHmac(captchaId: string, answer: string): Buffer {
  return createHmac('sha256', captchaId).update(answer.trim().toUpperCase()).digest();
}

export async function issueCaptcha(
  db: Db,
  request: ChallengeRequest,
  options: IssueOptions = {},
): Promise<Captcha> {
  const { now, random } = resolveOptions(options);
  await admitNewChallenge(db, request, 'captcha', now);
  const text = Array.from({ length: CAPTCHA_LENGTH }, () => random.pick(captchaAlphabet)).join('');
  const captchaId = newToken();
  await insertCaptcha(db, {
    merchant_id: request.merchantId,
    token_hash: hashToken(captchaId),
    purpose: request.purpose,
    answer_hmac: answerHmac(captchaId, text).toString('hex'),
    created_at: now,
    expires_at: expiresFrom(now),
  });
  rememberAnswer(captchaId, text);
  return { captchaId, image: renderCaptcha(text, random) };
}

/**
 * Checks a captcha answer, case-insensitively, for the flow it was issued to. The captcha
 * is spent whatever the outcome: a wrong guess means a new picture.
 */
export async function consumeCaptcha(
  db: Db,
  merchantId: number,
  input: { captchaId: string; answer: string; purpose: ChallengePurpose },
  now = new Date(),
): Promise<boolean> {
  const row = await burnCaptcha(db, merchantId, hashToken(input.captchaId), now);
  if (!row || row.purpose !== input.purpose) return false;
  const stored = Buffer.from(row.answer_hmac, 'hex');
  const given = answerHmac(input.captchaId, input.answer);
  return stored.length === given.length && timingSafeEqual(stored, given);
}
