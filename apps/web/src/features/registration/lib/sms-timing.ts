/** SPEC §9: one SMS request per second at most, whatever the button shows. */
export const SMS_THROTTLE_MS = 1000;

/** SPEC §4 "SMS resend": the button waits `expiredMinutes × 60` seconds after a send. */
export const resendAt = (sentAt: number, expiredMinutes: number) =>
  sentAt + expiredMinutes * 60 * 1000;

/** SPEC §9: the third-party phone-auth service's resend wait is one minute. */
export const PHONE_AUTH_RESEND_MINUTES = 1;

/** Lets a call through at most once per `gapMs`; later calls in the gap are dropped. */
export function createThrottle(gapMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (): boolean => {
    const at = now();
    if (at - last < gapMs) return false;
    last = at;
    return true;
  };
}
