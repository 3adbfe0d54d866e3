/**
 * What the agent-centre tests share: downlines opened through the agent's own call and
 * signed in, and the agent's GETs. Used only by `*.test.ts`.
 */
import { AccountType } from '@sorteo/shared';
import { newUsername, PASSWORD, type Site } from '../../../test/members.js';
import { sessionOf } from '../recovery/test-kit.js';
import { memberCall, signedInMember, type Player } from '../withdrawals/test-kit.js';

export const openDownline = (
  site: Site,
  agent: Pick<Player, 'token'>,
  body: Record<string, unknown> = {},
) =>
  memberCall(site, agent, 'POST', '/wps/agent/downlines', {
    username: newUsername(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    type: 0,
    ...body,
  });

/** A downline opened by the agent, then signed in as its owner would. */
export async function signedInDownline(
  site: Site,
  agent: Pick<Player, 'token'>,
  type: 0 | 2 = 0,
): Promise<Player> {
  const res = await openDownline(site, agent, { type });
  if (res.statusCode !== 200) throw new Error(`downline: ${res.body}`);
  const { account } = res.json().value as { account: string };
  const row = await site.db
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', site.merchantId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return { id: row.id, account, password: PASSWORD, token: await sessionOf(site, account) };
}

/** An agent, a member-agent it opened, and a player that member-agent opened. */
export async function twoLevelTeam(site: Site, type: AccountType = AccountType.Agent) {
  const agent = await signedInMember(site, { type });
  const direct = await signedInDownline(site, agent, 2);
  const deep = await signedInDownline(site, direct, 0);
  return { agent, direct, deep };
}
