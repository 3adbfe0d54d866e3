import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@sorteo/shared/contract/ledger';
import { ApiError } from '../../../lib/api-client';
import { AttemptKey } from './attempt-key';

describe('AttemptKey', () => {
  it('gives the same key when the same form is sent twice, so only one request is made', () => {
    const attempt = new AttemptKey();
    const first = attempt.for('1|10000|Ana|');
    expect(attempt.for('1|10000|Ana|')).toBe(first);
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
  });

  it('starts a new attempt when what is sent changes, or after a success', () => {
    let n = 0;
    const attempt = new AttemptKey(() => `key-0000${++n}`);
    expect(attempt.for('a')).toBe('key-00001');
    expect(attempt.for('b')).toBe('key-00002');
    expect(attempt.for('b')).toBe('key-00002');
    attempt.finish();
    expect(attempt.for('b')).toBe('key-00003');
  });

  it('keeps the key after a lost answer, and starts anew after a refusal', () => {
    let n = 0;
    const attempt = new AttemptKey(() => `key-0000${++n}`);
    expect(attempt.for('a')).toBe('key-00001');
    attempt.failed(new ApiError('NETWORK', 'Network request failed', 0));
    expect(attempt.for('a')).toBe('key-00001');
    attempt.failed(new ApiError('INSUFFICIENT_FUNDS', 'Insufficient balance', 409));
    expect(attempt.for('a')).toBe('key-00002');
  });
});
