import { loginLimits } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import {
  clearFailures,
  countFailure,
  findFailureCounters,
  type FailureKey,
} from './login-failures.repo.js';

/** Failures are counted for the account named (whether it exists or not) and for the address. */
export function failureKeys(merchantId: number, username: string, ip: string): FailureKey[] {
  return [
    { merchantId, scope: 'account', key: username.toLowerCase() },
    { merchantId, scope: 'ip', key: ip },
  ];
}

export type ThrottleState = { locked: boolean; captchaRequired: boolean };

export async function throttleState(db: Db, keys: FailureKey[], now: Date): Promise<ThrottleState> {
  const rows = await findFailureCounters(db, keys[0]!.merchantId, keys);
  const windowStartsAfter = now.getTime() - loginLimits.windowMs;
  return {
    locked: rows.some((r) => r.locked_until !== null && new Date(r.locked_until) > now),
    captchaRequired: rows.some(
      (r) =>
        new Date(r.window_start).getTime() > windowStartsAfter &&
        r.failures >= loginLimits.captchaAfterFailures,
    ),
  };
}

/** Counts a failed password; answers whether this one locked a key and whether to ask a captcha. */
export async function recordFailure(
  db: Db,
  keys: FailureKey[],
  now: Date,
): Promise<{ lockedNow: boolean; captchaRequired: boolean }> {
  const at = {
    now,
    windowStartsAfter: new Date(now.getTime() - loginLimits.windowMs),
    lockAfter: loginLimits.lockAfterFailures,
    lockUntil: new Date(now.getTime() + loginLimits.lockMs),
  };
  let lockedNow = false;
  let captchaRequired = false;
  for (const key of keys) {
    const { failures } = await countFailure(db, key, at);
    if (failures === loginLimits.lockAfterFailures) lockedNow = true;
    if (failures >= loginLimits.captchaAfterFailures) captchaRequired = true;
  }
  return { lockedNow, captchaRequired };
}

/** A right password clears the account's count; the address keeps its own. */
export function recordSuccess(db: Db, keys: FailureKey[]): Promise<void> {
  return clearFailures(
    db,
    keys.find((k) => k.scope === 'account')!,
  );
}
