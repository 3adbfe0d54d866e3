import type { ErrorOption } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError, type ProblemValue } from '../../../lib/api-client';
import {
  applyServerProblems,
  formErrorName,
  type ServerProblemOptions,
} from './apply-server-problems';

const fields = ['username', 'password', 'confirmPassword'] as const;
const refused = (code: string, value?: ProblemValue) =>
  new ApiError(code as never, 'refused', 400, value);

/** The errors `applyServerProblems` sets, by name. */
function applied(error: unknown, options?: ServerProblemOptions) {
  const set: Record<string, ErrorOption> = {};
  applyServerProblems(error, (name, value) => (set[name] = value), fields, options);
  return set;
}

describe('applyServerProblems', () => {
  it("puts each of the API's issues under its field, by its rule", () => {
    const error = refused('VALIDATION_FAILED', {
      field: 'username',
      issues: [
        { field: 'username', rule: 'taken', message: 'taken' },
        { field: 'password', rule: 'reg_pattern_NO_SPACES', message: '6 - 64' },
        { field: 'confirmPassword', rule: 'mismatch', message: 'inconsistent twice' },
      ],
    });
    expect(applied(error)).toEqual({
      username: { type: 'server', message: 'taken' },
      password: { type: 'server', message: 'reg_pattern_NO_SPACES' },
      confirmPassword: { type: 'server', message: 'mismatch' },
    });
  });

  it("keeps the first issue of a field, and says a rule the web has no text for by the error's own", () => {
    const error = refused('VALIDATION_FAILED', {
      issues: [
        { field: 'password', rule: 'too_big', message: 'too long' },
        { field: 'password', rule: 'weak_default', message: 'x' },
      ],
    });
    expect(applied(error)).toEqual({
      password: { type: 'server', message: 'errors.VALIDATION_FAILED' },
    });
  });

  it("puts a refusal that names only a field under that field, with the error's own text", () => {
    expect(applied(refused('OLD_PASSWORD_INCORRECT', { field: 'password' }))).toEqual({
      password: { type: 'server', message: 'errors.OLD_PASSWORD_INCORRECT' },
    });
  });

  it('makes whatever names no field of the form the error of the form as a whole', () => {
    expect(applied(refused('NON_AGENT_ACCOUNT'))).toEqual({
      [formErrorName]: { type: 'server', message: 'errors.NON_AGENT_ACCOUNT' },
    });
    expect(applied(refused('VALIDATION_FAILED', { field: 'botToken' }))).toEqual({
      [formErrorName]: { type: 'server', message: 'errors.VALIDATION_FAILED' },
    });
    expect(applied(new Error('offline'))).toEqual({
      [formErrorName]: { type: 'server', message: 'errors.UNKNOWN' },
    });
  });

  it('shows issues of known fields under them and the rest above the submit button', () => {
    const error = refused('VALIDATION_FAILED', {
      issues: [
        { field: 'body', rule: 'invalid_type', message: 'x' },
        { field: 'username', rule: 'required', message: 'not empty' },
      ],
    });
    expect(applied(error)).toEqual({
      username: { type: 'server', message: 'required' },
      [formErrorName]: { type: 'server', message: 'errors.VALIDATION_FAILED' },
    });
  });

  it("reads the API's name of a field as the form's, when the form names it otherwise", () => {
    const error = refused('VALIDATION_FAILED', {
      issues: [{ field: 'login', rule: 'taken', message: 'x' }],
    });
    expect(applied(error, { renamed: { login: 'username' } })).toEqual({
      username: { type: 'server', message: 'taken' },
    });
    const captcha = refused('CAPTCHA_INVALID', { field: 'captchaId' });
    expect(applied(captcha, { renamed: { captchaId: 'password' } })).toEqual({
      password: { type: 'server', message: 'errors.CAPTCHA_INVALID' },
    });
  });

  it('asks for the focus on the first field, in the order of the form, when told', () => {
    const focused: string[] = [];
    const error = refused('VALIDATION_FAILED', {
      issues: [
        { field: 'confirmPassword', rule: 'mismatch', message: 'x' },
        { field: 'password', rule: 'required', message: 'x' },
      ],
    });
    applyServerProblems(
      error,
      (name, _value, options) => {
        if (options?.shouldFocus) focused.push(name);
      },
      fields,
      { shouldFocus: true },
    );
    expect(focused).toEqual(['password']);
  });
});
