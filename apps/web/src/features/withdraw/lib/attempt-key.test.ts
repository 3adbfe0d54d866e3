import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@sorteo/shared/contract/ledger';
import { createAttemptKey } from './attempt-key';

describe('withdrawal attempt key', () => {
  it('stays the same while the same attempt is sent again', () => {
    const key = createAttemptKey();
    const first = key.current();
    expect(key.current()).toBe(first);
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
  });

  it('changes for a new attempt', () => {
    let n = 0;
    const key = createAttemptKey(() => `attempt-${++n}`);
    expect(key.current()).toBe('attempt-1');
    key.reset();
    expect(key.current()).toBe('attempt-2');
  });
});
