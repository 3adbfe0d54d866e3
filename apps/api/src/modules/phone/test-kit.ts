/**
 * What the phone tests share: a merchant's site with its flags, numbers the sandbox
 * delivers to, the SMS calls as the web sends them, and reads of what a call left behind.
 * Used only by `*.test.ts`.
 */
import { randomInt } from 'node:crypto';
import type { ModId } from '@sorteo/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { earnBotToken } from '../../../test/challenges.js';
import type { TestContext } from '../../../test/context.js';
import { injectEncrypted } from '../../../test/encrypt.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import { createAccount, type Site } from '../../../test/members.js';
import type { Db } from '../../db/connection.js';
import type { MerchantSpec } from '../merchants/index.js';

export async function newSite(
  ctx: TestContext,
  spec: Partial<MerchantSpec> = {},
  app: FastifyInstance = ctx.app,
): Promise<Site> {
  const merchant = await createMerchant(ctx.db, spec);
  return { app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
}

export async function setFlag(site: Site, modId: ModId, enabled: boolean): Promise<void> {
  await site.db
    .updateTable('setting_node')
    .set({ enabled })
    .where('merchant_id', '=', site.merchantId)
    .where('mod_id', '=', modId)
    .execute();
}

/** Ten digits ending in 5: never one of the sandbox's failing numbers (…0000, …0001, …0002). */
export const newNumber = () => `9${randomInt(10 ** 7, 10 ** 8)}5`;

/** A sandbox number that fails the way `suffix` says (docs/sms-and-phone.md). */
export const failingNumber = (suffix: '0000' | '0001' | '0002') =>
  `9${randomInt(10 ** 4, 10 ** 5)}${suffix}`;

/** A player whose account has this mobile number bound. */
export async function memberWithMobile(
  site: Site,
  number = newNumber(),
  options: Parameters<typeof createAccount>[2] = {},
) {
  const member = await createAccount(site.db, site.merchantId, options);
  await site.db
    .updateTable('member')
    .set({ country_dialing_code: '84', mobile_num: number })
    .where('id', '=', member.id)
    .execute();
  return { ...member, dialingCode: '84', number };
}

type CallOptions = { remoteAddress?: string; botToken?: string | null; headers?: object };

/** A plain JSON POST as the web sends an SMS request: with a fresh slider token for `sms`. */
export async function postSms(
  site: Site,
  url: string,
  payload: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const botToken =
    options.botToken === undefined
      ? await earnBotToken(site.db, site.merchantId, 'sms')
      : options.botToken;
  return site.app.inject({
    method: 'POST',
    url,
    headers: { merchant: site.code, ...options.headers },
    payload: botToken === null ? payload : { ...payload, botToken },
    remoteAddress: options.remoteAddress ?? randomIp(),
  });
}

export const registrationSms = (site: Site, number: string, options: CallOptions = {}) =>
  postSms(
    site,
    '/wps/verification/sms/register/mobile',
    { countryDialingCode: '84', mobileNo: number },
    options,
  );

export const noLoginSms = (
  site: Site,
  number: string,
  purpose: 'login' | 'resetPassword' = 'login',
  options: CallOptions = {},
) =>
  postSms(
    site,
    '/wps/verification/sms/noLogin',
    { countryDialingCode: '84', mobileNum: number, purpose },
    options,
  );

/** An encrypted call as `callEncrypted` sends it. */
export function encrypted(
  site: Site,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  remoteAddress = randomIp(),
): Promise<LightMyRequestResponse> {
  return injectEncrypted(site.app, {
    method,
    url,
    headers: { merchant: site.code },
    payload,
    remoteAddress,
  });
}

/** The newest texts the merchant's sandbox accepted for the number, newest first. */
export function outbox(db: Db, merchantId: number, number: string) {
  return db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('mobile_num', '=', number)
    .orderBy('id', 'desc')
    .execute();
}

/** The code of the newest text to the number, read as a person reads it. */
export async function codeSentTo(db: Db, merchantId: number, number: string): Promise<string> {
  const [latest] = await outbox(db, merchantId, number);
  const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
  if (!code) throw new Error(`no code was texted to ${number}`);
  return code;
}

export function codeRows(db: Db, merchantId: number, number: string) {
  return db
    .selectFrom('sms_code')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('mobile_num', '=', number)
    .orderBy('id')
    .execute();
}

export async function liveCodes(db: Db, merchantId: number, number: string): Promise<number> {
  return (await codeRows(db, merchantId, number)).filter((r) => r.status === 'live').length;
}

/** Moves the number's codes `ms` into the past, as if that time had gone by. */
export async function letTimePass(db: Db, merchantId: number, number: string, ms: number) {
  for (const row of await codeRows(db, merchantId, number)) {
    await db
      .updateTable('sms_code')
      .set({
        created_at: new Date(new Date(row.created_at).getTime() - ms),
        expires_at: new Date(new Date(row.expires_at).getTime() - ms),
      })
      .where('id', '=', row.id as never)
      .execute();
  }
}

export function sessionsOf(db: Db, memberId: number) {
  return db
    .selectFrom('member_session')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export function authEvents(db: Db, merchantId: number) {
  return db
    .selectFrom('auth_audit')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}
