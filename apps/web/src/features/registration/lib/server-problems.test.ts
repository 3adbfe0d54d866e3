import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { problemsOfError } from './server-problems';
import { defaultRules } from './test-rules';

const shown = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'captcha']);
const has = () => true;
const problems = (error: unknown) => problemsOfError(error, shown, defaultRules(), has);

describe('where a failed call puts its problems', () => {
  it("puts each API issue on its field with the rule's text", () => {
    const error = new ApiError('VALIDATION_FAILED', 'username: taken', 400, {
      field: 'username',
      issues: [
        { field: 'username', rule: 'taken', message: 'x' },
        { field: 'mobileNo', rule: 'reg_pattern_DIGITS', message: 'x' },
      ],
    });
    expect(problems(error)).toEqual({
      fields: {
        username: { key: 'register.problems.usernameTaken' },
        mobileNum: { key: 'reg_pattern_DIGITS', bounds: { min: 8, max: 15 } },
      },
      form: null,
    });
  });

  it("puts an error naming a shown field on that field with the error's own text", () => {
    const error = new ApiError('CAPTCHA_INVALID', 'Captcha check failed', 400, {
      field: 'captcha',
    });
    expect(problems(error)).toEqual({
      fields: { captcha: { key: 'errors.CAPTCHA_INVALID' } },
      form: null,
    });
  });

  it('puts problems of fields the form does not show above the submit button', () => {
    const bot = new ApiError('BOT_CHECK_FAILED', 'Bot check failed', 400, { field: 'botToken' });
    expect(problems(bot)).toEqual({
      fields: {},
      form: { text: { key: 'errors.BOT_CHECK_FAILED' }, field: 'botToken' },
    });
    const code = new ApiError('VALIDATION_FAILED', 'x', 400, {
      field: 'affiliateCode',
      issues: [{ field: 'affiliateCode', rule: 'unknown', message: 'x' }],
    });
    expect(problems(code).form).toEqual({
      text: { key: 'register.problems.unknownCode' },
      field: 'affiliateCode',
    });
  });

  it('says what went wrong when nothing names a field', () => {
    expect(problems(new ApiError('NETWORK', 'down', 0))).toEqual({
      fields: {},
      form: { text: { key: 'errors.NETWORK' } },
    });
    expect(problems(new Error('boom')).form).toEqual({ text: { key: 'errors.UNKNOWN' } });
  });
});
