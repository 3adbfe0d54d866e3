import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  mobileRegistrationRules,
  type FieldIssue,
  type MobileRegisterGrant,
  type RegisterRequest,
} from '@sorteo/shared';
import type { PhoneConfig } from '../../config-sections/phone.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { fieldRules, loadSettings, registerSettings, type Merchant } from '../merchants/index.js';
import { missingProof, proveNumber } from '../phone/index.js';
import { generateAccountName } from './generated-account.js';
import {
  checkRegistration,
  createMember,
  memberRow,
  passChallenges,
  type NewAccount,
} from './registration-steps.js';
import type { SessionOrigin } from './sessions.service.js';

const notAccepted = (field: string): FieldIssue => ({
  field,
  rule: 'not_allowed',
  message: 'this field is not accepted',
});

/** Fields a mobile registration must not carry, and the dialing code it must. */
function shapeIssues(input: RegisterRequest, mobileRegPass: boolean): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (input.username) issues.push(notAccepted('username'));
  if (!mobileRegPass) {
    if (input.password) issues.push(notAccepted('password'));
    if (input.confirmPassword) issues.push(notAccepted('confirmPassword'));
  }
  if (!input.countryDialingCode) {
    issues.push({ field: 'countryDialingCode', rule: 'required', message: 'not empty' });
  }
  return issues;
}

/** Two members racing for one generated name is rare; a third time is a fault. */
const NAME_ATTEMPTS = 3;

const isUsernameTaken = (error: unknown) =>
  error instanceof AppError &&
  error.code === ErrorCode.ValidationFailed &&
  error.value?.field === 'username';

/**
 * Registration by mobile number (MOBILENUMREG3): the same steps as by username, the number
 * proved by SMS code or phone-auth token, the account name generated. Without
 * MOBILENUMPASSREG3 the member gets no password of their own (password_set false) and signs
 * in by SMS code until they choose one.
 */
export async function registerByMobile(
  db: Db,
  merchant: Merchant,
  input: RegisterRequest,
  origin: Omit<SessionOrigin, 'merchantId'>,
  phone: PhoneConfig,
  now = new Date(),
): Promise<MobileRegisterGrant> {
  const settings = registerSettings(merchant, await loadSettings(db, merchant.id));
  if (!settings.mobileRegistration) {
    throw new AppError(403, ErrorCode.RegistrationClosed, 'Registration by mobile is closed');
  }
  const allRules = await fieldRules(db, merchant.id);
  const proofIssue = missingProof(phone, input);
  const plan = await checkRegistration(db, merchant, input, {
    rules: mobileRegistrationRules(allRules, settings),
    settings,
    issues: [...shapeIssues(input, settings.mobileRegPass), ...(proofIssue ? [proofIssue] : [])],
  });
  // A name must fit the merchant's username rule: find one before any challenge is spent.
  const usernameRule = allRules.find((r) => r.field === 'username');
  let account = await generateAccountName(db, merchant.id, usernameRule);
  await passChallenges(db, merchant.id, input, plan.captchaOn, now);
  const to = plan.mobile!;
  await proveNumber(db, phone, { merchantId: merchant.id, to, ip: origin.ip, proof: input }, now);

  const ownPassword = settings.mobileRegPass ? input.password! : null;
  const credentials: Omit<NewAccount, 'account'> = {
    passwordHash: await hashPassword(ownPassword ?? randomBytes(32).toString('base64url')),
    passwordSet: ownPassword !== null,
    paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
    plan,
    ip: origin.ip,
  };
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) account = await generateAccountName(db, merchant.id, usernameRule);
    const row = memberRow(merchant, input, { ...credentials, account }, now);
    try {
      const token = await createMember(db, merchant, row, origin, { method: 'mobile' }, now);
      return { token, firstTimeLogin: true, passwordExpired: false, account };
    } catch (error) {
      if (attempt < NAME_ATTEMPTS && isUsernameTaken(error)) continue;
      throw error;
    }
  }
}
