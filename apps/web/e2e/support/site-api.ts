import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
  randomInt,
  type KeyObject,
} from 'node:crypto';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import type { ProofOfWorkChallenge } from '@sorteo/shared/contract/challenges';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { merchantCode } from '../fixtures';

type Envelope<T> = { success: boolean; code?: string; value: T };
type SliderPuzzle = { challengeId: string; proofOfWork: ProofOfWorkChallenge };

/** A person's drag from 0 to `x`: slow start, fast middle, small overshoot pulled back. */
function humanTrail(x: number, durationMs = 900) {
  const steps = 40;
  const rhythm = [1, 0.6, 1.4, 0.9, 1.1];
  const points = [{ x: 0, t: 0 }];
  let t = 0;
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    t += Math.max(1, Math.round(((durationMs * 0.8) / steps) * rhythm[i % rhythm.length]!));
    points.push({ x: x * 1.03 * eased, t });
  }
  points.push({ x: x + 1, t: Math.round(durationMs * 0.9) }, { x, t: durationMs });
  return points;
}

export type Player = {
  username: string;
  password: string;
  email: string;
  countryDialingCode: string;
  mobileNum: string;
};

/** A strong password that passes the demo brand's rule (6–64 characters, no spaces). */
export const newPassword = () => `Pw-${randomBytes(6).toString('hex')}`;

/**
 * The player API as a client program uses it, from one visitor address: the slider bot
 * check (answered through the server's test peek), encrypted calls, registration and
 * sign-in. Journeys use it to set up accounts; the browser then does the part under test.
 */
export class SiteApi {
  private key: { keyId: string; rsa: KeyObject; offsetMs: number } | null = null;

  private constructor(private readonly request: APIRequestContext) {}

  static async open(
    playwright: PlaywrightWorkerArgs['playwright'],
    baseURL: string,
    ip: string,
  ): Promise<SiteApi> {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Merchant: merchantCode, 'X-Forwarded-For': ip },
    });
    return new SiteApi(request);
  }

  dispose(): Promise<void> {
    return this.request.dispose();
  }

  private async read<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
    const body = (await response.json()) as Envelope<T>;
    expect(body.success, `${what} → ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  }

  /** A GET whose refusal the journey wants to look at: the whole envelope. */
  async tryGet<T>(path: string, token?: string): Promise<Envelope<T>> {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    return (await (await this.request.get(path, { headers })).json()) as Envelope<T>;
  }

  async get<T>(path: string, token?: string): Promise<T> {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    return this.read<T>(await this.request.get(path, { headers }), `GET ${path}`);
  }

  async post<T>(path: string, data: unknown, token?: string): Promise<T> {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    return this.read<T>(await this.request.post(path, { data, headers }), `POST ${path}`);
  }

  /** Solves a slider puzzle for `purpose` and answers the single-use bot token. */
  async botToken(purpose: 'login' | 'register' | 'sms'): Promise<string> {
    // One puzzle per second per address: a second call right after the first waits.
    let puzzle: SliderPuzzle | null = null;
    for (let attempt = 0; attempt < 5 && !puzzle; attempt++) {
      const response = await this.request.get(`/wps/botcheck/slider?purpose=${purpose}`);
      const body = (await response.json()) as Envelope<SliderPuzzle>;
      if (body.success) puzzle = body.value;
      else await new Promise((r) => setTimeout(r, 1100));
    }
    if (!puzzle) throw new Error('no slider puzzle was issued');
    const { challengeId, proofOfWork: challenge } = puzzle;
    const { answer } = await this.get<{ answer: number }>(`/testing/challenges/${challengeId}`);
    // The work a browser does while the player drags.
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the proof of work was not solved');
    // The drag cannot be longer than the time since the puzzle was handed out.
    await new Promise((r) => setTimeout(r, 700));
    const { botToken } = await this.post<{ botToken: string }>('/wps/botcheck/slider/verify', {
      challengeId,
      x: answer,
      trail: humanTrail(answer),
      proofOfWork: {
        challenge,
        solution: { counter: solution.counter, derivedKey: solution.derivedKey },
      },
    });
    return botToken;
  }

  private async encryptionKey() {
    if (!this.key) {
      const published = await this.get<{ keyId: string; publicKey: string; serverTime: number }>(
        '/wps/system/encryption-key',
      );
      this.key = {
        keyId: published.keyId,
        rsa: createPublicKey({
          key: Buffer.from(published.publicKey, 'base64'),
          format: 'der',
          type: 'spki',
        }),
        offsetMs: published.serverTime - Date.now(),
      };
    }
    return this.key;
  }

  /** docs/encrypted-calls.md: RSA-OAEP-256 wrapping a fresh AES-256-GCM key. */
  private async seal(method: string, path: string, payload: unknown) {
    const { keyId, rsa, offsetMs } = await this.encryptionKey();
    const plaintext = JSON.stringify({
      payload,
      nonce: randomBytes(16).toString('base64url'),
      ts: Date.now() + offsetMs,
    });
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    cipher.setAAD(Buffer.from(`${method} ${path}`, 'utf8'));
    const data = Buffer.concat([
      cipher.update(plaintext, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const key = publicEncrypt(
      { key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    );
    return {
      encrypted: {
        keyId,
        key: key.toString('base64'),
        iv: iv.toString('base64'),
        data: data.toString('base64'),
      },
    };
  }

  /** An encrypted call; answers the whole envelope so a journey can look at a refusal. */
  async sendEncrypted<T>(
    method: 'POST' | 'PUT',
    path: string,
    payload: unknown,
    token?: string,
  ): Promise<Envelope<T>> {
    const response = await this.request.fetch(path, {
      method,
      data: await this.seal(method, path, payload),
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    return (await response.json()) as Envelope<T>;
  }

  async encrypted<T>(method: 'POST' | 'PUT', path: string, payload: unknown, token?: string) {
    const body = await this.sendEncrypted<T>(method, path, payload, token);
    expect(body.success, `${method} ${path} → ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  }

  /**
   * A new player registered by username, with an e-mail and a mobile number of its own;
   * with an agent's affiliate code (or a member's referral code) it joins that downline.
   */
  async registerPlayer(
    password = newPassword(),
    invitation: { affiliateCode?: string; referralCode?: string } = {},
  ): Promise<Player> {
    const username = `h6${randomBytes(5).toString('hex')}`;
    const player: Player = {
      username,
      password,
      email: `${username}@mail.example`,
      countryDialingCode: '84',
      mobileNum: `9${randomInt(10 ** 8, 10 ** 9)}`,
    };
    await this.encrypted('PUT', '/wps/member/register', {
      username,
      password,
      confirmPassword: password,
      email: player.email,
      mobileNum: player.mobileNum,
      countryDialingCode: player.countryDialingCode,
      registerUrl: 'http://127.0.0.1/register',
      domain: '127.0.0.1',
      registerMethod: 'WEB',
      login: true,
      ...invitation,
      botToken: await this.botToken('register'),
    });
    return player;
  }

  /** A password sign-in; answers the session token. */
  async login(username: string, password: string): Promise<string> {
    const grant = await this.encrypted<{ token: string }>('POST', '/wps/session/login', {
      type: 'username',
      username,
      password,
      botToken: await this.botToken('login'),
    });
    return grant.token;
  }
}
