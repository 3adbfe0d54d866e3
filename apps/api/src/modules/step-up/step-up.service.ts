import {
  type AccountType,
  ErrorCode,
  playerSiteLoginTypes,
  type SessionGrant,
  type SmsSent,
  type StepUpVerifyRequest,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { Merchant } from '../merchants/index.js';
import {
  invalidField,
  openSession,
  recordAuthEvent,
  recordLogin,
  type AuthEvent,
  type SessionOrigin,
} from '../members/index.js';
import { checkCode, sendCode, type SmsGateway } from '../phone/index.js';
import { issueRememberToken } from '../recovery/index.js';
import { stepUpLimits } from './new-address.service.js';
import {
  findStepUpMember,
  findTicket,
  recordTicketFailure,
  spendTicket,
  type TicketRow,
} from './tickets.repo.js';
import { checkTotpCode, totpRefusal, type TotpKey } from './totp.service.js';

type Origin = Omit<SessionOrigin, 'merchantId'>;

const ticketInvalid = () =>
  new AppError(401, ErrorCode.Unauthorized, 'Verification has expired, please log in again', {
    field: 'ticket',
  });

/** The ticket as long as it is unspent, unexpired and shown from the address that earned it. */
async function liveTicket(
  db: Db,
  merchant: Merchant,
  ticket: string,
  ip: string,
  now: Date,
): Promise<TicketRow> {
  const row = await findTicket(db, merchant.id, hashToken(ticket));
  if (!row || row.used_at !== null || new Date(row.expires_at) <= now || row.ip !== ip) {
    throw ticketInvalid();
  }
  return row;
}

/** The member behind a ticket, as long as they may still sign in. */
async function memberOf(db: Db, row: TicketRow) {
  const member = await findStepUpMember(db, row.member_id);
  const allowed =
    member?.status === 'active' && playerSiteLoginTypes.includes(member.type as AccountType);
  return allowed ? member : null;
}

const phoneOf = (member: { country_dialing_code: string | null; mobile_num: string | null }) =>
  member.country_dialing_code && member.mobile_num
    ? { dialingCode: member.country_dialing_code, number: member.mobile_num }
    : null;

/** POST /wps/session/login/verify/sms: a `newIp` code to the member's bound mobile. */
export async function sendStepUpSms(
  db: Db,
  gateway: SmsGateway,
  merchant: Merchant,
  ticket: string,
  origin: Origin,
  now = new Date(),
): Promise<SmsSent> {
  const row = await liveTicket(db, merchant, ticket, origin.ip, now);
  const member = await memberOf(db, row);
  if (!member) throw ticketInvalid();
  const to = phoneOf(member);
  if (!to) throw new AppError(400, ErrorCode.MissingPhoneNumber, 'Missing phone number');
  const sent = await sendCode(
    db,
    gateway,
    { merchant, to, purpose: 'newIp', ip: origin.ip, memberId: member.id },
    now,
  );
  await recordAuthEvent(db, {
    merchantId: merchant.id,
    memberId: member.id,
    event: 'login.stepUp.sms',
    ip: origin.ip,
    at: now,
  });
  return { expirationTime: sent.resendAt.getTime() };
}

const methodUnavailable = () =>
  invalidField('method', 'unavailable', 'this verification method is not set up for the account');

type StepUpMember = NonNullable<Awaited<ReturnType<typeof memberOf>>>;

/** Throws the refusal when `code` is not the member's current code for `method`. */
async function proveCode(
  db: Db,
  totpKey: TotpKey,
  row: TicketRow,
  member: StepUpMember,
  input: StepUpVerifyRequest,
  now: Date,
): Promise<void> {
  if (input.method === 'totp') {
    const check = await checkTotpCode(db, totpKey, member.id, input.code, {
      confirm: false,
      now,
    });
    if (check === 'absent') throw methodUnavailable();
    if (check !== 'ok') throw totpRefusal(check);
    return;
  }
  const to = phoneOf(member);
  if (!to) throw methodUnavailable();
  await checkCode(
    db,
    {
      merchantId: row.merchant_id,
      to,
      purpose: 'newIp',
      code: input.code,
      ip: row.ip,
      memberId: member.id,
      field: 'code',
    },
    now,
  );
}

/**
 * POST /wps/session/login/verify: the second factor for a ticket. The right code spends the
 * ticket, makes the address known and opens the session the password login held back;
 * the fifth wrong code spends the ticket too.
 */
export async function verifyStepUp(
  db: Db,
  totpKey: TotpKey,
  merchant: Merchant,
  input: StepUpVerifyRequest,
  origin: Origin,
  now = new Date(),
): Promise<SessionGrant> {
  const merchantId = merchant.id;
  const row = await liveTicket(db, merchant, input.ticket, origin.ip, now);
  const audit = (event: AuthEvent, detail: Record<string, unknown>, on: Db = db) =>
    recordAuthEvent(on, {
      merchantId,
      memberId: row.member_id,
      event,
      ip: origin.ip,
      detail: { method: input.method, ...detail },
      at: now,
    });

  const member = await memberOf(db, row);
  if (!member) {
    await spendTicket(db, row.id, now);
    await audit('login.stepUp.fail', { reason: 'account' });
    throw ticketInvalid();
  }
  try {
    await proveCode(db, totpKey, row, member, input, now);
  } catch (error) {
    if (!(error instanceof AppError) || error.code === ErrorCode.ValidationFailed) throw error;
    const failures = await recordTicketFailure(db, row.id, stepUpLimits.maxFailures, now);
    await audit('login.stepUp.fail', { reason: error.code, failures });
    throw error;
  }

  return db.transaction().execute(async (trx) => {
    if (!(await spendTicket(trx, row.id, now))) throw ticketInvalid();
    await recordLogin(trx, member.id, origin.ip, now);
    await audit('login.stepUp.ok', {}, trx);
    await audit('login.ok', { stepUp: input.method }, trx);
    const token = await openSession(trx, member.id, { ...origin, merchantId }, now);
    const remembered = row.remember
      ? await issueRememberToken(trx, { merchantId, memberId: member.id, sessionToken: token }, now)
      : {};
    return {
      token,
      firstTimeLogin: member.last_login_at === null,
      passwordExpired: row.password_expired,
      weakPassword: row.weak_password,
      ...remembered,
    };
  });
}
