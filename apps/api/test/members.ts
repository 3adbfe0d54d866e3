import { randomBytes, randomInt } from 'node:crypto';
import type { AccountType, RegisterRequest } from '@sorteo/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/connection.js';
import { hashPassword } from '../src/lib/passwords.js';
import { insertMember, linkIntoUplineChain } from '../src/modules/members/members.repo.js';
import { earnBotToken } from './challenges.js';
import { injectEncrypted } from './encrypt.js';
import { randomIp } from './factories.js';

export const PASSWORD = 'Secret-pw1';

/** A unique valid username: a letter, then letters and digits, 6–16 characters. */
export const newUsername = () => `u${randomBytes(5).toString('hex')}`;

const newMobile = () => `9${String(randomInt(10 ** 8, 10 ** 9))}`;

/** A payload that passes the default field rules, bot token not included. */
export function registration(
  overrides: Partial<RegisterRequest> = {},
): Omit<RegisterRequest, 'botToken'> {
  return {
    username: newUsername(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    mobileNum: newMobile(),
    countryDialingCode: '84',
    registerUrl: 'https://play.example/register',
    domain: 'play.example',
    registerMethod: 'WEB',
    login: true,
    ...overrides,
  };
}

export type Site = { app: FastifyInstance; db: Db; merchantId: number; code: string };

/** Sends a registration as the web would: encrypted, with a freshly earned bot token. */
export async function sendRegistration(
  site: Site,
  payload: Record<string, unknown>,
  options: { remoteAddress?: string; botToken?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const botToken =
    options.botToken === undefined
      ? await earnBotToken(site.db, site.merchantId, 'register')
      : options.botToken;
  return injectEncrypted(site.app, {
    method: 'PUT',
    url: '/wps/member/register',
    headers: { merchant: site.code },
    payload: botToken === null ? payload : { ...payload, botToken },
    remoteAddress: options.remoteAddress ?? randomIp(),
  });
}

export type LoginAttempt = {
  username: string;
  password: string;
  remoteAddress: string;
  captchaId?: string;
  captcha?: string;
};

export async function sendLogin(
  site: Site,
  attempt: LoginAttempt,
): Promise<LightMyRequestResponse> {
  const { remoteAddress, ...credentials } = attempt;
  return injectEncrypted(site.app, {
    method: 'POST',
    url: '/wps/session/login',
    headers: { merchant: site.code },
    payload: {
      type: 'username',
      ...credentials,
      botToken: await earnBotToken(site.db, site.merchantId, 'login'),
    },
    remoteAddress,
  });
}

export const withToken = (site: Site, token: string) => ({
  merchant: site.code,
  authorization: `Bearer ${token}`,
});

/** An account made the way an operator or agent would, outside registration. */
export async function createAccount(
  db: Db,
  merchantId: number,
  options: {
    type?: AccountType;
    password?: string;
    uplineId?: number | null;
    affiliateCode?: string | null;
    referralCode?: string;
    passwordExpiresAt?: Date | null;
  } = {},
): Promise<{ id: number; account: string; password: string }> {
  const account = newUsername();
  const password = options.password ?? PASSWORD;
  const now = new Date();
  const id = await insertMember(db, {
    merchant_id: merchantId,
    account,
    password_hash: await hashPassword(password),
    type: options.type ?? 0,
    upline_id: options.uplineId ?? null,
    affiliate_code: options.affiliateCode ?? null,
    referral_code: options.referralCode ?? randomBytes(4).toString('hex').toUpperCase(),
    register_ip: '192.0.2.1',
    password_changed_at: now,
    password_expires_at: options.passwordExpiresAt ?? null,
    created_at: now,
  });
  await linkIntoUplineChain(db, id, options.uplineId ?? null);
  return { id, account, password };
}

export async function countMembers(db: Db, merchantId: number): Promise<number> {
  const { n } = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
