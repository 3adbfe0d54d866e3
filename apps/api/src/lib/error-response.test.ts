import { ErrorCode } from '@sorteo/shared';
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './error-response.js';

/** What node-pg throws for an error PostgreSQL answers. */
const databaseError = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

describe('toErrorResponse', () => {
  it.each([
    ['a text parameter', '22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['a JSON parameter', '22P05', 'unsupported Unicode escape sequence'],
  ])('answers 400 for a NUL character PostgreSQL refused in %s', (_, code, message) => {
    expect(toErrorResponse(databaseError(code, message))).toEqual({
      status: 400,
      body: { success: false, code: ErrorCode.BadRequest, message: 'Text may not contain NUL' },
    });
  });

  it('answers any other database error as 500 without its message', () => {
    const response = toErrorResponse(databaseError('22P02', 'invalid input syntax for type json'));
    expect(response).toEqual({
      status: 500,
      body: { success: false, code: ErrorCode.Internal, message: 'Internal server error' },
    });
  });
});
