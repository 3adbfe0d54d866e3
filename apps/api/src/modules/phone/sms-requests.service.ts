import {
  checkFieldValue,
  ErrorCode,
  ModId,
  smsLimits,
  type LanguageCode,
  type NoLoginSmsRequest,
  type RegisterSmsAnswer,
  type RegisterSmsRequest,
  type SmsSent,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { fieldRules, loadSettings, registerSettings, type Merchant } from '../merchants/index.js';
import { findMemberByMobile, invalidField } from '../members/index.js';
import { spendSmsBotToken } from './bot-check.js';
import { isFlagOn } from './merchant-flags.js';
import type { SmsGateway } from './sms-gateway.js';
import { sendCode } from './verification-codes.service.js';

export type SmsClient = { ip: string; language: LanguageCode };

const notAllowed = (what: string) =>
  new AppError(403, ErrorCode.OperationNotAllowed, `${what} is not enabled for this site`);

/** The number must pass the merchant's mobile rule before a code is spent on it. */
async function checkMobileRule(db: Db, merchantId: number, number: string): Promise<void> {
  const rule = (await fieldRules(db, merchantId)).find((r) => r.field === 'mobileNum');
  const failed = rule ? checkFieldValue(rule, number) : null;
  if (failed) throw invalidField('mobileNo', failed.rule, failed.message);
}

/**
 * POST /wps/verification/sms/register (username registration with REGMOBVERF3) and
 * /register/mobile (MOBILENUMREG3). A number already bound to a member gets no code: the
 * registration would refuse it anyway.
 */
export async function sendRegistrationCode(
  db: Db,
  gateway: SmsGateway,
  merchant: Merchant,
  input: RegisterSmsRequest,
  variant: 'username' | 'mobile',
  client: SmsClient,
  now = new Date(),
): Promise<RegisterSmsAnswer> {
  const settings = registerSettings(merchant, await loadSettings(db, merchant.id));
  const allowed =
    variant === 'mobile'
      ? settings.mobileRegistration
      : settings.usernameRegistration && settings.smsForUsernameRegistration;
  if (!allowed) {
    throw notAllowed(variant === 'mobile' ? 'Registration by mobile' : 'SMS for registration');
  }
  await checkMobileRule(db, merchant.id, input.mobileNo);
  await spendSmsBotToken(db, merchant.id, input.botToken, now);
  const to = { dialingCode: input.countryDialingCode, number: input.mobileNo };
  if (await findMemberByMobile(db, merchant.id, to)) {
    throw invalidField('mobileNo', 'taken', 'this mobile number is already registered');
  }
  await sendCode(
    db,
    gateway,
    { merchant, to, purpose: 'register', numberField: 'mobileNo', ...client },
    now,
  );
  return { expiredMinutes: smsLimits.expiredMinutes };
}

/**
 * Takes the place of the gateway for a number no member has bound: the code is made, its
 * limits are spent and the caller is answered exactly as if it went out, but no text is
 * sent. So the answer never tells whether a number is registered.
 */
const withheldGateway = (gateway: SmsGateway): SmsGateway => ({
  provider: gateway.provider,
  send: async () => {},
});

/**
 * POST /wps/verification/sms/noLogin: a code to sign in (MOBILEVERCODELOGIN3) or to reset
 * the password (CHNGPASSVERIF3), sent only to a number a member of the merchant has bound.
 * An unbound number gets the same answer and no text.
 */
export async function sendNoLoginCode(
  db: Db,
  gateway: SmsGateway,
  merchant: Merchant,
  input: Required<NoLoginSmsRequest>,
  client: SmsClient,
  now = new Date(),
): Promise<SmsSent> {
  const flag = input.purpose === 'login' ? ModId.MobileCodeLogin : ModId.ChangePasswordVerification;
  if (!(await isFlagOn(db, merchant.id, flag))) {
    throw notAllowed(input.purpose === 'login' ? 'Sign-in by SMS' : 'Password reset by phone');
  }
  await spendSmsBotToken(db, merchant.id, input.botToken, now);
  const to = { dialingCode: input.countryDialingCode, number: input.mobileNum };
  const member = await findMemberByMobile(db, merchant.id, to);
  const sent = await sendCode(
    db,
    member ? gateway : withheldGateway(gateway),
    {
      merchant,
      to,
      purpose: input.purpose,
      memberId: member?.id ?? null,
      numberField: 'mobileNum',
      ...(member ? {} : { withheld: 'no member has this number' }),
      ...client,
    },
    now,
  );
  return { expirationTime: sent.resendAt.getTime() };
}
