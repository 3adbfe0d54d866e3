import type {
  ChallengePurpose,
  SliderChallenge,
  SliderVerifyRequest,
  SliderVerifyResult,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  burnBotToken,
  burnSlider,
  insertBotToken,
  insertSlider,
  sliderWasUsed,
} from './challenges.repo.js';
import {
  admitNewChallenge,
  expiresFrom,
  resolveOptions,
  type ChallengeRequest,
  type IssueOptions,
} from './issuing.js';
import { checkProofOfWork, issueProofOfWork, type ProofOfWorkSettings } from './proof-of-work.js';
import { judgeSlide, type SlideVerdict } from './slide-judge.js';
import { renderSlider, sliderLayout } from './slider-image.js';
import { rememberAnswer } from './test-peek.js';

export async function issueSlider(
  db: Db,
  request: ChallengeRequest,
  work: ProofOfWorkSettings,
  options: IssueOptions = {},
): Promise<SliderChallenge> {
  const { now, random } = resolveOptions(options);
  await admitNewChallenge(db, request, 'slider', now);
  const holeX = random.int(sliderLayout.minX, sliderLayout.maxX);
  const pieceY = random.int(sliderLayout.minY, sliderLayout.maxY);
  const challengeId = newToken();
  await insertSlider(db, {
    merchant_id: request.merchantId,
    token_hash: hashToken(challengeId),
    purpose: request.purpose,
    hole_x: holeX,
    created_at: now,
    expires_at: expiresFrom(now),
  });
  rememberAnswer(challengeId, holeX);
  const { background, piece } = renderSlider(holeX, pieceY, random);
  return {
    challengeId,
    background,
    piece,
    pieceY,
    pieceSize: sliderLayout.pieceSize,
    width: sliderLayout.width,
    height: sliderLayout.height,
    proofOfWork: await issueProofOfWork(work, challengeId),
  };
}

export type SlideOutcome =
  | ({ ok: true } & SliderVerifyResult)
  | Extract<SlideVerdict, { ok: false }>
  | { ok: false; reason: 'unknown-or-spent' | 'proof-of-work' | 'proof-of-work-spent' };

/**
 * One attempt per puzzle: the challenge is spent before the drag is judged, and only an
 * answer carrying the puzzle's own solved proof of work gets that far. A solved puzzle
 * earns a bot token for the same flow, itself single-use and short-lived.
 */
export async function verifySlider(
  db: Db,
  merchantId: number,
  input: SliderVerifyRequest,
  work: ProofOfWorkSettings,
  now = new Date(),
): Promise<SlideOutcome> {
  if (!(await checkProofOfWork(work, input.challengeId, input.proofOfWork))) {
    return { ok: false, reason: 'proof-of-work' };
  }
  const tokenHash = hashToken(input.challengeId);
  const row = await burnSlider(db, merchantId, tokenHash, now);
  if (!row) {
    // The proof is good but its puzzle was answered already: the proof is being replayed.
    const replayed = await sliderWasUsed(db, merchantId, tokenHash);
    return { ok: false, reason: replayed ? 'proof-of-work-spent' : 'unknown-or-spent' };
  }
  const issuedAt = new Date(row.created_at).getTime();
  const verdict = judgeSlide(input, row.hole_x, now.getTime() - issuedAt);
  if (!verdict.ok) return verdict;
  const botToken = newToken();
  await insertBotToken(db, {
    merchant_id: merchantId,
    token_hash: hashToken(botToken),
    purpose: row.purpose,
    created_at: now,
    expires_at: expiresFrom(now),
  });
  return { ok: true, botToken };
}

/** Spends a bot token; true only if it was live and earned for this flow. */
export async function consumeBotToken(
  db: Db,
  merchantId: number,
  input: { botToken: string; purpose: ChallengePurpose },
  now = new Date(),
): Promise<boolean> {
  const row = await burnBotToken(db, merchantId, hashToken(input.botToken), now);
  return row?.purpose === input.purpose;
}
