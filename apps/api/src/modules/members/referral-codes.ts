import { randomInt } from 'node:crypto';

/** No 0/O or 1/I/L, so a code read aloud or copied by hand survives. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
