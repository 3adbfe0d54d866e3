import { ErrorCode, type StepUpChallenge, type StepUpMethod } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { maskMobile, recordAuthEvent, type SessionOrigin } from '../members/index.js';
import { insertTicket, isKnownAddress, purgeTickets } from './tickets.repo.js';
import { hasConfirmedTotp } from './totp.repo.js';

export const stepUpLimits = {
  ticketMs: 5 * 60_000,
  /** Wrong codes a ticket survives; the fifth spends it. */
  maxFailures: 5,
} as const;

type LoginMember = Pick<
  MemberRow,
  'id' | 'merchant_id' | 'register_ip' | 'mobile_num' | 'country_dialing_code'
>;

/** What the finished login must still answer, worked out while the password was at hand. */
export type PendingGrant = { passwordExpired: boolean; weakPassword: boolean; remember: boolean };

export async function stepUpMethodsOf(db: Db, member: LoginMember): Promise<StepUpMethod[]> {
  const methods: StepUpMethod[] = [];
  if (member.mobile_num && member.country_dialing_code) methods.push('sms');
  if (await hasConfirmedTotp(db, member.id)) methods.push('totp');
  return methods;
}

/**
 * Runs on a password login that has proved the password, before any session is opened.
 * From an address the member never used (neither the registration address nor one of a
 * completed login), a member with a bound mobile or authenticator gets a ticket instead of
 * a session: 403 VERIFICATION_REQUIRED with the StepUpChallenge. A member with neither
 * passes, and the login makes the address known.
 */
export async function requireKnownAddress(
  db: Db,
  member: LoginMember,
  origin: Omit<SessionOrigin, 'merchantId'>,
  pending: PendingGrant,
  now: Date,
): Promise<void> {
  if (await isKnownAddress(db, member, origin.ip)) return;
  const methods = await stepUpMethodsOf(db, member);
  if (methods.length === 0) return;

  const ticket = newToken();
  const expiresAt = new Date(now.getTime() + stepUpLimits.ticketMs);
  await purgeTickets(db, new Date(now.getTime() - stepUpLimits.ticketMs));
  await insertTicket(db, {
    merchantId: member.merchant_id,
    memberId: member.id,
    tokenHash: hashToken(ticket),
    ip: origin.ip,
    userAgent: origin.userAgent,
    ...pending,
    at: now,
    expiresAt,
  });
  await recordAuthEvent(db, {
    merchantId: member.merchant_id,
    memberId: member.id,
    event: 'login.stepUp.required',
    ip: origin.ip,
    detail: { methods },
    at: now,
  });
  const challenge: StepUpChallenge = {
    ticket,
    methods,
    maskedMobile: maskMobile(member.country_dialing_code, member.mobile_num),
    expiresAt: expiresAt.getTime(),
  };
  throw new AppError(
    403,
    ErrorCode.VerificationRequired,
    'Please complete verification first',
    challenge,
  );
}
