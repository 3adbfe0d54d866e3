/** SMS codes, the SMS outbox of the sandbox and phone-auth (module phone). */
export interface PhoneTables {}
