import { randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, type OidcProvider } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { loadSettings, registerSettings, type Merchant } from '../merchants/index.js';
import {
  addMember,
  newReferralCode,
  openSession,
  recordAuthEvent,
  recordLogin,
  signInRefusal,
  type SessionOrigin,
} from '../members/index.js';
import {
  findIdentityMember,
  insertIdentity,
  touchIdentity,
  type IdentityKey,
} from './identities.repo.js';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

/** What the provider vouched for. */
export type SocialIdentity = { provider: OidcProvider; subject: string; email: string | null };

export type SocialSignIn = { token: string; memberId: number; created: boolean };

type Origin = Omit<SessionOrigin, 'merchantId'>;

const accountPrefix: Record<OidcProvider, string> = { google: 'gg', facebook: 'fb' };
const accountAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "gg" or "fb" and 10 letters and digits: a letter first, as the username rules want. */
function generatedAccount(provider: OidcProvider): string {
  let account = accountPrefix[provider];
  for (let i = 0; i < 10; i++) account += accountAlphabet[randomInt(accountAlphabet.length)];
  return account;
}

async function signInExisting(
  db: Db,
  key: IdentityKey,
  identity: SocialIdentity,
  origin: Origin,
  now: Date,
): Promise<SocialSignIn | null> {
  const found = await findIdentityMember(db, key);
  if (!found) return null;
  const refusal = signInRefusal(found);
  if (refusal) {
    await recordAuthEvent(db, {
      merchantId: key.merchantId,
      memberId: found.id,
      event: 'login.refused',
      ip: origin.ip,
      detail: { reason: refusal.reason, method: identity.provider },
      at: now,
    });
    throw refusal.error;
  }
  const token = await db.transaction().execute(async (trx) => {
    await touchIdentity(trx, found.identity_id, identity.email, now);
    await recordLogin(trx, found.id, origin.ip, now);
    for (const event of ['oidc.login', 'login.ok'] as const) {
      await recordAuthEvent(trx, {
        merchantId: key.merchantId,
        memberId: found.id,
        event,
        ip: origin.ip,
        detail: { method: identity.provider },
        at: now,
      });
    }
    return openSession(trx, found.id, { ...origin, merchantId: key.merchantId }, now);
  });
  return { token, memberId: found.id, created: false };
}

/**
 * A new player (type 0) for an identity seen for the first time: a generated account, no
 * password of their own (a random one no one knows), the provider's e-mail.
 */
async function register(
  db: Db,
  merchant: Merchant,
  key: IdentityKey,
  identity: SocialIdentity,
  origin: Origin,
  now: Date,
): Promise<SocialSignIn> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const memberId = await addMember(trx, {
          merchant_id: merchant.id,
          account: generatedAccount(identity.provider),
          password_hash: passwordHash,
          password_set: false,
          email: identity.email,
          referral_code: newReferralCode(),
          register_method: identity.provider.toUpperCase(),
          register_ip: origin.ip,
          password_changed_at: now,
          created_at: now,
        });
        await insertIdentity(trx, key, memberId, identity.email, now);
        await recordLogin(trx, memberId, origin.ip, now);
        for (const event of ['oidc.register', 'login.ok'] as const) {
          await recordAuthEvent(trx, {
            merchantId: merchant.id,
            memberId,
            event,
            ip: origin.ip,
            detail: { method: identity.provider },
            at: now,
          });
        }
        const token = await openSession(trx, memberId, { ...origin, merchantId: merchant.id }, now);
        return { token, memberId, created: true };
      });
    } catch (error) {
      // A generated account or referral code already taken: draw again. The identity
      // itself taken means a parallel callback registered it first: sign in to that one.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
      const raced = await signInExisting(db, key, identity, origin, now);
      if (raced) return raced;
    }
  }
}

/**
 * Signs the identity's member in, registering one when the merchant's username or mobile
 * registration is open.
 */
export async function signInWithIdentity(
  db: Db,
  merchant: Merchant,
  identity: SocialIdentity,
  origin: Origin,
  now = new Date(),
): Promise<SocialSignIn> {
  const key = { merchantId: merchant.id, provider: identity.provider, subject: identity.subject };
  const existing = await signInExisting(db, key, identity, origin, now);
  if (existing) return existing;
  const settings = registerSettings(merchant, await loadSettings(db, merchant.id));
  if (!settings.usernameRegistration && !settings.mobileRegistration) {
    throw new AppError(403, ErrorCode.RegistrationClosed, 'Registration is closed');
  }
  return register(db, merchant, key, identity, origin, now);
}
