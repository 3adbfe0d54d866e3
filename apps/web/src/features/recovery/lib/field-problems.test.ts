import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@sorteo/shared';
import { checkConfirmation, checkRequired, collectProblems, ruleBounds } from './field-problems';

const password: FieldRule = {
  field: 'password',
  patternId: 'NO_SPACES',
  acceptedPattern: '^\\S+$',
  minLength: 6,
  maxLength: 64,
  enabled: true,
  required: true,
};

describe('account form checks (SPEC §5)', () => {
  it('asks for an empty value before anything else', () => {
    expect(checkRequired(password, '')).toEqual({ kind: 'required' });
    expect(checkRequired(undefined, '')).toEqual({ kind: 'required' });
  });

  it("names the merchant's rule and its bounds when the value breaks it", () => {
    expect(checkRequired(password, 'abc')).toEqual({
      kind: 'pattern',
      patternId: 'NO_SPACES',
      bounds: '6 - 64',
    });
    expect(checkRequired(password, 'has a space')).toMatchObject({ kind: 'pattern' });
    expect(checkRequired(password, 'Strong-pass-1')).toBeNull();
  });

  it('says the one length when the rule allows only one', () => {
    expect(ruleBounds({ minLength: 6, maxLength: 6 })).toBe('6');
  });

  it('lets any value through when the rule is not known yet: the server still checks', () => {
    expect(checkRequired(undefined, 'x')).toBeNull();
  });

  it('wants the confirmation typed, and equal to the new password', () => {
    expect(checkConfirmation('Strong-pass-1', '')).toEqual({ kind: 'required' });
    expect(checkConfirmation('Strong-pass-1', 'Strong-pass-2')).toEqual({ kind: 'mismatch' });
    expect(checkConfirmation('Strong-pass-1', 'Strong-pass-1')).toBeNull();
  });

  it('keeps only the fields at fault', () => {
    expect(collectProblems({ a: null, b: { kind: 'required' } })).toEqual({
      b: { kind: 'required' },
    });
  });
});
