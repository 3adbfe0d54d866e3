/** Members: registration, login, sessions, their details and their upline chain. */
export { freshAffiliateCode } from './affiliate-codes.js';
export { affiliateRoutes } from './affiliate.routes.js';
export { recordAuthEvent } from './auth-audit.service.js';
export type { AuthEvent } from './auth-audit.service.js';
export { invalidField, invalidFields } from './field-errors.js';
export {
  failureKeys,
  recordFailure,
  recordSuccess,
  throttleState,
} from './login-throttle.service.js';
export { maskMobile } from './mask-mobile.js';
export { memberTypeAdminRoutes } from './member-type-admin.routes.js';
export { membersRoutes } from './members.routes.js';
export {
  addMember,
  findMemberByAccount,
  findMemberByMobile,
  recordLogin,
  setPassword,
} from './members.service.js';
export { newReferralCode } from './referral-codes.js';
export {
  answeringTaken,
  checkCredentials,
  memberRow,
  takenError,
  writeMember,
} from './registration-steps.js';
export { SESSION_NOTICES, SessionLookup } from './session-lookup.js';
export { SessionMemory } from './session-memory.js';
export { openSession, readSession } from './sessions.service.js';
export { sessionNotEnded } from './sessions.repo.js';
export type { MemberSession, SessionOrigin } from './sessions.service.js';
export { signInRefusal } from './sign-in-refusal.js';
export {
  findAffiliateCode,
  findTeamMember,
  ownSet,
  pageTeam,
  teamHeadcount,
  teamSet,
} from './team.service.js';
