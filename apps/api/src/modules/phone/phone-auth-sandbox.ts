import { createHash, randomBytes } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Db } from '../../db/connection.js';
import { insertPhoneAuthKey, oldestPhoneAuthKey } from './phone-auth-keys.repo.js';
import { securetokenIssuer } from './phone-auth-verifier.js';
import { e164, type PhoneNumber } from './sms-gateway.js';

export const SANDBOX_PROJECT_ID = 'sorteo-sandbox';
export const SANDBOX_TOKEN_SECONDS = 3600;

type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

/**
 * The sandbox phone-auth service's issuer: one RS256 key pair kept in the database (so every
 * API process signs and checks alike), tokens shaped like Firebase's.
 */
export function sandboxIssuer(db: Db) {
  let key: Promise<SigningKey> | undefined;

  async function loadOrCreate(): Promise<SigningKey> {
    let row = await oldestPhoneAuthKey(db);
    if (!row) {
      const pair = await generateKeyPair('RS256', { extractable: true });
      const jwk = await exportJWK(pair.privateKey);
      await insertPhoneAuthKey(db, {
        kid: randomBytes(12).toString('base64url'),
        privateJwk: JSON.stringify(jwk),
        at: new Date(),
      });
      // Another process may have made one at the same time: the oldest wins everywhere.
      row = (await oldestPhoneAuthKey(db))!;
    }
    const privateJwk = JSON.parse(row.private_jwk) as JWK;
    const { kty, n, e } = privateJwk;
    return {
      kid: row.kid,
      privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
      publicJwk: { kty, n, e, kid: row.kid, alg: 'RS256', use: 'sig' },
    };
  }

  const signingKey = () => {
    key ??= loadOrCreate().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };

  /** The public half, as a JWKS endpoint would publish it. */
  const jwks = async (): Promise<{ keys: JWK[] }> => ({ keys: [(await signingKey()).publicJwk] });

  return {
    jwks,
    /** Key lookup for the verifier: the same code that checks Firebase's tokens. */
    keySet(): JWTVerifyGetKey {
      return async (header, token) => createLocalJWKSet(await jwks())(header, token);
    },
    async sign(phone: PhoneNumber, now = new Date()): Promise<string> {
      const { kid, privateKey } = await signingKey();
      const phoneNumber = e164(phone);
      const at = Math.floor(now.getTime() / 1000);
      const uid = createHash('sha256').update(phoneNumber).digest('base64url').slice(0, 28);
      return new SignJWT({
        auth_time: at,
        user_id: uid,
        phone_number: phoneNumber,
        firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(securetokenIssuer(SANDBOX_PROJECT_ID))
        .setAudience(SANDBOX_PROJECT_ID)
        .setSubject(uid)
        .setIssuedAt(at)
        .setExpirationTime(at + SANDBOX_TOKEN_SECONDS)
        .sign(privateKey);
    },
  };
}

export type SandboxIssuer = ReturnType<typeof sandboxIssuer>;
