import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { MemberSet, TimeWindow } from '../../db/member-set.js';
import { AppError } from '../../lib/errors.js';
import type { Merchant } from '../merchants/index.js';
import { findTeamMember, teamSet, type MemberSession } from '../members/index.js';
import { dayStart, rangeEnd, resolveDayRange, type DayRange } from '../wallet/index.js';

/** What every agent-centre figure is counted in: the merchant's real currency. */
export const moneyOf = (merchant: Merchant) => ({
  currency: merchant.currency,
  currencyExponent: merchant.currency_exponent,
});

/** The range asked for (defaults filled in, merchant time zone) and the instants it spans. */
export function rangeOf(
  merchant: Merchant,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { range: DayRange; window: TimeWindow } {
  const range = resolveDayRange(query, merchant.time_zone, now);
  return {
    range,
    window: {
      start: dayStart(range.from, merchant.time_zone),
      end: rangeEnd(range, merchant.time_zone),
    },
  };
}

/**
 * The team member named by `account` (exact name, any case). A name outside the team is
 * refused the same way whether it exists or not.
 */
export async function namedTeamMember(db: Db, agent: MemberSession, account: string) {
  const member = await findTeamMember(db, agent.memberId, account);
  if (!member) {
    throw new AppError(403, ErrorCode.NotInDownline, 'That account is not in your team', {
      field: 'account',
    });
  }
  return member;
}

/** The agent's team, or the one team member named by `account` (`namedTeamMember`). */
export async function teamScope(
  db: Db,
  agent: MemberSession,
  account: string | undefined,
): Promise<MemberSet> {
  if (account === undefined) return teamSet(db, agent.memberId);
  const member = await namedTeamMember(db, agent, account);
  return teamSet(db, agent.memberId, member.id);
}
