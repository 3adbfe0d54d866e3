/** Password reset links, the mail outbox of the sandbox and remember-me tokens (module recovery). */
export interface RecoveryTables {}
