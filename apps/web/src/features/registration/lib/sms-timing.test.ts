import { describe, expect, it } from 'vitest';
import { secondsUntil } from '../../../lib/seconds-until';
import { createThrottle, resendAt } from './sms-timing';

describe('SMS send button timing', () => {
  it('waits expiredMinutes × 60 seconds after a send', () => {
    const sentAt = 1_000_000;
    const endsAt = resendAt(sentAt, 5);
    expect(secondsUntil(endsAt, sentAt)).toBe(300);
    expect(secondsUntil(endsAt, sentAt + 1)).toBe(300);
    expect(secondsUntil(endsAt, sentAt + 1000)).toBe(299);
    expect(secondsUntil(endsAt, sentAt + 299_001)).toBe(1);
    expect(secondsUntil(endsAt, sentAt + 300_000)).toBe(0);
    expect(secondsUntil(endsAt, sentAt + 400_000)).toBe(0);
    expect(secondsUntil(null, sentAt)).toBe(0);
  });

  it('lets one request through per second however fast the clicks come', () => {
    let now = 0;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now = 400;
    expect(allow()).toBe(false);
    now = 999;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
    now = 1500;
    expect(allow()).toBe(false);
  });
});
