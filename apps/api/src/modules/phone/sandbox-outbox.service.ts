import type { SandboxSms, SandboxSmsQuery } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { e164 } from './sms-gateway.js';
import { latestOutbox } from './sms-outbox.repo.js';

/** The texts the merchant's sandbox accepted, newest first. */
export async function sandboxOutbox(
  db: Db,
  merchantId: number,
  query: SandboxSmsQuery,
): Promise<SandboxSms[]> {
  const rows = await latestOutbox(db, merchantId, query);
  return rows.map((r) => ({
    id: Number(r.id),
    to: e164({ dialingCode: r.dialing_code, number: r.mobile_num }),
    countryDialingCode: r.dialing_code,
    mobileNo: r.mobile_num,
    text: r.text,
    sentAt: new Date(r.sent_at).getTime(),
  }));
}
