import {
  ErrorCode,
  withMobileRequired,
  type RegisterRequest,
  type SessionGrant,
} from '@sorteo/shared';
import type { PhoneConfig } from '../../config-sections/phone.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { fieldRules, loadSettings, registerSettings, type Merchant } from '../merchants/index.js';
import { missingProof, proveNumber } from '../phone/index.js';
import { findMemberByAccount } from './members.repo.js';
import {
  checkRegistration,
  createMember,
  memberRow,
  passChallenges,
  takenError,
} from './registration-steps.js';
import type { SessionOrigin } from './sessions.service.js';

/**
 * SPEC §4 order: field rules and the invitation code, then the bot check, then the
 * captcha, then the SMS code when REGMOBVERF3 asks for one; only then is anything written.
 * A new member is signed in at once.
 */
export async function register(
  db: Db,
  merchant: Merchant,
  input: RegisterRequest,
  origin: Omit<SessionOrigin, 'merchantId'>,
  phone: PhoneConfig,
  now = new Date(),
): Promise<SessionGrant> {
  const settings = registerSettings(merchant, await loadSettings(db, merchant.id));
  if (!settings.usernameRegistration) {
    throw new AppError(403, ErrorCode.RegistrationClosed, 'Registration by username is closed');
  }
  const smsOn = settings.smsForUsernameRegistration;
  const rules = await fieldRules(db, merchant.id);
  const proofIssue = smsOn ? missingProof(phone, input) : null;
  const plan = await checkRegistration(db, merchant, input, {
    rules: smsOn ? withMobileRequired(rules) : rules,
    settings,
    issues: proofIssue ? [proofIssue] : [],
  });
  if (await findMemberByAccount(db, merchant.id, input.username!)) throw takenError('username');
  await passChallenges(db, merchant.id, input, plan.captchaOn, now);
  if (smsOn) {
    await proveNumber(
      db,
      phone,
      { merchantId: merchant.id, to: plan.mobile!, ip: origin.ip, proof: input },
      now,
    );
  }

  const row = memberRow(
    merchant,
    input,
    {
      account: input.username!,
      passwordHash: await hashPassword(input.password!),
      passwordSet: true,
      paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
      plan,
      ip: origin.ip,
    },
    now,
  );
  const token = await createMember(db, merchant, row, origin, { method: 'username' }, now);
  return { token, firstTimeLogin: true, passwordExpired: false };
}
