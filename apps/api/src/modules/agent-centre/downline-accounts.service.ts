import {
  agentAccountTypes,
  type CreateDownlineRequest,
  type CreatedDownline,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { hashPassword } from '../../lib/passwords.js';
import { fieldRules, type Merchant } from '../merchants/index.js';
import {
  answeringTaken,
  checkCredentials,
  findMemberByAccount,
  freshAffiliateCode,
  memberRow,
  takenError,
  writeMember,
  type MemberSession,
} from '../members/index.js';

/** How the member row records an account an agent opened. */
export const AGENT_REGISTER_METHOD = 'AGENT';

/**
 * Opens an account directly under the agent, through registration's own checks and writer:
 * the username and password follow the merchant's field rules, a taken name answers as
 * registration does, and the `register` audit row names the agent. The new account is not
 * signed in. A member-agent gets its affiliate code at once, as every agent has one.
 */
export async function createDownline(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  input: CreateDownlineRequest,
  origin: { ip: string },
  now = new Date(),
): Promise<CreatedDownline> {
  checkCredentials(merchant, await fieldRules(db, merchant.id), input);
  if (await findMemberByAccount(db, merchant.id, input.username)) throw takenError('username');

  const row = memberRow(
    merchant,
    { registerMethod: AGENT_REGISTER_METHOD },
    {
      account: input.username,
      passwordHash: await hashPassword(input.password),
      passwordSet: true,
      paymentPasswordHash: null,
      plan: { uplineId: agent.memberId, captchaOn: false, mobile: null },
      ip: origin.ip,
    },
    now,
  );
  await answeringTaken(() =>
    db.transaction().execute(async (trx) => {
      const affiliateCode = agentAccountTypes.includes(input.type)
        ? await freshAffiliateCode(trx, merchant.id)
        : null;
      await writeMember(
        trx,
        merchant,
        { ...row, type: input.type, affiliate_code: affiliateCode },
        { ip: origin.ip, detail: { method: 'agent', agent: agent.account } },
        now,
      );
    }),
  );
  return { account: input.username, type: input.type, createdAt: now.getTime() };
}
