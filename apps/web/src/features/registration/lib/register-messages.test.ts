import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  fieldRuleMessage,
  renderFieldRuleMessage,
} from '../../../lib/field-rule-messages';
import en from '../../../locales/en/index';
import es from '../../../locales/es/index';
import { textsOf } from '../../../locales/texts-of';
import { rulesForMode, shownFields } from './register-fields';
import { defaultRules, settings } from './test-rules';
import { validateFields } from './validate-fields';

const rules = defaultRules({ paymentPassword: { enabled: true } });
const ruleOf = (field: string) => rules.find((r) => r.field === field);

/** What the visitor reads under each field after typing `values` and submitting. */
function messagesFor(values: Record<string, string>, language: unknown = es) {
  const { t, has } = textsOf(language);
  const modeRules = rulesForMode(rules, 'username', settings);
  const shown = shownFields(modeRules, { mode: 'username', settings, affiliateFromAddress: false });
  const problems = validateFields(modeRules, shown, values, {});
  return Object.fromEntries(
    problems.map((p) => [
      p.field,
      renderFieldRuleMessage(
        t,
        fieldRuleMessage(p, boundsOf(ruleOf(p.field)), has),
        t(`register.fields.${p.field}`),
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

describe('the registration form says what is wrong in SPEC §5 words', () => {
  it('says "<label> not empty" for an empty required field, in the visitor language', () => {
    expect(messagesFor({ ...good, username: '' })).toEqual({
      username: 'Nombre de usuario: no puede estar vacío',
    });
    expect(messagesFor({ ...good, username: '' }, en)).toEqual({
      username: 'Username cannot be empty',
    });
  });

  it("fills in the bounds of the merchant's rule", () => {
    expect(messagesFor({ ...good, username: '7lucky' })).toEqual({
      username: '6 - 16 caracteres: empieza por una letra y sigue con letras o dígitos',
    });
    expect(messagesFor({ ...good, mobileNum: '12ab5678' }, en)).toEqual({
      mobileNum: '8 - 15 characters: digits only',
    });
    expect(messagesFor({ ...good, paymentPassword: '12345' })).toEqual({
      paymentPassword: '6 caracteres: solo dígitos',
    });
  });

  it('says "inconsistent twice" when the confirmation differs', () => {
    expect(messagesFor({ ...good, confirmPassword: 'Secret-pw2' }, en)).toEqual({
      confirmPassword: 'The two passwords do not match',
    });
  });
});
