import { describe, expect, it } from 'vitest';
import { problemText } from '../../../components/ui/form/problem-text';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import en from '../../../locales/en/index';
import es from '../../../locales/es/index';
import { textsOf } from '../../../locales/texts-of';
import { rulesForMode, shownFields } from './register-fields';
import { defaultRules, settings } from './test-rules';
import { registerFormSchema } from './register-form-schema';

const rules = defaultRules({ paymentPassword: { enabled: true } });
const ruleOf = (field: string) => rules.find((r) => r.field === field);

/** What the visitor reads under each field after typing `values` and submitting. */
async function messagesFor(values: Record<string, string>, language: unknown = es) {
  const { t, has } = textsOf(language);
  const modeRules = rulesForMode(rules, 'username', settings);
  const shown = shownFields(modeRules, { mode: 'username', settings, affiliateFromAddress: false });
  const resolver = schemaResolver(registerFormSchema(modeRules, shown, {}));
  const { problems } = await resolveForm(resolver, { ...values, agreed: true });
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      problemText(
        problem ?? '',
        { label: t(`register.fields.${field}`), field, rule: ruleOf(field) },
        t,
        has,
      ),
    ]),
  );
}

const good = {
  username: 'lucky777',
  password: 'Secret-pw1',
  confirmPassword: 'Secret-pw1',
  mobileNum: '912345678',
  paymentPassword: '123456',
};

describe('the registration form says what is wrong in SPEC §5 words', async () => {
  it('says "<label> not empty" for an empty required field, in the visitor language', async () => {
    expect(await messagesFor({ ...good, username: '' })).toEqual({
      username: 'Nombre de usuario: no puede estar vacío',
    });
    expect(await messagesFor({ ...good, username: '' }, en)).toEqual({
      username: 'Username cannot be empty',
    });
  });

  it("fills in the bounds of the merchant's rule", async () => {
    expect(await messagesFor({ ...good, username: '7lucky' })).toEqual({
      username: '6 - 16 caracteres: empieza por una letra y sigue con letras o dígitos',
    });
    expect(await messagesFor({ ...good, mobileNum: '12ab5678' }, en)).toEqual({
      mobileNum: '8 - 15 characters: digits only',
    });
    expect(await messagesFor({ ...good, paymentPassword: '12345' })).toEqual({
      paymentPassword: '6 caracteres: solo dígitos',
    });
  });

  it('says "inconsistent twice" when the confirmation differs', async () => {
    expect(await messagesFor({ ...good, confirmPassword: 'Secret-pw2' }, en)).toEqual({
      confirmPassword: 'The two passwords do not match',
    });
  });
});
