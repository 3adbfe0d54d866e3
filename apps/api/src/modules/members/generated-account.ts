import { randomInt } from 'node:crypto';
import { checkFieldValue, ErrorCode, type FieldRule } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { findMemberByAccount } from './members.repo.js';

const DIGITS = '0123456789';
/** No l or o: the generated name is read off a dialog and typed in later. */
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';

const draw = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Shapes tried in turn until one passes the merchant's username rule. */
const shapes: ((length: number) => string)[] = [
  (length) => `m${draw(DIGITS, length - 1)}`,
  (length) => draw(LETTERS, length),
  (length) => draw(DIGITS, length),
];

const PREFERRED_LENGTH = 10;
const TRIES_PER_SHAPE = 8;

/**
 * A readable account name nobody on the merchant has, that the merchant's own username rule
 * accepts (a member signs in with it later, and may be asked to type it).
 */
export async function generateAccountName(
  db: Db,
  merchantId: number,
  usernameRule: FieldRule | undefined,
): Promise<string> {
  const min = usernameRule?.minLength ?? 6;
  const max = usernameRule?.maxLength ?? 16;
  const length = Math.max(min, Math.min(max, PREFERRED_LENGTH));
  for (const shape of shapes) {
    for (let attempt = 0; attempt < TRIES_PER_SHAPE; attempt++) {
      const name = shape(length);
      if (usernameRule && checkFieldValue(usernameRule, name)) break;
      if (!(await findMemberByAccount(db, merchantId, name))) return name;
    }
  }
  // The operator's username rule admits none of the names we make: say so, spend nothing.
  throw new AppError(
    403,
    ErrorCode.OperationNotAllowed,
    `No generated account name fits the username rule of merchant ${merchantId}`,
    { field: 'username' },
  );
}
