/** Phone numbers: SMS codes, sign-in and reset by SMS, and proof of a number. */
export { phoneAdminRoutes } from './phone-admin.routes.js';
export { missingProof, proveNumber } from './phone-proof.service.js';
export { phoneVerificationMode } from './phone-verification-mode.js';
export { phoneRoutes } from './phone.routes.js';
export { smsGatewayOf } from './sms-gateway.js';
export type { SmsGateway } from './sms-gateway.js';
export { loginBySms } from './sms-login.service.js';
export { checkCode, sendCode } from './verification-codes.service.js';
