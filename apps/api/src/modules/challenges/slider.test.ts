import { ErrorCode, type ProofOfWork, type SliderChallenge, type TrailPoint } from '@sorteo/shared';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  earnBotToken,
  easyProofOfWorkEnv,
  humanTrail,
  roboticTrail,
  solveProofOfWork,
} from '../../../test/challenges.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import { hashToken } from '../../lib/tokens.js';
import { sliderLayout } from './slider-image.js';
import { consumeBotToken } from './slider.service.js';

let ctx: TestContext;
let merchant: { id: number; code: string };
beforeAll(async () => {
  ctx = await createTestContext(easyProofOfWorkEnv);
  merchant = await createMerchant(ctx.db);
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

/** The puzzle's clock: only Date is faked, so the database's own timers keep running. */
function at(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2030, 0, 1) + ms));
}

const getSlider = (query = '?purpose=register', remoteAddress = randomIp()) =>
  ctx.app.inject({
    method: 'GET',
    url: `/wps/botcheck/slider${query}`,
    headers: { merchant: merchant.code },
    remoteAddress,
  });

const verify = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/botcheck/slider/verify',
    headers: { merchant: merchant.code },
    payload,
  });

/** A new puzzle, and where its hole really is (only the database knows). */
async function newPuzzle(query?: string) {
  const res = await getSlider(query);
  expect(res.statusCode).toBe(200);
  const value = res.json().value as SliderChallenge;
  const row = await ctx.db
    .selectFrom('slider_challenge')
    .select('hole_x')
    .where('token_hash', '=', hashToken(value.challengeId))
    .executeTakeFirstOrThrow();
  return { value, holeX: row.hole_x };
}

/** A drop at x, with the puzzle's proof of work solved as the browser does while dragging. */
const attempt = async (
  value: SliderChallenge,
  x: number,
  trail: TrailPoint[] = humanTrail(x),
  proofOfWork?: ProofOfWork,
) =>
  verify({
    challengeId: value.challengeId,
    x,
    trail,
    proofOfWork: proofOfWork ?? (await solveProofOfWork(value.proofOfWork)),
  });

function decodePng(dataUrl: string): PNG {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return PNG.sync.read(bytes);
}

describe('GET /wps/botcheck/slider', () => {
  it('answers the pictures and the row of the piece, never where the hole is', async () => {
    for (let i = 0; i < 3; i++) {
      const { value, holeX } = await newPuzzle();
      expect(Object.keys(value).sort()).toEqual(
        [
          'background',
          'challengeId',
          'height',
          'piece',
          'pieceSize',
          'pieceY',
          'proofOfWork',
          'width',
        ].sort(),
      );
      const numbers = Object.values(value).filter((v) => typeof v === 'number');
      expect(numbers).not.toContain(holeX);
      expect(holeX).toBeGreaterThanOrEqual(sliderLayout.minX);
      expect(holeX).toBeLessThanOrEqual(sliderLayout.maxX);
      const background = decodePng(value.background);
      expect([background.width, background.height]).toEqual([value.width, value.height]);
      const piece = decodePng(value.piece);
      expect([piece.width, piece.height]).toEqual([value.pieceSize, value.pieceSize]);
      const alphaAt = (x: number, y: number) => piece.data[(y * piece.width + x) * 4 + 3];
      expect(alphaAt(0, 0)).toBe(0);
      expect(alphaAt(23, 31)).toBe(255);
    }
  });

  it('gives one client one new puzzle per second', async () => {
    const ip = randomIp();
    expect((await getSlider('?purpose=login', ip)).statusCode).toBe(200);
    const again = await getSlider('?purpose=login', ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(ErrorCode.RateLimited);
  });

  it('refuses a missing or unknown purpose', async () => {
    for (const query of ['', '?purpose=everything']) {
      const res = await getSlider(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().value.field).toBe('purpose');
    }
  });
});

describe('POST /wps/botcheck/slider/verify', () => {
  it('gives a bot token for a human drag onto the hole, good once for its flow', async () => {
    at(0);
    const { value, holeX } = await newPuzzle('?purpose=register');
    at(5000);
    const res = await attempt(value, holeX + 4);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { botToken } = res.json().value;
    expect(botToken).toMatch(/^[\w-]{43}$/);
    const use = (purpose: 'register' | 'login') =>
      consumeBotToken(ctx.db, merchant.id, { botToken, purpose });
    expect(await use('register')).toBe(true);
    expect(await use('register')).toBe(false);
  });

  it('refuses a drop away from the hole, without saying where it is', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    at(5000);
    const res = await attempt(value, holeX - 7);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.BotCheckFailed,
      message: expect.any(String),
    });
    expect(res.body).not.toContain(String(holeX));
  });

  it('refuses a robotic drag even at the right place', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    at(5000);
    const res = await attempt(value, holeX, roboticTrail(holeX));
    expect(res.json().code).toBe(ErrorCode.BotCheckFailed);
  });

  it('refuses a drag that lasted longer than the puzzle has existed', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    at(300);
    const res = await attempt(value, holeX, humanTrail(holeX, 2000));
    expect(res.json().code).toBe(ErrorCode.BotCheckFailed);
  });

  it('allows one attempt per puzzle, failed or not', async () => {
    at(0);
    const failed = await newPuzzle();
    const solved = await newPuzzle();
    at(5000);
    expect((await attempt(failed.value, failed.holeX + 30)).statusCode).toBe(400);
    expect((await attempt(failed.value, failed.holeX)).statusCode).toBe(400);
    expect((await attempt(solved.value, solved.holeX)).statusCode).toBe(200);
    expect((await attempt(solved.value, solved.holeX)).statusCode).toBe(400);
  });

  it('refuses a puzzle two minutes old', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    at(120_000);
    expect((await attempt(value, holeX)).json().code).toBe(ErrorCode.BotCheckFailed);
  });

  it('refuses a puzzle of another merchant', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    const other = await createMerchant(ctx.db);
    at(5000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wps/botcheck/slider/verify',
      headers: { merchant: other.code },
      payload: {
        challengeId: value.challengeId,
        x: holeX,
        trail: humanTrail(holeX),
        proofOfWork: await solveProofOfWork(value.proofOfWork),
      },
    });
    expect(res.json().code).toBe(ErrorCode.BotCheckFailed);
    expect((await attempt(value, holeX)).statusCode).toBe(200);
  });

  it('names the field at fault in bad input, and spends nothing', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    const trail = humanTrail(holeX);
    const proofOfWork = await solveProofOfWork(value.proofOfWork);
    const { challengeId } = value;
    const withSolution = (solution: object) => ({ ...proofOfWork, solution });
    const cases: [object, string][] = [
      [{ x: holeX, trail, proofOfWork }, 'challengeId'],
      [{ challengeId, trail, proofOfWork }, 'x'],
      [{ challengeId, x: String(holeX), trail, proofOfWork }, 'x'],
      [{ challengeId, x: -1, trail, proofOfWork }, 'x'],
      [{ challengeId, x: holeX, proofOfWork }, 'trail'],
      [{ challengeId, x: holeX, trail: [], proofOfWork }, 'trail'],
      [{ challengeId, x: holeX, trail: [{ x: 0, t: -5 }], proofOfWork }, 'trail.0.t'],
      [{ challengeId, x: holeX, trail: [{ x: 'a', t: 0 }], proofOfWork }, 'trail.0.x'],
      [{ challengeId, x: holeX, trail }, 'proofOfWork'],
      [
        {
          challengeId,
          x: holeX,
          trail,
          proofOfWork: withSolution({ counter: -1, derivedKey: '00' }),
        },
        'proofOfWork.solution.counter',
      ],
      [
        {
          challengeId,
          x: holeX,
          trail,
          proofOfWork: withSolution({ counter: 1, derivedKey: 'xyz' }),
        },
        'proofOfWork.solution.derivedKey',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await verify(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({
        code: ErrorCode.ValidationFailed,
        value: { field },
      });
    }
    at(5000);
    expect((await attempt(value, holeX)).statusCode).toBe(200);
  });
});

describe('the proof of work a slider answer carries', () => {
  const refusedForWork = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.ProofOfWorkInvalid,
      message: expect.any(String),
      value: { field: 'proofOfWork' },
    });
  };

  it('is refused unsolved, and the puzzle is still there for a solved one', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    const solved = await solveProofOfWork(value.proofOfWork);
    at(5000);
    const { counter, derivedKey } = solved.solution;
    const wrongKey = `${derivedKey.slice(0, -2)}${derivedKey.endsWith('00') ? '01' : '00'}`;
    for (const solution of [
      { counter: counter + 1, derivedKey },
      { counter, derivedKey: wrongKey },
    ]) {
      refusedForWork(await attempt(value, holeX, humanTrail(holeX), { ...solved, solution }));
    }
    expect((await attempt(value, holeX, humanTrail(holeX), solved)).statusCode).toBe(200);
  });

  it('is refused when its challenge was not signed by the server', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    // The cheapest challenge there is: any key starting with a zero bit will do.
    const easier = {
      ...value.proofOfWork,
      parameters: { ...value.proofOfWork.parameters, keyPrefix: '00' },
    };
    at(5000);
    refusedForWork(await attempt(value, holeX, humanTrail(holeX), await solveProofOfWork(easier)));
  });

  it('is refused for another puzzle than its own', async () => {
    at(0);
    const first = await newPuzzle();
    const second = await newPuzzle();
    const firstProof = await solveProofOfWork(first.value.proofOfWork);
    at(5000);
    refusedForWork(await attempt(second.value, second.holeX, humanTrail(second.holeX), firstProof));
    expect((await attempt(second.value, second.holeX)).statusCode).toBe(200);
  });

  it('is spent with its puzzle: the same answer again is refused', async () => {
    at(0);
    const { value, holeX } = await newPuzzle();
    const solved = await solveProofOfWork(value.proofOfWork);
    at(5000);
    expect((await attempt(value, holeX, humanTrail(holeX), solved)).statusCode).toBe(200);
    refusedForWork(await attempt(value, holeX, humanTrail(holeX), solved));
  });

  it('costs a script the hashing the server asks for: up to 5,000 hashes by default', async () => {
    const app = await ctx.appWith({ SLIDER_POW_MAX_NUMBER: '5000' });
    const counters: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/wps/botcheck/slider?purpose=login',
        headers: { merchant: merchant.code },
        remoteAddress: randomIp(),
      });
      const { proofOfWork } = res.json().value as SliderChallenge;
      counters.push((await solveProofOfWork(proofOfWork)).solution.counter);
    }
    expect(Math.max(...counters)).toBeLessThanOrEqual(5000);
    // Six counters drawn from 0-5,000 all under 500: about one chance in a million.
    expect(Math.max(...counters)).toBeGreaterThan(500);
  });
});

describe('consumeBotToken', () => {
  it('refuses another flow, another merchant, an unknown token and an expired one', async () => {
    const login = await earnBotToken(ctx.db, merchant.id, 'login');
    expect(
      await consumeBotToken(ctx.db, merchant.id, { botToken: login, purpose: 'register' }),
    ).toBe(false);
    expect(await consumeBotToken(ctx.db, merchant.id, { botToken: login, purpose: 'login' })).toBe(
      false,
    );

    const other = await createMerchant(ctx.db);
    const mine = await earnBotToken(ctx.db, merchant.id, 'sms');
    expect(await consumeBotToken(ctx.db, other.id, { botToken: mine, purpose: 'sms' })).toBe(false);
    expect(await consumeBotToken(ctx.db, merchant.id, { botToken: 'nope', purpose: 'sms' })).toBe(
      false,
    );

    const late = await earnBotToken(ctx.db, merchant.id, 'login');
    const twoMinutes = new Date(Date.now() + 120_000);
    expect(
      await consumeBotToken(ctx.db, merchant.id, { botToken: late, purpose: 'login' }, twoMinutes),
    ).toBe(false);
  });
});
