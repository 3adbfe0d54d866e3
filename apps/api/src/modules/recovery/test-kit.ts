/**
 * What the recovery tests share: a merchant's site, members with an e-mail, the calls as the
 * web sends them, and reads of what a call left behind. Used only by `*.test.ts`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { earnBotToken } from '../../../test/challenges.js';
import { injectEncrypted } from '../../../test/encrypt.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import { createAccount, PASSWORD, withToken, type Site } from '../../../test/members.js';
import type { TestContext } from '../../../test/context.js';
import type { MerchantSpec } from '../merchants/index.js';

export async function newSite(
  ctx: TestContext,
  spec: Partial<MerchantSpec> = {},
  app = ctx.app,
): Promise<Site> {
  const merchant = await createMerchant(ctx.db, spec);
  return { app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
}

let mailboxes = 0;
export const newEmail = () => `player${Date.now()}${++mailboxes}@mail.example`;

/** A player with a password and an e-mail address. */
export async function memberWithEmail(site: Site, email = newEmail()) {
  const member = await createAccount(site.db, site.merchantId);
  await site.db.updateTable('member').set({ email }).where('id', '=', member.id).execute();
  return { ...member, email };
}

/** POST /wps/member/password/email as the web's form sends it. */
export function requestReset(
  site: Site,
  form: { username: string; email: string },
  options: { remoteAddress?: string; host?: string } = {},
): Promise<LightMyRequestResponse> {
  return site.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: {
      merchant: site.code,
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.host ? { host: options.host } : {}),
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: options.remoteAddress ?? randomIp(),
  });
}

export function encrypted(
  site: Site,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = randomIp(),
): Promise<LightMyRequestResponse> {
  return injectEncrypted(site.app, {
    method: 'POST',
    url,
    headers: { merchant: site.code, ...headers },
    payload,
    remoteAddress,
  });
}

/** A password sign-in as the web sends it; `remember` asks for a remember-me token. */
export async function signIn(
  site: Site,
  account: string,
  options: { password?: string; remember?: boolean; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return encrypted(
    site,
    '/wps/session/login',
    {
      type: 'username',
      username: account,
      password: options.password ?? PASSWORD,
      botToken: await earnBotToken(site.db, site.merchantId, 'login'),
      ...(options.remember === undefined ? {} : { remember: options.remember }),
    },
    {},
    options.remoteAddress,
  );
}

/** A signed-in session's token; fails the test when the sign-in fails. */
export async function sessionOf(site: Site, account: string, password = PASSWORD) {
  const res = await signIn(site, account, { password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().value.token as string;
}

/** GET /wps/member/info with a token: 200 while the session lives, 401 after. */
export const infoStatus = async (site: Site, token: string) =>
  (
    await site.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, token),
    })
  ).statusCode;

export const linkStatus = (site: Site, token: string) =>
  site.app.inject({
    method: 'GET',
    url: `/wps/member/password/reset?token=${encodeURIComponent(token)}`,
    headers: { merchant: site.code },
  });

/** The reset link in a mail body, and its token. */
export function resetLinkIn(text: string): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/resetPassword\?token=([A-Za-z0-9_-]+))/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { link: match[1]!, token: match[2]! };
}

/** The merchant's sandbox mail to one address, newest first. */
export function outbox(site: Site, to: string) {
  return site.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('merchant_id', '=', site.merchantId)
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .execute();
}

export async function liveSessionIds(site: Site, memberId: number): Promise<string[]> {
  const rows = await site.db
    .selectFrom('member_session')
    .select('id')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((r) => String(r.id));
}

export async function liveRememberTokens(site: Site, memberId: number): Promise<number> {
  const rows = await site.db
    .selectFrom('remember_token')
    .select('id')
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.length;
}

export function authEvents(site: Site, memberId: number) {
  return site.db
    .selectFrom('auth_audit')
    .select(['event', 'detail'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export function passwordHashOf(site: Site, memberId: number) {
  return site.db
    .selectFrom('member')
    .select(['password_hash', 'password_set', 'password_changed_at', 'password_expires_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}
