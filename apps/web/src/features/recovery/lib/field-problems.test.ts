import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@sorteo/shared';
import { checkConfirmation, checkRequired, collectProblems } from './field-problems';

const password: FieldRule = {
  field: 'password',
  patternId: 'NO_SPACES',
  acceptedPattern: '^\\S+$',
  minLength: 6,
  maxLength: 64,
  enabled: true,
  required: true,
};
const required = { kind: 'rule', rule: 'required' } as const;

describe('account form checks (SPEC §5)', () => {
  it('asks for an empty value before anything else', () => {
    expect(checkRequired(password, '')).toEqual(required);
    expect(checkRequired(undefined, '')).toEqual(required);
  });

  it("names the merchant's rule and its bounds when the value breaks it", () => {
    expect(checkRequired(password, 'abc')).toEqual({
      kind: 'rule',
      rule: 'reg_pattern_NO_SPACES',
      bounds: { min: 6, max: 64 },
    });
    expect(checkRequired(password, 'has a space')).toMatchObject({ rule: 'reg_pattern_NO_SPACES' });
    expect(checkRequired(password, 'Strong-pass-1')).toBeNull();
  });

  it('lets any value through when the rule is not known yet: the server still checks', () => {
    expect(checkRequired(undefined, 'x')).toBeNull();
  });

  it('wants the confirmation typed, and equal to the new password', () => {
    expect(checkConfirmation('Strong-pass-1', '')).toEqual(required);
    expect(checkConfirmation('Strong-pass-1', 'Strong-pass-2')).toEqual({
      kind: 'rule',
      rule: 'mismatch',
    });
    expect(checkConfirmation('Strong-pass-1', 'Strong-pass-1')).toBeNull();
  });

  it('keeps only the fields at fault', () => {
    expect(collectProblems({ a: null, b: required })).toEqual({ b: required });
  });
});
