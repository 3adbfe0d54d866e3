import type { Db } from '../../db/connection.js';

/** The member a mobile number is bound to on this merchant (numbers are unique per merchant). */
export function findMemberByMobile(
  db: Db,
  merchantId: number,
  mobile: { dialingCode: string; number: string },
) {
  return db
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', mobile.dialingCode)
    .where('mobile_num', '=', mobile.number)
    .executeTakeFirst();
}
