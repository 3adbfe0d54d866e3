import { z } from 'zod';

/** Digits only, no sign, no leading zero, at most 16 of them (beyond that no id fits). */
const CANONICAL_DECIMAL = /^(0|[1-9][0-9]{0,15})$/;

/**
 * A whole number that may arrive as text: a path parameter, a query value, a form field.
 * Unlike `z.coerce.number()`, which reads `' 1'`, `'1.0'`, `'+1'` and `'0x0F'` as 1, 1, 1
 * and 15, only canonical decimal digits are read; anything else fails `schema` as text, so
 * an id can never be read as another one. A number (a JSON body) is checked as it is.
 */
export function decimal<T extends z.ZodNumber>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && CANONICAL_DECIMAL.test(value) ? Number(value) : value),
    schema,
  );
}
