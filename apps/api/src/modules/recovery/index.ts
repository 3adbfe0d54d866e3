/** Getting back in: reset by e-mail, password change, remember-me and free play. */
export { smtpOptions } from './mail/smtp-mailer.js';
export { checkNewPassword, replacePassword } from './new-password.js';
export { recoveryRoutes } from './recovery.routes.js';
export { loginByRememberToken } from './remember-login.service.js';
export { forgetSessionRememberTokens, issueRememberToken } from './remember-me.service.js';
export { sandboxMailRoutes } from './sandbox-mail.routes.js';
export { siteOrigin } from './site-origin.js';
export type { OriginSettings } from './site-origin.js';
