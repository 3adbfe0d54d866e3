import type { FieldIssue, RegisterRequest } from '@sorteo/shared';
import { createRemoteJWKSet } from 'jose';
import type { PhoneConfig } from '../../config-sections/phone.js';
import type { Db } from '../../db/connection.js';
import { sandboxIssuer, SANDBOX_PROJECT_ID, type SandboxIssuer } from './phone-auth-sandbox.js';
import { idTokenVerifier, type PhoneAuthVerifier } from './phone-auth-verifier.js';
import type { PhoneNumber } from './sms-gateway.js';
import { checkCode } from './verification-codes.service.js';

export type PhoneAuth = { verifier: PhoneAuthVerifier; sandbox: SandboxIssuer | null };

const phoneAuths = new WeakMap<PhoneConfig, PhoneAuth>();

/** The phone-auth service the configuration names: Firebase's, or the in-process sandbox. */
export function phoneAuthOf(config: PhoneConfig, db: Db): PhoneAuth {
  let auth = phoneAuths.get(config);
  if (!auth) {
    const { phoneAuth } = config;
    if (phoneAuth.provider === 'firebase') {
      const keys = createRemoteJWKSet(new URL(phoneAuth.jwksUrl), { timeoutDuration: 5000 });
      auth = { verifier: idTokenVerifier(keys, phoneAuth.projectId), sandbox: null };
    } else {
      const sandbox = sandboxIssuer(db);
      auth = { verifier: idTokenVerifier(sandbox.keySet(), SANDBOX_PROJECT_ID), sandbox };
    }
    phoneAuths.set(config, auth);
  }
  return auth;
}

/** What a registration carries to prove its number: our SMS code or a phone-auth ID token. */
export type NumberProof = Pick<
  RegisterRequest,
  'verificationCode' | 'firebaseChannel' | 'firebaseIdToken'
>;

/** The proof field a registration left empty, checked with the other fields. */
export function missingProof(config: PhoneConfig, proof: NumberProof): FieldIssue | null {
  if (config.verification === 'firebase') {
    if (proof.firebaseChannel === 'sms' && proof.firebaseIdToken) return null;
    return { field: 'firebaseIdToken', rule: 'required', message: 'not empty' };
  }
  if (proof.verificationCode) return null;
  return { field: 'verificationCode', rule: 'required', message: 'not empty' };
}

/** Proves the registration's number; the SMS code (purpose register) is spent. */
export async function proveNumber(
  db: Db,
  config: PhoneConfig,
  request: { merchantId: number; to: PhoneNumber; ip: string; proof: NumberProof },
  now = new Date(),
): Promise<void> {
  const { proof, to } = request;
  if (config.verification === 'firebase') {
    await phoneAuthOf(config, db).verifier.verify(proof.firebaseIdToken ?? '', to, now);
    return;
  }
  await checkCode(
    db,
    {
      merchantId: request.merchantId,
      to,
      purpose: 'register',
      code: proof.verificationCode ?? '',
      ip: request.ip,
    },
    now,
  );
}
