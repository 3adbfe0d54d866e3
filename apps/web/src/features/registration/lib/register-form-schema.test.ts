import { describe, expect, it } from 'vitest';
import { rulesForMode, shownFields, type RegisterMode } from './register-fields';
import { defaultRules, settings } from './test-rules';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import {
  agreementProblem,
  collectFields,
  registerFormSchema,
  type AddressCodes,
  type FormValues,
} from './register-form-schema';

async function check(
  values: FormValues,
  options: {
    mode?: RegisterMode;
    rules?: ReturnType<typeof defaultRules>;
    address?: AddressCodes;
    agreed?: boolean;
  } = {},
) {
  const mode = options.mode ?? 'username';
  const rules = rulesForMode(options.rules ?? defaultRules(), mode, settings);
  const address = options.address ?? {};
  const shown = shownFields(rules, {
    mode,
    settings,
    affiliateFromAddress: Boolean(address.affiliateCode),
  });
  const resolver = schemaResolver(registerFormSchema(rules, shown, address));
  const agreed = options.agreed ?? true;
  return {
    problems: (await resolveForm(resolver, { ...values, agreed })).problems,
    fields: collectFields(values, shown, address),
  };
}

const good: FormValues = {
  username: 'lucky777',
  password: 'Secret-pw1',
  confirmPassword: 'Secret-pw1',
  mobileNum: '912345678',
};

describe('validating the form', async () => {
  it('passes a good form, sending text trimmed and leaving out empty fields', async () => {
    const { problems, fields } = await check({ ...good, username: '  lucky777 ', email: '' });
    expect(problems).toEqual({});
    expect(fields).toEqual(good);
  });

  it('never trims a password: a space typed in it is checked by the rule', async () => {
    const { problems, fields } = await check({
      ...good,
      password: ' Secret-pw1',
      confirmPassword: ' Secret-pw1',
    });
    expect(problems).toEqual({
      password: 'reg_pattern_NO_SPACES',
      confirmPassword: 'reg_pattern_NO_SPACES',
    });
    expect(fields.password).toBe(' Secret-pw1');
  });

  it('reports every field at fault once', async () => {
    const { problems } = await check({ username: 'ab', confirmPassword: 'x y', email: 'nope' });
    expect(problems).toEqual({
      username: 'reg_pattern_USERNAME',
      mobileNum: 'required',
      password: 'required',
      confirmPassword: 'reg_pattern_NO_SPACES',
      email: 'reg_pattern_EMAIL',
    });
  });

  it('checks the captcha answer only when the captcha shows', async () => {
    const rules = defaultRules({ captcha: { enabled: true } });
    expect((await check(good)).problems).toEqual({});
    expect((await check(good, { rules })).problems).toEqual({ captcha: 'required' });
    expect((await check({ ...good, captcha: 'ab' }, { rules })).problems).toEqual({
      captcha: 'reg_pattern_ALPHANUMERIC',
    });
    expect((await check({ ...good, captcha: 'ab12' }, { rules })).problems).toEqual({});
  });

  it('asks for the SMS code on the mobile tab and ignores a username there', async () => {
    const mobile = {
      mobileNum: '912345678',
      password: 'Secret-pw1',
      confirmPassword: 'Secret-pw1',
    };
    expect((await check({ ...mobile, username: '!' }, { mode: 'mobile' })).problems).toEqual({
      verificationCode: 'required',
    });
    const done = await check({ ...mobile, verificationCode: '123456' }, { mode: 'mobile' });
    expect(done.problems).toEqual({});
    expect(done.fields).not.toHaveProperty('verificationCode');
  });

  it('carries a confirmed affiliate code and a referral code from the address', async () => {
    const rules = defaultRules({ referralCode: { enabled: false } });
    const { problems, fields } = await check(good, {
      rules,
      address: { affiliateCode: 'AGENT001', referralCode: 'FRIEND77' },
    });
    expect(problems).toEqual({});
    expect(fields).toMatchObject({ affiliateCode: 'AGENT001', referralCode: 'FRIEND77' });
  });

  it('prefers what the visitor typed in a shown referral field over the address', async () => {
    const { fields } = await check(
      { ...good, referralCode: 'TYPED01' },
      { address: { referralCode: 'FRIEND77' } },
    );
    expect(fields.referralCode).toBe('TYPED01');
  });

  it('asks for the age and terms confirmation once every field is right', async () => {
    expect((await check(good, { agreed: false })).problems).toEqual({ agreed: agreementProblem });
    expect((await check({ ...good, username: 'ab' }, { agreed: false })).problems).toEqual({
      username: 'reg_pattern_USERNAME',
    });
  });

  it('says a bad code from the address under its own name, though no field shows it', async () => {
    const rules = defaultRules({ referralCode: { enabled: false } });
    expect((await check(good, { rules, address: { referralCode: 'x!' } })).problems).toEqual({
      referralCode: 'reg_pattern_ALPHANUMERIC',
    });
  });
});
