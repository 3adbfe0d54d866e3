import type {
  ChallengePurpose,
  ProofOfWork,
  ProofOfWorkChallenge,
  TrailPoint,
} from '@sorteo/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../src/db/connection.js';
import { issueCaptcha } from '../src/modules/challenges/captcha.service.js';
import type { ProofOfWorkSettings } from '../src/modules/challenges/proof-of-work.js';
import type { Random } from '../src/modules/challenges/random.js';
import { sliderLayout } from '../src/modules/challenges/slider-image.js';
import { issueSlider, verifySlider } from '../src/modules/challenges/slider.service.js';
import { randomIp } from './factories.js';

/** Picks the characters of `text` in turn; integers at the low end of their range. */
export function predictableRandom(text = 'ABCDE'): Random {
  let next = 0;
  return {
    int: (min) => min,
    float: (min, max) => (min + max) / 2,
    pick: () => text[next++ % text.length]!,
  };
}

/**
 * A person's drag from 0 to `x`: slow start, fast middle, slow finish, a small overshoot
 * pulled back, and uneven sampling intervals.
 */
export function humanTrail(x: number, durationMs = 900): TrailPoint[] {
  const steps = 40;
  const rhythm = [1, 0.6, 1.4, 0.9, 1.1];
  const interval = (durationMs * 0.8) / steps;
  const points: TrailPoint[] = [{ x: 0, t: 0 }];
  let t = 0;
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    t += Math.max(1, Math.round(interval * rhythm[i % rhythm.length]!));
    points.push({ x: x * 1.03 * eased, t });
  }
  points.push({ x: x + 1, t: Math.round(durationMs * 0.9) }, { x, t: durationMs });
  return points;
}

/** A script's drag: same step every 16 ms. */
export function roboticTrail(x: number, points = 40): TrailPoint[] {
  return Array.from({ length: points + 1 }, (_, i) => ({ x: (x * i) / points, t: i * 16 }));
}

/** Easy work for tests that issue slider puzzles through the services. */
export const testProofOfWork: ProofOfWorkSettings = {
  secret: 'a-test-secret-of-at-least-32-characters',
  maxNumber: 100,
};

/** Env for a test app whose slider puzzles come with easy work. */
export const easyProofOfWorkEnv = { SLIDER_POW_MAX_NUMBER: '100' };

/** Does the work a browser does while the player drags, as a script would. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<ProofOfWork> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** A captcha whose answer is `text`, as another module's test needs one. */
export async function captchaWithAnswer(
  db: Db,
  merchantId: number,
  purpose: ChallengePurpose,
  text = 'ABCDE',
): Promise<string> {
  const random = predictableRandom(text);
  const { captchaId } = await issueCaptcha(
    db,
    { merchantId, purpose, clientIp: randomIp() },
    { random },
  );
  return captchaId;
}

/** Solves a slider puzzle through the service and answers the bot token it earns. */
export async function earnBotToken(
  db: Db,
  merchantId: number,
  purpose: ChallengePurpose,
): Promise<string> {
  const issuedAt = new Date(Date.now() - 5000);
  const random = predictableRandom();
  const challenge = await issueSlider(
    db,
    { merchantId, purpose, clientIp: randomIp() },
    testProofOfWork,
    { now: issuedAt, random },
  );
  const x = sliderLayout.minX;
  const outcome = await verifySlider(
    db,
    merchantId,
    {
      challengeId: challenge.challengeId,
      x,
      trail: humanTrail(x),
      proofOfWork: await solveProofOfWork(challenge.proofOfWork),
    },
    testProofOfWork,
  );
  if (!outcome.ok) throw new Error(`slider not solved: ${outcome.reason}`);
  return outcome.botToken;
}
