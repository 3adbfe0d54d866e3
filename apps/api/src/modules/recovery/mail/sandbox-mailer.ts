import type { Db } from '../../../db/connection.js';
import { insertOutboxMail } from './mail-outbox.repo.js';
import type { Mailer } from './mailer.js';

/** Delivers nothing: every message lands in `mail_outbox` for operators and tests to read. */
export function sandboxMailer(db: Db): Mailer {
  return {
    kind: 'sandbox',
    send: (message) => insertOutboxMail(db, message, new Date()),
    close: () => {},
  };
}
