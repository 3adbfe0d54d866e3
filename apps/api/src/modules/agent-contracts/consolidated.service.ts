import {
  agentAccountTypes,
  consolidatedFields,
  contractKinds,
  type Consolidated,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import * as repo from './contracts.repo.js';
import { schemesOf } from './schemes.repo.js';

/**
 * GET /wps/member/info/funds/consolidated: which contract entries the site shows the member
 * (the merchant enabled the kind and the member is an agent), and where the member stands in
 * each: 0 no contract, 1 one in force or accepted for the next period, 2 an offer waiting.
 */
export async function consolidated(
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  now = new Date(),
): Promise<Consolidated> {
  const agent = agentAccountTypes.includes(member.type);
  const [schemes, pending] = await Promise.all([
    schemesOf(db, merchant.id),
    repo.pendingFor(db, null, [member.memberId], now),
  ]);
  const answer: Record<string, number> = {};
  for (const kind of contractKinds) {
    const fields = consolidatedFields[kind];
    const shown = agent && schemes.find((s) => s.kind === kind)!.enabled;
    answer[fields.req] = shown ? 1 : 0;
    let info = 0;
    if (shown) {
      const current = (await repo.inForce(db, kind, [member.memberId], now)).has(member.memberId);
      const upcoming = (await repo.upcomingOf(db, member.memberId, kind, now))?.action === 'offer';
      if (current || upcoming) info = 1;
      if (pending.some((p) => p.kind === kind)) info = 2;
    }
    answer[fields.info] = info;
  }
  return answer as Consolidated;
}
