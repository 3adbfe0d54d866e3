import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkDownlineForm, downlineFailure, emptyDownline } from './downline-form';

const filled = {
  username: ' ana01 ',
  password: 'secret12',
  confirmPassword: 'secret12',
  type: 2 as const,
};
const hasText = () => false;

describe('the open-a-downline form', () => {
  it('sends the trimmed name with the passwords and the type', () => {
    expect(checkDownlineForm(filled)).toEqual({
      value: { username: 'ana01', password: 'secret12', confirmPassword: 'secret12', type: 2 },
      problems: null,
    });
  });

  it('asks for every field', () => {
    const checked = checkDownlineForm({ ...emptyDownline, username: '  ' });
    expect(checked.value).toBeNull();
    expect(Object.keys(checked.problems ?? {}).sort()).toEqual([
      'confirmPassword',
      'password',
      'username',
    ]);
    expect(checked.problems?.username).toEqual({
      key: 'register.problems.notEmpty',
      withLabel: true,
    });
  });

  it('refuses two different passwords on the confirmation', () => {
    const checked = checkDownlineForm({ ...filled, confirmPassword: 'secret13' });
    expect(checked.problems).toEqual({
      confirmPassword: { key: 'register.problems.inconsistent' },
    });
  });
});

describe('a refused creation', () => {
  it('puts each issue under its field with the registration texts', () => {
    const error = new ApiError('VALIDATION_FAILED', 'username: taken', 400, {
      field: 'username',
      issues: [
        { field: 'username', rule: 'taken', message: 'taken' },
        { field: 'password', rule: 'reg_pattern_3', message: 'pattern' },
      ],
    });
    expect(downlineFailure(error, hasText)).toEqual({
      fields: {
        username: { key: 'register.problems.usernameTaken' },
        password: { key: 'register.problems.invalid' },
      },
      form: null,
    });
  });

  it('shows the error text under the field the answer names', () => {
    const error = new ApiError('VALIDATION_FAILED', 'bad', 400, { field: 'type' });
    expect(downlineFailure(error, hasText)).toEqual({
      fields: { type: { key: 'errors.VALIDATION_FAILED' } },
      form: null,
    });
  });

  it('keeps any other failure above the submit button', () => {
    const error = new ApiError('NON_AGENT_ACCOUNT', 'no', 403);
    expect(downlineFailure(error, hasText)).toEqual({
      fields: {},
      form: { key: 'errors.NON_AGENT_ACCOUNT' },
    });
    expect(downlineFailure(new Error('boom'), hasText).form).toEqual({ key: 'errors.UNKNOWN' });
  });

  it('keeps an issue of a field the form does not have above the submit button', () => {
    const error = new ApiError('VALIDATION_FAILED', 'x', 400, {
      issues: [{ field: 'body', rule: 'invalid_type', message: 'x' }],
    });
    expect(downlineFailure(error, hasText).form).toEqual({ key: 'register.problems.invalid' });
  });
});
