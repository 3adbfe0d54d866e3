import type { Db } from '../src/db/connection.js';

/** The merchant's audit log, oldest first. */
export const auditRows = (db: Db, merchantId: number) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
