import type { Db } from '../../db/connection.js';
import { countSentSince, insertOutbox, purgeOutbox } from './sms-outbox.repo.js';
import { SmsRejected, type SmsGateway, type SmsMessage, type SmsRejection } from './sms-gateway.js';

/** Numbers ending so fail the way a real gateway would (docs/sms-and-phone.md). */
export const sandboxMagicSuffixes: Readonly<Record<string, SmsRejection>> = {
  '0000': 'delivery',
  '0001': 'invalid-number',
  '0002': 'quota',
};

const DAY_MS = 24 * 60 * 60_000;
/** The outbox is for demos and tests; older texts are dropped as new ones arrive. */
const KEEP_MS = 2 * DAY_MS;

function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/**
 * Delivers nothing: every accepted text lands in `sms_outbox`, where operators read it
 * (GET /admin/sandbox/sms). It refuses like a real gateway: magic numbers, and a daily
 * quota per merchant.
 */
export function sandboxSmsGateway(options: { dailyQuota: number; now?: () => Date }): SmsGateway {
  const now = options.now ?? (() => new Date());
  return {
    provider: 'sandbox',
    async send(message: SmsMessage, db: Db) {
      const suffix = Object.keys(sandboxMagicSuffixes).find((s) => message.to.number.endsWith(s));
      if (suffix) {
        throw new SmsRejected(sandboxMagicSuffixes[suffix]!, `sandbox number ending ${suffix}`);
      }
      const at = now();
      const sentToday = await countSentSince(db, message.merchantId, startOfUtcDay(at));
      if (sentToday >= options.dailyQuota) {
        throw new SmsRejected('quota', `sandbox daily quota of ${options.dailyQuota} reached`);
      }
      await purgeOutbox(db, message.merchantId, new Date(at.getTime() - KEEP_MS));
      await insertOutbox(db, { ...message, at });
    },
  };
}
