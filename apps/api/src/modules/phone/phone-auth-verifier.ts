import { ErrorCode } from '@sorteo/shared';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/errors.js';
import { e164, type PhoneNumber } from './sms-gateway.js';

/** Checks that an ID token of the phone-auth service proves this number; throws if not. */
export interface PhoneAuthVerifier {
  verify(idToken: string, expected: PhoneNumber, now?: Date): Promise<void>;
}

export const securetokenIssuer = (projectId: string) =>
  `https://securetoken.google.com/${projectId}`;

/** Clock difference tolerated between us and the token's issuer. */
const CLOCK_TOLERANCE_S = 60;

const failed = (why: string) =>
  new AppError(400, ErrorCode.PhoneAuthFailed, `Phone verification failed: ${why}`, {
    field: 'firebaseIdToken',
  });

/**
 * Firebase Authentication ID tokens, checked as Firebase documents: RS256 signed by a key
 * of the JWKS, issuer securetoken.google.com/<project>, audience the project, issued and
 * authenticated in the past, not expired, a subject, and here the phone number claimed.
 */
export function idTokenVerifier(keys: JWTVerifyGetKey, projectId: string): PhoneAuthVerifier {
  return {
    async verify(idToken, expected, now = new Date()) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: securetokenIssuer(projectId),
          audience: projectId,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_S,
        }));
      } catch (error) {
        throw failed((error as Error).message);
      }
      const latest = now.getTime() / 1000 + CLOCK_TOLERANCE_S;
      if (typeof payload.iat !== 'number' || payload.iat > latest) throw failed('issued later');
      if (typeof payload.auth_time !== 'number' || payload.auth_time > latest) {
        throw failed('authenticated later');
      }
      if (!payload.sub) throw failed('no subject');
      if (payload.phone_number !== e164(expected)) throw failed('another phone number');
    },
  };
}
