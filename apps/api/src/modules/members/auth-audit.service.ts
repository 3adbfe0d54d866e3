import type { Db } from '../../db/connection.js';
import * as repo from './auth-audit.repo.js';

export type { AuthAuditEntry, AuthEvent } from './auth-audit.repo.js';

/**
 * Adds a line to the members' sign-in audit (logins, registrations, codes, password
 * changes), inside the caller's transaction when it passes one.
 */
export const recordAuthEvent = (db: Db, entry: repo.AuthAuditEntry): Promise<void> =>
  repo.recordAuthEvent(db, entry);
