import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@sorteo/shared';
import { ApiError, type ProblemValue } from '../../../lib/api-client';
import { serverProblems } from './server-problems';

const password: FieldRule = {
  field: 'password',
  patternId: 'NO_SPACES',
  acceptedPattern: '^\\S+$',
  minLength: 6,
  maxLength: 64,
  enabled: true,
  required: true,
};
const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
const rules = { newPassword: password };
const refused = (code: string, value: ProblemValue) =>
  new ApiError(code as never, 'refused', 400, value);

describe('serverProblems', () => {
  it("shows the server's rule refusals with the texts the form itself would give", () => {
    const error = refused('VALIDATION_FAILED', {
      field: 'newPassword',
      issues: [
        { field: 'newPassword', rule: 'reg_pattern_NO_SPACES', message: '6 - 64' },
        { field: 'confirmNewPassword', rule: 'mismatch', message: 'inconsistent twice' },
      ],
    });
    expect(serverProblems(error, fields, rules, 'Check the data')).toEqual({
      newPassword: { kind: 'rule', rule: 'reg_pattern_NO_SPACES', bounds: { min: 6, max: 64 } },
      confirmNewPassword: { kind: 'rule', rule: 'mismatch' },
    });
  });

  it('names the weak default password for what it is', () => {
    const error = refused('VALIDATION_FAILED', {
      issues: [{ field: 'newPassword', rule: 'weak_default', message: 'x' }],
    });
    expect(serverProblems(error, fields, rules, 'Check')).toEqual({
      newPassword: { kind: 'rule', rule: 'weak_default' },
    });
  });

  it("puts a refusal that names only a field under that field, with the error's own text", () => {
    const error = refused('OLD_PASSWORD_INCORRECT', { field: 'oldPassword' });
    expect(serverProblems(error, fields, rules, 'The current password is wrong')).toEqual({
      oldPassword: { kind: 'server', message: 'The current password is wrong' },
    });
  });

  it('leaves fields the form does not have, and errors without fields, to the form as a whole', () => {
    expect(
      serverProblems(refused('VALIDATION_FAILED', { field: 'botToken' }), fields, rules, 'x'),
    ).toEqual({});
    expect(serverProblems(new Error('offline'), fields, rules, 'x')).toEqual({});
  });
});
