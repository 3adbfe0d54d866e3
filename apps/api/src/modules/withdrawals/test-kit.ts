/**
 * What the withdrawal and transfer tests share: members signed in on a fresh merchant, the
 * calls as the web sends them, and money put in a wallet. Used only by `*.test.ts`.
 */
import { randomBytes } from 'node:crypto';
import type { AccountType } from '@sorteo/shared';
import type { LightMyRequestResponse } from 'fastify';
import { injectEncrypted } from '../../../test/encrypt.js';
import { randomIp } from '../../../test/factories.js';
import { createAccount, withToken, type Site } from '../../../test/members.js';
import { credit } from '../ledger/ledger-test-kit.js';
import { walletBalance } from '../ledger/index.js';
import { encrypted, sessionOf } from '../recovery/test-kit.js';

export { newSite } from '../recovery/test-kit.js';

export const PAYMENT_PASSWORD = '246810';

export type Player = { id: number; account: string; password: string; token: string };

/** A member signed in through the login form. */
export async function signedInMember(
  site: Site,
  options: { type?: AccountType; uplineId?: number | null } = {},
): Promise<Player> {
  const member = await createAccount(site.db, site.merchantId, options);
  return { ...member, token: await sessionOf(site, member.account) };
}

/** A trial account from free play, signed in. */
export async function trialMember(site: Site): Promise<Player> {
  const res = await encrypted(site, '/wps/session/login/freeplay', {
    os: 'Android 14',
    platform: 'W',
    random: 'r4nd0m-client-str',
    version: 3,
  });
  if (res.statusCode !== 200) throw new Error(`free play failed: ${res.body}`);
  const { token } = res.json().value as { token: string };
  const row = await site.db
    .selectFrom('member')
    .select(['id', 'account'])
    .where('merchant_id', '=', site.merchantId)
    .where('type', '=', 4)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { id: row.id, account: row.account, password: '', token };
}

/** An encrypted call of a signed-in member. */
export function memberCall(
  site: Site,
  player: Pick<Player, 'token'>,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return injectEncrypted(site.app, {
    method,
    url,
    headers: withToken(site, player.token),
    payload,
    remoteAddress: randomIp(),
  });
}

export function memberGet(site: Site, player: Pick<Player, 'token'>, url: string) {
  return site.app.inject({ method: 'GET', url, headers: withToken(site, player.token) });
}

export const newKey = () => `k-${randomBytes(8).toString('hex')}`;

/** Money arriving in the wallet, as a confirmed deposit would bring it. */
export async function fund(site: Site, memberId: number, amount: number): Promise<void> {
  const result = await credit(site.app.ledger, {
    merchantId: site.merchantId,
    memberId,
    amount,
    key: `test:${newKey()}`,
  });
  if (result.status !== 'committed') throw new Error('funding failed');
}

export const balanceOf = (site: Site, memberId: number) =>
  walletBalance(site.db, site.merchantId, memberId, 'USD');

export async function setPaymentPassword(site: Site, player: Player): Promise<void> {
  const res = await memberCall(site, player, 'PUT', '/wps/member/payment-password', {
    paymentPassword: PAYMENT_PASSWORD,
    loginPassword: player.password,
  });
  if (res.statusCode !== 200) throw new Error(`payment password: ${res.body}`);
}

export const bankCard = {
  kind: 'bank_card',
  provider: 'Banco Norte',
  holderName: 'Ana Pérez',
  accountNumber: '4000123412341234',
};

/** Binds a bank card; a later one passes the login password too. */
export async function bindCard(
  site: Site,
  player: Player,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await memberCall(site, player, 'POST', '/wps/member/receiving-accounts', {
    ...bankCard,
    paymentPassword: PAYMENT_PASSWORD,
    loginPassword: player.password,
    ...overrides,
  });
  if (res.statusCode !== 200) throw new Error(`bind: ${res.body}`);
  return res.json().value.id as number;
}

/** A player with a payment password, a bank card and this much money. */
export async function readyPlayer(site: Site, money: number) {
  const player = await signedInMember(site);
  await setPaymentPassword(site, player);
  const cardId = await bindCard(site, player);
  if (money > 0) await fund(site, player.id, money);
  return { ...player, cardId };
}

export const withdraw = (
  site: Site,
  player: Player,
  body: { receivingAccountId: number; amount: number; idempotencyKey?: string } & Record<
    string,
    unknown
  >,
) =>
  memberCall(site, player, 'POST', '/wps/withdrawals', {
    paymentPassword: PAYMENT_PASSWORD,
    idempotencyKey: newKey(),
    ...body,
  });
