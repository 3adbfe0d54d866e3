import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@sorteo/shared';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import {
  changePasswordFormSchema,
  emailResetFormSchema,
  phoneResetFormSchema,
  resetLinkFormSchema,
} from './form-schemas';

const password: FieldRule = {
  field: 'password',
  patternId: 'NO_SPACES',
  acceptedPattern: '^\\S+$',
  minLength: 6,
  maxLength: 64,
  enabled: true,
  required: true,
};
const mobile: FieldRule = {
  field: 'mobileNum',
  patternId: 'DIGITS',
  acceptedPattern: '^\\d+$',
  minLength: 8,
  maxLength: 15,
  enabled: true,
  required: true,
};

const change = (askOld: boolean, values: Record<string, string>) =>
  resolveForm(schemaResolver(changePasswordFormSchema(askOld, password)), {
    oldPassword: '',
    newPassword: 'Strong-pass-1',
    confirmNewPassword: 'Strong-pass-1',
    ...values,
  });

describe('change password (SPEC §2, §5)', () => {
  it('wants the confirmation typed, and equal to the new password', async () => {
    expect((await change(false, { confirmNewPassword: '' })).problems).toEqual({
      confirmNewPassword: 'required',
    });
    expect((await change(false, { confirmNewPassword: 'Strong-pass-2' })).problems).toEqual({
      confirmNewPassword: 'mismatch',
    });
    expect((await change(false, {})).problems).toEqual({});
  });

  it("checks the new password against the merchant's rule, after asking for one", async () => {
    expect((await change(false, { newPassword: '', confirmNewPassword: '' })).problems).toEqual({
      newPassword: 'required',
      confirmNewPassword: 'required',
    });
    expect(
      (await change(false, { newPassword: 'has a space', confirmNewPassword: 'has a space' }))
        .problems,
    ).toEqual({ newPassword: 'reg_pattern_NO_SPACES' });
  });

  it('asks for the current password only when it is not known', async () => {
    expect((await change(true, {})).problems).toEqual({ oldPassword: 'required' });
    expect((await change(true, { oldPassword: 'old-pass' })).values).toMatchObject({
      oldPassword: 'old-pass',
    });
  });

  it('lets any new password through while the rule is not known: the server still checks', async () => {
    const resolver = schemaResolver(changePasswordFormSchema(false));
    const values = { oldPassword: '', newPassword: 'x y', confirmNewPassword: 'x y' };
    expect((await resolveForm(resolver, values)).problems).toEqual({});
  });
});

describe('reset by link', () => {
  it('has the same checks as the change, without the token', async () => {
    const resolver = schemaResolver(resetLinkFormSchema(password));
    expect(
      (await resolveForm(resolver, { newPassword: 'Strong-pass-1', confirmNewPassword: 'other' }))
        .problems,
    ).toEqual({ confirmNewPassword: 'mismatch' });
  });
});

describe('forgot by e-mail', () => {
  it('sends the trimmed account and e-mail, both required', async () => {
    const resolver = schemaResolver(emailResetFormSchema({}));
    expect(await resolveForm(resolver, { username: ' ana ', email: ' a@b.co ' })).toEqual({
      values: { username: 'ana', email: 'a@b.co' },
      problems: {},
    });
    expect((await resolveForm(resolver, { username: ' ', email: '' })).problems).toEqual({
      username: 'required',
      email: 'required',
    });
  });
});

describe('forgot by phone', () => {
  const resolver = schemaResolver(phoneResetFormSchema({ mobileNum: mobile, password }));
  const filled = {
    countryDialingCode: '84',
    mobileNum: '0901234567',
    verificationCode: '123456',
    newPassword: 'Strong-pass-1',
  };

  it('reads the dialling code without its "+" and the number trimmed', async () => {
    expect(
      (
        await resolveForm(resolver, {
          ...filled,
          countryDialingCode: ' +84',
          mobileNum: ' 0901234567 ',
        })
      ).values,
    ).toEqual(filled);
  });

  it("refuses a dialling code that is not 1 to 4 digits, and a number against the merchant's rule", async () => {
    expect(
      (await resolveForm(resolver, { ...filled, countryDialingCode: '+', mobileNum: '12' }))
        .problems,
    ).toEqual({ countryDialingCode: 'required', mobileNum: 'reg_pattern_DIGITS' });
    expect(
      (await resolveForm(resolver, { ...filled, countryDialingCode: '84a' })).problems,
    ).toEqual({ countryDialingCode: 'recovery.rules.dialCode' });
  });

  it('asks for the code and the new password', async () => {
    expect(
      (await resolveForm(resolver, { ...filled, verificationCode: '', newPassword: '' })).problems,
    ).toEqual({ verificationCode: 'required', newPassword: 'required' });
  });
});
