/** The operators' audit trail, written in the same transaction as the change it records. */
export {
  auditPage,
  changeUnderAudit,
  commandLineActor,
  recordChange,
  recordChangesSql,
} from './audit.service.js';
export type { Actor, AuditChange } from './audit.service.js';
export { auditedRows } from './audited-rows.js';
